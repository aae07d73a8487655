export { TagInput } from './TagInput.tsx';
export type { TagInputProps } from './TagInput.types.ts';
export { addTags, normalizeHashtag, splitTags } from './TagInput.utils.ts';
