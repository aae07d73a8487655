export const CARD_PADDINGS = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof CARD_PADDINGS)[number];
export const CARD_ELEMENTS = ['section', 'div', 'article'] as const;
export type CardElement = (typeof CARD_ELEMENTS)[number];

export type CardProps = React.ComponentPropsWithoutRef<'section'> & {
  /** Inner padding: `sm` 16 px, `md` 24 px, `lg` 32 px; `none` for flush content such as tables. @default 'md' */
  padding?: CardPadding;
  /** The element: `section` for a titled part of a page (label it with `aria-labelledby`), `article` for a
   * self-contained item (a post), `div` when it is only a visual grouping. @default 'section' */
  as?: CardElement;
  children?: React.ReactNode;
};

export type CardHeaderProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'title'> & {
  /** The card's title. */
  title: string;
  /** The heading level of the title, to fit the page outline. @default 2 */
  titleLevel?: 2 | 3;
  /** The id of the title element: pass the same value as the Card's `aria-labelledby` to name the card.
   * @default a generated id */
  titleId?: string;
  /** A line of supporting text under the title. */
  description?: React.ReactNode;
  /** Buttons or controls at the end of the header; they wrap under the title on narrow cards. */
  actions?: React.ReactNode;
};
