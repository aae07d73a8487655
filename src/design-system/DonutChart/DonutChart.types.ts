import type { ChartStateProps, ChartValueFormat } from '../ChartFrame/index.ts';

export type DonutPart = {
  id: string;
  /** e.g. "Instagram". */
  name: string;
  value: number;
  /** @default theme.color.dataViz[index] (by rank) */
  color?: string;
};

export type DonutChartProps = ChartStateProps & {
  parts: DonutPart[];
  /** The label under the total in the centre, e.g. "Followers". */
  totalLabel: string;
  /** The slice that groups the smallest parts beyond `maxSlices`, e.g. "Other". */
  otherLabel: string;
  /** At most this many slices; the rest are grouped into one "other" slice. @default 8 */
  maxSlices?: number;
  /** @default 'number' */
  valueFormat?: ChartValueFormat;
  /** What the chart shows, for screen readers (the svg's `aria-label`). */
  summary: string;
  /** Table column headers: the part, its value and its share, e.g. ["Network", "Followers", "Share"]. */
  tableColumns: [string, string, string];
  /** The data table's caption. @default summary */
  tableCaption?: string;
  /** Runs the loading skeleton's shimmer. @default true */
  isSkeletonAnimated?: boolean;
};
