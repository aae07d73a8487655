/**
 * Reading Pinterest (networks.md §10.2): the user account, boards and pins (bookmark paging), pin analytics and
 * daily account analytics. Analytics look back 90 days; a range is cut into windows of at most 90 days, newest
 * first, and a window Pinterest refuses as too old becomes a gap.
 */
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import type {
  AccountCtx,
  Board,
  MetricGap,
  MetricName,
  MetricPoint,
  MetricsResult,
  Page,
  ProfileSnapshot,
  RemoteAccount,
  RemotePost,
} from '../core/types.ts';
import { addDays, isoDate } from '../core/dates.ts';
import { dayPoint, isGapFailure, numberOrNull, orGap, postPoint, sumOrNull } from '../core/metrics.ts';
import type { PinterestClient } from './client.ts';

const WINDOW_DAYS = 90;

const userAccountSchema = z.object({
  id: z.string().optional(),
  username: z.string(),
  account_type: z.string().optional(),
  business_name: z.string().nullish(),
  profile_image: z.string().nullish(),
  follower_count: z.number().nullish(),
  following_count: z.number().nullish(),
  pin_count: z.number().nullish(),
});

const boardListSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string() })),
  bookmark: z.string().nullish(),
});

const imageSchema = z.object({ url: z.string() });
const pinSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  media: z
    .object({
      media_type: z.string(),
      images: z.record(z.string(), imageSchema).optional(),
      cover_image_url: z.string().nullish(),
      items: z.array(z.object({ images: z.record(z.string(), imageSchema).optional() })).optional(),
    })
    .nullish(),
});
type Pin = z.output<typeof pinSchema>;
const pinListSchema = z.object({ items: z.array(pinSchema), bookmark: z.string().nullish() });

const metricValues = z.record(z.string(), z.number().nullable());
const analyticsSchema = z.object({
  all: z.object({
    lifetime_metrics: metricValues.optional(),
    summary_metrics: metricValues.optional(),
    daily_metrics: z
      .array(z.object({ date: z.string(), data_status: z.string(), metrics: metricValues.optional() }))
      .optional(),
  }),
});
type Analytics = z.output<typeof analyticsSchema>;

/** Pinterest metric → normalized name (clicks are the sum of PIN_CLICK and OUTBOUND_CLICK, see `metricPoints`). */
const NAMES: Record<string, MetricName> = {
  IMPRESSION: 'impressions',
  SAVE: 'saves',
  ENGAGEMENT: 'engagements',
  ENGAGEMENT_RATE: 'engagement_rate',
  TOTAL_COMMENTS: 'comments',
  TOTAL_REACTIONS: 'likes',
  VIDEO_MRC_VIEW: 'video_views',
  VIDEO_AVG_WATCH_TIME: 'watch_time_avg_sec',
  PROFILE_VISIT: 'profile_views',
  USER_FOLLOW: 'followers_gained',
};

const PIN_GROUPS = {
  core: ['IMPRESSION', 'SAVE', 'PIN_CLICK', 'OUTBOUND_CLICK', 'ENGAGEMENT', 'ENGAGEMENT_RATE'],
  lifetime: ['TOTAL_COMMENTS', 'TOTAL_REACTIONS'],
  video: ['VIDEO_MRC_VIEW', 'VIDEO_AVG_WATCH_TIME'],
};
const ACCOUNT_METRICS = [
  'IMPRESSION',
  'SAVE',
  'PIN_CLICK',
  'OUTBOUND_CLICK',
  'ENGAGEMENT',
  'ENGAGEMENT_RATE',
  'PROFILE_VISIT',
  'USER_FOLLOW',
];

export const permalinkOf = (id: string) => `https://www.pinterest.com/pin/${id}/`;

async function userAccount(api: PinterestClient) {
  return api.get('/user_account', {}, userAccountSchema);
}

export async function listConnectableAccounts(api: PinterestClient): Promise<RemoteAccount[]> {
  const user = await userAccount(api);

  return [
    {
      remoteId: user.id ?? user.username,
      name: user.business_name || user.username,
      handle: user.username,
      avatarUrl: user.profile_image ?? null,
      kind: (user.account_type ?? 'pinner').toLowerCase(),
    },
  ];
}

