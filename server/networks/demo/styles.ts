// Past 400 lines: a data table (each emulated network's post mix, cadence, audiences and engagement
// ranges), one entry per network, read as one.
/**
 * How each emulated network behaves: its post mix, cadence, audience sizes, engagement ranges and — most
 * important — which metrics it really gives and under which raw names (networks.md §13). A metric a network
 * does not give is simply not listed here, so it is absent from every answer (never 0).
 */
import type { PostKind } from '../core/types.ts';
import type { DemoEmulatedNetwork } from './capabilities.ts';
import { diffFlows, type MetricSpec, POST_METRIC_SETS, type PostMetricSets } from '../core/metric-sets.ts';

export type Range = readonly [min: number, max: number];

export type { MetricSpec } from '../core/metric-sets.ts';

export type { PostMetricSets } from '../core/metric-sets.ts';

export type NetworkStyle = {
  /** Follower plateau of the logistic curve. */
  capacity: Range;
  postsPerWeek: Range;
  storiesPerWeek?: Range;
  /** Generated kinds and their weights. */
  mix: readonly (readonly [PostKind, number])[];
  /** Posting on Saturday/Sunday relative to a weekday. */
  weekendFactor: number;
  /** Local posting hours and their weights. */
  hours: readonly (readonly [number, number])[];
  /** A post's audience (reach, or views where there is no reach) as a share of followers, per kind. */
  audience: Partial<Record<PostKind, Range>> & { default: Range };
  /** Chance that a post travels far beyond the followers, and how far. */
  viral: { chance: number; factor: Range };
  impressionsPerReach: Range;
  /** Engagements ÷ `erBase`, per post. */
  er: Range;
  erBase: 'reach' | 'impressions';
  commentsPerLike: Range;
  savesPerLike: Range;
  sharesPerLike: Range;
  clicksPerImpression: Range;
  /** Average watch time in seconds, per video kind. */
  watchSec: Partial<Record<PostKind, Range>>;
  /** Hours for a post to gather ~63 % of its final numbers. */
  settleHours: number;
  text: 'short' | 'caption' | 'long' | 'title';
  hashtags: Range;
  /** Daily account reach (or views) as a share of followers on a day without posts. */
  dailyAudience: Range;
  /** Where daily follower flows come from: both from the network, gains only, or a snapshot difference. */
  flows: 'both' | 'gains' | 'diff';
  post: PostMetricSets;
  account: readonly MetricSpec[];
};

const LOCAL_HOURS_CONSUMER = [
  [7, 2],
  [8, 3],
  [9, 2],
  [11, 2],
  [12, 4],
  [13, 3],
  [15, 1],
  [17, 3],
  [18, 4],
  [19, 5],
  [20, 4],
  [21, 3],
  [22, 1],
] as const;

const LOCAL_HOURS_WORK = [
  [7, 2],
  [8, 5],
  [9, 5],
  [10, 4],
  [11, 3],
  [12, 3],
  [13, 2],
  [14, 2],
  [16, 1],
  [17, 1],
] as const;

const LOCAL_HOURS_EVENING = [
  [11, 1],
  [12, 2],
  [15, 2],
  [17, 3],
  [18, 4],
  [19, 5],
  [20, 5],
  [21, 4],
  [22, 3],
  [23, 1],
] as const;

