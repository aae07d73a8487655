/**
 * The profile and group selection every area reads (analytics, the scheduler, the top bar): the selection
 * machine's one actor for the app and its local-storage keys. A lower layer than the features, so that each of
 * them reads the same selection without importing another feature; the selectors that drive it are the
 * `selection` feature's `SelectionBar`.
 */
export { SelectionProvider, useSelection } from './SelectionProvider.tsx';
export { readStoredSelection, SELECTION_KEYS } from './selection-storage.ts';
