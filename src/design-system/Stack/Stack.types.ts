import type { SpaceToken } from '../theme/tokens.ts';

export const STACK_DIRECTIONS = ['column', 'row'] as const;
export type StackDirection = (typeof STACK_DIRECTIONS)[number];
export const STACK_ALIGNS = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export type StackAlign = (typeof STACK_ALIGNS)[number];
export const STACK_JUSTIFIES = ['start', 'center', 'end', 'between'] as const;
export type StackJustify = (typeof STACK_JUSTIFIES)[number];

export type StackProps = React.HTMLAttributes<HTMLElement> & {
  children?: React.ReactNode;
  /** The main axis. @default 'column' */
  direction?: StackDirection;
  /** The space between children, a key of the `space` scale (400 = 16px). @default 400 */
  gap?: SpaceToken;
  /** Cross-axis alignment of the children. @default 'stretch' (the flex default) */
  align?: StackAlign;
  /** Main-axis distribution of the children. @default 'start' */
  justify?: StackJustify;
  /** Lets children wrap onto more lines. @default false */
  wrap?: boolean;
  /** The element to render, e.g. 'ul', 'section', 'nav'. @default 'div' */
  as?: React.ElementType;
};
