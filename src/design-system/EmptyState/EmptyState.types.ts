export const EMPTY_STATE_SIZES = ['sm', 'md', 'lg'] as const;
export type EmptyStateSize = (typeof EMPTY_STATE_SIZES)[number];

export type EmptyStateProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'title'> & {
  /** An icon that hints at the missing content (decorative), shown in a soft accent circle. */
  icon?: React.ReactNode;
  /** What is empty, e.g. "No posts scheduled yet". */
  title: string;
  /** The heading level of the title, to fit the page outline. @default 2 */
  titleLevel?: 1 | 2 | 3;
  /** Why it is empty and what to do about it. */
  description?: React.ReactNode;
  /** One or two buttons that fill the emptiness, primary first. */
  actions?: React.ReactNode;
  /** `sm` inside a card or table, `md` for a page section, `lg` for a whole empty page. @default 'md' */
  size?: EmptyStateSize;
};
