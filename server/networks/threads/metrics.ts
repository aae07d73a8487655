/**
 * Threads insights (networks.md §6.2, §13). Post: views, likes, replies, reposts, quotes, shares. Account: `views`
 * are profile views as a daily series; likes/replies/reposts/quotes are totals per window (so one window per day);
 * `followers_count` is the current total. No user insights exist before 13 April 2024.
 */
import { isoDate } from '../core/dates.ts';
import { ratioOrNull } from '../core/metrics.ts';
import type { AccountCtx, AudienceBreakdown, MetricsResult, RemotePost } from '../core/types.ts';
import type { Clock } from '../../lib/clock.ts';
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
  sumPresent,
  unixDay,
} from '../meta/insights.ts';

const POST_METRICS = ['views', 'likes', 'replies', 'reposts', 'quotes', 'shares'] as const;
const DAY_TOTALS = ['likes', 'replies', 'reposts', 'quotes'] as const;
/** 2024-04-13: Threads rejects user-insight windows starting earlier. */
const FIRST_DAY = '2024-04-13';

export function createThreadsMetrics(deps: { graph: Graph; clock: Clock }) {
  const { graph, clock } = deps;
  const load = (ctx: AccountCtx, path: string, params: Record<string, string | number>) =>
    insightsLoader(graph, ctx, path, params);

  async function postMetrics(ctx: AccountCtx, post: RemotePost) {
    const read = await readInsightsTolerant(POST_METRICS, load(ctx, `${post.remoteId}/insights`, {}));
    const refused = new Set(read.gaps.map((gap) => gap.raw));
    const { points, add } = pointsFor({ type: 'post', remoteId: post.remoteId });
    const value = (raw: string) => (refused.has(raw) ? null : lifetimeValue(read.byName.get(raw)));
    if (!refused.has('views')) {
      add('impressions', value('views'), 'views');
      if (post.kind === 'video') add('video_views', value('views'), 'views');
    }
    if (!refused.has('likes')) add('likes', value('likes'), 'likes');
    if (!refused.has('replies')) add('comments', value('replies'), 'replies');
    const spread = [value('reposts'), value('quotes'), value('shares')];
    // shares = reposts + quotes + shares (every way a post travels on), raw values kept in `raw`.
    add('shares', sumPresent(spread), 'reposts+quotes+shares', true);
    // engagements = likes + replies + reposts + quotes + shares.
    const engagements = sumPresent([value('likes'), value('replies'), ...spread]);
    add('engagements', engagements, 'likes+replies+reposts+quotes+shares', true);
    // engagement_rate = engagements / views.
    add(
      'engagement_rate',
      ratioOrNull(engagements, value('views')),
      '(likes+replies+reposts+quotes+shares)/views',
      true,
    );

    return { points, gaps: read.gaps };
  }

  return {
    getPostMetrics: (ctx: AccountCtx, posts: readonly RemotePost[]): Promise<MetricsResult> =>
      metricsOfPosts(posts, (post) => postMetrics(ctx, post)),

    async getAccountMetrics(
      ctx: AccountCtx,
      query: { since: string; until: string },
    ): Promise<MetricsResult> {
      const since = query.since < FIRST_DAY ? FIRST_DAY : query.since;
      const dates = datesBetween(since, query.until);
      const result: MetricsResult = { points: [], gaps: [] };
      if (dates.length === 0) return result;
      const path = `${ctx.remoteId}/threads_insights`;
      const series = await readInsightsTolerant(
        ['views'],
        load(ctx, path, { since: unixDay(since), until: unixDay(query.until, 1) }),
      );
      result.gaps.push(...series.gaps);
      if (!series.gaps.length) {
        const byDate = dailyValues(series.byName.get('views'));
        for (const date of dates)
          result.points.push({
            subject: { type: 'account', date },
            metric: 'profile_views',
            value: byDate.get(date) ?? null,
            raw: 'views',
          });
      }
      let wanted: readonly string[] = DAY_TOTALS;
      for (const date of dates) {
        if (!wanted.length) break;
        const read = await readInsightsTolerant(
          wanted,
          load(ctx, path, { since: unixDay(date), until: unixDay(date, 1) }),
        );
        result.gaps.push(...read.gaps);
        const refused = new Set(read.gaps.map((gap) => gap.raw));
        wanted = wanted.filter((raw) => !refused.has(raw));
        const { points, add } = pointsFor({ type: 'account', date });
        const value = (raw: string) => (wanted.includes(raw) ? lifetimeValue(read.byName.get(raw)) : null);
        if (wanted.includes('likes')) add('likes', value('likes'), 'likes');
        if (wanted.includes('replies')) add('comments', value('replies'), 'replies');
        // shares = reposts + quotes.
        if (wanted.includes('reposts') || wanted.includes('quotes'))
          add('shares', sumPresent([value('reposts'), value('quotes')]), 'reposts+quotes', true);
        result.points.push(...points);
      }
      // followers_count is today's total; it belongs to a day only when today is in the range.
      const today = isoDate(clock.now());
      if (today >= since && today <= query.until) {
        const read = await readInsightsTolerant(['followers_count'], load(ctx, path, {}));
        result.gaps.push(...read.gaps);
        if (!read.gaps.length)
          result.points.push({
            subject: { type: 'account', date: today },
            metric: 'followers',
            value: lifetimeValue(read.byName.get('followers_count')),
            raw: 'followers_count',
          });
      }

      return result;
    },

    /** Follower demographics (profiles with 100+ followers), one dimension per request. */
    async getAudience(ctx: AccountCtx): Promise<AudienceBreakdown> {
      const audience: AudienceBreakdown = {};
      for (const dimension of ['age', 'gender', 'country', 'city'] as const) {
        const read = await readInsightsTolerant(
          ['follower_demographics'],
          load(ctx, `${ctx.remoteId}/threads_insights`, { breakdown: dimension }),
        );
        if (!read.gaps.length) audience[dimension] = breakdownOf(read.byName.get('follower_demographics'));
      }

      return audience;
    },
  };
}
