export type VisuallyHiddenProps = React.HTMLAttributes<HTMLElement> & {
  children: React.ReactNode;
  /** The element to render, e.g. 'h2' for a heading only screen readers need. @default 'span' */
  as?: React.ElementType;
  /** Shows the content while it, or something inside it, has focus (skip links). @default false */
  isFocusable?: boolean;
};
