export { TopPostsGrid } from './TopPostsGrid.tsx';
export type { TopPost, TopPostsGridProps } from './TopPostsGrid.types.ts';
