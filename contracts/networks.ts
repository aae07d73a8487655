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

/** A network as people write it (a CSV cell, a query): its key or its name, in any case; "twitter" is X. */
export function networkFromText(text: string): ProfileNetwork | null {
  const key = text.trim().toLowerCase();
  if (key === 'twitter') return 'x';

  return (
    PROFILE_NETWORKS.find((network) => network === key || NETWORK_NAMES[network].toLowerCase() === key) ??
    null
  );
}

/** A profile as a person reads it in a list that mixes networks: "Kestrel Coffee (Instagram)". */
export const profileWithNetwork = (profile: { name: string; network: ProfileNetwork }): string =>
  `${profile.name} (${NETWORK_NAMES[profile.network]})`;
