// Past 400 lines: pure arithmetic only (periods, changes, figures from rows), tested as one unit in
// tests/unit; to be split by report with the repository (issue 24).
/**
 * The arithmetic of analytics, pure: comparison periods, changes, and figures from stored rows. The service reads
 * the rows; everything here is unit-tested against hand-computed values (tests/unit/analytics-compute.test.ts).
 */
import {
  ACCOUNT_METRICS,
  type TAnalyticsMetric,
  type TCoverage,
  type TAnalyticsReport,
  type TKpi,
} from '../../../contracts/analytics.ts';
import type { TProfileNetwork } from '../../../contracts/social.ts';
import { addDays, daysBetween } from '../../../contracts/local-time.ts';
import type { DailyRow, DayRange, PostAggregateRow, ProfileMetricRow } from './analytics.repository.ts';
import { apiVersionOf, MENTION_SOURCES, METRICS, postMetricSource } from './catalog.ts';

export type Comparison = 'previous_period' | 'previous_year' | 'none';

/** The period a range is compared with: the same number of days just before, or the same days a year before. */
export function comparisonRange(range: DayRange, compare: Comparison): DayRange | null {
  if (compare === 'none') return null;
  if (compare === 'previous_year') return { from: minusYear(range.from), to: minusYear(range.to) };
  const days = daysBetween(range.from, range.to).length;

  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** The same calendar day a year before; 29 February becomes 28 February. */
function minusYear(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();

  return `${year - 1}-${String(month).padStart(2, '0')}-${String(Math.min(date, lastOfMonth)).padStart(2, '0')}`;
}

/** The change from `previous` to `value`: absolute, and relative to |previous| (null when it cannot be said). */
export function change(
  value: number | null,
  previous: number | null,
): { change: number | null; change_ratio: number | null } {
  if (value === null || previous === null) return { change: null, change_ratio: null };
  const difference = value - previous;

  return { change: difference, change_ratio: previous === 0 ? null : difference / Math.abs(previous) };
}

export type ScopeProfile = { id: string; network: TProfileNetwork; connector: string };

type Figure = { value: number | null; previous: number | null };

const addNullable = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : a + b;

/** Account metrics of one profile: sums, or last values for snapshots; net followers from gains and losses. */
function accountFigures(rows: readonly ProfileMetricRow[]): Map<string, Figure> {
  const figures = new Map<string, Figure>();
  for (const row of rows) {
    const definition = ACCOUNT_METRICS.includes(row.metric as never)
      ? METRICS[row.metric as TAnalyticsMetric]
      : null;
    if (!definition) continue;
    const last = definition.aggregate === 'last';
    figures.set(row.metric, {
      value: last ? row.lastCurrent : row.current,
      previous: last ? row.lastPrevious : row.previous,
    });
  }
  const gained = figures.get('followers_gained');
  const lost = figures.get('followers_lost');
  if (gained && lost)
    figures.set('net_followers', {
      value: gained.value === null || lost.value === null ? null : gained.value - lost.value,
      previous: gained.previous === null || lost.previous === null ? null : gained.previous - lost.previous,
    });

  return figures;
}

/** Sum of a value over aggregates; null when none carries it (a metric the network does not give). */
function total(rows: readonly PostAggregateRow[], read: (row: PostAggregateRow) => number | null) {
  let result: number | null = null;
  for (const row of rows) result = addNullable(result, read(row));

  return result;
}

/**
 * Mean of per-aggregate averages, weighted by the posts that have the value (each aggregate's `avg()` skipped the
 * others): the mean over the posts that have it, whatever the grouping.
 */
function mean(
  rows: readonly PostAggregateRow[],
  read: (row: PostAggregateRow) => number | null,
  weightOf: (row: PostAggregateRow) => number,
) {
  let weighted = 0;
  let weight = 0;
  for (const row of rows) {
    const value = read(row);
    if (value === null) continue;
    weighted += value * weightOf(row);
    weight += weightOf(row);
  }

  return weight === 0 ? null : weighted / weight;
}

/** How many posts of an aggregate have the averaged value of a mean figure. */
function ratedOf(metric: string): (row: PostAggregateRow) => number {
  switch (metric) {
    case 'post_engagement_rate':
      return (row) => row.rated.engagementRate;
    case 'post_engagement_rate_followers':
      return (row) => row.rated.followerRate;
    case 'post_watch_time_avg_sec':
      return (row) => row.rated.watchTime;
    case 'story_completion_rate':
      return (row) => row.rated.storyCompletion;
    default:
      return (row) => row.posts;
  }
}

const POST_TOTALS = [
  'post_engagements',
  'post_impressions',
  'post_reach',
  'post_video_views',
  'post_likes',
  'post_comments',
  'post_shares',
  'post_saves',
  'reel_plays',
  'story_impressions',
  'story_taps_forward',
  'story_taps_back',
  'story_exits',
  'story_replies',
] as const;
const POST_MEANS = [
  'post_engagement_rate',
  'post_engagement_rate_followers',
  'post_watch_time_avg_sec',
  'story_completion_rate',
] as const;

/** Post figures of one profile from its aggregates per kind and period. */
function postFigures(rows: readonly PostAggregateRow[]): Map<string, Figure> {
  const figures = new Map<string, Figure>();
  const of = (period: 'current' | 'previous', metric: TAnalyticsMetric) => {
    const kind = POST_KIND_METRICS[metric];

    return rows.filter((row) => row.period === period && (!kind || row.kind === kind));
  };
  figures.set('posts', {
    value: of('current', 'posts').reduce((count, row) => count + row.posts, 0),
    previous: of('previous', 'posts').reduce((count, row) => count + row.posts, 0),
  });
  for (const metric of POST_TOTALS)
    figures.set(metric, {
      value: total(of('current', metric), reader(metric)),
      previous: total(of('previous', metric), reader(metric)),
    });
  for (const metric of POST_MEANS)
    figures.set(metric, {
      value: mean(of('current', metric), reader(metric), ratedOf(metric)),
      previous: mean(of('previous', metric), reader(metric), ratedOf(metric)),
    });

  return figures;
}

function reader(name: string): (row: PostAggregateRow) => number | null {
  switch (name) {
    case 'post_engagement_rate':
      return (row) => row.avgEngagementRate;
    case 'post_engagement_rate_followers':
      return (row) => row.avgFollowerRate;
    case 'post_watch_time_avg_sec':
      return (row) => row.avgWatchTime;
    case 'story_completion_rate':
      return (row) => row.storyCompletion;
    case 'reel_plays':
      return (row) => row.sums.video_views ?? null;
    case 'story_impressions':
      return (row) => row.sums.impressions ?? null;
    default:
      return (row) => row.sums[name.replace(/^post_/, '')] ?? null;
  }
}

const POST_KIND_METRICS: Partial<Record<TAnalyticsMetric, string>> = {
  reel_plays: 'reel',
  story_impressions: 'story',
  story_completion_rate: 'story',
  story_taps_forward: 'story',
  story_taps_back: 'story',
  story_exits: 'story',
  story_replies: 'story',
};

/** The networks' own post metric names behind a post figure, and which networks cannot give it. */
function postSource(metric: TAnalyticsMetric, network: TProfileNetwork) {
  const definition = METRICS[metric];
  if (metric === 'posts') return { raw: ['posts'], derived: false };
  const kind = POST_KIND_METRICS[metric];
  // Reels and stories: Instagram's formats.
  if (kind && network !== 'instagram') return null;
  const sources = definition.stored
    .map((stored) => postMetricSource(network, stored))
    .filter((source) => source !== null);
  if (metric === 'post_engagement_rate')
    return sources.length > 0 && postMetricSource(network, 'engagements')
      ? { raw: sources.flatMap((source) => source.raw), derived: true }
      : null;
  if (metric === 'post_engagement_rate_followers')
    return postMetricSource(network, 'likes')
      ? { raw: [...sources.flatMap((source) => source.raw), 'followers'], derived: true }
      : null;
  if (sources.length < definition.stored.length) return null;

  return { raw: sources.flatMap((source) => source.raw), derived: sources.some((source) => source.derived) };
}

export type ReportInput = {
  kind: TAnalyticsReport['scope']['kind'];
  groupId: string | null;
  profiles: readonly (ScopeProfile & {
    name: string;
    handle: string | null;
    avatarUrl: string | null;
  })[];
  range: DayRange & { timeZone: string };
  comparison: DayRange | null;
  daily: readonly DailyRow[];
  perProfile: readonly ProfileMetricRow[];
  posts: readonly PostAggregateRow[];
  postsPerDay: readonly { day: string; posts: number }[];
  previousPostsPerDay: readonly { day: string; posts: number }[];
  mentions: readonly { profileId: string; current: number; previous: number }[];
  mentionsPerDay: readonly { day: string; posts: number }[];
  previousMentionsPerDay: readonly { day: string; posts: number }[];
  /** Where each profile's stored posts and mentions begin (local days); absent or null: none stored. */
  historyStarts?: readonly { profileId: string; posts: string | null; mentions: string | null }[];
  pinnedVersions: Partial<Record<TProfileNetwork, string>>;
};

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const found = groups.get(key(row));
    if (found) found.push(row);
    else groups.set(key(row), [row]);
  }

  return groups;
}

