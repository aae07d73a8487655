import type { ChartStateProps, ChartValueFormat } from '../ChartFrame/index.ts';

export const BAR_CHART_LAYOUTS = ['vertical', 'horizontal'] as const;
/** `vertical`: columns rising from the category axis at the bottom; `horizontal`: bars from the left. */
export type BarChartLayout = (typeof BAR_CHART_LAYOUTS)[number];

export const BAR_CHART_MODES = ['grouped', 'stacked'] as const;
export type BarChartMode = (typeof BAR_CHART_MODES)[number];

export type BarSeries = {
  id: string;
  /** Shown in the legend, tooltip and table, e.g. "Likes". */
  name: string;
  /** @default theme.color.dataViz[index] */
  color?: string;
};

/** One category and its value per series id (`null`: no data). */
export type BarDatum = { label: string; values: Record<string, number | null> };

export type BarChartProps = ChartStateProps & {
  data: BarDatum[];
  series: BarSeries[];
  /** Columns (`vertical`) or bars (`horizontal`, for long category names). @default 'vertical' */
  layout?: BarChartLayout;
  /** Series side by side, or stacked into one bar. @default 'grouped' */
  mode?: BarChartMode;
  /** @default 'number' */
  valueFormat?: ChartValueFormat;
  /** What the chart shows, for screen readers (the svg's `aria-label`). */
  summary: string;
  /** The header of the table's category column, e.g. "Network". */
  categoryLabel: string;
  /** The data table's caption. @default summary */
  tableCaption?: string;
  /** Runs the loading skeleton's shimmer. @default true */
  isSkeletonAnimated?: boolean;
};
