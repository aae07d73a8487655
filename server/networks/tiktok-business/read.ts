/**
 * Reading a TikTok business account (../shared/reference/networks.md §8.1): `/business/get/` for the profile, the
 * daily metrics (`metrics[]`), the audience and `audience_activity`; `/business/video/list/` for videos and their
 * lifetime metrics. Accounts under 100 followers get nulls for some fields: those stay null, never 0.
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import type {
  AccountCtx,
  AudienceBreakdown,
  ConnectorDeps,
  HourlyActivity,
  MetricGap,
  MetricName,
  MetricPoint,
  MetricsResult,
  Page,
  ProfileSnapshot,
  RemotePost,
} from '../core/types.ts';
import { count, jsonParam, unixSeconds, type BusinessApi, type Query, type Refusal } from '../tiktok/api.ts';

/** At most 20 videos per `/business/video/list/` page (and per `video_ids` filter). */
const PAGE_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Lifetime video fields → normalized names. TikTok has no impression count: video views stand in (§13 ‡). */
const VIDEO_METRICS: ReadonlyArray<{ raw: string; metrics: readonly MetricName[] }> = [
  { raw: 'video_views', metrics: ['video_views', 'impressions'] },
  { raw: 'reach', metrics: ['reach'] },
  { raw: 'likes', metrics: ['likes'] },
  { raw: 'comments', metrics: ['comments'] },
  { raw: 'shares', metrics: ['shares'] },
  { raw: 'average_time_watched', metrics: ['watch_time_avg_sec'] },
  { raw: 'total_time_watched', metrics: ['watch_time_total_sec'] },
];

/** Daily account fields → normalized names. */
const DAILY_METRICS: ReadonlyArray<{ raw: string; metric: MetricName }> = [
  { raw: 'followers_count', metric: 'followers' },
  { raw: 'profile_views', metric: 'profile_views' },
  { raw: 'video_views', metric: 'video_views' },
  { raw: 'likes', metric: 'likes' },
  { raw: 'comments', metric: 'comments' },
  { raw: 'shares', metric: 'shares' },
];

const POST_FIELDS = [
  'item_id',
  'create_time',
  'caption',
  'share_url',
  'thumbnail_url',
  'embed_url',
  'media_type',
];

const Video = z.looseObject({
  item_id: z.string(),
  create_time: unixSeconds,
  caption: z.string().nullish(),
  share_url: z.string().nullish(),
  thumbnail_url: z.string().nullish(),
  media_type: z.string().nullish(),
});

const VideoPage = z.object({
  videos: z.array(Video).nullish(),
  cursor: z.union([z.number(), z.string()]).nullish(),
  has_more: z.boolean().nullish(),
});

/** Metric reads ask only for `item_id` and metric fields. */
const MetricsPage = z.object({ videos: z.array(z.looseObject({ item_id: z.string() })).nullish() });

const Profile = z.object({
  username: z.string().nullish(),
  display_name: z.string().nullish(),
  profile_image: z.string().nullish(),
  followers_count: count.nullish(),
});

const Share = z.object({ percentage: count.nullish() });

const Daily = z.looseObject({
  date: z.string(),
  audience_activity: z.array(z.object({ hour: z.coerce.number(), count: count.nullish() })).nullish(),
});

const Insights = z.object({
  metrics: z.array(Daily).nullish(),
  audience_countries: z.array(Share.extend({ country: z.string() })).nullish(),
  audience_genders: z.array(Share.extend({ gender: z.string() })).nullish(),
});

/** A metric value from a loosely parsed object: undefined when absent (a gap), null when empty. */
function valueOf(record: Record<string, unknown>, raw: string): number | null | undefined {
  if (!(raw in record)) return undefined;
  const parsed = count.safeParse(record[raw]);

  return parsed.success ? parsed.data : undefined;
}

/** The field TikTok named in its refusal ("Invalid field: reach"), when it names one we asked for. */
function refusedField(refusal: Refusal, fields: readonly string[]): string | undefined {
  const text = refusal.message.toLowerCase();
  const isFieldError = refusal.error.kind === 'content_rejected' || refusal.error.kind === 'unknown';

  return isFieldError ? fields.find((field) => new RegExp(`\\b${field}\\b`).test(text)) : undefined;
}

/** likes + comments + shares (TikTok exposes no saves); null when any part is empty. */
function sumOrNull(values: ReadonlyArray<number | null | undefined>): number | null {
  return values.every((value) => typeof value === 'number')
    ? (values as number[]).reduce((total, value) => total + value, 0)
    : null;
}

