export { Avatar } from './Avatar.tsx';
export { AVATAR_SIZES, type AvatarProps, type AvatarSize } from './Avatar.types.ts';
