// Past 400 lines: the analytics reads (profile, group, posts, activity, media, exports) share their
// period and scope fragments; to be split by report when issue 24's dashboards add their widgets' reads.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { addDays } from '../../../contracts/local-time.ts';
import { DAY_METRICS, type DayMetric } from '../../db/schema/social.ts';

/**
 * Reads of stored history for analytics. Tenant scoping lives here: profiles are chosen only by reads that name the
 * account (`scopeProfiles`, `groupProfiles`), whose rows are branded as owned, and the history reads take only the
 * ids of such rows (`ownedIds`), so an id from a request cannot reach them unchecked.
 *
 * Raw SQL, with casts that make both drivers answer alike: counts as int, days as text, instants as epoch ms.
 */
export type DayRange = { from: string; to: string };

declare const owned: unique symbol;

/** A profile of the account, as an account-scoped read returned it. */
export type ScopeProfileRow = {
  id: string;
  network: string;
  connector: string;
  name: string;
  handle: string | null;
  avatarUrl: string | null;
  isActive: boolean;
  readonly [owned]: true;
};

/** The ids of profiles an account-scoped read returned: what every history read takes. */
export type OwnedIds = readonly string[] & { readonly [owned]: true };

export const ownedIds = (profiles: readonly ScopeProfileRow[]) =>
  profiles.map((profile) => profile.id) as unknown as OwnedIds;

export type DailyRow = { day: string; metric: string; value: number | null; profiles: number };
export type ProfileMetricRow = {
  profileId: string;
  metric: string;
  raw: string;
  derived: boolean;
  current: number | null;
  previous: number | null;
  /** The last value of the range (snapshots such as followers). */
  lastCurrent: number | null;
  lastPrevious: number | null;
  /** Days of the range and of the comparison with a stored value. */
  currentDays: number;
  previousDays: number;
  fetchedAt: number | null;
};

/** Posts published in a span of instants, aggregated per profile, kind and period. */
export type PostAggregateRow = {
  profileId: string;
  kind: string;
  period: 'current' | 'previous';
  posts: number;
  sums: Record<string, number | null>;
  avgEngagementRate: number | null;
  /** (likes + comments + saves) ÷ followers the day before publication (Iconosquare's rate), averaged. */
  avgFollowerRate: number | null;
  avgWatchTime: number | null;
  storyCompletion: number | null;
  /** Posts that have each averaged value (SQL `avg()` skips nulls: a mean is weighted by these, not by `posts`). */
  rated: { engagementRate: number; followerRate: number; watchTime: number; storyCompletion: number };
  metricsAt: number | null;
};

export type InstantRange = { start: Date; end: Date };

export type MediaRow = {
  id: string;
  profileId: string;
  network: string;
  kind: string;
  text: string;
  permalink: string | null;
  publishedAt: number;
  media: unknown;
  metrics: Record<string, number | null>;
  engagementRate: number | null;
  metricsUpdatedAt: number | null;
};

/** Sortable post fields: stored columns where they exist, JSON fields otherwise. */
const SORT_EXPRESSIONS: Record<string, SQL> = {
  published_at: sql.raw('p.published_at'),
  engagements: sql.raw('p.engagements'),
  engagement_rate: sql.raw('p.engagement_rate'),
  impressions: sql.raw('p.impressions'),
  reach: sql.raw('p.reach'),
  video_views: sql.raw('p.video_views'),
  likes: sql.raw('p.likes'),
  comments: sql.raw('p.comments'),
  shares: sql.raw('p.shares'),
  saves: sql.raw('p.saves'),
};

/** Post metrics summed per group of posts: generated columns of `posts` (migration 0006). */
const POST_SUMS = [
  'likes',
  'comments',
  'shares',
  'saves',
  'story_taps_forward',
  'story_taps_back',
  'story_exits',
  'story_replies',
] as const;
const SUMMED_POST_COLUMNS = ['engagements', 'impressions', 'reach', 'video_views', ...POST_SUMS] as const;

/**
 * Iconosquare's engagement rate of a post: (likes + comments + saves) ÷ the profile's followers the day before it
 * was published (a UTC day, as the networks report them; one key lookup in profile_days); null without likes or
 * followers.
 */
const FOLLOWER_RATE = sql.raw(`(posts.likes + coalesce(posts.comments, 0) + coalesce(posts.saves, 0))
  / nullif((select fd.followers from profile_days fd where fd.profile_id = posts.profile_id
    and fd.day = (posts.published_at at time zone 'UTC')::date - 1), 0)`);

