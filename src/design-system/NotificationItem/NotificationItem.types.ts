export const NOTIFICATION_KINDS = [
  'publish-failed',
  'published',
  'reconnect',
  'mention',
  'comment',
  'report-ready',
  'approval',
  'info',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationItemProps = Omit<React.ComponentPropsWithoutRef<'article'>, 'title'> & {
  /** What happened; picks the icon and its colour. */
  kind: NotificationKind;
  /** The headline, e.g. "Post failed to publish". */
  title: string;
  /** One or two lines of detail; clamped to two lines. @default undefined */
  body?: React.ReactNode;
  /** When it happened, an ISO instant ("2026-03-14T09:30:00Z"). */
  time: string;
  /** The instant the relative time is measured from (pass the app clock; stories pass a fixed value). */
  now: string;
  /** BCP 47 locale for the relative time and its tooltip. @default the browser's */
  locale?: string;
  /** Shows the unread dot and a stronger title. @default false */
  isUnread?: boolean;
  /** Read by assistive technology next to an unread item, e.g. "Unread". */
  unreadLabel: string;
  /** The text of the item's action button, e.g. "Reconnect". The button shows only with `onAction`. */
  actionLabel?: string;
  /** Called when the action button is pressed. */
  onAction?: () => void;
  /** Called by the "mark as read" button, shown on unread items only when set. */
  onMarkRead?: () => void;
  /** The accessible name of the "mark as read" button, e.g. "Mark as read". Required with `onMarkRead`. */
  markReadLabel?: string;
  /** The heading level of the title, to fit the page outline. @default 3 */
  titleLevel?: 2 | 3 | 4;
};

export type NotificationListProps = React.ComponentPropsWithoutRef<'ul'> & {
  /** Names the list, e.g. "Notifications". */
  'aria-label': string;
  /** `NotificationItem`s; each is wrapped in a list item. */
  children: React.ReactNode;
};
