export type CsvCell = string | number | null;

export type ChartCardCsv = {
  /** The file name offered for download, e.g. "engagement-2026-03.csv". */
  filename: string;
  /** The header row. */
  columns: ReadonlyArray<string>;
  /** The data rows, each as long as `columns`; `null` is an empty cell. */
  rows: ReadonlyArray<ReadonlyArray<CsvCell>>;
};

export type ChartCardExportFormat = 'png' | 'csv';

export type ChartCardProps = Omit<React.ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** The chart's title, e.g. "Engagement rate". Names the card. */
  title: string;
  /** The heading level of the title, to fit the page outline. @default 2 */
  titleLevel?: 2 | 3;
  /** The period the chart covers, e.g. "Mar 1 – Mar 31, 2026", shown under the title. @default undefined */
  period?: string;
  /** A line explaining the chart, under the title. @default undefined */
  description?: React.ReactNode;
  /** Controls at the end of the header, before the export menu (a metric switch, a legend toggle). */
  actions?: React.ReactNode;
  /** The chart. It handles its own loading, empty and error states. */
  children: React.ReactNode;
  /** The data behind the chart; enables "Download CSV". @default undefined */
  csv?: ChartCardCsv;
  /** The accessible name of the export menu button, e.g. "Export chart". */
  exportLabel: string;
  /** The PNG menu item, e.g. "Download PNG". */
  downloadPngLabel: string;
  /** The CSV menu item, e.g. "Download CSV". Shown only with `csv`. */
  downloadCsvLabel: string;
  /** The PNG file name. @default the CSV file name with .png, else "chart.png" */
  pngFilename?: string;
  /** Disables the export menu (while the chart loads, or has no data). @default false */
  isExportDisabled?: boolean;
  /** Hides the export menu altogether. @default false */
  hideExport?: boolean;
  /** Called after a file was handed to the browser, with its format (for analytics, or a toast). */
  onExport?: (format: ChartCardExportFormat) => void;
  /** Called when the PNG could not be rendered, or a file could not be handed to the browser. */
  onExportError?: (format: ChartCardExportFormat, error: unknown) => void;
  /**
   * Shown in the card, in plain words, when an export fails (until the next export works), e.g. "The chart could
   * not be saved as a file. Try again." @default undefined (nothing shown: `onExportError` alone reports it)
   */
  exportErrorMessage?: string;
};
