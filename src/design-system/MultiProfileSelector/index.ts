export { MultiProfileSelector } from './MultiProfileSelector.tsx';
export type { MultiProfileSelectorProps } from './MultiProfileSelector.types.ts';