/** The whole report from stored rows. */
export function buildReport(input: ReportInput): TAnalyticsReport {
  const { profiles, range, comparison } = input;
  // Each profile's rows, read once: the figures below go over every metric × profile (50 profiles: 10 → 1 ms).
  const accountRows = groupBy(input.perProfile, (row) => row.profileId);
  const postRows = groupBy(input.posts, (row) => row.profileId);
  const accountRefreshed = new Map(
    [...accountRows].map(([id, rows]) => [id, maxOf(rows.map((row) => row.fetchedAt))]),
  );
  const postsRefreshed = new Map(
    [...postRows].map(([id, rows]) => [id, maxOf(rows.map((row) => row.metricsAt))]),
  );
  const rangeDays = daysBetween(range.from, range.to);
  const comparisonDays = comparison ? daysBetween(comparison.from, comparison.to) : null;
  const starts = new Map((input.historyStarts ?? []).map((row) => [row.profileId, row]));
  const figuresByProfile = new Map<string, Map<string, Figure>>();
  const coverageByProfile = new Map<string, Map<string, Coverage>>();
  for (const profile of profiles) {
    const rows = accountRows.get(profile.id) ?? [];
    const account = accountFigures(rows);
    const post = postFigures(postRows.get(profile.id) ?? []);
    const mentioned = input.mentions.find((row) => row.profileId === profile.id);
    const mentions: [string, Figure][] = MENTION_SOURCES[profile.network]
      ? [['mentions', { value: mentioned?.current ?? 0, previous: mentioned?.previous ?? 0 }]]
      : [];
    const figures = new Map([...account, ...post, ...mentions]);
    const coverages = new Map<string, Coverage>();
    const start = starts.get(profile.id);
    for (const [metric, figure] of figures) {
      const coverage = ACCOUNT_METRICS.includes(metric as never)
        ? accountCoverage(metric, rows, rangeDays.length, comparisonDays?.length ?? null)
        : historyCoverage(
            (metric === 'mentions' ? start?.mentions : start?.posts) ?? null,
            rangeDays,
            comparisonDays,
          );
      coverages.set(metric, coverage);
      // A comparison period not fully stored has no previous value: never a number that looks measured.
      if (!isComplete(coverage)) figure.previous = null;
    }
    figuresByProfile.set(profile.id, figures);
    coverageByProfile.set(profile.id, coverages);
  }

  const kpis: TKpi[] = (Object.keys(METRICS) as TAnalyticsMetric[]).map((metric) => {
    const definition = METRICS[metric];
    const isAccount = ACCOUNT_METRICS.includes(metric as never);
    const missing: string[] = [];
    const sources = new Map<string, TKpi['provenance']['sources'][number]>();
    let lastRefreshed: number | null = null;
    let value: number | null = null;
    let previous: number | null = null;
    const weighted = { value: 0, previous: 0, valueWeight: 0, previousWeight: 0 };
    let coverage: Coverage | null = null;
    for (const profile of profiles) {
      const figure = figuresByProfile.get(profile.id)?.get(metric);
      const source = isAccount
        ? accountSource(metric, accountRows.get(profile.id) ?? [])
        : metric === 'mentions'
          ? mentionSource(profile.network)
          : postSource(metric, profile.network);
      if (!source || !figure || (isAccount && figure.value === null && figure.previous === null)) {
        missing.push(profile.id);
        continue;
      }
      const key = `${profile.network}:${source.raw.join('+')}`;
      if (!sources.has(key))
        sources.set(key, {
          network: profile.network,
          raw: source.raw,
          api_version: apiVersionOf(profile.connector, profile.network, input.pinnedVersions),
          derived: source.derived,
        });
      coverage = addCoverage(coverage, coverageByProfile.get(profile.id)?.get(metric) ?? null);
      const refreshed = (isAccount ? accountRefreshed : postsRefreshed).get(profile.id) ?? null;
      lastRefreshed = maxOf([lastRefreshed, refreshed]);
      if (definition.aggregate === 'average') {
        const posts = postCount(postRows.get(profile.id) ?? [], metric);
        if (figure.value !== null) {
          weighted.value += figure.value * posts.current;
          weighted.valueWeight += posts.current;
        }
        if (figure.previous !== null) {
          weighted.previous += figure.previous * posts.previous;
          weighted.previousWeight += posts.previous;
        }
      } else {
        value = addNullable(value, figure.value);
        previous = addNullable(previous, figure.previous);
      }
    }
    if (definition.aggregate === 'average') {
      value = weighted.valueWeight > 0 ? weighted.value / weighted.valueWeight : null;
      previous = weighted.previousWeight > 0 ? weighted.previous / weighted.previousWeight : null;
    }
    if (!comparison || !coverage || !isComplete(coverage)) previous = null;

    return {
      metric,
      unit: definition.unit,
      value,
      previous,
      ...change(value, previous),
      missing_profiles: missing,
      coverage,
      provenance: {
        formula: definition.formula,
        sources: [...sources.values()],
        last_refreshed_at: lastRefreshed === null ? null : new Date(lastRefreshed).toISOString(),
      },
    };
  });

  return {
    scope: {
      kind: input.kind,
      group_id: input.groupId,
      profiles: profiles.map((profile) => ({
        id: profile.id,
        network: profile.network,
        name: profile.name,
        handle: profile.handle,
        avatar_url: profile.avatarUrl,
      })),
    },
    range: {
      from: range.from,
      to: range.to,
      days: daysBetween(range.from, range.to).length,
      time_zone: range.timeZone,
    },
    comparison,
    kpis,
    series: buildSeries(input),
    by_profile: profiles.map((profile) => ({
      profile_id: profile.id,
      values: Object.fromEntries(
        [...(figuresByProfile.get(profile.id) ?? new Map<string, Figure>())].map(([metric, figure]) => [
          metric,
          comparison ? figure : { value: figure.value, previous: null },
        ]),
      ),
    })),
    by_kind: byKind(input.posts),
  };
}

