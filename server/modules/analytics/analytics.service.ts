// Past 400 lines: the reports and their exports (CSV, XLSX) in one service; to be split by report when
// issue 24's dashboards and scheduled reports build on it.
import writeXlsxFile from 'write-excel-file/universal';
import {
  ACCOUNT_METRICS,
  type POST_SORTS,
  type TActivity,
  type TAnalyticsReport,
  type TMedia,
} from '../../../contracts/analytics.ts';
import { isTimeZone } from '../../../contracts/common.ts';
import type { TProfileNetwork } from '../../../contracts/social.ts';
import type { Executor } from '../../db/index.ts';
import { invalid, notFound, profileNotFound } from '../../lib/errors.ts';
import { addDays, daysBetween, offsetMs, startOfLocalDay } from '../../../contracts/local-time.ts';
import type { Actor } from '../identity/identity.service.ts';
import {
  createAnalyticsRepository,
  type DayRange,
  type InstantRange,
  type MediaRow,
  ownedIds,
  type ScopeProfileRow,
} from './analytics.repository.ts';
import { ENGAGEMENT_RATE_FORMULA, METRICS, postMetricSource } from './catalog.ts';
import { buildReport, type Comparison, comparisonRange } from './compute.ts';

export type RangeQuery = { from: string; to: string; compare: Comparison; tz?: string | undefined };
export type MediaQuery = {
  from?: string | undefined;
  to?: string | undefined;
  tz?: string | undefined;
  sort: (typeof POST_SORTS)[number];
  order: 'asc' | 'desc';
  kind?: string | undefined;
  limit: number;
  cursor?: string | undefined;
};

export type Scope =
  | { kind: 'profile'; profileId: string }
  | { kind: 'profiles'; profileIds: readonly string[] | null }
  | { kind: 'group'; groupId: string };

type ResolvedRange = DayRange & {
  timeZone: string;
  comparison: DayRange | null;
  instants: InstantRange;
  previousInstants: InstantRange | null;
};

/** Stored metrics that are snapshots (followers): their last value of a period counts, not their sum. */
const SNAPSHOT_METRICS = [
  ...new Set(
    Object.values(METRICS)
      .filter((metric) => metric.aggregate === 'last')
      .flatMap((metric) => metric.stored),
  ),
];

/** Posts read per page for an export's Posts sheet. */
const EXPORT_PAGE = 500;

/** Best-time slots need a few posts before their average means anything. */
const BEST_TIME_MIN_POSTS = 3;

export type AnalyticsServiceDeps = {
  db: Executor;
  /** API versions pinned by configuration (LINKEDIN_API_VERSION, META_GRAPH_VERSION…). */
  pinnedVersions?: Partial<Record<TProfileNetwork, string>>;
};

/** `Promise.all` over the values of an object, keeping the keys. */
async function allOf<T extends Record<string, unknown>>(
  pending: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(
    Object.entries(pending).map(async ([key, value]) => [key, await value] as const),
  );

  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}

