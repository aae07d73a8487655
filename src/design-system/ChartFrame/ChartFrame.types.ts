/** How a chart's values read: see `formatValue`. */
export const CHART_VALUE_FORMATS = ['number', 'percent', 'compact', 'duration'] as const;
export type ChartValueFormat = (typeof CHART_VALUE_FORMATS)[number];

export const CHART_STATUSES = ['ready', 'loading', 'empty', 'error'] as const;
export type ChartStatus = (typeof CHART_STATUSES)[number];

/** The shape the loading skeleton takes, so the chart does not jump when the data arrive. */
export const CHART_SKELETONS = ['bars', 'donut', 'grid', 'list'] as const;
export type ChartSkeletonShape = (typeof CHART_SKELETONS)[number];

/** The table that carries the chart's data for screen readers (and for anyone, with `showTable`). */
export type ChartDataTable = {
  /** Names the table, e.g. "Followers per day". */
  caption: string;
  /** Column headers; the first column holds the row headers (dates, categories). */
  columns: string[];
  /** One array per row, in column order; numbers are shown as given (format them first). */
  rows: Array<Array<string | number>>;
};

/** One entry of a chart legend. */
export type ChartLegendItem = {
  id: string;
  name: string;
  color: string;
  /** Drawn as a dashed line (comparison series). */
  dashed?: boolean;
  /** Drawn as a line sample rather than a square. */
  line?: boolean;
  /** A formatted value after the name, e.g. "12.3K". */
  value?: string;
  /** A formatted share after the value, e.g. "24%". */
  share?: string;
};

/** The state props every chart accepts and passes on to ChartFrame. */
export type ChartStateProps = {
  /** What the chart shows: the plot, a loading skeleton, an empty message or an error. @default 'ready' */
  status?: ChartStatus;
  /** Shown when `status` is 'empty', e.g. "No data for this period". */
  emptyMessage?: string;
  /** Shown when `status` is 'error', e.g. "We couldn't load this chart". */
  errorMessage?: string;
  /** Offers a retry button in the error state. */
  onRetry?: () => void;
  /** The retry button's label, e.g. "Try again". Required with `onRetry`. */
  retryLabel?: string;
  /** Announced to screen readers while loading, e.g. "Loading chart…". */
  loadingLabel?: string;
  /** Height of the plot area in px (states and the visible table keep it). @default 280 */
  height?: number;
  /** Shows the data table instead of the plot (a "view as table" toggle of the card around the chart). @default false */
  showTable?: boolean;
  /** BCP 47 locale for numbers and dates. @default the browser's */
  locale?: string;
};

export type ChartFrameProps = ChartStateProps & {
  /** The plot (rendered only when `status` is 'ready' and the table is not shown). */
  children?: React.ReactNode;
  /** The legend under the plot. */
  legend?: ChartLegendItem[];
  /** The legend's position. @default 'bottom' */
  legendPosition?: 'bottom' | 'right';
  /** Screen-reader alternative: one or more tables, visually hidden unless `showTable`. */
  dataTable?: ChartDataTable | ChartDataTable[];
  /** The loading skeleton's shape. @default 'bars' */
  skeleton?: ChartSkeletonShape;
  /** Runs the skeleton shimmer. @default true */
  isSkeletonAnimated?: boolean;
  /** Fixed plot height: false lets content (lists, grids) size itself. @default true */
  fixedHeight?: boolean;
  className?: string;
  style?: React.CSSProperties;
};
