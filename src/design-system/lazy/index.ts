export { IntentBoundary } from './IntentBoundary.tsx';
export { TriggerResponder } from './TriggerResponder.tsx';
export { lazyPart, type LazyPart } from './lazy-part.ts';
export { useHasOpened } from './use-has-opened.ts';
export {
  useLazyDialogTrigger,
  useLazyMenuTrigger,
  type LazyDialogTrigger,
  type LazyMenuTrigger,
  type OverlayOpenProps,
} from './use-lazy-trigger.ts';
export { returnFocusIfLost, useFocusBackOnClose } from './focus-back.ts';