/** The stored metrics an account figure of one profile comes from (`rows`: that profile's). */
function accountSource(metric: TAnalyticsMetric, rows: readonly ProfileMetricRow[]) {
  const stored = METRICS[metric].stored;
  const found = rows.filter((row) => stored.includes(row.metric));
  if (found.length === 0 || new Set(found.map((row) => row.metric)).size < stored.length) return null;

  return {
    raw: [...new Set(found.map((row) => row.raw))],
    derived: metric === 'net_followers' || found.some((row) => row.derived),
  };
}

function mentionSource(network: TProfileNetwork) {
  const raw = MENTION_SOURCES[network];

  return raw ? { raw, derived: false } : null;
}

/** Posts a mean figure of one profile averages over: those that have its value (`rows`: that profile's). */
function postCount(rows: readonly PostAggregateRow[], metric: TAnalyticsMetric) {
  const kind = POST_KIND_METRICS[metric];
  const rated = ratedOf(metric);
  const counted = { current: 0, previous: 0 };
  for (const row of rows) if (!kind || row.kind === kind) counted[row.period] += rated(row);

  return counted;
}

type Coverage = { current: TCoverage; previous: TCoverage | null };

/** Days with a stored value of an account metric (net followers: days with both its gains and losses). */
function accountCoverage(
  metric: string,
  rows: readonly ProfileMetricRow[],
  days: number,
  previousDays: number | null,
): Coverage {
  const stored = metric === 'net_followers' ? ['followers_gained', 'followers_lost'] : [metric];
  const found = rows.filter((row) => stored.includes(row.metric));
  const least = (read: (row: ProfileMetricRow) => number) =>
    found.length < stored.length ? 0 : Math.min(...found.map(read));

  return {
    current: { stored_days: least((row) => row.currentDays), days },
    previous:
      previousDays === null ? null : { stored_days: least((row) => row.previousDays), days: previousDays },
  };
}

