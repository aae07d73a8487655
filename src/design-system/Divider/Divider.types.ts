export const DIVIDER_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type DividerOrientation = (typeof DIVIDER_ORIENTATIONS)[number];

export type DividerProps = Omit<React.HTMLAttributes<HTMLElement>, 'children'> & {
  /** A horizontal rule between stacked content, or a vertical one between items of a row. @default 'horizontal' */
  orientation?: DividerOrientation;
  /** A word in the middle of the line, e.g. "or" between two ways to sign in. Also its accessible name. */
  label?: string;
};
