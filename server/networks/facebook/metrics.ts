/**
 * Facebook Page and post insights (networks.md §4.2, §13). The impressions family is retired (§16.4: assumed gone
 * already); reach is the "media view unique" metric. Post-level non-unique views have no verified name, so posts
 * report no impressions. Daily Page metrics come as one time series per ≤ 90-day window.
 */
import { ratioOrNull } from '../core/metrics.ts';
import { z } from 'zod';
import type { AccountCtx, AudienceBreakdown, MetricName, MetricsResult, RemotePost } from '../core/types.ts';
import { tokenFor, type Graph } from '../meta/graph.ts';
import {
  dailyValues,
  datesBetween,
  lifetimeValue,
  insightsLoader,
  metricsOfPosts,
  objectValue,
  pointsFor,
  readInsightsTolerant,
  sumPresent,
  unixDay,
} from '../meta/insights.ts';

const POST_METRICS = ['post_total_media_view_unique', 'post_reactions_by_type_total', 'post_clicks'] as const;

const PAGE_METRICS: Record<string, MetricName> = {
  page_media_view: 'impressions',
  page_total_media_view_unique: 'reach',
  page_post_engagements: 'engagements',
  page_daily_follows: 'followers_gained',
  page_daily_unfollows_unique: 'followers_lost',
  page_follows: 'followers',
};

/** Page insights answer at most 90 days per since/until query. */
const WINDOW_DAYS = 90;

const countsBody = z.object({
  shares: z.object({ count: z.number() }).optional(),
  comments: z.object({ summary: z.object({ total_count: z.number() }).optional() }).optional(),
});

export function createFacebookMetrics(deps: { graph: Graph }) {
  const { graph } = deps;
  const insights = (ctx: AccountCtx, objectId: string, params: Record<string, string | number>) =>
    insightsLoader(graph, ctx, `${objectId}/insights`, params);

  async function postMetrics(ctx: AccountCtx, post: RemotePost) {
    const read = await readInsightsTolerant(
      POST_METRICS,
      insights(ctx, post.remoteId, { period: 'lifetime' }),
    );
    const refused = new Set(read.gaps.map((gap) => gap.raw));
    const { points, add } = pointsFor({ type: 'post', remoteId: post.remoteId });
    const value = (raw: string) => (refused.has(raw) ? undefined : lifetimeValue(read.byName.get(raw)));
    const reach = value('post_total_media_view_unique');
    // Reactions come as an object by type (like, love, wow…); their sum is the post's likes.
    const reactions = value('post_reactions_by_type_total');
    const clicks = value('post_clicks');
    if (reach !== undefined) add('reach', reach, 'post_total_media_view_unique');
    if (reactions !== undefined) add('likes', reactions, 'post_reactions_by_type_total');
    if (clicks !== undefined) add('clicks', clicks, 'post_clicks');
    // Comments and shares are counts on the post itself, not insights.
    const counts = await graph.get(
      post.remoteId,
      { fields: 'shares,comments.summary(true).limit(0)' },
      countsBody,
      tokenFor(ctx),
    );
    const comments = counts.comments?.summary?.total_count ?? null;
    // Meta omits `shares` when nobody shared: absent here means zero shares, not an unknown value.
    const shares = counts.shares?.count ?? 0;
    add('comments', comments, 'comments.summary.total_count');
    add('shares', shares, 'shares.count');
    // engagements = reactions + comments + shares (visible interactions; clicks are reported separately).
    const engagements = sumPresent([reactions ?? null, comments, shares]);
    add('engagements', engagements, 'reactions+comments+shares', true);
    // engagement_rate = engagements / reach (unique viewers).
    add(
      'engagement_rate',
      ratioOrNull(engagements, reach ?? null),
      '(reactions+comments+shares)/post_total_media_view_unique',
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
      const result: MetricsResult = { points: [], gaps: [] };
      const dates = datesBetween(query.since, query.until);
      let wanted = Object.keys(PAGE_METRICS);
      for (let start = 0; start < dates.length; start += WINDOW_DAYS) {
        const chunk = dates.slice(start, start + WINDOW_DAYS);
        const read = await readInsightsTolerant(
          wanted,
          insights(ctx, ctx.remoteId, {
            period: 'day',
            since: unixDay(chunk[0] ?? query.since),
            until: unixDay(chunk.at(-1) ?? query.until, 1),
          }),
        );
        result.gaps.push(...read.gaps);
        const refused = new Set(read.gaps.map((gap) => gap.raw));
        wanted = wanted.filter((raw) => !refused.has(raw));
        for (const raw of wanted) {
          const metric = PAGE_METRICS[raw];
          if (!metric) continue;
          // page_media_view's daily value is an object split paid/organic; dailyValues sums it.
          const byDate = dailyValues(read.byName.get(raw));
          for (const date of chunk)
            result.points.push({
              subject: { type: 'account', date },
              metric,
              value: byDate.get(date) ?? null,
              raw,
            });
        }
      }

      return result;
    },

    /** Followers by country and city (the `page_fans_*` successors); age and gender are no longer offered. */
    async getAudience(ctx: AccountCtx): Promise<AudienceBreakdown> {
      const read = await readInsightsTolerant(
        ['page_follows_country', 'page_follows_city'],
        insights(ctx, ctx.remoteId, { period: 'day' }),
      );
      const audience: AudienceBreakdown = {};
      if (read.byName.has('page_follows_country'))
        audience.country = objectValue(read.byName.get('page_follows_country'));
      if (read.byName.has('page_follows_city'))
        audience.city = objectValue(read.byName.get('page_follows_city'));

      return audience;
    },
  };
}
