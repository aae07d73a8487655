import type { ComparisonSeries, TimeSeries } from './LineChart.types.ts';

/** Each day's highest and lowest value over every series and comparison: the y domain of the line variant. */
export const MAX_KEY = 'max';
export const MIN_KEY = 'min';

/** One row per day: `date`, then `s0…sN` (series) and `p0…pN` (previous period). */
export type LineChartRow = { date: string; index: number } & Record<string, number | null | string>;

/**
 * Pivots the series into rows by day (the union of all days, sorted), with each series under `s<i>` and its
 * comparison (aligned by index with the series' own points) under `p<i>`. Keys are indexes, not ids, so an id
 * with a dot never turns into a recharts data path.
 */
export function buildTimeRows(
  series: readonly TimeSeries[],
  comparison?: readonly ComparisonSeries[],
): LineChartRow[] {
  const byDate = new Map<string, LineChartRow>();
  const rowFor = (date: string) => {
    let row = byDate.get(date);
    if (!row) {
      row = { date, index: 0 } as LineChartRow;
      byDate.set(date, row);
    }
    return row;
  };
  series.forEach((item, seriesIndex) => {
    const previous = comparison?.find((candidate) => candidate.id === item.id);
    item.points.forEach((point, pointIndex) => {
      const row = rowFor(point.date);
      row[`s${seriesIndex}`] = point.value;
      if (previous) row[`p${seriesIndex}`] = previous.points[pointIndex]?.value ?? null;
      if (previous) row[`pd${seriesIndex}`] = previous.points[pointIndex]?.date ?? null;
    });
  });
  const rows = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  rows.forEach((row, index) => {
    row.index = index;
    let max: number | null = null;
    let min: number | null = null;
    series.forEach((_, seriesIndex) => {
      if (!(`s${seriesIndex}` in row)) row[`s${seriesIndex}`] = null;
      for (const value of [row[`s${seriesIndex}`], row[`p${seriesIndex}`]]) {
        if (typeof value !== 'number') continue;
        max = max === null ? value : Math.max(max, value);
        min = min === null ? value : Math.min(min, value);
      }
    });
    row[MAX_KEY] = max;
    row[MIN_KEY] = min;
  });
  return rows;
}
