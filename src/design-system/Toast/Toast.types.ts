import type { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

export const TOAST_TONES = ['neutral', 'success', 'warning', 'critical'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export type ToastAction = {
  /** The button text, e.g. "Undo" or "View post". */
  label: string;
  /** Called when the user presses it; the toast then closes. */
  onAction: () => void;
};

/** What `toast()` takes. */
export type ToastOptions = {
  /** The message, e.g. "Post scheduled". */
  title: string;
  /** A second, quieter line with detail. @default undefined */
  description?: string;
  /** Colours the icon: `success` after a completed action, `critical` when something failed. @default 'neutral' */
  tone?: ToastTone;
  /**
   * Milliseconds before it closes by itself; `0` keeps it until dismissed. Critical toasts and toasts with an
   * action never close by themselves, so nobody misses an error or an undo (WCAG 2.2.1). @default 5000
   */
  timeout?: number;
  /** One action button, e.g. Undo. */
  action?: ToastAction;
  /** Called when the toast closes, by the user, its action or its timeout. */
  onClose?: () => void;
};

/** The data of a queued toast, as the region renders it. */
export type ToastData = Pick<ToastOptions, 'title' | 'description' | 'action'> & { tone: ToastTone };

/** A queue of toasts: `toast()` adds to one, a `ToastRegion` shows one. */
export type ToastQueue = AriaToastQueue<ToastData>;

export type ToastRegionProps = {
  /** Names the notifications landmark, e.g. "Notifications" (reached with F6). */
  'aria-label': string;
  /** The accessible name of each toast's close (×) button, e.g. "Dismiss". */
  closeLabel: string;
  /** The queue to show. @default the app-wide `toastQueue` */
  queue?: ToastQueue;
  className?: string;
};
