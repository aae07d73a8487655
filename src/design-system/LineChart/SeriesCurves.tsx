import { Curve, Dot, Layer, useYAxisScale } from 'recharts';
import type { LineChartRow } from './LineChart.utils.ts';

/** How one series (or its previous period) is drawn. */
export type SeriesStroke = {
  /** The row key: `s<i>` or `p<i>`. */
  key: string;
  color: string;
  width: number;
  opacity?: number;
  dash?: string;
  /** A dot on the active day (series, not previous periods). */
  hasDot: boolean;
};

type Point = { x?: number | null; payload?: unknown };

/**
 * Every series as a monotone curve through the carrier line's day positions (its `points`: recharts' own x for
 * each day) and the chart's y scale. The same `Curve` recharts' `Line` draws with, so the picture is the one
 * eight `Line`s would draw; `null` values are gaps.
 */
export function SeriesCurves({
  points,
  strokes,
}: {
  points: readonly Point[];
  strokes: readonly SeriesStroke[];
}) {
  const yScale = useYAxisScale();
  if (!yScale) return null;

  return (
    <>
      {strokes.map((stroke) => (
        <Curve
          key={stroke.key}
          className="recharts-line-curve"
          type="monotone"
          points={points.map((point) => {
            const value = (point.payload as LineChartRow | undefined)?.[stroke.key];
            return { x: point.x ?? null, y: typeof value === 'number' ? (yScale(value) ?? null) : null };
          })}
          fill="none"
          stroke={stroke.color}
          strokeWidth={stroke.width}
          strokeOpacity={stroke.opacity}
          strokeDasharray={stroke.dash}
        />
      ))}
    </>
  );
}

/** The active day's dot on each series that has a value that day. */
export function SeriesActiveDots({
  cx,
  row,
  strokes,
  surface,
}: {
  cx: number | undefined;
  row: LineChartRow | undefined;
  strokes: readonly SeriesStroke[];
  surface: string;
}) {
  const yScale = useYAxisScale();
  if (!yScale || cx === undefined || !row) return null;

  return (
    <Layer className="recharts-active-dot">
      {strokes.map((stroke) => {
        const value = row[stroke.key];
        const cy = stroke.hasDot && typeof value === 'number' ? yScale(value) : undefined;
        return cy === undefined ? null : (
          <Dot key={stroke.key} cx={cx} cy={cy} r={4} fill={stroke.color} stroke={surface} strokeWidth={2} />
        );
      })}
    </Layer>
  );
}
