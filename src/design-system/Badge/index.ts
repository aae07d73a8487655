export { Badge } from './Badge.tsx';
export { BADGE_SIZES, BADGE_TONES, type BadgeProps, type BadgeSize, type BadgeTone } from './Badge.types.ts';
