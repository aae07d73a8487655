export type AuthLayoutProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** The brand over the card, usually a `Logo`. */
  brand: React.ReactNode;
  /** The card's content: the heading and the form. */
  children: React.ReactNode;
  /** Under the card: links such as "Already have an account? Sign in". */
  footer?: React.ReactNode;
  /** Content of the side panel shown when the layout is at least `theme.breakpoint.lg` wide, e.g. a short
   * product pitch. Without it the column is centred on the whole page. */
  aside?: React.ReactNode;
};