/** Days of each period on or after the day the stored history (of posts or mentions) begins. */
function historyCoverage(start: string | null, days: readonly string[], previous: readonly string[] | null) {
  const covered = (list: readonly string[]) =>
    start === null ? 0 : list.filter((day) => day >= start).length;

  return {
    current: { stored_days: covered(days), days: days.length },
    previous: previous ? { stored_days: covered(previous), days: previous.length } : null,
  };
}

/** Coverages of several profiles added up, in profile-days. */
function addCoverage(total: Coverage | null, next: Coverage | null): Coverage | null {
  if (!next) return total;
  if (!total) return next;
  const add = (a: TCoverage | null, b: TCoverage | null) =>
    a && b ? { stored_days: a.stored_days + b.stored_days, days: a.days + b.days } : null;

  return { current: add(total.current, next.current)!, previous: add(total.previous, next.previous) };
}

const isComplete = (coverage: Coverage) =>
  coverage.current.stored_days === coverage.current.days &&
  (coverage.previous === null || coverage.previous.stored_days === coverage.previous.days);

function maxOf(values: readonly (number | null)[]): number | null {
  let result: number | null = null;
  for (const value of values) if (value !== null && (result === null || value > result)) result = value;

  return result;
}

/** Daily series of account metrics (and posts per day), the comparison aligned day by day. */
function buildSeries(input: ReportInput): TAnalyticsReport['series'] {
  const days = daysBetween(input.range.from, input.range.to);
  const previousDays = input.comparison ? daysBetween(input.comparison.from, input.comparison.to) : [];
  const byMetric = new Map<string, Map<string, number | null>>();
  for (const row of input.daily) {
    if (!byMetric.has(row.metric)) byMetric.set(row.metric, new Map());
    byMetric.get(row.metric)!.set(row.day, row.value);
  }
  const metrics: TAnalyticsReport['series']['metrics'] = {};
  const align = (values: Map<string, number | null>, list: readonly string[]) =>
    days.map((_, index) => (list[index] === undefined ? null : (values.get(list[index]!) ?? null)));
  for (const [metric, values] of byMetric) {
    if (!ACCOUNT_METRICS.includes(metric as never)) continue;
    metrics[metric] = { current: align(values, days), previous: align(values, previousDays) };
  }
  const gained = metrics.followers_gained;
  const lost = metrics.followers_lost;
  if (gained && lost) {
    const net = (a: (number | null)[], b: (number | null)[]) =>
      a.map((value, index) => (value === null || b[index] === null ? null : value - b[index]!));
    metrics.net_followers = {
      current: net(gained.current, lost.current),
      previous: net(gained.previous, lost.previous),
    };
  }
  // A day before the stored history of every profile is unknown (null), not 0.
  const firstOf = (read: (row: NonNullable<ReportInput['historyStarts']>[number]) => string | null) => {
    const found = (input.historyStarts ?? []).map(read).filter((day): day is string => day !== null);

    return found.length === 0 ? null : found.reduce((a, b) => (a < b ? a : b));
  };
  const counts = (
    currentRows: readonly { day: string; posts: number }[],
    previousRows: readonly { day: string; posts: number }[],
    start: string | null,
  ) => {
    const current = new Map(currentRows.map((row) => [row.day, row.posts]));
    const previous = new Map(previousRows.map((row) => [row.day, row.posts]));
    const known = (day: string) => start !== null && day >= start;

    return {
      current: days.map((day) => (known(day) ? (current.get(day) ?? 0) : (current.get(day) ?? null))),
      previous: days.map((_, index) => {
        const day = previousDays[index];

        return day === undefined || !known(day) ? null : (previous.get(day) ?? 0);
      }),
    };
  };
  metrics.posts = counts(
    input.postsPerDay,
    input.previousPostsPerDay,
    firstOf((row) => row.posts),
  );
  if (input.profiles.some((profile) => MENTION_SOURCES[profile.network]))
    metrics.mentions = counts(
      input.mentionsPerDay,
      input.previousMentionsPerDay,
      firstOf((row) => row.mentions),
    );

  return { days, metrics };
}

function byKind(rows: readonly PostAggregateRow[]): TAnalyticsReport['by_kind'] {
  const kinds = new Map<string, { posts: number; engagements: number | null; rate: number; rated: number }>();
  for (const row of rows) {
    if (row.period !== 'current') continue;
    const entry = kinds.get(row.kind) ?? { posts: 0, engagements: null, rate: 0, rated: 0 };
    entry.posts += row.posts;
    entry.engagements = addNullable(entry.engagements, row.sums.engagements ?? null);
    if (row.avgEngagementRate !== null) {
      entry.rate += row.avgEngagementRate * row.rated.engagementRate;
      entry.rated += row.rated.engagementRate;
    }
    kinds.set(row.kind, entry);
  }

  return [...kinds]
    .map(([kind, entry]) => ({
      kind,
      posts: entry.posts,
      engagements: entry.engagements,
      avg_engagement_rate: entry.rated > 0 ? entry.rate / entry.rated : null,
    }))
    .sort((a, b) => b.posts - a.posts);
}
