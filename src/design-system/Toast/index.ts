export { ToastRegion, useToast } from './Toast.tsx';
export {
  TOAST_TONES,
  type ToastAction,
  type ToastData,
  type ToastOptions,
  type ToastQueue,
  type ToastRegionProps,
  type ToastTone,
} from './Toast.types.ts';
export { closeToast, createToastQueue, DEFAULT_TOAST_TIMEOUT, toast, toastQueue } from './Toast.utils.ts';
