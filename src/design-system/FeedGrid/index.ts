export { FeedGrid } from './FeedGrid.tsx';
export {
  FEED_ITEM_KINDS,
  type DropPosition,
  type FeedGridItem,
  type FeedGridProps,
  type FeedItemKind,
} from './FeedGrid.types.ts';
export { reorderPlanned, resolvePlannedTarget } from './FeedGrid.utils.ts';
