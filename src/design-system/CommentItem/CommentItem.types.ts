import type { NetworkKey } from '@/design-system/theme';

export const COMMENT_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type CommentSentiment = (typeof COMMENT_SENTIMENTS)[number];

export type CommentAuthor = {
  name: string;
  /** The @handle without the "@". */
  handle?: string;
  avatarUrl?: string | null;
};

/** Every text the comment shows around its content. Action labels are needed only for the actions you wire. */
export type CommentItemLabels = {
  /** Status chip of a hidden comment, e.g. "Hidden". */
  hidden?: string;
  /** Status chip of a comment already answered, e.g. "Replied". */
  replied?: string;
  /** Status chip of a comment marked as done, e.g. "Done". */
  done?: string;
  /** Sentiment chip texts, e.g. { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' }. */
  sentiment?: Partial<Record<CommentSentiment, string>>;
  /** Accessible text of the like count, e.g. (n) => `${n} likes`. Without it, the count is shown alone. */
  likes?: (count: number, formatted: string) => string;
  reply?: string;
  hide?: string;
  /** The hide button's text on a hidden comment. @default `hide` */
  unhide?: string;
  delete?: string;
  markDone?: string;
  /** The done button's text on a done comment. @default `markDone` */
  markUndone?: string;
};

export type CommentItemProps = Omit<React.ComponentPropsWithoutRef<'article'>, 'children'> & {
  author: CommentAuthor;
  /** The network the comment was left on: badges the avatar. */
  network?: NetworkKey;
  /** The comment. Hashtags, mentions and URLs are highlighted. */
  text: string;
  /** When it was written. */
  createdAt: Date | string;
  /** "Now", for the relative time ("5 min ago"). Pass a fixed value in tests and stories. */
  now: Date;
  /** BCP 47 locale for numbers and times. @default the browser's */
  locale?: string;
  /** @default undefined (no count shown) */
  likeCount?: number;
  /** Hidden from the public on the network: the text is dimmed. @default false */
  isHidden?: boolean;
  /** Already answered. @default false */
  isReplied?: boolean;
  /** Marked as done in the inbox. @default false */
  isDone?: boolean;
  /** Detected sentiment, shown as a subtle chip when its label is given. */
  sentiment?: CommentSentiment;
  labels?: CommentItemLabels;
  /** Smaller avatar and text, for replies in a thread. @default 'md' */
  size?: 'sm' | 'md';
  onReply?: () => void;
  /** Called with the wanted state: true to hide, false to unhide. */
  onHideChange?: (isHidden: boolean) => void;
  onDelete?: () => void;
  /** Called with the wanted state: true to mark as done, false to reopen. */
  onDoneChange?: (isDone: boolean) => void;
};
