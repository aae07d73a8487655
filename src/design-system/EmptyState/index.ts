export { EmptyState } from './EmptyState.tsx';
export { EMPTY_STATE_SIZES, type EmptyStateProps, type EmptyStateSize } from './EmptyState.types.ts';
