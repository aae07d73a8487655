import { useAlbums, useAlbumsOverview } from '@/api/analytics.ts';

/** Every campaign, all of them at once when `ids` is empty. */
const ALL: readonly string[] = [];

/** The campaigns' list: each campaign with its posts' figures. */
export const useCampaigns = () => useAlbums();

/** Every campaign side by side, for the comparison. */
export const useCampaignsComparison = () => useAlbumsOverview(ALL);
