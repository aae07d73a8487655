export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

export type SpinnerProps = Omit<React.HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** What is loading, announced politely, e.g. "Loading posts…". */
  label: string;
  /** 16, 24 or 32 px. @default 'md' */
  size?: SpinnerSize;
  /**
   * Hides the spinner from assistive technology, when something else already announces the wait (a button's
   * loading label, a region with `aria-busy`). @default false
   */
  isDecorative?: boolean;
};
