import type { Key, Selection } from 'react-aria-components';

export const TABLE_ALIGNS = ['start', 'end'] as const;
export type TableAlign = (typeof TABLE_ALIGNS)[number];

export type TableColumn = {
  /** Stable key, passed to `renderCell` and reported in the sort descriptor. */
  id: string;
  /** The header text; also the column's accessible name. */
  name: string;
  /** Its cells name their row for assistive technology (the post title, the profile name). One per table. @default the first column */
  isRowHeader?: boolean;
  /** The header sorts the table when pressed (see `sortDescriptor`). @default false */
  allowsSorting?: boolean;
  /** `end` for numbers, so digits line up (all cells use tabular figures). @default 'start' */
  align?: TableAlign;
  /** Width in px, or a fraction of the remaining space such as `'2fr'`. @default '1fr' */
  width?: number | `${number}fr`;
  /** The narrowest the column gets, in px. @default 80 */
  minWidth?: number;
  /**
   * The widest the column gets, in px: longer text (a caption) ends in an ellipsis instead of pushing the
   * other columns off the screen. @default undefined (as wide as its content)
   */
  maxWidth?: number;
};

export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and which way. */
export type SortDescriptor = { column: string; direction: SortDirection };

/** A row needs a stable `id`: it keys the row, its selection and its actions. */
export type TableRow = { id: string | number };

export type TableProps<T extends TableRow> = {
  /** Names the table, e.g. "Posts". Required: the table has no caption of its own. */
  'aria-label': string;
  /** The columns, in display order. */
  columns: ReadonlyArray<TableColumn>;
  /** The rows, in display order (sort them with `sortRows`). */
  rows: ReadonlyArray<T>;
  /** Renders one cell. Keep it cheap and pure: with `height` it runs only for visible rows, as they scroll in. */
  renderCell: (row: T, columnId: string) => React.ReactNode;
  /** The current sort (controlled). Pair with `onSortChange` and sort `rows` yourself, e.g. with `sortRows`. */
  sortDescriptor?: SortDescriptor;
  /** Called when the user presses a sortable header. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Adds a checkbox column (`multiple`) or lets one row be selected (`single`). @default 'none' */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** The selected row ids (controlled), or `'all'`. */
  selectedKeys?: 'all' | Iterable<Key>;
  /** The rows selected at first (uncontrolled). */
  defaultSelectedKeys?: 'all' | Iterable<Key>;
  /** Called with the new selection. */
  onSelectionChange?: (keys: Selection) => void;
  /** Called with a row's id when the user opens it (Enter, or a click without selection mode). */
  onRowAction?: (id: Key) => void;
  /** Shown in place of the rows when there are none (and not loading): an `EmptyState` of size `sm`. */
  emptyState?: React.ReactNode;
  /** Shows skeleton rows and marks the table busy. @default false */
  isLoading?: boolean;
  /**
   * What assistive technology reads in each skeleton row, e.g. "Loading posts". Required with `isLoading`: a row
   * header cell may not be empty.
   */
  loadingLabel?: string;
  /** How many skeleton rows show while loading. @default 5 */
  loadingRowCount?: number;
  /** Runs the skeleton shimmer (off under reduced motion whatever this says). @default true */
  isSkeletonAnimated?: boolean;
  /**
   * A fixed height in px: the table scrolls inside it with a sticky header, and only the visible rows are in
   * the DOM (virtualised, for thousands of rows). Without it the table is as tall as its rows.
   */
  height?: number;
  /** Row height in px; cells show one line, truncated. @default 44 */
  rowHeight?: number;
  className?: string;
};
