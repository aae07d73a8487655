import type { SpaceToken } from '../theme/tokens.ts';

export type ColumnsProps = React.ComponentPropsWithoutRef<'div'> & {
  /** Below this width a column wraps onto the next row (any CSS length). @default '180px' */
  minColumnWidth?: string;
  /** Space between columns and rows. @default 400 */
  gap?: SpaceToken;
};
