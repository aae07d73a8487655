import type { TAnalyticsMetric } from '../../../contracts/analytics.ts';
import type { TProfileNetwork } from '../../../contracts/social.ts';
import { type MetricSpec, POST_METRIC_SETS, type PostMetricSets } from '../../networks/core/metric-sets.ts';

/**
 * What each analytics figure is, how it is aggregated and how it reads ("Where this number comes from").
 *
 * - `sum`: summed over days (account metrics) or posts (post metrics) and over profiles.
 * - `last`: a snapshot, its last value of the period, summed over profiles (followers).
 * - `average`: averaged over posts (rates, watch time), weighted by the number of posts.
 */
export type MetricDefinition = {
  unit: 'count' | 'ratio' | 'seconds';
  aggregate: 'sum' | 'last' | 'average';
  formula: string;
  /** The stored metric names it is read from. */
  stored: readonly string[];
};

/**
 * Kestrel's engagement rate, one definition for a profile, a group and a selection. It differs from Iconosquare's
 * (likes + comments + saves) ÷ followers: it counts every interaction the network reports (shares and reposts
 * too) and divides by the people the post reached, so that a rate is comparable across networks whose followers
 * see a varying share of posts; a network's own rate (LinkedIn's `engagement`, which counts clicks; Pinterest's
 * ENGAGEMENT_RATE) is kept as the network gives it but not mixed in.
 */
export const ENGAGEMENT_RATE_FORMULA =
  'Engagements ÷ reach, or ÷ impressions where the network gives no reach, per post; averaged over the posts that have a rate, the same way for a profile, a group and a selection. Unlike Iconosquare’s (likes + comments + saves) ÷ followers, it counts shares and divides by the people the post reached.';

const sum = (stored: string, formula: string): MetricDefinition => ({
  unit: 'count',
  aggregate: 'sum',
  formula,
  stored: [stored],
});

export const METRICS: Record<TAnalyticsMetric, MetricDefinition> = {
  followers: {
    unit: 'count',
    aggregate: 'last',
    formula:
      "Followers on the period's last day with a value, as the network counts them; summed over profiles.",
    stored: ['followers'],
  },
  followers_gained: sum('followers_gained', 'New followers per day, summed over the period.'),
  followers_lost: sum('followers_lost', 'Followers lost per day, summed over the period.'),
  net_followers: {
    unit: 'count',
    aggregate: 'sum',
    formula: 'Followers gained − followers lost over the period.',
    stored: ['followers_gained', 'followers_lost'],
  },
  impressions: sum('impressions', 'Times the content was shown, per day, summed over the period.'),
  reach: sum(
    'reach',
    'People reached per day, summed over the period: someone reached on two days counts twice.',
  ),
  video_views: sum('video_views', 'Video plays per day, summed over the period.'),
  watch_time_total_sec: {
    ...sum('watch_time_total_sec', 'Time spent watching videos per day, summed over the period.'),
    unit: 'seconds',
  },
  profile_views: sum('profile_views', 'Visits to the profile per day, summed over the period.'),
  clicks: sum('clicks', 'Link and profile clicks per day, summed over the period.'),
  accounts_engaged: sum('accounts_engaged', 'Accounts that interacted per day, summed over the period.'),
  engagements: sum('engagements', 'Interactions with the account per day, summed over the period.'),
  likes: sum('likes', 'Likes and reactions per day, summed over the period.'),
  comments: sum('comments', 'Comments and replies per day, summed over the period.'),
  shares: sum('shares', 'Shares, reposts and quotes per day, summed over the period.'),
  saves: sum('saves', 'Saves and bookmarks per day, summed over the period.'),

  posts: { unit: 'count', aggregate: 'sum', formula: 'Posts published in the period.', stored: [] },
  post_engagements: sum(
    'engagements',
    'Interactions on the posts published in the period (their lifetime totals).',
  ),
  post_engagement_rate: {
    unit: 'ratio',
    aggregate: 'average',
    formula: ENGAGEMENT_RATE_FORMULA,
    stored: ['engagements', 'reach', 'impressions'],
  },
  post_engagement_rate_followers: {
    unit: 'ratio',
    aggregate: 'average',
    formula:
      "(Likes + comments + saves) ÷ followers on the day before publication, per post; averaged over the posts that have both. Iconosquare's definition, offered for comparison: it leaves shares out and divides by followers, not by the people reached.",
    stored: ['likes', 'comments', 'saves', 'followers'],
  },
  post_impressions: sum('impressions', 'Impressions of the posts published in the period (lifetime).'),
  post_reach: sum('reach', 'Reach of the posts published in the period (lifetime), summed over posts.'),
  post_video_views: sum('video_views', 'Video views of the posts published in the period (lifetime).'),
  post_likes: sum('likes', 'Likes of the posts published in the period (lifetime).'),
  post_comments: sum('comments', 'Comments of the posts published in the period (lifetime).'),
  post_shares: sum('shares', 'Shares of the posts published in the period (lifetime).'),
  post_saves: sum('saves', 'Saves of the posts published in the period (lifetime).'),
  post_watch_time_avg_sec: {
    unit: 'seconds',
    aggregate: 'average',
    formula:
      "Average watch time per view, as the network gives it per video; averaged over the period's videos that have it (not over images), for a profile, a group and a selection alike.",
    stored: ['watch_time_avg_sec'],
  },
  reel_plays: sum('video_views', 'Plays of the reels published in the period (lifetime).'),
  story_impressions: sum('impressions', 'Views of the stories published in the period.'),
  story_completion_rate: {
    unit: 'ratio',
    aggregate: 'average',
    formula: '1 − exits ÷ reach, per story; averaged over the stories of the period that have a reach.',
    stored: ['story_exits', 'reach'],
  },
  story_taps_forward: sum(
    'story_taps_forward',
    'Taps to the next story, on the stories published in the period.',
  ),
  story_taps_back: sum(
    'story_taps_back',
    'Taps back to the previous story, on the stories published in the period.',
  ),
  story_exits: sum('story_exits', 'Exits from the stories published in the period.'),
  story_replies: sum('story_replies', 'Replies to the stories published in the period.'),
  mentions: {
    unit: 'count',
    aggregate: 'sum',
    formula: 'Posts and comments of others that mention or tag the profile, by when they were published.',
    stored: [],
  },
};

