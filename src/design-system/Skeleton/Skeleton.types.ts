import type { radius } from '../theme/tokens.ts';

export type SkeletonProps = Omit<React.HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** Any CSS width. For `lines`, the width of the block that holds them. @default '100%' */
  width?: string;
  /** Any CSS height. For `lines`, the height of each bar. @default one line of body text (20px; 12px bars for lines) */
  height?: string;
  /** Corner radius from the radius scale, e.g. 'full' for an avatar. @default 'sm' */
  radius?: keyof typeof radius;
  /** Renders this many text-line bars instead of one block; the last is 60% wide, like a paragraph's end. */
  lines?: number;
  /** Runs the shimmer. Off under reduced motion whatever this says. @default true */
  isAnimated?: boolean;
};
