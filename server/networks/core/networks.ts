/** Every network key, in the order the app lists networks, and the names people know them by. */
import type { NetworkKey } from './types.ts';

export const NETWORK_KEYS = [
  'instagram',
  'facebook',
  'x',
  'threads',
  'linkedin',
  'tiktok_business',
  'tiktok_ads',
  'youtube',
  'pinterest',
  'demo',
] as const satisfies readonly NetworkKey[];

/** Display names, as people read them in the UI. */
export const NETWORK_NAMES: Record<NetworkKey, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  threads: 'Threads',
  linkedin: 'LinkedIn',
  tiktok_business: 'TikTok',
  tiktok_ads: 'TikTok Ads',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  demo: 'Demo network',
};
