import type { ChartStateProps } from '../ChartFrame/index.ts';

/** One range of the distribution, e.g. `{ label: '2–3%', count: 61 }`. */
export type HistogramBucket = { label: string; count: number };

export type HistogramProps = ChartStateProps & {
  /** The ranges in order, lowest first. */
  buckets: HistogramBucket[];
  /** What is counted, for the tooltip and table, e.g. "Posts". */
  countLabel: string;
  /** The header of the table's range column, e.g. "Engagement rate". */
  bucketLabel: string;
  /** The header of the table's share column, e.g. "Share of posts". */
  shareLabel: string;
  /** What the chart shows, for screen readers (the svg's `aria-label`). */
  summary: string;
  /** The data table's caption. @default summary */
  tableCaption?: string;
  /** The bar colour. @default theme.color.dataViz[0] */
  color?: string;
  /** Runs the loading skeleton's shimmer. @default true */
  isSkeletonAnimated?: boolean;
};
