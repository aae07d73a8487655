/** Every network key, in the order the app lists networks, and the names people know them by. */
import { NETWORK_NAMES as PROFILE_NETWORK_NAMES } from '../../../contracts/networks.ts';
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

/** Display names, as people read them in the UI: the profile networks' from the contract's one table. */
export const NETWORK_NAMES: Record<NetworkKey, string> = {
  instagram: PROFILE_NETWORK_NAMES.instagram,
  facebook: PROFILE_NETWORK_NAMES.facebook,
  x: PROFILE_NETWORK_NAMES.x,
  threads: PROFILE_NETWORK_NAMES.threads,
  linkedin: PROFILE_NETWORK_NAMES.linkedin,
  tiktok_business: PROFILE_NETWORK_NAMES.tiktok,
  tiktok_ads: `${PROFILE_NETWORK_NAMES.tiktok} Ads`,
  youtube: PROFILE_NETWORK_NAMES.youtube,
  pinterest: PROFILE_NETWORK_NAMES.pinterest,
  demo: 'Demo network',
};
