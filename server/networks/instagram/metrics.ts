/**
 * Instagram insights (networks.md §3.2, §13): media insights per product type, daily account insights and the
 * follower demographics. Views replace the retired impressions/plays; retired or refused metrics become gaps.
 */
import { ratioOrNull } from '../core/metrics.ts';
import type {
  AccountCtx,
  AudienceBreakdown,
  MetricGap,
  MetricName,
  MetricPoint,
  MetricsResult,
  RemotePost,
} from '../core/types.ts';
import type { Graph } from '../meta/graph.ts';
import {
  breakdownOf,
  dailyValues,
  datesBetween,
  lifetimeValue,
  insightsLoader,
  metricsOfPosts,
  pointsFor,
  readInsightsTolerant,
  unixDay,
} from '../meta/insights.ts';

/** Media metrics per product type (v24 table); `navigation` is asked separately because it takes a breakdown. */
const POST_METRICS: Record<'feed' | 'reel' | 'story', readonly string[]> = {
  feed: [
    'views',
    'reach',
    'likes',
    'comments',
    'saved',
    'shares',
    'total_interactions',
    'follows',
    'profile_visits',
  ],
  reel: [
    'views',
    'reach',
    'likes',
    'comments',
    'saved',
    'shares',
    'total_interactions',
    'ig_reels_avg_watch_time',
    'ig_reels_video_view_total_time',
  ],
  story: ['views', 'reach', 'shares', 'total_interactions', 'follows', 'profile_visits', 'replies'],
};

/** Raw → normalized; `scale` turns milliseconds into seconds. */
const POST_NAMES: Record<string, { metric: MetricName; scale?: number }> = {
  views: { metric: 'impressions' },
  reach: { metric: 'reach' },
  likes: { metric: 'likes' },
  comments: { metric: 'comments' },
  saved: { metric: 'saves' },
  shares: { metric: 'shares' },
  total_interactions: { metric: 'engagements' },
  follows: { metric: 'followers_gained' },
  profile_visits: { metric: 'profile_views' },
  replies: { metric: 'story_replies' },
  ig_reels_avg_watch_time: { metric: 'watch_time_avg_sec', scale: 1 / 1000 },
  ig_reels_video_view_total_time: { metric: 'watch_time_total_sec', scale: 1 / 1000 },
};

const NAVIGATION: Record<string, MetricName> = {
  TAP_FORWARD: 'story_taps_forward',
  TAP_BACK: 'story_taps_back',
  TAP_EXIT: 'story_exits',
};

const ACCOUNT_TOTALS = [
  'views',
  'accounts_engaged',
  'total_interactions',
  'likes',
  'comments',
  'saved',
  'shares',
  'replies',
  'profile_links_taps',
] as const;

const ACCOUNT_NAMES: Record<string, MetricName> = {
  reach: 'reach',
  views: 'impressions',
  accounts_engaged: 'accounts_engaged',
  total_interactions: 'engagements',
  likes: 'likes',
  comments: 'comments',
  saved: 'saves',
  shares: 'shares',
  replies: 'story_replies',
  profile_links_taps: 'clicks',
};

/** Instagram answers time series for at most 30 days per request. */
const SERIES_DAYS = 30;

function scaled(value: number | null, scale = 1): number | null {
  return value === null ? null : value * scale;
}

