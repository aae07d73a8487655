import type { ChartStateProps, ChartValueFormat } from '../ChartFrame/index.ts';

/** One day of a series; `null` is a gap (no data), drawn as a break in the line, never as zero. */
export type TimePoint = { date: string; value: number | null };

export type TimeSeries = {
  /** Stable id, also used to match a comparison series. */
  id: string;
  /** Shown in the legend, tooltip and data table, e.g. "Instagram". */
  name: string;
  /** Days in order (`YYYY-MM-DD`). */
  points: TimePoint[];
  /** Overrides the series colour (e.g. `theme.color.network.instagram`). @default theme.color.dataViz[index] */
  color?: string;
};

/** The previous period of a series: day `i` of `points` is compared with day `i` of the series. */
export type ComparisonSeries = { id: string; points: TimePoint[] };

export const LINE_CHART_VARIANTS = ['line', 'area'] as const;
export type LineChartVariant = (typeof LINE_CHART_VARIANTS)[number];

export type LineChartProps = ChartStateProps & {
  /** The series to draw, all over the same days. */
  series: TimeSeries[];
  /** The previous period per series (matched by `id`, aligned by index), drawn dashed and lighter. */
  comparison?: ComparisonSeries[];
  /** The comparison's legend entry and tooltip line, e.g. "Previous period". Required with `comparison`. */
  comparisonLabel?: string;
  /** Lines, or filled areas. @default 'line' */
  variant?: LineChartVariant;
  /** Stacks the areas (variant 'area'). @default false */
  stacked?: boolean;
  /** How values read in ticks, tooltip and table. @default 'number' */
  valueFormat?: ChartValueFormat;
  /** What the chart shows, for screen readers (the svg's `aria-label`), e.g. "Followers per day, Nov 2024". */
  summary: string;
  /** The header of the data table's date column, e.g. "Date". */
  dateLabel: string;
  /** The data table's caption. @default summary */
  tableCaption?: string;
  /** Charts with the same id move their tooltips together. */
  syncId?: string;
  /** Runs the loading skeleton's shimmer. @default true */
  isSkeletonAnimated?: boolean;
};
