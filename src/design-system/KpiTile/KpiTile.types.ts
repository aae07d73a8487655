export const KPI_FORMATS = ['number', 'percent', 'compact', 'duration'] as const;
export type KpiFormat = (typeof KPI_FORMATS)[number];
export const KPI_STATUSES = ['ready', 'loading', 'unavailable'] as const;
export type KpiStatus = (typeof KPI_STATUSES)[number];

export type KpiDelta = {
  /** The change as a fraction: 0.124 is +12.4 %, -0.05 is −5 %. */
  value: number;
  /** What it compares with, e.g. "vs previous period". */
  label: string;
};

export type KpiSource = {
  /** The metric's name at the source, e.g. "impressions". */
  metric: string;
  /** The network (or API) it comes from, e.g. "Instagram Graph API". */
  network: string;
  /** The API version, e.g. "v21.0". */
  apiVersion: string;
  /** When it was last fetched, an ISO instant. */
  lastRefresh: string;
  /** How the figure is computed, e.g. "engagements ÷ reach". @default undefined */
  formula?: string;
};

export type KpiSourceLabels = {
  metric: string;
  network: string;
  apiVersion: string;
  lastRefresh: string;
  formula: string;
};

export type KpiTileProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** What the figure is, e.g. "Engagement rate". Names the tile. */
  label: string;
  /** The figure: a count, a fraction for `percent` (0.042 = 4.2 %), seconds for `duration`; `null` for none. */
  value: number | null;
  /** How the value is written. @default 'number' */
  format?: KpiFormat;
  /** BCP 47 locale for numbers and dates. @default the browser's */
  locale?: string;
  /** The change against a comparison period; an arrow and colour show its direction. @default undefined */
  delta?: KpiDelta;
  /**
   * While `loading`: the figure will come with a change against a comparison period, so the placeholder keeps
   * room for that line too and nothing below the tile moves when the figures arrive. @default false
   */
  hasComparison?: boolean;
  /**
   * A short note in place of the change when there is no change to show, e.g. "Compared period: 3 of 28 days
   * stored": a comparison that would not be measured is described, never given as a number. @default undefined
   */
  note?: string;
  /** Marks a fall as good news (unfollows, response time): the colours swap. @default false */
  isInverse?: boolean;
  /** A trend line under the figure; `null` is a day without data. @default undefined */
  sparkline?: ReadonlyArray<number | null>;
  /** What the trend line shows, for assistive technology. Required with `sparkline`. */
  sparklineLabel?: string;
  /** Where the number comes from, shown in a popover from an info button. @default undefined */
  source?: KpiSource;
  /** The info button's name and the popover's title, e.g. "Where this number comes from". */
  sourceLabel?: string;
  /** The names of the source's fields. Required with `source`. */
  sourceLabels?: KpiSourceLabels;
  /** The time zone for the last refresh time. @default the browser's */
  timeZone?: string;
  /**
   * `loading` shows a placeholder; `unavailable` means the network does not provide this metric: an em dash
   * and `unavailableLabel`, never 0. @default 'ready'
   */
  status?: KpiStatus;
  /**
   * A short line under a figure that does not count everything, e.g. "3 of 8 networks" for a total some of the
   * selected networks do not give. @default undefined
   */
  partialNote?: string;
  /** Why there is no figure, e.g. "Not provided by TikTok". Shown when unavailable. */
  unavailableLabel?: string;
  /** Announced while loading, e.g. "Loading". @default undefined */
  loadingLabel?: string;
  /** Makes the tile a link to the metric's detail (the label is the link; the whole tile is clickable). */
  href?: string;
};