export const NETWORK_STYLES: Record<DemoEmulatedNetwork, NetworkStyle> = {
  instagram: {
    capacity: [6_000, 120_000],
    postsPerWeek: [4, 8],
    storiesPerWeek: [5, 14],
    mix: [
      ['image', 4],
      ['carousel', 3],
      ['reel', 4],
    ],
    weekendFactor: 0.8,
    hours: LOCAL_HOURS_CONSUMER,
    audience: { default: [0.15, 0.35], reel: [0.3, 0.9], story: [0.04, 0.12] },
    viral: { chance: 0.02, factor: [3, 12] },
    impressionsPerReach: [1.15, 1.6],
    er: [0.01, 0.05],
    erBase: 'reach',
    commentsPerLike: [0.02, 0.05],
    savesPerLike: [0.05, 0.2],
    sharesPerLike: [0.05, 0.2],
    clicksPerImpression: [0.002, 0.008],
    watchSec: { reel: [4, 13] },
    settleHours: 14,
    text: 'caption',
    hashtags: [2, 8],
    dailyAudience: [0.06, 0.14],
    flows: 'both',
    post: POST_METRIC_SETS.instagram,
    account: [
      ['followers', 'follower_count'],
      ['followers_gained', 'follows_and_unfollows[FOLLOWER]'],
      ['followers_lost', 'follows_and_unfollows[NON_FOLLOWER]'],
      ['impressions', 'views'],
      ['reach', 'reach'],
      ['accounts_engaged', 'accounts_engaged'],
      ['likes', 'likes'],
      ['comments', 'comments'],
      ['shares', 'shares'],
      ['saves', 'saves'],
      ['engagements', 'total_interactions'],
      ['clicks', 'profile_links_taps'],
    ],
  },
  facebook: {
    capacity: [3_000, 60_000],
    postsPerWeek: [3, 7],
    storiesPerWeek: [1, 4],
    mix: [
      ['link', 3],
      ['image', 4],
      ['video', 2],
      ['text', 1],
    ],
    weekendFactor: 0.9,
    hours: LOCAL_HOURS_CONSUMER,
    audience: { default: [0.05, 0.15], video: [0.08, 0.25] },
    viral: { chance: 0.015, factor: [3, 10] },
    impressionsPerReach: [1.2, 1.6],
    er: [0.005, 0.03],
    erBase: 'reach',
    commentsPerLike: [0.03, 0.08],
    savesPerLike: [0, 0],
    sharesPerLike: [0.05, 0.2],
    clicksPerImpression: [0.005, 0.03],
    watchSec: { video: [6, 25] },
    settleHours: 10,
    text: 'caption',
    hashtags: [0, 2],
    dailyAudience: [0.04, 0.1],
    flows: 'both',
    post: POST_METRIC_SETS.facebook,
    account: [
      ['followers', 'page_follows'],
      ['followers_gained', 'page_daily_follows'],
      ['followers_lost', 'page_daily_unfollows_unique'],
      ['impressions', 'page_media_view'],
      ['reach', 'page_total_media_view_unique'],
      ['engagements', 'page_post_engagements'],
      ['profile_views', 'page_views_total'],
    ],
  },
  x: {
    capacity: [2_000, 80_000],
    postsPerWeek: [14, 35],
    mix: [
      ['text', 7],
      ['image', 2],
      ['video', 1],
    ],
    weekendFactor: 0.6,
    hours: LOCAL_HOURS_WORK,
    audience: { default: [0.05, 0.3] },
    viral: { chance: 0.01, factor: [5, 30] },
    impressionsPerReach: [1, 1],
    er: [0.002, 0.015],
    erBase: 'impressions',
    commentsPerLike: [0.05, 0.15],
    savesPerLike: [0.05, 0.15],
    sharesPerLike: [0.1, 0.25],
    clicksPerImpression: [0.003, 0.015],
    watchSec: { video: [4, 12] },
    settleHours: 3,
    text: 'short',
    hashtags: [0, 2],
    dailyAudience: [0.1, 0.4],
    flows: 'diff',
    post: POST_METRIC_SETS.x,
    account: [
      ['followers', 'followers_count'],
      ...diffFlows('followers_count'),
      ['following', 'following_count'],
      ['posts_count', 'tweet_count'],
    ],
  },
  threads: {
    capacity: [1_000, 30_000],
    postsPerWeek: [7, 14],
    mix: [
      ['text', 6],
      ['image', 3],
      ['carousel', 1],
    ],
    weekendFactor: 0.9,
    hours: LOCAL_HOURS_CONSUMER,
    audience: { default: [0.15, 0.6] },
    viral: { chance: 0.02, factor: [4, 15] },
    impressionsPerReach: [1, 1],
    er: [0.01, 0.06],
    erBase: 'impressions',
    commentsPerLike: [0.05, 0.15],
    savesPerLike: [0, 0],
    sharesPerLike: [0.05, 0.15],
    clicksPerImpression: [0.002, 0.01],
    watchSec: {},
    settleHours: 6,
    text: 'short',
    hashtags: [0, 1],
    dailyAudience: [0.02, 0.06],
    flows: 'diff',
    post: POST_METRIC_SETS.threads,
    account: [
      ['followers', 'followers_count'],
      ...diffFlows('followers_count'),
      ['profile_views', 'views'],
      ['likes', 'likes'],
      ['comments', 'replies'],
      ['shares', 'reposts'],
      ['clicks', 'clicks'],
    ],
  },
  linkedin: {
    capacity: [1_000, 25_000],
    postsPerWeek: [2, 4],
    mix: [
      ['text', 2],
      ['image', 3],
      ['document', 2],
      ['link', 2],
      ['video', 1],
    ],
    weekendFactor: 0.15,
    hours: LOCAL_HOURS_WORK,
    audience: { default: [0.2, 0.6], document: [0.3, 0.8] },
    viral: { chance: 0.01, factor: [3, 8] },
    impressionsPerReach: [1.3, 1.9],
    er: [0.01, 0.05],
    erBase: 'impressions',
    commentsPerLike: [0.04, 0.12],
    savesPerLike: [0, 0],
    sharesPerLike: [0.03, 0.1],
    clicksPerImpression: [0.005, 0.025],
    watchSec: { video: [8, 30] },
    settleHours: 20,
    text: 'long',
    hashtags: [1, 4],
    dailyAudience: [0.03, 0.08],
    flows: 'gains',
    post: POST_METRIC_SETS.linkedin,
    account: [
      ['followers', 'firstDegreeSize'],
      ['followers_gained', 'followerGains.organicFollowerGain'],
      ['followers_lost', 'organicFollowerGain − firstDegreeSize change', true],
      ['impressions', 'impressionCount'],
      ['reach', 'uniqueImpressionsCount'],
      ['clicks', 'clickCount'],
      ['likes', 'likeCount'],
      ['comments', 'commentCount'],
      ['shares', 'shareCount'],
      ['engagement_rate', 'engagement'],
      ['profile_views', 'pageViews'],
    ],
  },
  tiktok_business: {
    capacity: [10_000, 400_000],
    postsPerWeek: [4, 10],
    mix: [
      ['video', 9],
      ['carousel', 1],
    ],
    weekendFactor: 1.1,
    hours: LOCAL_HOURS_EVENING,
    audience: { default: [0.4, 2.5] },
    viral: { chance: 0.05, factor: [5, 40] },
    impressionsPerReach: [1.1, 1.4],
    er: [0.03, 0.12],
    erBase: 'impressions',
    commentsPerLike: [0.01, 0.04],
    savesPerLike: [0, 0],
    sharesPerLike: [0.02, 0.1],
    clicksPerImpression: [0, 0],
    watchSec: { video: [5, 20] },
    settleHours: 30,
    text: 'short',
    hashtags: [3, 6],
    dailyAudience: [0.05, 0.2],
    flows: 'diff',
    post: POST_METRIC_SETS.tiktok,
    account: [
      ['followers', 'followers_count'],
      ...diffFlows('followers_count'),
      ['profile_views', 'profile_views'],
      ['video_views', 'video_views'],
      ['likes', 'likes'],
      ['comments', 'comments'],
      ['shares', 'shares'],
    ],
  },
  youtube: {
    capacity: [2_000, 150_000],
    postsPerWeek: [1, 4],
    mix: [
      ['video', 2],
      ['short', 3],
    ],
    weekendFactor: 1.2,
    hours: LOCAL_HOURS_EVENING,
    audience: { default: [0.05, 0.3], short: [0.2, 1.2] },
    viral: { chance: 0.03, factor: [4, 20] },
    impressionsPerReach: [1, 1],
    er: [0.02, 0.08],
    erBase: 'impressions',
    commentsPerLike: [0.03, 0.1],
    savesPerLike: [0, 0],
    sharesPerLike: [0.01, 0.05],
    clicksPerImpression: [0, 0],
    watchSec: { video: [90, 420], short: [10, 35] },
    settleHours: 60,
    text: 'title',
    hashtags: [0, 3],
    dailyAudience: [0.02, 0.08],
    flows: 'both',
    post: POST_METRIC_SETS.youtube,
    account: [
      ['followers', 'subscriberCount'],
      ['followers_gained', 'subscribersGained'],
      ['followers_lost', 'subscribersLost'],
      ['video_views', 'views'],
      ['watch_time_total_sec', 'estimatedMinutesWatched'],
      ['watch_time_avg_sec', 'averageViewDuration'],
      ['likes', 'likes'],
      ['comments', 'comments'],
      ['shares', 'shares'],
    ],
  },
  pinterest: {
    capacity: [1_000, 50_000],
    postsPerWeek: [7, 20],
    mix: [
      ['pin', 9],
      ['carousel', 1],
    ],
    weekendFactor: 1.1,
    hours: LOCAL_HOURS_CONSUMER,
    audience: { default: [0.3, 1.2] },
    viral: { chance: 0.03, factor: [3, 15] },
    impressionsPerReach: [1.8, 3],
    er: [0.005, 0.04],
    erBase: 'impressions',
    commentsPerLike: [0.05, 0.15],
    savesPerLike: [1.5, 4],
    sharesPerLike: [0, 0],
    clicksPerImpression: [0.003, 0.02],
    watchSec: { video: [3, 10] },
    settleHours: 72,
    text: 'caption',
    hashtags: [0, 3],
    dailyAudience: [0.5, 1.5],
    flows: 'gains',
    post: POST_METRIC_SETS.pinterest,
    account: [
      ['followers', 'follower_count'],
      ['followers_gained', 'USER_FOLLOW'],
      ['followers_lost', 'USER_FOLLOW − follower_count change', true],
      ['impressions', 'IMPRESSION'],
      ['reach', 'TOTAL_AUDIENCE'],
      ['accounts_engaged', 'ENGAGED_AUDIENCE'],
      ['saves', 'SAVE'],
      ['clicks', 'PIN_CLICK'],
      ['engagements', 'ENGAGEMENT'],
      ['engagement_rate', 'ENGAGEMENT_RATE'],
      ['profile_views', 'PROFILE_VISIT'],
    ],
  },
};

/** Kinds that play as video (a Pinterest video pin is a `pin` with a video, handled by the caller). */
export const VIDEO_KINDS: readonly PostKind[] = ['video', 'reel', 'short'];
