export type PageHeaderProps = {
  /** The page's one heading (an h1), e.g. "Social profiles". */
  title: string;
  /** The tab's title; `title` when absent. The app adds its name after it (`DocumentTitleSuffix`). */
  documentTitle?: string;
  /** A line under the heading: what the page is for, or the scope it shows. */
  subtitle?: React.ReactNode;
  /** The page's buttons, primary last, at the heading's end (they wrap under it on narrow screens). */
  actions?: React.ReactNode;
};
