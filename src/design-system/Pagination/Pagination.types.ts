/** A page number, or a gap standing for the pages left out before or after the current window. */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

export type PaginationProps = {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. Nothing renders below 2. */
  pageCount: number;
  /** Called with the 1-based page the user asks for. */
  onPageChange: (page: number) => void;
  /** How many pages to show either side of the current one before a gap. @default 1 */
  siblings?: number;
  /** The accessible name of the navigation landmark, e.g. "Pagination". */
  navLabel: string;
  /** The accessible name of the previous-page button, e.g. "Previous page". */
  previousLabel: string;
  /** The accessible name of the next-page button, e.g. "Next page". */
  nextLabel: string;
  /** The accessible name of a page button, e.g. `(n) => \`Page ${n}\``. */
  pageLabel: (page: number) => string;
  /** The BCP 47 locale for the page numbers. @default the browser's */
  locale?: string;
  className?: string;
};