export async function getProfile(api: PinterestClient, ctx: AccountCtx): Promise<ProfileSnapshot> {
  const user = await userAccount(api);

  return {
    remoteId: ctx.remoteId,
    name: user.business_name || user.username,
    handle: user.username,
    avatarUrl: user.profile_image ?? null,
    followers: user.follower_count ?? null,
    following: user.following_count ?? null,
    postsCount: user.pin_count ?? null,
    url: `https://www.pinterest.com/${user.username}/`,
  };
}

/** Every board of the account, following bookmarks. */
export async function listBoards(api: PinterestClient): Promise<Board[]> {
  const boards: Board[] = [];
  let bookmark: string | undefined;
  do {
    const page = await api.get('/boards', { page_size: 250, bookmark }, boardListSchema);
    boards.push(...page.items.map((board) => ({ remoteId: board.id, name: board.name })));
    bookmark = page.bookmark ?? undefined;
  } while (bookmark);

  return boards;
}

function largestImage(images: Record<string, { url: string }> | undefined): string | null {
  if (!images) return null;

  return (images.originals ?? images['1200x'] ?? images['600x'] ?? Object.values(images)[0])?.url ?? null;
}

/** Pinterest writes `created_at` without a zone; it is UTC. */
function utcInstant(value: string): string {
  return new Date(/(Z|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`).toISOString();
}

function toRemotePost(pin: Pin): RemotePost {
  const type = pin.media?.media_type ?? 'image';
  const kind = type === 'video' ? 'video' : type.startsWith('multiple') ? 'carousel' : 'pin';
  const images = pin.media?.items?.map((item) => largestImage(item.images)) ?? [
    largestImage(pin.media?.images),
  ];

  return {
    remoteId: pin.id,
    kind,
    text: [pin.title, pin.description].filter(Boolean).join('\n\n'),
    permalink: permalinkOf(pin.id),
    publishedAt: utcInstant(pin.created_at),
    media:
      kind === 'video'
        ? [{ type: 'video', url: null, thumbnailUrl: pin.media?.cover_image_url ?? null }]
        : images.map((url) => ({ type: 'image', url, thumbnailUrl: url })),
  };
}

export async function listPosts(
  api: PinterestClient,
  query: { since?: string; until?: string; cursor?: string | null },
): Promise<Page<RemotePost>> {
  const page = await api.get('/pins', { page_size: 100, bookmark: query.cursor ?? undefined }, pinListSchema);
  const since = query.since ? Date.parse(query.since) : -Infinity;
  const until = query.until ? Date.parse(query.until) : Infinity;
  const posts = page.items.map(toRemotePost);

  return {
    items: posts.filter((post) => {
      const at = Date.parse(post.publishedAt);

      return at >= since && at <= until;
    }),
    nextCursor: page.bookmark ?? null,
  };
}

/** One metric row as points; `clicks` = PIN_CLICK + OUTBOUND_CLICK (derived); VIDEO_AVG_WATCH_TIME is in ms. */
function metricPoints(
  values: Record<string, number | null | undefined>,
  requested: readonly string[],
  point: (metric: MetricName, value: number | null, raw: string, derived?: boolean) => MetricPoint,
): MetricPoint[] {
  const points: MetricPoint[] = [];
  for (const raw of requested) {
    const name = NAMES[raw];
    if (!name) continue;
    const value = numberOrNull(values[raw]);
    points.push(point(name, raw === 'VIDEO_AVG_WATCH_TIME' && value !== null ? value / 1000 : value, raw));
  }
  if (requested.includes('PIN_CLICK') && requested.includes('OUTBOUND_CLICK'))
    points.push(
      point(
        'clicks',
        sumOrNull([numberOrNull(values.PIN_CLICK), numberOrNull(values.OUTBOUND_CLICK)]),
        'PIN_CLICK+OUTBOUND_CLICK',
        true,
      ),
    );

  return points;
}

/**
 * Asks for a metric group; when Pinterest refuses the group (e.g. a metric it does not support for this pin),
 * asks metric by metric so one refused metric becomes a gap and the others still come back.
 */
async function withFallback(
  gaps: MetricGap[],
  label: string,
  metrics: readonly string[],
  call: (metrics: readonly string[]) => Promise<Analytics>,
): Promise<{ metrics: readonly string[]; analytics: Analytics }[]> {
  try {
    return [{ metrics, analytics: await call(metrics) }];
  } catch (error) {
    if (!isGapFailure(error) || metrics.length === 1) throw error;
    const results: { metrics: readonly string[]; analytics: Analytics }[] = [];
    for (const metric of metrics) {
      const analytics = await orGap(gaps, `${metric}:${label}`, () => call([metric]));
      if (analytics) results.push({ metrics: [metric], analytics });
    }

    return results;
  }
}

export async function getPostMetrics(
  api: PinterestClient,
  clock: Clock,
  posts: readonly RemotePost[],
): Promise<MetricsResult> {
  const today = isoDate(clock.now());
  const oldest = addDays(today, -(WINDOW_DAYS - 1));
  const points: MetricPoint[] = [];
  const gaps: MetricGap[] = [];
  for (const post of posts) {
    const created = post.publishedAt.slice(0, 10);
    const start = created > oldest ? created : oldest;
    const groups = [
      PIN_GROUPS.core,
      PIN_GROUPS.lifetime,
      ...(post.kind === 'video' ? [PIN_GROUPS.video] : []),
    ];
    for (const group of groups) {
      const results = await withFallback(gaps, post.remoteId, group, (metrics) =>
        api.get(
          `/pins/${encodeURIComponent(post.remoteId)}/analytics`,
          { start_date: start, end_date: today, metric_types: metrics.join(','), app_types: 'ALL' },
          analyticsSchema,
        ),
      );
      for (const { metrics, analytics } of results) {
        // Lifetime values when Pinterest gives them (comments, reactions), else the sum over the window.
        const values = { ...analytics.all.summary_metrics, ...analytics.all.lifetime_metrics };
        points.push(
          ...metricPoints(values, metrics, (m, v, raw, d) => postPoint(post.remoteId, m, v, raw, d)),
        );
      }
    }
  }

  return { points, gaps };
}

/** Windows of at most 90 days, newest first, so the recent window is asked first. */
function windowsBackwards(since: string, until: string): { since: string; until: string }[] {
  const windows: { since: string; until: string }[] = [];
  for (let end = until; end >= since; end = addDays(end, -WINDOW_DAYS)) {
    const start = addDays(end, -(WINDOW_DAYS - 1));
    windows.push({ since: start > since ? start : since, until: end });
  }

  return windows;
}

export async function getAccountMetrics(
  api: PinterestClient,
  clock: Clock,
  query: { since: string; until: string },
): Promise<MetricsResult> {
  const today = isoDate(clock.now());
  const until = query.until < today ? query.until : today;
  const points: MetricPoint[] = [];
  const gaps: MetricGap[] = [];
  for (const window of windowsBackwards(query.since, until)) {
    const results = await orGap(gaps, `user_account/analytics:${window.since}..${window.until}`, () =>
      api.get(
        '/user_account/analytics',
        { start_date: window.since, end_date: window.until, metric_types: ACCOUNT_METRICS.join(',') },
        analyticsSchema,
      ),
    );
    for (const day of results?.all.daily_metrics ?? []) {
      // Days still PROCESSING or before the account became a business account carry no final values.
      if (day.data_status !== 'READY') continue;
      points.push(
        ...metricPoints(day.metrics ?? {}, ACCOUNT_METRICS, (m, v, raw, d) =>
          dayPoint(day.date, m, v, raw, d),
        ),
      );
    }
  }
  if (today >= query.since && today <= query.until) {
    const user = await userAccount(api);
    points.push(dayPoint(today, 'followers', numberOrNull(user.follower_count), 'follower_count'));
  }

  return { points, gaps };
}
