export { GroupSelector } from './GroupSelector.tsx';
export type { GroupSelectorProps, SelectorGroup } from './GroupSelector.types.ts';
