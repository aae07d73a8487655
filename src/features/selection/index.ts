export { SelectionBar } from './SelectionBar.tsx';
export { SelectionProvider, useSelection } from './SelectionProvider.tsx';
export {
  forgetStoredGroup,
  readStoredSelection,
  SELECTION_KEYS,
  writeStoredSelection,
} from './selection-storage.ts';