export function createReader(deps: ConnectorDeps, api: BusinessApi) {
  /**
   * A GET whose `fields` may contain something TikTok retired: a refused field becomes a gap and the call is
   * retried without it, so one retired metric does not fail the rest.
   */
  async function getWithFallback<S extends z.ZodType>(
    path: string,
    token: string,
    query: Query,
    fields: string[],
    schema: S,
  ): Promise<{ data: z.output<S>; gaps: MetricGap[] }> {
    const gaps: MetricGap[] = [];
    let remaining = [...fields];
    for (;;) {
      const result = await api.tryGet(path, token, { ...query, fields: jsonParam(remaining) }, schema);
      if (result.ok) return { data: result.data, gaps };
      const field = refusedField(result.refusal, remaining);
      if (!field) throw new ConnectorFailure(result.refusal.error);
      gaps.push({ raw: field, reason: `TikTok no longer provides ${field}.` });
      remaining = remaining.filter((name) => name !== field);
    }
  }

  async function getProfile(ctx: AccountCtx): Promise<ProfileSnapshot> {
    const data = await api.get(
      '/business/get/',
      ctx.grant.accessToken,
      {
        business_id: ctx.remoteId,
        fields: jsonParam(['username', 'display_name', 'profile_image', 'followers_count']),
      },
      Profile,
    );

    return {
      remoteId: ctx.remoteId,
      name: data.display_name ?? data.username ?? 'TikTok account',
      handle: data.username ?? null,
      avatarUrl: data.profile_image ?? null,
      followers: data.followers_count ?? null,
      following: null,
      postsCount: null,
      url: data.username ? `https://www.tiktok.com/@${data.username}` : null,
    };
  }

  function toPost(video: z.output<typeof Video>): RemotePost {
    const isPhoto = video.media_type?.toUpperCase() === 'PHOTO';

    return {
      remoteId: video.item_id,
      kind: isPhoto ? 'carousel' : 'video',
      text: video.caption ?? '',
      permalink: video.share_url ?? null,
      publishedAt: video.create_time,
      media: [{ type: isPhoto ? 'image' : 'video', url: null, thumbnailUrl: video.thumbnail_url ?? null }],
    };
  }

  /** Videos come newest first, so paging stops once a page reaches past `since`. */
  async function listPosts(
    ctx: AccountCtx,
    query: { since?: string; until?: string; cursor?: string | null },
  ): Promise<Page<RemotePost>> {
    const data = await api.get(
      '/business/video/list/',
      ctx.grant.accessToken,
      {
        business_id: ctx.remoteId,
        fields: jsonParam(POST_FIELDS),
        max_count: PAGE_SIZE,
        cursor: query.cursor ?? undefined,
      },
      VideoPage,
    );
    const posts = (data.videos ?? []).map(toPost);
    const since = query.since ? Date.parse(query.since) : -Infinity;
    const until = query.until ? Date.parse(query.until) : Infinity;
    const items = posts.filter((post) => {
      const at = Date.parse(post.publishedAt);

      return at >= since && at <= until;
    });
    const reachedSince = posts.some((post) => Date.parse(post.publishedAt) < since);
    const more = data.has_more === true && data.cursor !== null && data.cursor !== undefined && !reachedSince;

    return { items, nextCursor: more ? String(data.cursor) : null };
  }

  /** `refused`: fields TikTok refused for the whole batch (already reported once). */
  function videoPoints(
    video: Record<string, unknown>,
    remoteId: string,
    refused: ReadonlySet<string>,
    gaps: MetricGap[],
  ): MetricPoint[] {
    const subject = { type: 'post' as const, remoteId };
    const points: MetricPoint[] = [];
    for (const { raw, metrics } of VIDEO_METRICS) {
      if (refused.has(raw)) continue;
      const value = valueOf(video, raw);
      if (value === undefined) {
        gaps.push({ raw, reason: `TikTok did not return ${raw} for video ${remoteId}.` });
        continue;
      }
      for (const metric of metrics) points.push({ subject, metric, value, raw });
    }
    const parts = ['likes', 'comments', 'shares'].map((raw) => valueOf(video, raw));
    // engagements = likes + comments + shares
    const engagements = sumOrNull(parts);
    points.push({
      subject,
      metric: 'engagements',
      value: engagements,
      raw: 'likes+comments+shares',
      derived: true,
    });
    const views = valueOf(video, 'video_views');
    // engagement_rate = engagements / video_views (TikTok's stand-in for impressions)
    const rate = engagements !== null && typeof views === 'number' && views > 0 ? engagements / views : null;
    points.push({
      subject,
      metric: 'engagement_rate',
      value: rate,
      raw: '(likes+comments+shares)/video_views',
      derived: true,
    });

    return points;
  }

  async function getPostMetrics(ctx: AccountCtx, posts: readonly RemotePost[]): Promise<MetricsResult> {
    const points: MetricPoint[] = [];
    const gaps: MetricGap[] = [];
    const fields = ['item_id', ...VIDEO_METRICS.map((metric) => metric.raw)];
    for (let start = 0; start < posts.length; start += PAGE_SIZE) {
      const ids = posts.slice(start, start + PAGE_SIZE).map((post) => post.remoteId);
      const { data, gaps: refused } = await getWithFallback(
        '/business/video/list/',
        ctx.grant.accessToken,
        { business_id: ctx.remoteId, filters: jsonParam({ video_ids: ids }), max_count: PAGE_SIZE },
        fields,
        MetricsPage,
      );
      for (const gap of refused) if (!gaps.some((known) => known.raw === gap.raw)) gaps.push(gap);
      const refusedRaws = new Set(refused.map((gap) => gap.raw));
      const found = new Map((data.videos ?? []).map((video) => [video.item_id, video]));
      for (const id of ids) {
        const video = found.get(id);
        if (!video) gaps.push({ raw: 'video', reason: `TikTok returned no metrics for video ${id}.` });
        else points.push(...videoPoints(video, id, refusedRaws, gaps));
      }
    }

    return { points, gaps };
  }

  async function getInsights(ctx: AccountCtx, since: string, until: string, fields: string[]) {
    return getWithFallback(
      '/business/get/',
      ctx.grant.accessToken,
      { business_id: ctx.remoteId, start_date: since, end_date: until },
      fields,
      Insights,
    );
  }

  /** Daily values; followers gained/lost come from the day-to-day change of `followers_count`. */
  async function getAccountMetrics(
    ctx: AccountCtx,
    query: { since: string; until: string },
  ): Promise<MetricsResult> {
    const { data, gaps } = await getInsights(
      ctx,
      query.since,
      query.until,
      DAILY_METRICS.map((metric) => metric.raw),
    );
    const points: MetricPoint[] = [];
    const days = [...(data.metrics ?? [])].sort((a, b) => a.date.localeCompare(b.date));
    let previousFollowers: number | null | undefined;
    for (const day of days) {
      const subject = { type: 'account' as const, date: day.date };
      for (const { raw, metric } of DAILY_METRICS) {
        const value = valueOf(day, raw);
        if (value !== undefined) points.push({ subject, metric, value, raw });
      }
      // engagements = likes + comments + shares
      const parts = ['likes', 'comments', 'shares'].map((raw) => valueOf(day, raw));
      if (parts.some((part) => part !== undefined))
        points.push({
          subject,
          metric: 'engagements',
          value: sumOrNull(parts),
          raw: 'likes+comments+shares',
          derived: true,
        });
      const followers = valueOf(day, 'followers_count');
      if (typeof followers === 'number' && typeof previousFollowers === 'number') {
        // Net change of followers_count from the day before; TikTok gives no gross follow/unfollow flows.
        const change = followers - previousFollowers;
        const raw = 'followers_count(day) - followers_count(day before)';
        points.push({ subject, metric: 'followers_gained', value: Math.max(change, 0), raw, derived: true });
        points.push({ subject, metric: 'followers_lost', value: Math.max(-change, 0), raw, derived: true });
      }
      previousFollowers = followers;
    }

    return { points, gaps };
  }

  /** The last 28 days of audience data (TikTok keeps about 60 days, with a 1–2 day lag). */
  function recentRange(): { since: string; until: string } {
    const now = deps.clock.now().getTime();

    return {
      since: new Date(now - 28 * DAY_MS).toISOString().slice(0, 10),
      until: new Date(now - DAY_MS).toISOString().slice(0, 10),
    };
  }

  async function getAudience(ctx: AccountCtx): Promise<AudienceBreakdown> {
    const { since, until } = recentRange();
    const { data } = await getInsights(ctx, since, until, ['audience_countries', 'audience_genders']);
    const shares = <K extends string>(
      rows: ReadonlyArray<Record<K, string> & { percentage?: number | null }>,
      key: K,
    ) =>
      Object.fromEntries(
        rows.flatMap((row) => (typeof row.percentage === 'number' ? [[row[key], row.percentage]] : [])),
      );

    return {
      country: shares(data.audience_countries ?? [], 'country'),
      gender: shares(data.audience_genders ?? [], 'gender'),
    };
  }

  /** `audience_activity` (followers active per hour) summed by weekday and hour; TikTok's hours are taken as UTC. */
  async function getActivityHeatmap(ctx: AccountCtx): Promise<HourlyActivity[]> {
    const { since, until } = recentRange();
    const { data } = await getInsights(ctx, since, until, ['audience_activity']);
    const cells = new Map<string, HourlyActivity>();
    for (const day of data.metrics ?? []) {
      const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
      for (const { hour, count: value } of day.audience_activity ?? []) {
        if (typeof value !== 'number') continue;
        const key = `${weekday}:${hour}`;
        const cell = cells.get(key) ?? { weekday, hour, value: 0 };
        cell.value += value;
        cells.set(key, cell);
      }
    }

    return [...cells.values()].sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
  }

  return { getProfile, listPosts, getPostMetrics, getAccountMetrics, getAudience, getActivityHeatmap };
}
