import type { ChartStateProps } from '../ChartFrame/index.ts';

/** One day: followers gained and lost (both as positive counts; `null`: no data). */
export type GrowthPoint = { date: string; gained: number | null; lost: number | null };

export type GrowthChartProps = ChartStateProps & {
  /** Days in order (`YYYY-MM-DD`). */
  points: GrowthPoint[];
  /** e.g. "Gained". */
  gainedLabel: string;
  /** e.g. "Lost". */
  lostLabel: string;
  /** The net line, e.g. "Net growth". */
  netLabel: string;
  /** The header of the table's date column, e.g. "Date". */
  dateLabel: string;
  /** What the chart shows, for screen readers (the svg's `aria-label`). */
  summary: string;
  /** The data table's caption. @default summary */
  tableCaption?: string;
  /** Runs the loading skeleton's shimmer. @default true */
  isSkeletonAnimated?: boolean;
};
