import type { ChartStateProps } from '../ChartFrame/index.ts';

/** One slot of the week: `day` 0–6 (Monday = 0), `hour` 0–23; `null` value: no data. */
export type HeatmapCell = { day: number; hour: number; value: number | null };

export type HeatmapChartProps = Omit<ChartStateProps, 'height'> & {
  cells: HeatmapCell[];
  /** Seven day names, Monday first, e.g. ["Mon", …, "Sun"]. */
  dayLabels: string[];
  /** An hour's label, e.g. (9) => "9 AM". Column headers show every third hour. */
  hourLabel: (hour: number) => string;
  /** A value's label for tooltips and screen readers, e.g. (v) => v === null ? "No data" : `${v} engagements`. */
  valueLabel: (value: number | null) => string;
  /** Marks the N best slots with a ring (and "best" in their labels via `bestLabel`). @default 0 */
  highlightTop?: number;
  /**
   * The best slots as ranked elsewhere (the server's list, which may rule slots out, e.g. with too few posts):
   * these, and only these, get the ring, the first one the tab stop. With it, `highlightTop` is ignored.
   * @default undefined
   */
  bestSlots?: ReadonlyArray<{ day: number; hour: number }>;
  /** Appended to a best slot's label, e.g. "Best time". Required with `highlightTop` or `bestSlots`. */
  bestLabel?: string;
  /** The grid's accessible name, e.g. "Best time to post". */
  summary: string;
  /** The header of the day column (grid and table), e.g. "Day". */
  dayColumnLabel: string;
  /** Legend: the low end, e.g. "Less". */
  lowLabel: string;
  /** Legend: the high end, e.g. "More". */
  highLabel: string;
  /** Legend: the empty swatch, e.g. "No data". */
  noDataLabel: string;
  /** Runs the loading skeleton's shimmer. @default true */
  isSkeletonAnimated?: boolean;
};
