export { MediaGrid } from './MediaGrid.tsx';
export {
  MEDIA_GRID_KINDS,
  type MediaGridItem,
  type MediaGridKind,
  type MediaGridProps,
} from './MediaGrid.types.ts';
