/**
 * The networks a profile shows as, and the names people know them by: the one table every side reads (the
 * server's connectors and messages, the design system's marks, the mocks and the stories; ADR 0017). No zod
 * here, so that the browser's design system imports it without the schemas.
 */
export const PROFILE_NETWORKS = [
  'instagram',
  'facebook',
  'x',
  'threads',
  'linkedin',
  'tiktok',
  'youtube',
  'pinterest',
] as const;

export type ProfileNetwork = (typeof PROFILE_NETWORKS)[number];

/** Each network's own name (a proper noun, the same in every language). */
export const NETWORK_NAMES: Readonly<Record<ProfileNetwork, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  threads: 'Threads',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};
