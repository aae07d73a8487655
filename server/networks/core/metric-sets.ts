/**
 * The metrics each network really gives, per kind of post, under the network's own raw names (networks.md §13).
 * The analytics catalogue reads them to say where a number comes from, and the demo network emulates exactly
 * these: a metric missing here is absent from every demo answer for that network, never 0.
 */
import type { MetricName } from './types.ts';

/** A metric as the emulated network names it; `derived` when a real connector would compute it. */
export type MetricSpec = readonly [metric: MetricName, raw: string, derived?: boolean];

// Instagram (§3.2): `views` replaced impressions and plays; `total_interactions` is the network's own sum.
export const IG_FEED: readonly MetricSpec[] = [
  ['impressions', 'views'],
  ['reach', 'reach'],
  ['likes', 'likes'],
  ['comments', 'comments'],
  ['shares', 'shares'],
  ['saves', 'saved'],
  ['engagements', 'total_interactions'],
  ['engagement_rate', 'total_interactions/reach', true],
  ['profile_views', 'profile_visits'],
];

export const IG_REEL: readonly MetricSpec[] = [
  ['impressions', 'views'],
  ['video_views', 'views'],
  ['reach', 'reach'],
  ['likes', 'likes'],
  ['comments', 'comments'],
  ['shares', 'shares'],
  ['saves', 'saved'],
  ['engagements', 'total_interactions'],
  ['engagement_rate', 'total_interactions/reach', true],
  ['watch_time_avg_sec', 'ig_reels_avg_watch_time'],
  ['watch_time_total_sec', 'ig_reels_video_view_total_time'],
];

export const IG_STORY: readonly MetricSpec[] = [
  ['impressions', 'views'],
  ['reach', 'reach'],
  ['shares', 'shares'],
  ['story_replies', 'replies'],
  ['story_taps_forward', 'navigation[TAP_FORWARD]'],
  ['story_taps_back', 'navigation[TAP_BACK]'],
  ['story_exits', 'navigation[TAP_EXIT]'],
  ['engagements', 'total_interactions'],
  ['profile_views', 'profile_visits'],
];

// Facebook (§4.2, §13†): post impressions are not verified, so only the unique view count (reach) is given.
export const FB_FEED: readonly MetricSpec[] = [
  ['reach', 'post_total_media_view_unique'],
  ['likes', 'post_reactions_by_type_total'],
  ['comments', 'comments'],
  ['shares', 'shares'],
  ['clicks', 'post_clicks'],
  ['engagements', 'likes+comments+shares', true],
  ['engagement_rate', 'engagements/post_total_media_view_unique', true],
];

// X (§5.2): no reach; clicks are non-public metrics (only for posts under 30 days, see generator).
export const X_FEED: readonly MetricSpec[] = [
  ['impressions', 'impression_count'],
  ['likes', 'like_count'],
  ['comments', 'reply_count'],
  ['shares', 'retweet_count+quote_count'],
  ['saves', 'bookmark_count'],
  ['clicks', 'url_link_clicks+user_profile_clicks'],
  ['engagements', 'like+reply+retweet+quote+bookmark', true],
  ['engagement_rate', 'engagements/impression_count', true],
];

// Threads (§6.2): views, likes, replies, reposts, quotes; no reach, no saves.
export const THREADS_FEED: readonly MetricSpec[] = [
  ['impressions', 'views'],
  ['likes', 'likes'],
  ['comments', 'replies'],
  ['shares', 'reposts+quotes'],
  ['engagements', 'likes+replies+reposts+quotes', true],
  ['engagement_rate', 'engagements/views', true],
];

// LinkedIn (§7.3): share statistics; `engagement` is LinkedIn's own rate (clicks included).
export const LI_FEED: readonly MetricSpec[] = [
  ['impressions', 'impressionCount'],
  ['reach', 'uniqueImpressionsCount'],
  ['likes', 'likeCount'],
  ['comments', 'commentCount'],
  ['shares', 'shareCount'],
  ['clicks', 'clickCount'],
  ['engagements', 'likeCount+commentCount+shareCount', true],
  ['engagement_rate', 'engagement'],
];

// TikTok (§8.1, §13‡): video_views doubles as impressions.
export const TT_VIDEO: readonly MetricSpec[] = [
  ['impressions', 'video_views'],
  ['video_views', 'video_views'],
  ['reach', 'reach'],
  ['likes', 'likes'],
  ['comments', 'comments'],
  ['shares', 'shares'],
  ['watch_time_avg_sec', 'average_time_watched'],
  ['watch_time_total_sec', 'total_time_watched'],
  ['engagements', 'likes+comments+shares', true],
  ['engagement_rate', 'engagements/video_views', true],
];

// YouTube (§9.2): views, likes, comments, shares, watch time; no reach, no saves.
export const YT_VIDEO: readonly MetricSpec[] = [
  ['impressions', 'views'],
  ['video_views', 'views'],
  ['likes', 'likes'],
  ['comments', 'comments'],
  ['shares', 'shares'],
  ['watch_time_avg_sec', 'averageViewDuration'],
  ['watch_time_total_sec', 'estimatedMinutesWatched'],
  ['engagements', 'likes+comments+shares', true],
  ['engagement_rate', 'engagements/views', true],
];

// Pinterest (§10.2): no shares, no reach per pin; ENGAGEMENT and ENGAGEMENT_RATE come from Pinterest.
export const PIN_FEED: readonly MetricSpec[] = [
  ['impressions', 'IMPRESSION'],
  ['saves', 'SAVE'],
  ['clicks', 'PIN_CLICK'],
  ['likes', 'TOTAL_REACTIONS'],
  ['comments', 'TOTAL_COMMENTS'],
  ['engagements', 'ENGAGEMENT'],
  ['engagement_rate', 'ENGAGEMENT_RATE'],
];

export const diffFlows = (raw: string): MetricSpec[] => [
  ['followers_gained', `${raw} (daily increase)`, true],
  ['followers_lost', `${raw} (daily decrease)`, true],
];

/** Which post metrics exist for a kind of post: feed posts, videos, stories. */
export type PostMetricSets = {
  feed: readonly MetricSpec[];
  video: readonly MetricSpec[];
  story?: readonly MetricSpec[];
};

/**
 * The post metrics each network gives, under its own names (networks.md §13), for every kind of post: a video set
 * adds views and watch time (Facebook's `post_video_views`, X's `view_count`, Pinterest's video pins). The
 * connectors store these; the demo network emulates exactly these sets; analytics reads them (catalog.ts).
 */
export const POST_METRIC_SETS = {
  instagram: { feed: IG_FEED, video: IG_REEL, story: IG_STORY },
  facebook: {
    feed: FB_FEED,
    video: [...FB_FEED, ['video_views', 'post_video_views']],
    story: [['reach', 'post_total_media_view_unique']],
  },
  x: { feed: X_FEED, video: [...X_FEED, ['video_views', 'view_count']] },
  threads: { feed: THREADS_FEED, video: [...THREADS_FEED, ['video_views', 'views']] },
  linkedin: { feed: LI_FEED, video: LI_FEED },
  tiktok: { feed: TT_VIDEO.filter(([metric]) => !metric.startsWith('watch_time')), video: TT_VIDEO },
  youtube: { feed: YT_VIDEO, video: YT_VIDEO },
  pinterest: {
    feed: PIN_FEED,
    video: [...PIN_FEED, ['video_views', 'VIDEO_MRC_VIEW'], ['watch_time_avg_sec', 'VIDEO_AVG_WATCH_TIME']],
  },
} as const satisfies Record<string, PostMetricSets>;