const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;

const inRange = (range: DayRange) => sql`(day between ${range.from} and ${range.to})`;

/** The days of a range and its comparison: one span when they touch (the previous period), else both. */
function daySpan(current: DayRange, previous: DayRange | null): SQL {
  if (!previous) return inRange(current);
  const [first, second] = previous.from <= current.from ? [previous, current] : [current, previous];
  const touching = addDays(first.to, 1) >= second.from;

  return touching
    ? sql`day between ${first.from} and ${second.to}`
    : sql`(${inRange(current)} or ${inRange(previous)})`;
}

export function createAnalyticsRepository(db: Executor) {
  async function rows<T>(query: SQL): Promise<T[]> {
    const result = (await db.execute(query)) as unknown as { rows: T[] };

    return result.rows;
  }

  return {
    /** The account's profiles among `ids` (all its profiles when `ids` is null), in a stable order. */
    async scopeProfiles(accountId: string, ids: readonly string[] | null): Promise<ScopeProfileRow[]> {
      return rows<ScopeProfileRow>(sql`
        select id, network, connector, name, handle, avatar_url as "avatarUrl", is_active as "isActive"
        from social_profiles
        where account_id = ${accountId} ${ids ? sql`and id = any(${idArray(ids)})` : sql``}
        order by network, name, id`);
    },

    /** The account's profiles in one of its groups, in the same order; null when the account has no such group. */
    async groupProfiles(accountId: string, groupId: string): Promise<ScopeProfileRow[] | null> {
      const found = await rows<ScopeProfileRow | { id: null }>(sql`
        select sp.id, sp.network, sp.connector, sp.name, sp.handle, sp.avatar_url as "avatarUrl",
          sp.is_active as "isActive"
        from groups g
        left join social_profiles sp on sp.account_id = ${accountId}
          and sp.id in (select profile_id from group_profiles where group_id = g.id)
        where g.id = ${groupId} and g.account_id = ${accountId}
        order by sp.network, sp.name, sp.id`);
      if (found.length === 0) return null;

      return found.filter((row): row is ScopeProfileRow => row.id !== null);
    },

    async userTimeZone(userId: string): Promise<string> {
      const [row] = await rows<{ timeZone: string }>(
        sql`select time_zone as "timeZone" from users where id = ${userId}`,
      );

      return row?.timeZone ?? 'UTC';
    },

    /**
     * Daily values summed over the profiles, per day and metric, for the range and its comparison: from
     * `profile_days`, one row per profile and day. A metric no profile has a value for on a day has no row.
     */
    async dailySums(profileIds: OwnedIds, ranges: readonly DayRange[]): Promise<DailyRow[]> {
      if (profileIds.length === 0) return [];
      const found = await rows<Record<string, unknown>>(sql`
        select day::text as day, ${sql.join(
          DAY_METRICS.map(
            (metric) =>
              sql`sum(${sql.identifier(metric)}) as ${sql.identifier(metric)}, count(${sql.identifier(metric)})::int as ${sql.identifier(`${metric}:n`)}`,
          ),
          sql`, `,
        )}
        from profile_days
        where profile_id = any(${idArray(profileIds)}) and (${daySpan(ranges[0]!, ranges[1] ?? null)})
        group by day`);

      return found.flatMap((row) =>
        DAY_METRICS.flatMap((metric) => {
          const profiles = row[`${metric}:n`] as number;

          return profiles > 0
            ? [{ day: row.day as string, metric, value: row[metric] as number | null, profiles }]
            : [];
        }),
      );
    },

    /**
     * Per profile and metric: sums and last values of the range and of the comparison, with the network's name
     * for the metric and the last time it was read. A metric is listed when the profile has values for it in the
     * span, or when the network still reported it then (a metric it stopped giving before is absent).
     */
    async profileMetrics(
      profileIds: OwnedIds,
      current: DayRange,
      previous: DayRange | null,
      lastMetrics: readonly string[] = ['followers'],
    ): Promise<ProfileMetricRow[]> {
      if (profileIds.length === 0) return [];
      const ids = idArray(profileIds);
      const spanStart = previous && previous.from < current.from ? previous.from : current.from;
      const periods = previous
        ? sql`(values (true, ${current.from}::date, ${current.to}::date), (false, ${previous.from}::date, ${previous.to}::date))`
        : sql`(values (true, ${current.from}::date, ${current.to}::date))`;
      // Sums of each period apart (as for posts: no per-figure filter), side by side on a pooled Postgres.
      const sumsOver = async (range: DayRange) =>
        new Map(
          (
            await rows<Record<string, unknown>>(sql`
              select profile_id as "profileId", ${sql.join(
                DAY_METRICS.map(
                  (metric) =>
                    sql`sum(${sql.identifier(metric)}) as ${sql.identifier(metric)}, count(${sql.identifier(metric)})::int as ${sql.identifier(`${metric}:n`)}`,
                ),
                sql`, `,
              )}
              from profile_days
              where profile_id = any(${ids}) and ${inRange(range)}
              group by profile_id`)
          ).map((row) => [row.profileId as string, row]),
        );
      const [currentSums, previousSums, sources] = await Promise.all([
        sumsOver(current),
        previous ? sumsOver(previous) : new Map<string, Record<string, unknown>>(),
        // The last value of a snapshot metric (followers) of each profile and period is one backward step along
        // the primary key from the period's last day (bench/analytics.ts: 33 → 1.6 ms at 50 profiles).
        rows<{
          profileId: string;
          metric: DayMetric;
          raw: string;
          derived: boolean;
          lastDay: string;
          fetchedAt: number | null;
          lastCurrent: number | null;
          lastPrevious: number | null;
        }>(sql`
          with last as (
            select found.* from unnest(${ids}) as p(id)
            cross join unnest(${textArray(lastMetrics)}) as m(metric)
            cross join ${periods} as period(is_current, day_from, day_to)
            cross join lateral (
              select d.profile_id, d.metric, period.is_current, d.value
              from profile_daily_metrics d
              where d.profile_id = p.id and d.metric = m.metric and d.value is not null
                and d.day between period.day_from and period.day_to
              order by d.day desc limit 1) found)
          select s.profile_id as "profileId", s.metric, s.raw, s.derived, s.last_day::text as "lastDay",
            (extract(epoch from s.fetched_at) * 1000)::float8 as "fetchedAt",
            lc.value as "lastCurrent", lp.value as "lastPrevious"
          from profile_metric_sources s
          left join last lc on lc.profile_id = s.profile_id and lc.metric = s.metric and lc.is_current
          left join last lp on lp.profile_id = s.profile_id and lp.metric = s.metric and not lp.is_current
          where s.profile_id = any(${ids}) and s.metric = any(${textArray(DAY_METRICS)})`),
      ]);
      return sources.flatMap((source) => {
        const inCurrent = currentSums.get(source.profileId);
        const inPrevious = previousSums.get(source.profileId);
        const count = (sums: Record<string, unknown> | undefined) =>
          (sums?.[`${source.metric}:n`] as number | undefined) ?? 0;
        const sum = (sums: Record<string, unknown> | undefined) =>
          (sums?.[source.metric] as number | null | undefined) ?? null;
        if (count(inCurrent) + count(inPrevious) === 0 && source.lastDay < spanStart) return [];

        return [
          {
            profileId: source.profileId,
            metric: source.metric,
            raw: source.raw,
            derived: source.derived,
            current: sum(inCurrent),
            previous: sum(inPrevious),
            lastCurrent: source.lastCurrent,
            lastPrevious: source.lastPrevious,
            currentDays: count(inCurrent),
            previousDays: count(inPrevious),
            fetchedAt: source.fetchedAt,
          },
        ];
      });
    },

    /** Posts per profile, kind and period, with sums and averages of their lifetime metrics. */
    async postAggregates(
      profileIds: OwnedIds,
      current: InstantRange,
      previous: InstantRange | null,
    ): Promise<PostAggregateRow[]> {
      if (profileIds.length === 0) return [];
      // One statement per period, grouped by profile and kind: a few hundred groups hashed in memory. Grouping by
      // the period too made Postgres sort every post to disk, and filtering each figure by period doubled the
      // work (bench/analytics.ts at 50 profiles: 31 ms sorted, 25 ms filtered, 9 + 7 ms apart).
      const aggregate = async (period: 'current' | 'previous', span: InstantRange) => {
        const found = await rows<Record<string, unknown>>(sql`
          select posts.profile_id as "profileId", kind, count(*)::int as posts,
            ${sql.join(
              SUMMED_POST_COLUMNS.map(
                (name) => sql`sum(posts.${sql.identifier(name)}) as ${sql.identifier(name)}`,
              ),
              sql`, `,
            )},
            avg(engagement_rate) as "avgEngagementRate",
            avg(${FOLLOWER_RATE}) as "avgFollowerRate",
            avg(watch_time_avg_sec) as "avgWatchTime",
            avg(1 - story_exits / nullif(reach, 0)) as "storyCompletion",
            count(engagement_rate)::int as "ratedEngagement", count(${FOLLOWER_RATE})::int as "ratedFollower",
            count(watch_time_avg_sec)::int as "ratedWatch",
            count(1 - story_exits / nullif(reach, 0))::int as "ratedStory",
            (extract(epoch from max(metrics_updated_at)) * 1000)::float8 as "metricsAt"
          from posts
          where posts.profile_id = any(${idArray(profileIds)})
            and published_at >= ${span.start.toISOString()} and published_at < ${span.end.toISOString()}
          group by posts.profile_id, kind`);

        return found.map((row) => ({
          profileId: row.profileId as string,
          kind: row.kind as string,
          period,
          posts: row.posts as number,
          sums: Object.fromEntries(
            SUMMED_POST_COLUMNS.map((name) => [name, (row[name] as number | null) ?? null]),
          ),
          avgEngagementRate: (row.avgEngagementRate as number | null) ?? null,
          avgFollowerRate: (row.avgFollowerRate as number | null) ?? null,
          avgWatchTime: (row.avgWatchTime as number | null) ?? null,
          storyCompletion: (row.storyCompletion as number | null) ?? null,
          rated: {
            engagementRate: row.ratedEngagement as number,
            followerRate: row.ratedFollower as number,
            watchTime: row.ratedWatch as number,
            storyCompletion: row.ratedStory as number,
          },
          metricsAt: (row.metricsAt as number | null) ?? null,
        }));
      };
      const [inCurrent, inPrevious] = await Promise.all([
        aggregate('current', current),
        previous ? aggregate('previous', previous) : [],
      ]);

      return [...inCurrent, ...inPrevious];
    },

    /** Posts per local day in a time zone (the stored local day when it was written in that zone). */
    async postsPerDay(
      profileIds: OwnedIds,
      span: InstantRange,
      timeZone: string,
    ): Promise<{ day: string; posts: number }[]> {
      if (profileIds.length === 0) return [];

      return rows(sql`
        select (case when local_tz = ${timeZone} then local_day
                else (published_at at time zone ${timeZone})::date end)::text as day,
          count(*)::int as posts
        from posts
        where profile_id = any(${idArray(profileIds)})
          and published_at >= ${span.start.toISOString()} and published_at < ${span.end.toISOString()}
        group by 1`);
    },

    /** Posts and their average engagement rate per local weekday (1 = Monday) and hour. */
    async bestTimes(
      profileIds: OwnedIds,
      span: InstantRange,
      timeZone: string,
    ): Promise<{ dow: number; hour: number; posts: number; rate: number | null }[]> {
      if (profileIds.length === 0) return [];

      return rows(sql`
        select
          (case when local_tz = ${timeZone} then local_dow
           else extract(isodow from published_at at time zone ${timeZone})::int end) as dow,
          (case when local_tz = ${timeZone} then local_hour
           else extract(hour from published_at at time zone ${timeZone})::int end) as hour,
          count(*)::int as posts, avg(engagement_rate) as rate
        from posts
        where profile_id = any(${idArray(profileIds)})
          and published_at >= ${span.start.toISOString()} and published_at < ${span.end.toISOString()}
          and kind <> 'story'
        group by 1, 2`);
    },

    /** Mentions per profile in the range and in the comparison. */
    async mentionCounts(
      profileIds: OwnedIds,
      current: InstantRange,
      previous: InstantRange | null,
    ): Promise<{ profileId: string; current: number; previous: number }[]> {
      if (profileIds.length === 0) return [];
      const within = (span: InstantRange) =>
        sql`mentioned_at >= ${span.start.toISOString()} and mentioned_at < ${span.end.toISOString()}`;

      return rows(sql`
        select profile_id as "profileId",
          (count(*) filter (where ${within(current)}))::int as current,
          (count(*) filter (where ${previous ? within(previous) : sql`false`}))::int as previous
        from mentions
        where profile_id = any(${idArray(profileIds)})
          and ((${within(current)}) or (${previous ? within(previous) : sql`false`}))
        group by profile_id`);
    },

    /**
     * Where each profile's stored history of posts and of mentions begins: the local day (in `timeZone`) of its
     * oldest stored post and mention; null when none is stored.
     */
    async historyStarts(
      profileIds: OwnedIds,
      timeZone: string,
    ): Promise<{ profileId: string; posts: string | null; mentions: string | null }[]> {
      if (profileIds.length === 0) return [];

      return rows(sql`
        select p.id as "profileId",
          ((select min(published_at) from posts where profile_id = p.id) at time zone ${timeZone})::date::text
            as posts,
          ((select min(mentioned_at) from mentions where profile_id = p.id) at time zone ${timeZone})::date::text
            as mentions
        from unnest(${idArray(profileIds)}) as p(id)`);
    },

    /** Mentions per local day in a time zone. */
    async mentionsPerDay(
      profileIds: OwnedIds,
      span: InstantRange,
      timeZone: string,
    ): Promise<{ day: string; posts: number }[]> {
      if (profileIds.length === 0) return [];

      return rows(sql`
        select (mentioned_at at time zone ${timeZone})::date::text as day, count(*)::int as posts
        from mentions
        where profile_id = any(${idArray(profileIds)})
          and mentioned_at >= ${span.start.toISOString()} and mentioned_at < ${span.end.toISOString()}
        group by 1`);
    },

    async audiences(
      profileIds: OwnedIds,
    ): Promise<{ profileId: string; audience: unknown; activity: unknown; updatedAt: number }[]> {
      if (profileIds.length === 0) return [];

      return rows(sql`
        select profile_id as "profileId", audience, activity, (extract(epoch from updated_at) * 1000)::float8 as "updatedAt"
        from profile_audience where profile_id = any(${idArray(profileIds)})`);
    },

    /** A page of posts, sorted by a metric (posts without it last), then newest first. */
    async medias(
      profileIds: OwnedIds,
      options: {
        span: InstantRange | null;
        sort: string;
        order: 'asc' | 'desc';
        kind?: string;
        offset: number;
        limit: number;
      },
    ): Promise<{ items: MediaRow[]; total: number }> {
      if (profileIds.length === 0) return { items: [], total: 0 };
      const sortBy = SORT_EXPRESSIONS[options.sort] ?? SORT_EXPRESSIONS.published_at!;
      const direction = sql.raw(options.order === 'asc' ? 'asc' : 'desc');
      const where = sql`p.profile_id = any(${idArray(profileIds)})
        ${options.span ? sql`and p.published_at >= ${options.span.start.toISOString()} and p.published_at < ${options.span.end.toISOString()}` : sql``}
        ${options.kind ? sql`and p.kind = ${options.kind}` : sql``}`;
      const [items, [counted]] = await Promise.all([
        rows<MediaRow>(sql`
          select p.id, p.profile_id as "profileId", sp.network, p.kind, p.text, p.permalink,
            (extract(epoch from p.published_at) * 1000)::float8 as "publishedAt", p.media, p.metrics,
            p.engagement_rate as "engagementRate",
            (extract(epoch from p.metrics_updated_at) * 1000)::float8 as "metricsUpdatedAt"
          from posts p join social_profiles sp on sp.id = p.profile_id
          where ${where}
          order by ${sortBy} ${direction} nulls last, p.published_at desc, p.id
          limit ${options.limit} offset ${options.offset}`),
        rows<{ total: number }>(sql`select count(*)::int as total from posts p where ${where}`),
      ]);

      return { items, total: counted?.total ?? 0 };
    },

    async media(accountId: string, profileId: string, id: string): Promise<MediaRow | null> {
      const [row] = await rows<MediaRow>(sql`
        select p.id, p.profile_id as "profileId", sp.network, p.kind, p.text, p.permalink,
          (extract(epoch from p.published_at) * 1000)::float8 as "publishedAt", p.media, p.metrics,
          p.engagement_rate as "engagementRate",
          (extract(epoch from p.metrics_updated_at) * 1000)::float8 as "metricsUpdatedAt"
        from posts p join social_profiles sp on sp.id = p.profile_id and sp.account_id = ${accountId}
        where p.id = ${id} and p.profile_id = ${profileId}`);

      return row ?? null;
    },
  };
}