/** Analytics of a profile, a selection of profiles or a group, read from stored history. */
export function createAnalyticsService({ db, pinnedVersions = {} }: AnalyticsServiceDeps) {
  const repo = createAnalyticsRepository(db);

  async function profilesOf(actor: Actor, scope: Scope): Promise<ScopeProfileRow[]> {
    switch (scope.kind) {
      case 'profile': {
        const found = await repo.scopeProfiles(actor.accountId, [scope.profileId]);
        if (found.length === 0) throw profileNotFound();

        return found;
      }
      case 'profiles': {
        if (scope.profileIds === null)
          return (await repo.scopeProfiles(actor.accountId, null)).filter((profile) => profile.isActive);
        const ids = [...new Set(scope.profileIds)];
        const found = await repo.scopeProfiles(actor.accountId, ids);
        if (found.length < ids.length) throw notFound('One of these social profiles');

        return found;
      }
      case 'group': {
        const found = await repo.groupProfiles(actor.accountId, scope.groupId);
        if (found === null) throw notFound('This group');

        return found;
      }
    }
  }

  /** The time zone asked for, or the user's own. */
  async function timeZoneOf(actor: Actor, tz: string | undefined): Promise<string> {
    const timeZone = tz ?? (await repo.userTimeZone(actor.userId));
    if (!isTimeZone(timeZone)) throw invalid({ tz: 'Choose a time zone such as Europe/Paris.' });

    return timeZone;
  }

  async function resolveRange(actor: Actor, query: RangeQuery): Promise<ResolvedRange> {
    const timeZone = await timeZoneOf(actor, query.tz);
    const comparison = comparisonRange(query, query.compare);
    const span = (range: DayRange): InstantRange => ({
      start: startOfLocalDay(range.from, timeZone),
      end: startOfLocalDay(addDays(range.to, 1), timeZone),
    });

    return {
      from: query.from,
      to: query.to,
      timeZone,
      comparison,
      instants: span(query),
      previousInstants: comparison ? span(comparison) : null,
    };
  }

  const scopeProfiles = (rows: readonly ScopeProfileRow[]) =>
    rows.map((row) => ({ ...row, network: row.network as TProfileNetwork }));

  async function report(actor: Actor, scope: Scope, query: RangeQuery): Promise<TAnalyticsReport> {
    const [profiles, range] = await Promise.all([profilesOf(actor, scope), resolveRange(actor, query)]);
    const ids = ownedIds(profiles);
    const ranges = range.comparison ? [range, range.comparison] : [range];
    // The reads are independent: a pooled Postgres runs them side by side (a 50-profile report's largest take
    // 5–8 ms each), PGlite queues them one after the other on its single connection.
    const previous = range.previousInstants;
    const reads = await allOf({
      daily: repo.dailySums(ids, ranges),
      perProfile: repo.profileMetrics(ids, range, range.comparison, SNAPSHOT_METRICS),
      posts: repo.postAggregates(ids, range.instants, previous),
      postsPerDay: repo.postsPerDay(ids, range.instants, range.timeZone),
      previousPostsPerDay: previous ? repo.postsPerDay(ids, previous, range.timeZone) : [],
      mentions: repo.mentionCounts(ids, range.instants, previous),
      mentionsPerDay: repo.mentionsPerDay(ids, range.instants, range.timeZone),
      previousMentionsPerDay: previous ? repo.mentionsPerDay(ids, previous, range.timeZone) : [],
      historyStarts: repo.historyStarts(ids, range.timeZone),
    });

    return buildReport({
      kind: scope.kind,
      groupId: scope.kind === 'group' ? scope.groupId : null,
      profiles: scopeProfiles(profiles),
      range,
      comparison: range.comparison,
      ...reads,
      pinnedVersions,
    });
  }

  async function activity(actor: Actor, scope: Scope, query: RangeQuery): Promise<TActivity> {
    const [profiles, range] = await Promise.all([profilesOf(actor, scope), resolveRange(actor, query)]);
    const ids = ownedIds(profiles);
    // Best times read a year of the selection's own posts, ending with the range.
    const yearSpan: InstantRange = {
      start: startOfLocalDay(addDays(range.to, -364), range.timeZone),
      end: range.instants.end,
    };
    const cells = (await repo.bestTimes(ids, yearSpan, range.timeZone)).map((cell) => ({
      weekday: cell.dow - 1,
      hour: cell.hour,
      posts: cell.posts,
      avg_engagement_rate: cell.rate,
    }));
    const top = cells
      .filter((cell) => cell.posts >= BEST_TIME_MIN_POSTS && cell.avg_engagement_rate !== null)
      .sort((a, b) => b.avg_engagement_rate! - a.avg_engagement_rate! || b.posts - a.posts)
      .slice(0, 3)
      .map((cell) => ({
        weekday: cell.weekday,
        hour: cell.hour,
        avg_engagement_rate: cell.avg_engagement_rate!,
      }));
    const perDay = new Map(
      (await repo.postsPerDay(ids, range.instants, range.timeZone)).map((row) => [row.day, row.posts]),
    );
    const days = daysBetween(range.from, range.to);
    const audiences = await repo.audiences(ids);

    return {
      time_zone: range.timeZone,
      best_times: {
        cells: cells.sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
        top,
        formula: `Posts of the last 365 days by local weekday and hour of publication; ${ENGAGEMENT_RATE_FORMULA} Slots need at least ${BEST_TIME_MIN_POSTS} posts to rank.`,
      },
      followers_online: followersOnline(audiences, range),
      posting: { days, posts: days.map((day) => perDay.get(day) ?? 0) },
      audience: mergeAudiences(audiences),
    };
  }

  async function medias(actor: Actor, scope: Scope, query: MediaQuery) {
    const profiles = await profilesOf(actor, scope);
    let span: InstantRange | null = null;
    if (query.from || query.to) {
      if (!query.from || !query.to)
        throw invalid({ [query.from ? 'to' : 'from']: 'Give both days of the range.' });
      const range = await resolveRange(actor, {
        from: query.from,
        to: query.to,
        compare: 'none',
        tz: query.tz,
      });
      span = range.instants;
    }
    const offset = decodeCursor(query.cursor);
    const page = await repo.medias(ownedIds(profiles), {
      span,
      sort: query.sort,
      order: query.order,
      kind: query.kind,
      offset,
      limit: query.limit,
    });
    const next = offset + page.items.length;

    return {
      items: page.items.map(mediaView),
      next_cursor: next < page.total ? encodeCursor(next) : null,
      total: page.total,
    };
  }

  async function media(actor: Actor, profileId: string, id: string) {
    const row = await repo.media(actor.accountId, profileId, id);
    if (!row) throw notFound('This post');
    const [profile] = await repo.scopeProfiles(actor.accountId, [profileId]);
    const network = row.network as TProfileNetwork;
    const apiVersion = profile?.connector === 'demo' ? 'Demo network' : null;
    const lastRefreshed = row.metricsUpdatedAt === null ? null : new Date(row.metricsUpdatedAt).toISOString();
    const provenance = Object.fromEntries(
      Object.keys(row.metrics).flatMap((metric) => {
        // The rate shown is ours (the stored `engagement_rate` column), not the network's own: name its parts.
        if (metric === 'engagement_rate') return [];
        const source = postMetricSource(network, metric);
        if (!source) return [];

        return [
          [
            metric,
            {
              formula: `The network's lifetime ${metric.replace(/_/g, ' ')}.`,
              sources: [{ network, raw: source.raw, api_version: apiVersion, derived: source.derived }],
              last_refreshed_at: lastRefreshed,
            },
          ],
        ];
      }),
    );
    const rate = postRateProvenance(network, row.metrics);
    if (rate)
      provenance.engagement_rate = {
        formula: rate.formula,
        sources: [{ network, raw: rate.raw, api_version: apiVersion, derived: true }],
        last_refreshed_at: lastRefreshed,
      };

    return { ...mediaView(row), provenance };
  }

  /** The report as a spreadsheet: a summary, one row per day, and the posts of the range. */
  async function exportReport(actor: Actor, profileId: string, type: 'csv' | 'xlsx', query: RangeQuery) {
    const result = await report(actor, { kind: 'profile', profileId }, query);
    const profile = result.scope.profiles[0]!;
    const metrics = ACCOUNT_METRICS.filter((metric) => result.series.metrics[metric]);
    const dailyHeader = ['Day', ...metrics.map(label), 'Posts'];
    const dailyRows = result.series.days.map((day, index) => [
      day,
      ...metrics.map((metric) => result.series.metrics[metric]!.current[index] ?? null),
      result.series.metrics.posts?.current[index] ?? 0,
    ]);
    const fileName = `${slug(profile.name)}-${profile.network}-${result.range.from}-${result.range.to}.${type}`;
    if (type === 'csv')
      return { fileName, contentType: 'text/csv; charset=utf-8', body: toCsv([dailyHeader, ...dailyRows]) };

    // Every post of the range, page by page (a 90-day X profile has ~300): the sheet leaves none out.
    const items: TMedia[] = [];
    let cursor: string | undefined;
    do {
      const page = await medias(
        actor,
        { kind: 'profile', profileId },
        {
          from: query.from,
          to: query.to,
          tz: result.range.time_zone,
          sort: 'published_at',
          order: 'desc',
          limit: EXPORT_PAGE,
          cursor,
        },
      );
      items.push(...page.items);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    const postRows = items.map((post) => [
      post.published_at,
      post.kind,
      post.text,
      post.permalink,
      post.metrics.impressions ?? null,
      post.metrics.reach ?? null,
      post.metrics.engagements ?? null,
      post.engagement_rate,
      post.metrics.video_views ?? null,
      post.metrics.likes ?? null,
      post.metrics.comments ?? null,
      post.metrics.shares ?? null,
      post.metrics.saves ?? null,
    ]);
    const summary = [
      ['Figure', 'Value', 'Comparison', 'Change', 'How it is computed'],
      ...result.kpis
        .filter((kpi) => kpi.value !== null)
        .map((kpi) => [label(kpi.metric), kpi.value, kpi.previous, kpi.change, kpi.provenance.formula]),
    ];
    const cells = (rows: unknown[][]) =>
      rows.map((row) => row.map((value) => (value === undefined ? null : (value as string | number | null))));
    // The universal build zips in one step; the Node build's streamed zip added 60 ms to one export in ten over
    // HTTP (bench/analytics.ts: xlsx p95 80 → 22 ms).
    const blob = await writeXlsxFile([
      { sheet: 'Summary', data: cells(summary) },
      { sheet: 'Daily', data: cells([dailyHeader, ...dailyRows]) },
      {
        sheet: 'Posts',
        data: cells([
          [
            'Published',
            'Format',
            'Text',
            'Link',
            'Impressions',
            'Reach',
            'Engagements',
            'Engagement rate',
            'Video views',
            'Likes',
            'Comments',
            'Shares',
            'Saves',
          ],
          ...postRows,
        ]),
      },
    ]).toBlob();
    const body = Buffer.from(await blob.arrayBuffer());

    return {
      fileName,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body,
    };
  }

  return {
    profileReport: (actor: Actor, profileId: string, query: RangeQuery) =>
      report(actor, { kind: 'profile', profileId }, query),
    groupReport: (actor: Actor, groupId: string, query: RangeQuery) =>
      report(actor, { kind: 'group', groupId }, query),
    overview: (actor: Actor, profileIds: readonly string[] | null, query: RangeQuery) =>
      report(actor, { kind: 'profiles', profileIds }, query),
    profileActivity: (actor: Actor, profileId: string, query: RangeQuery) =>
      activity(actor, { kind: 'profile', profileId }, query),
    groupActivity: (actor: Actor, groupId: string, query: RangeQuery) =>
      activity(actor, { kind: 'group', groupId }, query),
    selectionActivity: (actor: Actor, profileIds: readonly string[] | null, query: RangeQuery) =>
      activity(actor, { kind: 'profiles', profileIds }, query),
    selectionMedias: (actor: Actor, profileIds: readonly string[] | null, query: MediaQuery) =>
      medias(actor, { kind: 'profiles', profileIds }, query),
    profileMedias: (actor: Actor, profileId: string, query: MediaQuery) =>
      medias(actor, { kind: 'profile', profileId }, query),
    groupMedias: (actor: Actor, groupId: string, query: MediaQuery) =>
      medias(actor, { kind: 'group', groupId }, query),
    profileStories: (actor: Actor, profileId: string, query: Omit<MediaQuery, 'kind'>) =>
      medias(actor, { kind: 'profile', profileId }, { ...query, kind: 'story' }),
    media,
    exportReport,
    /** For the campaigns service: the account's profiles of a scope, and a resolved range. */
    profilesOf,
    resolveRange,
    timeZoneOf,
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/**
 * What a post's engagement rate (the stored `engagement_rate` column) was computed from: its engagements over its
 * reach, or over its impressions where the network gives no reach for it. Null when the post has no rate.
 */
export function postRateProvenance(
  network: TProfileNetwork,
  metrics: Record<string, number | null>,
): { formula: string; raw: string[] } | null {
  const engagements = postMetricSource(network, 'engagements');
  const base = metrics.reach !== undefined && metrics.reach !== null ? 'reach' : 'impressions';
  const denominator = postMetricSource(network, base);
  if (
    !engagements ||
    !denominator ||
    metrics.engagements === undefined ||
    metrics.engagements === null ||
    metrics[base] === undefined ||
    metrics[base] === null
  )
    return null;

  return {
    formula: `Engagements ÷ ${base} of this post, computed here the same way for every network (not the network's own rate).`,
    raw: [...engagements.raw, ...denominator.raw],
  };
}

export function mediaView(row: MediaRow): TMedia {
  const media = Array.isArray(row.media) ? (row.media as { url?: string; thumbnailUrl?: string }[]) : [];

  return {
    id: row.id,
    profile_id: row.profileId,
    network: row.network as TProfileNetwork,
    kind: row.kind,
    text: row.text,
    permalink: row.permalink,
    published_at: new Date(row.publishedAt).toISOString(),
    thumbnail_url: media[0]?.thumbnailUrl ?? media[0]?.url ?? null,
    metrics: row.metrics,
    engagement_rate: row.engagementRate,
    metrics_updated_at: row.metricsUpdatedAt === null ? null : new Date(row.metricsUpdatedAt).toISOString(),
  };
}

/** Followers online as the networks report them (UTC weekday 0 = Sunday), moved into the time zone. */
function followersOnline(
  audiences: readonly { activity: unknown }[],
  range: ResolvedRange,
): TActivity['followers_online'] {
  const reported = audiences.filter((row) => Array.isArray(row.activity) && row.activity.length > 0);
  if (reported.length === 0) return null;
  // The offset at the end of the range: the grid is a typical week, not a dated one.
  const shift = Math.round(offsetMs(range.instants.end, range.timeZone) / 3_600_000);
  const cells = new Map<number, number>();
  for (const row of reported)
    for (const slot of row.activity as { weekday: number; hour: number; value: number }[]) {
      const utcHourOfWeek = ((slot.weekday + 6) % 7) * 24 + slot.hour; // Monday 00:00 UTC = 0
      const local = (((utcHourOfWeek + shift) % 168) + 168) % 168;
      cells.set(local, (cells.get(local) ?? 0) + slot.value);
    }

  return [...cells]
    .map(([hourOfWeek, value]) => ({ weekday: Math.floor(hourOfWeek / 24), hour: hourOfWeek % 24, value }))
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
}

/**
 * One spelling per bucket across networks, so that a selection adds like with like: genders `female`, `male` and
 * `other` (Instagram says F/M/U, TikTok Female/Male, YouTube female/male/user_specified), ages without YouTube's
 * `age` prefix (`age25-34` → `25-34`).
 */
function bucketOf(breakdown: 'age' | 'gender' | 'country' | 'city', raw: string): string {
  if (breakdown === 'age') return raw.replace(/^age/i, '');
  if (breakdown !== 'gender') return raw;
  const gender = raw.toLowerCase();

  return gender === 'f' || gender === 'female'
    ? 'female'
    : gender === 'm' || gender === 'male'
      ? 'male'
      : 'other';
}

/** The audience breakdowns of the selection, added up (each network counts its own followers). */
function mergeAudiences(
  audiences: readonly { audience: unknown; updatedAt: number }[],
): TActivity['audience'] {
  const merged: Record<'age' | 'gender' | 'country' | 'city', Record<string, number>> = {
    age: {},
    gender: {},
    country: {},
    city: {},
  };
  let updatedAt: number | null = null;
  let any = false;
  for (const row of audiences) {
    if (!row.audience || typeof row.audience !== 'object') continue;
    any = true;
    updatedAt = Math.max(updatedAt ?? 0, row.updatedAt);
    for (const key of ['age', 'gender', 'country', 'city'] as const) {
      const breakdown = (row.audience as Record<string, Record<string, number> | undefined>)[key];
      for (const [raw, value] of Object.entries(breakdown ?? {})) {
        const bucket = bucketOf(key, raw);
        merged[key][bucket] = (merged[key][bucket] ?? 0) + value;
      }
    }
  }
  if (!any) return null;
  const present = Object.fromEntries(
    Object.entries(merged).filter(([, breakdown]) => Object.keys(breakdown).length > 0),
  );

  return { ...present, updated_at: updatedAt === null ? null : new Date(updatedAt).toISOString() };
}

const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');

function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    const { offset } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { offset?: unknown };
    if (typeof offset === 'number' && Number.isSafeInteger(offset) && offset >= 0) return offset;
  } catch {
    // falls through to the field error
  }
  throw invalid({ cursor: 'This page link is no longer valid: start from the first page.' });
}

function label(metric: string): string {
  const text = metric
    .replace(/^post_/, 'post ')
    .replace(/_sec$/, ' (s)')
    .replace(/_/g, ' ');

  return text.charAt(0).toUpperCase() + text.slice(1);
}

function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
      .slice(0, 40) || 'profile'
  );
}

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are quoted with a leading apostrophe. */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown) => {
    if (value === null || value === undefined) return '';
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;

    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };

  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
