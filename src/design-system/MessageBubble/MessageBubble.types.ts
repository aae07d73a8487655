export const DELIVERY_STATES = ['sending', 'sent', 'seen', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export type MessageAttachment = {
  kind: 'image' | 'video';
  /** Missing or null shows a neutral placeholder tile. */
  url?: string | null;
  /** Alternative text. @default '' (decorative) */
  alt?: string;
};

export type MessageBubbleProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** Inbound messages sit on the left in a neutral bubble; outbound (yours) on the right in the accent colour. */
  direction: 'inbound' | 'outbound';
  /** The message. Mentions, hashtags and URLs are highlighted. @default '' */
  text?: string;
  attachments?: MessageAttachment[];
  /** When it was sent: shown as a clock time (Intl). */
  sentAt: Date | string;
  /** BCP 47 locale for the time. @default the browser's */
  locale?: string;
  /** Time zone for the time, e.g. "Europe/Paris". @default the browser's */
  timeZone?: string;
  /** Delivery of an outbound message. Ignored for inbound. */
  deliveryState?: DeliveryState;
  /** Texts of the delivery states, e.g. { sending: 'Sending…', sent: 'Sent', seen: 'Seen', failed: 'Not sent' }. */
  deliveryLabels?: Partial<Record<DeliveryState, string>>;
  /** The retry button's text on a failed message, e.g. "Retry". */
  retryLabel?: string;
  onRetry?: () => void;
  /** First of consecutive messages from the same side: full top corner. @default true */
  isFirstInGroup?: boolean;
  /** Last of consecutive messages from the same side: the tail corner, time and delivery. @default true */
  isLastInGroup?: boolean;
  /** The sender of an inbound message: an avatar beside the last bubble of a group. */
  sender?: { name: string; avatarUrl?: string | null };
};
