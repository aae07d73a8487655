export const MEDIA_GRID_KINDS = ['image', 'video', 'document'] as const;
export type MediaGridKind = (typeof MEDIA_GRID_KINDS)[number];

export type MediaGridItem = {
  /** A stable key, reported by selection and `onAction`. */
  id: string;
  /** The file's name: the tile's caption and accessible name. */
  name: string;
  kind: MediaGridKind;
  /** A preview picture; without it the tile shows the kind's icon. @default undefined */
  thumbnailUrl?: string | null;
  /** One line under the name, e.g. "1080 × 1920 · 0:12 · 4.2 MB". @default undefined */
  details?: string;
  /** Tag names, shown as small chips. @default [] */
  tags?: readonly string[];
};

export type MediaGridProps = {
  /** The grid's accessible name, e.g. "Media library". */
  'aria-label': string;
  items: readonly MediaGridItem[];
  /** How each kind is named on its badge and to assistive technology, e.g. `{ image: 'Picture', … }`. */
  kindLabels: Record<MediaGridKind, string>;
  /** `none`: tiles only act (`onAction`); `single` or `multiple`: tiles are chosen. @default 'none' */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** The chosen tiles (controlled). @default undefined */
  selectedKeys?: Iterable<string>;
  /** Called with every chosen tile's id after a change. */
  onSelectionChange?: (ids: Set<string>) => void;
  /** Tiles that cannot be chosen or acted on (e.g. a kind the caller does not take). @default [] */
  disabledKeys?: Iterable<string>;
  /** Called when a tile is opened: click, Enter. */
  onAction?: (id: string) => void;
  /** Shows this many placeholder tiles instead of the items. @default false */
  isLoading?: boolean;
  /** How many placeholder tiles while loading. @default 8 */
  loadingCount?: number;
  /** Shown instead of the grid when there are no items. @default undefined */
  emptyState?: React.ReactNode;
  /** The smallest tile width; tiles grow to fill each row. @default '160px' */
  minTileWidth?: string;
  className?: string;
};
