import { memo, useCallback, useMemo } from 'react';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  Tooltip,
  XAxis,
  YAxis,
  type ActiveDotProps,
  type LineDrawShapeProps,
  type TooltipContentProps,
  Curve,
  Dot,
  Layer,
  useYAxisScale,
} from 'recharts';
import {
  ChartFrame,
  ChartTooltipContent,
  dayTicks,
  daySpan,
  detailFormat,
  valueAxisWidth,
  formatAxisValue,
  formatDay,
  formatValue,
  relativeChange,
  useChartStyle,
  useAfterFirstPaint,
  useSeriesColors,
  type ChartDataTable,
  type ChartLegendItem,
  type ChartTooltipItem,
} from '../ChartFrame/index.ts';
import type { LineChartProps } from './LineChart.types.ts';
import { buildTimeRows, MAX_KEY, MIN_KEY, type LineChartRow } from './LineChart.utils.ts';

const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };
const noShape = () => null;
const NO_ROWS: LineChartRow[] = [];
const DEFER_TABLE_CELLS = 1000;

/**
 * Time series over days: one line (or area, stacked or not) per series, with an optional previous period drawn
 * dashed and lighter. `null` values are gaps. Built for volume — two years of daily data for eight series —
 * so nothing animates, no dots are drawn and the data are pivoted once per change. The svg is focusable and
 * the arrow keys move the tooltip day by day; screen readers get the summary and a data table.
 */
