import type { TAlbum, TAlbumDetail, TPostSetStats } from '@contracts/campaigns.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import { formatDay } from '@/design-system/ChartFrame';
import { networkName } from '@/design-system/NetworkIcon';

/** The campaign page's tabs, each its own address: /content/campaigns/:id/analytics and …/stats. */
export type CampaignTab = 'analytics' | 'stats';

export const campaignTab = (pathname: string): CampaignTab =>
  pathname.endsWith('/stats') ? 'stats' : 'analytics';

/** The figures over the tabs, one tile each. */
export const KPI_COLUMNS = [
  'posts',
  'engagements',
  'avg_engagement_rate',
  'impressions',
  'reach',
  'video_views',
] as const;

/** The columns of the by-profile and by-format tables. */
export const BREAKDOWN_COLUMNS = [
  'posts',
  'engagements',
  'avg_engagement_rate',
  'impressions',
  'reach',
] as const;

/** The metric columns of the campaign's posts. */
export const POST_METRICS = ['engagements', 'engagement_rate', 'impressions', 'reach'] as const;

/** From the first post's day to the last one's, or nothing while the campaign has no published post. */
export function campaignPeriod(
  stats: Pick<TPostSetStats, 'first_published_at' | 'last_published_at'>,
  dateFormat: Intl.DateTimeFormat,
): string | undefined {
  return stats.first_published_at && stats.last_published_at
    ? `${dateFormat.format(new Date(stats.first_published_at))} – ${dateFormat.format(new Date(stats.last_published_at))}`
    : undefined;
}

/** Each profile's name with its network, by id, as the by-profile table names them. */
export const profileLabels = (profiles: readonly Pick<TSocialProfile, 'id' | 'name' | 'network'>[]) =>
  new Map(profiles.map((profile) => [profile.id, `${profile.name} · ${networkName(profile.network)}`]));

/** The timeline's rows for its CSV export: the day, its posts and their engagements. */
export const timelineRows = (timeline: TAlbumDetail['timeline']) =>
  timeline.map((day) => [day.day, day.posts, day.engagements]);

/** The timeline as bars: a tick label per day, with its posts and their engagements. */
export const timelineBars = (timeline: TAlbumDetail['timeline'], locale: string) =>
  timeline.map((day) => ({
    label: formatDay(day.day, 'tick', locale),
    values: { posts: day.posts, engagements: day.engagements },
  }));

/** Every campaign side by side for the comparison's CSV export: name, posts, engagements and rate. */
export const comparisonRows = (albums: readonly TAlbum[]) =>
  albums.map((album) => [
    album.name,
    album.stats.posts,
    album.stats.engagements,
    album.stats.avg_engagement_rate,
  ]);

/** Every campaign's engagements as a bar. */
export const comparisonBars = (albums: readonly TAlbum[]) =>
  albums.map((album) => ({ label: album.name, values: { engagements: album.stats.engagements } }));