export function createInstagramMetrics(deps: { graphOf: (ctx: AccountCtx) => Graph }) {
  const { graphOf } = deps;
  const insights = (ctx: AccountCtx, objectId: string, params: Record<string, string | number>) =>
    insightsLoader(graphOf(ctx), ctx, `${objectId}/insights`, params);

  async function postMetrics(ctx: AccountCtx, post: RemotePost) {
    const set = post.kind === 'story' ? 'story' : post.kind === 'reel' ? 'reel' : 'feed';
    const read = await readInsightsTolerant(POST_METRICS[set], insights(ctx, post.remoteId, {}));
    const { points, add } = pointsFor({ type: 'post', remoteId: post.remoteId });
    const refused = new Set(read.gaps.map((gap) => gap.raw));
    for (const raw of POST_METRICS[set]) {
      if (refused.has(raw)) continue;
      const name = POST_NAMES[raw];
      if (!name) continue;
      const value = scaled(lifetimeValue(read.byName.get(raw)), name.scale);
      add(name.metric, value, raw);
      // Instagram counts reel plays as views: the same number is the video views of a reel.
      if (raw === 'views' && set === 'reel') add('video_views', value, raw);
    }
    if (!refused.has('total_interactions') && !refused.has('reach')) {
      // engagement_rate = total_interactions / reach (views are still "in development" at Meta, reach is stable).
      const rate = ratioOrNull(
        lifetimeValue(read.byName.get('total_interactions')),
        lifetimeValue(read.byName.get('reach')),
      );
      add('engagement_rate', rate, 'total_interactions/reach', true);
    }
    const gaps = [...read.gaps];
    if (set === 'story' && read.gaps.length < POST_METRICS.story.length) {
      const navigation = await readInsightsTolerant(
        ['navigation'],
        insights(ctx, post.remoteId, { breakdown: 'story_navigation_action_type' }),
      );
      gaps.push(...navigation.gaps);
      if (!navigation.gaps.length) {
        const byAction = breakdownOf(navigation.byName.get('navigation'));
        for (const [action, metric] of Object.entries(NAVIGATION))
          add(metric, byAction[action] ?? null, `navigation:${action}`);
      }
    }

    return { points, gaps };
  }

  async function accountSeries(ctx: AccountCtx, since: string, until: string) {
    const dates = datesBetween(since, until);
    const points: MetricPoint[] = [];
    const gaps: MetricGap[] = [];
    for (let start = 0; start < dates.length; start += SERIES_DAYS) {
      const chunk = dates.slice(start, start + SERIES_DAYS);
      const first = chunk[0] ?? since;
      const last = chunk.at(-1) ?? until;
      const read = await readInsightsTolerant(
        ['reach'],
        insights(ctx, ctx.remoteId, {
          period: 'day',
          metric_type: 'time_series',
          since: unixDay(first),
          until: unixDay(last, 1),
        }),
      );
      if (read.gaps.length) {
        gaps.push(...read.gaps);
        continue;
      }
      const byDate = dailyValues(read.byName.get('reach'));
      for (const date of chunk)
        points.push({
          subject: { type: 'account', date },
          metric: 'reach',
          value: byDate.get(date) ?? null,
          raw: 'reach',
        });
    }

    return { points, gaps };
  }

  /** One day's totals: `total_value` metrics give one number per since/until window, so each day is its own window. */
  async function accountDay(ctx: AccountCtx, date: string, refused: Set<string>) {
    const window = {
      period: 'day',
      metric_type: 'total_value',
      since: unixDay(date),
      until: unixDay(date, 1),
    };
    const { points, add } = pointsFor({ type: 'account', date });
    const wanted = ACCOUNT_TOTALS.filter((raw) => !refused.has(raw));
    const read = wanted.length
      ? await readInsightsTolerant(wanted, insights(ctx, ctx.remoteId, window))
      : { byName: new Map(), gaps: [] };
    read.gaps.forEach((gap) => refused.add(gap.raw));
    for (const raw of wanted) {
      const metric = ACCOUNT_NAMES[raw];
      if (metric && !refused.has(raw)) add(metric, lifetimeValue(read.byName.get(raw)), raw);
    }
    const gaps = [...read.gaps];
    if (!refused.has('follows_and_unfollows')) {
      // follow_type splits follows (FOLLOWER) from unfollows (NON_FOLLOWER); needs 100+ followers.
      const follows = await readInsightsTolerant(
        ['follows_and_unfollows'],
        insights(ctx, ctx.remoteId, { ...window, breakdown: 'follow_type' }),
      );
      follows.gaps.forEach((gap) => refused.add(gap.raw));
      gaps.push(...follows.gaps);
      if (!follows.gaps.length) {
        const byType = breakdownOf(follows.byName.get('follows_and_unfollows'));
        add('followers_gained', byType.FOLLOWER ?? null, 'follows_and_unfollows:FOLLOWER');
        add('followers_lost', byType.NON_FOLLOWER ?? null, 'follows_and_unfollows:NON_FOLLOWER');
      }
    }

    return { points, gaps };
  }

  return {
    getPostMetrics: (ctx: AccountCtx, posts: readonly RemotePost[]): Promise<MetricsResult> =>
      metricsOfPosts(posts, (post) => postMetrics(ctx, post)),

    async getAccountMetrics(
      ctx: AccountCtx,
      query: { since: string; until: string },
    ): Promise<MetricsResult> {
      const series = await accountSeries(ctx, query.since, query.until);
      const result: MetricsResult = { points: [...series.points], gaps: [...series.gaps] };
      const refused = new Set<string>();
      for (const date of datesBetween(query.since, query.until)) {
        const day = await accountDay(ctx, date, refused);
        result.points.push(...day.points);
        result.gaps.push(...day.gaps);
      }

      return result;
    },

    /** Follower demographics (lifetime, top 45 per dimension, accounts with 100+ followers). */
    async getAudience(ctx: AccountCtx): Promise<AudienceBreakdown> {
      const audience: AudienceBreakdown = {};
      for (const dimension of ['age', 'gender', 'country', 'city'] as const) {
        const read = await readInsightsTolerant(
          ['follower_demographics'],
          insights(ctx, ctx.remoteId, {
            period: 'lifetime',
            metric_type: 'total_value',
            breakdown: dimension,
          }),
        );
        if (read.gaps.length) continue;
        audience[dimension] = breakdownOf(read.byName.get('follower_demographics'));
      }

      return audience;
    },
  };
}