export const LineChart = memo(function LineChart({
  series,
  comparison,
  comparisonLabel,
  variant = 'line',
  stacked = false,
  valueFormat = 'number',
  summary,
  dateLabel,
  tableCaption,
  syncId,
  locale,
  height = 280,
  isSkeletonAnimated,
  ...state
}: LineChartProps) {
  const style = useChartStyle();
  const exact = detailFormat(valueFormat);
  const colors = useSeriesColors(series);
  const rows = useMemo(() => buildTimeRows(series, comparison), [series, comparison]);
  const hasComparison = Boolean(comparison && comparison.length > 0);
  const compared = useMemo(
    () => series.map((item) => Boolean(comparison?.some((candidate) => candidate.id === item.id))),
    [series, comparison],
  );

  const days = useMemo(() => rows.map((row) => row.date), [rows]);
  const dateStyle = daySpan(days) > 120 ? 'month' : 'tick';
  const ticks = useMemo(() => dayTicks(days, dateStyle), [days, dateStyle]);
  // A screen-reader table of thousands of cells (two years of daily rows) is built once the chart is on screen;
  // a small one, or a table shown in place of the chart, at once.
  const isPainted = useAfterFirstPaint();
  const tableRows =
    isPainted || state.showTable || rows.length * series.length < DEFER_TABLE_CELLS ? rows : NO_ROWS;
  const tickDate = useCallback((value: string) => formatDay(value, dateStyle, locale), [dateStyle, locale]);
  const tickValue = useCallback(
    (value: number) => formatAxisValue(value, valueFormat, locale),
    [valueFormat, locale],
  );

  const yWidth = useMemo(() => {
    let max = 0;
    if (stacked && variant === 'area') {
      rows.forEach((row) => {
        let sum = 0;
        series.forEach((_, index) => (sum += Number(row[`s${index}`] ?? 0)));
        max = Math.max(max, sum);
      });
    } else {
      // Each row already holds its day's extremes over every series and previous period.
      rows.forEach((row) => {
        max = Math.max(max, Math.abs(Number(row[MAX_KEY] ?? 0)), Math.abs(Number(row[MIN_KEY] ?? 0)));
      });
    }
    // A nice round tick above the max is at most ~2x: measure that label.
    return valueAxisWidth(max, valueFormat, locale);
  }, [rows, series, stacked, variant, valueFormat, locale]);

  const legend = useMemo<ChartLegendItem[]>(() => {
    const items: ChartLegendItem[] = series.map((item, index) => ({
      id: item.id,
      name: item.name,
      color: colors[index]!,
      line: variant === 'line',
    }));
    if (hasComparison && comparisonLabel) {
      items.push({ id: '__comparison', name: comparisonLabel, color: style.cursorLine.stroke, dashed: true });
    }
    return items;
  }, [series, colors, variant, hasComparison, comparisonLabel, style]);

  const dataTable = useMemo<ChartDataTable>(() => {
    const columns = [dateLabel];
    series.forEach((item, index) => {
      columns.push(item.name);
      if (compared[index]) columns.push(`${item.name} (${comparisonLabel ?? ''})`);
    });
    return {
      caption: tableCaption ?? summary,
      columns,
      rows: tableRows.map((row) => {
        const cells: Array<string | number> = [formatDay(row.date, 'long', locale)];
        series.forEach((_, index) => {
          cells.push(formatValue(row[`s${index}`] as number | null, exact, locale));
          if (compared[index]) cells.push(formatValue(row[`p${index}`] as number | null, exact, locale));
        });
        return cells;
      }),
    };
  }, [tableRows, series, compared, dateLabel, comparisonLabel, tableCaption, summary, exact, locale]);

  const renderTooltip = useCallback(
    ({ active, payload }: TooltipContentProps) => {
      const row = payload?.[0]?.payload as LineChartRow | undefined;
      if (!active || !row) return null;
      const items: ChartTooltipItem[] = series.map((item, index) => {
        const value = row[`s${index}`] as number | null;
        const previous = compared[index] ? (row[`p${index}`] as number | null) : undefined;
        return {
          id: item.id,
          name: item.name,
          color: colors[index]!,
          shape: variant === 'line' ? 'line' : 'square',
          value: formatValue(value, exact, locale),
          previous: previous === undefined ? undefined : formatValue(previous, exact, locale),
          delta: previous === undefined ? undefined : relativeChange(value, previous),
        };
      });
      const previousDay = series.map((_, index) => row[`pd${index}`]).find((day) => typeof day === 'string');
      return (
        <ChartTooltipContent
          title={formatDay(row.date, 'long', locale)}
          subtitle={
            hasComparison && comparisonLabel && typeof previousDay === 'string'
              ? `${comparisonLabel}: ${formatDay(previousDay, 'long', locale)}`
              : undefined
          }
          items={items}
          comparison={hasComparison}
          locale={locale}
        />
      );
    },
    [series, compared, colors, variant, exact, locale, hasComparison, comparisonLabel],
  );

  // Lines: one recharts <Line> carries the day positions, the y domain (through each day's extreme) and the
  // tooltip; its shape draws every series from those positions. Eight <Line>s cost several times as much to
  // mount, for the same picture.
  const strokes = useMemo<SeriesStroke[]>(
    () => [
      ...series.flatMap((_, index) =>
        compared[index]
          ? [
              {
                key: `p${index}`,
                color: colors[index]!,
                width: 1.5,
                opacity: 0.5,
                dash: '4 4',
                hasDot: false,
              },
            ]
          : [],
      ),
      ...series.map((_, index) => ({ key: `s${index}`, color: colors[index]!, width: 2, hasDot: true })),
    ],
    [series, compared, colors],
  );
  const hasNegative = useMemo(() => rows.some((row) => Number(row[MIN_KEY]) < 0), [rows]);
  const renderCurves = useCallback(
    (props: LineDrawShapeProps) => <SeriesCurves points={props.points ?? []} strokes={strokes} />,
    [strokes],
  );
  const renderActiveDots = useCallback(
    (props: ActiveDotProps) => (
      <SeriesActiveDots
        cx={props.cx}
        row={props.payload as LineChartRow}
        strokes={strokes}
        surface={style.surface}
      />
    ),
    [strokes, style.surface],
  );

  return (
    <ChartFrame
      {...state}
      height={height}
      locale={locale}
      legend={legend}
      dataTable={dataTable}
      skeleton="bars"
      isSkeletonAnimated={isSkeletonAnimated}
    >
      <ComposedChart
        responsive
        style={{ width: '100%', height }}
        data={rows}
        margin={MARGIN}
        syncId={syncId}
        role="img"
        aria-label={summary}
      >
        <CartesianGrid {...style.grid} />
        <XAxis
          dataKey="date"
          {...style.axis}
          ticks={ticks}
          tickFormatter={tickDate}
          minTickGap={32}
          interval="preserveStartEnd"
        />
        <YAxis {...style.axis} tickFormatter={tickValue} width={yWidth} />
        <Tooltip
          content={renderTooltip}
          cursor={style.cursorLine}
          isAnimationActive={false}
          wrapperStyle={style.tooltipWrapper}
        />
        {variant === 'area'
          ? series.map((item, index) =>
              compared[index] ? (
                <Line
                  key={`p-${item.id}`}
                  dataKey={`p${index}`}
                  name={`${item.name} (${comparisonLabel ?? ''})`}
                  type="monotone"
                  stroke={colors[index]}
                  strokeOpacity={0.5}
                  strokeWidth={1.5}
                  strokeDasharray="4 4"
                  dot={false}
                  activeDot={false}
                  isAnimationActive={false}
                />
              ) : null,
            )
          : null}
        {variant === 'area'
          ? series.map((item, index) => (
              <Area
                key={item.id}
                dataKey={`s${index}`}
                name={item.name}
                type="monotone"
                stackId={stacked ? 'stack' : undefined}
                stroke={colors[index]}
                strokeWidth={1.5}
                fill={colors[index]}
                fillOpacity={stacked ? 0.5 : 0.12}
                dot={false}
                activeDot={{ r: 4, strokeWidth: 2, stroke: style.surface }}
                isAnimationActive={false}
              />
            ))
          : null}
        {variant === 'line' && hasNegative ? (
          <Line
            dataKey={MIN_KEY}
            stroke="none"
            shape={noShape}
            dot={false}
            activeDot={false}
            isAnimationActive={false}
          />
        ) : null}
        {variant === 'line' ? (
          <Line
            dataKey={MAX_KEY}
            stroke="none"
            shape={renderCurves}
            dot={false}
            activeDot={renderActiveDots}
            isAnimationActive={false}
          />
        ) : null}
      </ComposedChart>
    </ChartFrame>
  );
});

/** How one series (or its previous period) is drawn. */
type SeriesStroke = {
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
function SeriesCurves({ points, strokes }: { points: readonly Point[]; strokes: readonly SeriesStroke[] }) {
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
function SeriesActiveDots({
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
