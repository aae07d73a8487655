export { Tag, TagGroup } from './Tag.tsx';
export { TAG_TONES, type TagGroupProps, type TagItem, type TagProps, type TagTone } from './Tag.types.ts';