/**
 * Where each network lists mentions; a network absent here does not give them. LinkedIn's come from the
 * organization's notifications (mentions in posts and comments), Threads' from its mentions edge.
 */
export const MENTION_SOURCES: Partial<Record<TProfileNetwork, string[]>> = {
  instagram: ['tags', 'mentioned_media', 'mentioned_comment'],
  facebook: ['tagged'],
  x: ['users/:id/mentions'],
  linkedin: ['organizationalEntityNotifications[SHARE_MENTION, COMMENT_MENTION]'],
  threads: ['mentions'],
};

/** Every set of a network's post metrics: feed posts, videos and stories (a video set adds views, watch time). */
const setsOf = (sets: PostMetricSets): readonly (readonly MetricSpec[])[] =>
  sets.story ? [sets.feed, sets.video, sets.story] : [sets.feed, sets.video];

/**
 * The post metrics each network gives, under its own names (networks.md §13), for every kind of post: the
 * connectors store the video sets too (Facebook's `post_video_views`, X's `view_count`, Pinterest's video pins).
 * The demo network emulates exactly these sets, and the real connectors map the same names.
 */
const POST_SETS: Record<TProfileNetwork, readonly (readonly MetricSpec[])[]> = {
  instagram: setsOf(POST_METRIC_SETS.instagram),
  facebook: setsOf(POST_METRIC_SETS.facebook),
  x: setsOf(POST_METRIC_SETS.x),
  threads: setsOf(POST_METRIC_SETS.threads),
  linkedin: setsOf(POST_METRIC_SETS.linkedin),
  tiktok: setsOf(POST_METRIC_SETS.tiktok),
  youtube: setsOf(POST_METRIC_SETS.youtube),
  pinterest: setsOf(POST_METRIC_SETS.pinterest),
};

/** The network's raw names for a stored post metric, and whether the connector computes it. */
export function postMetricSource(
  network: TProfileNetwork,
  stored: string,
): { raw: string[]; derived: boolean } | null {
  const specs = POST_SETS[network].flat().filter(([metric]) => metric === stored);
  if (specs.length === 0) return null;

  return {
    raw: [...new Set(specs.map(([, raw]) => raw))],
    derived: specs.some(([, , derived]) => !!derived),
  };
}

/** The API version each network's connector speaks (pinned versions come from the configuration). */
export function apiVersionOf(
  connector: string,
  network: TProfileNetwork,
  pinned: Partial<Record<TProfileNetwork, string>>,
): string {
  if (connector === 'demo') return 'Demo network';
  if (pinned[network]) return pinned[network];
  const versions: Record<TProfileNetwork, string> = {
    instagram: 'Graph API v24.0',
    facebook: 'Graph API v24.0',
    threads: 'Threads API v1.0',
    x: 'X API v2',
    linkedin: 'LinkedIn REST 202601',
    tiktok: 'TikTok Business API v1.3',
    youtube: 'YouTube Data v3 and Analytics v2',
    pinterest: 'Pinterest API v5',
  };

  return versions[network];
}
