export { Banner } from './Banner.tsx';
export {
  BANNER_ROLES,
  BANNER_TONES,
  type BannerProps,
  type BannerRole,
  type BannerTone,
} from './Banner.types.ts';
