export { IntentBoundary } from './IntentBoundary.tsx';
export { lazyPart, type LazyPart } from './lazy-part.ts';
export { useHasOpened } from './use-has-opened.ts';
