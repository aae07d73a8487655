import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
import type { ToastData, ToastOptions, ToastQueue } from './Toast.types.ts';

/** The default time a toast stays, in milliseconds. */
export const DEFAULT_TOAST_TIMEOUT = 5000;

/** A new, empty toast queue (tests and stories use their own; the app uses `toastQueue`). */
export function createToastQueue(options?: { maxVisibleToasts?: number }): ToastQueue {
  return new AriaToastQueue<ToastData>({ maxVisibleToasts: options?.maxVisibleToasts ?? 5 });
}

/** The app-wide queue, shown by a `ToastRegion` mounted once near the root. */
export const toastQueue: ToastQueue = createToastQueue();

/** How long a toast stays: `undefined` for one that waits to be dismissed. */
export function toastTimeout({ tone, timeout, action }: Pick<ToastOptions, 'tone' | 'timeout' | 'action'>) {
  if (tone === 'critical' || action) return undefined;
  const ms = timeout ?? DEFAULT_TOAST_TIMEOUT;
  return ms > 0 ? ms : undefined;
}

/** Shows a toast; returns its key, for `closeToast`. */
export function toast(options: ToastOptions, queue: ToastQueue = toastQueue): string {
  const { title, description, tone = 'neutral', action, onClose } = options;
  return queue.add({ title, description, tone, action }, { timeout: toastTimeout(options), onClose });
}

/** Closes a toast by the key `toast()` returned. */
export function closeToast(key: string, queue: ToastQueue = toastQueue): void {
  queue.close(key);
}
