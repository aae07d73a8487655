import type { CSSProperties } from 'react';
import { Banner } from '@/design-system/Banner';

/** What a page says after an action: done (or for information), or failed. */
export type StatusMessage = { tone: 'success' | 'critical' | 'info'; text: string };

type StatusMessagesProps = {
  status: StatusMessage | null;
  /** Removes the message; the success and information banners get a close button. */
  onDismiss: () => void;
  /** The close button's accessible name. */
  dismissLabel: string;
  /** Failures can be closed too (by default they stay until the next action). @default false */
  isCriticalDismissable?: boolean;
  style?: CSSProperties;
};

/**
 * A page's result message in live regions that are there before the message is (so screen readers announce
 * it): successes and information politely, failures at once.
 */
export function StatusMessages({
  status,
  onDismiss,
  dismissLabel,
  isCriticalDismissable = false,
  style,
}: StatusMessagesProps) {
  const dismiss = { onDismiss, dismissLabel };

  // One element: inside a stack it takes one gap, however many regions it holds.
  return (
    <div>
      <div role="status" aria-live="polite">
        {status && status.tone !== 'critical' && (
          <Banner role="none" tone={status.tone} {...dismiss} style={style}>
            {status.text}
          </Banner>
        )}
      </div>
      <div role="alert">
        {status?.tone === 'critical' &&
          (isCriticalDismissable ? (
            <Banner role="none" tone="critical" {...dismiss} style={style}>
              {status.text}
            </Banner>
          ) : (
            <Banner role="none" tone="critical" style={style}>
              {status.text}
            </Banner>
          ))}
      </div>
    </div>
  );
}
