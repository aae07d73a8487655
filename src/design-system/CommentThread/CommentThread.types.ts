export type CommentThreadProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** The parent comment: a `CommentItem`. */
  comment: React.ReactNode;
  /** The replies shown, oldest first: `CommentItem`s, usually `size="sm"`. */
  children?: React.ReactNode;
  /** How many more replies exist than are shown. @default 0 */
  moreRepliesCount?: number;
  /** The "view more" button's text, e.g. (n) => `View ${n} more replies`. Required with `moreRepliesCount`. */
  moreRepliesLabel?: (count: number, formatted: string) => string;
  /** Called by the "view more" button. */
  onShowMoreReplies?: () => void;
  /** A reply box under the replies (a text area and a send button, from the screen). */
  replySlot?: React.ReactNode;
  /** BCP 47 locale for the count. @default the browser's */
  locale?: string;
};
