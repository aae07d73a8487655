export const FEED_ITEM_KINDS = ['image', 'video', 'carousel', 'reel'] as const;
export type FeedItemKind = (typeof FEED_ITEM_KINDS)[number];

export type FeedGridItem = {
  id: string;
  /** The post's first picture or cover. Missing or null shows a neutral placeholder tile. */
  thumbnailUrl?: string | null;
  /** Shown as a small icon in the corner (carousel, video, reel), as Instagram's grid does. */
  kind: FeedItemKind;
  /** Planned posts are marked and can be reordered; published ones stay where they are. */
  isPlanned: boolean;
  /** The tile's accessible name, e.g. "Planned for 3 Dec, 18:00" or "Published 28 Nov". */
  label: string;
  /** Short text on a planned tile's badge, e.g. "3 Dec". @default `plannedLabel` */
  badge?: string;
};

export type DropPosition = 'before' | 'after';

export type FeedGridProps = {
  /** The posts in grid order (newest first, as on the profile): planned and published mixed. */
  items: FeedGridItem[];
  /**
   * Called after a drag with every id in the new order. Only planned posts move, between the planned slots;
   * published posts keep their places.
   */
  onReorder?: (ids: string[]) => void;
  /** Called when a tile is activated (click, Enter). With it, keyboard dragging starts with Alt+Enter. */
  onAction?: (id: string) => void;
  /** Names the grid, e.g. "Feed preview". */
  'aria-label': string;
  /** The badge text of planned tiles that have no `badge`, e.g. "Planned". */
  plannedLabel: string;
  /** Turns reordering off (read-only preview). @default false */
  isReorderDisabled?: boolean;
  /** Tiles' width / height: 1 (classic square) or 3 / 4 (current Instagram grid). @default 1 */
  tileAspectRatio?: number;
  /** What to show when there are no items. */
  emptyState?: React.ReactNode;
  className?: string;
};
