import type { NetworkKey } from '@/design-system/theme';

export type ConversationListItemProps = {
  /** The conversation's id, unique in the list. */
  id: string;
  participant: { name: string; avatarUrl?: string | null };
  /** The network of the conversation: badges the avatar. */
  network: NetworkKey;
  /** The last message, on one line. */
  lastMessage: string;
  /** When the last message came. */
  lastMessageAt: Date | string;
  /** "Now", for the relative time. Pass a fixed value in tests and stories. */
  now: Date;
  /** BCP 47 locale for numbers and times. @default the browser's */
  locale?: string;
  /** Bold name and message. @default `unreadCount > 0` */
  isUnread?: boolean;
  /** Messages not read yet. Shown in a badge when above zero. @default 0 */
  unreadCount?: number;
  /** Accessible text of the unread badge, e.g. (n) => `${n} unread messages`. Required to show the count. */
  unreadLabel?: (count: number, formatted: string) => string;
  /** The teammate the conversation is assigned to: a small avatar at the end. */
  assignee?: { name: string; avatarUrl?: string | null };
  /** Accessible text of the assignee avatar, e.g. (name) => `Assigned to ${name}`. */
  assigneeLabel?: (name: string) => string;
  /** Called when the row is activated (click, Enter). Selection also reports through the list. */
  onPress?: () => void;
};

export type ConversationListProps = {
  /** Names the list, e.g. "Conversations". */
  'aria-label': string;
  /** `ConversationListItem`s. */
  children: React.ReactNode;
  /** The open conversation. @default null */
  selectedId?: string | null;
  /** Called with the conversation chosen (arrows move focus, Enter or click choose). */
  onSelectionChange?: (id: string) => void;
  /** What to show when there are no conversations. */
  emptyState?: React.ReactNode;
  className?: string;
};
