/**
 * Reading Meta insights (Instagram media/account, Page/post, Threads media/user) without letting one retired or
 * refused metric sink the rest (networks.md §3.2, §4.2, §6.2): ask for a group, and when Meta refuses the group
 * because of a metric, ask metric by metric and report the refused ones as gaps.
 */
import { z } from 'zod';
import { DAY_MS, isoDate } from '../core/dates.ts';
import type {
  AccountCtx,
  MetricGap,
  MetricName,
  MetricPoint,
  MetricsResult,
  RemotePost,
} from '../core/types.ts';
import type { GraphErrorInfo } from './errors.ts';
import { GraphFailure, tokenFor, type Graph } from './graph.ts';

const breakdown = z.object({
  dimension_keys: z.array(z.string()).optional(),
  results: z
    .array(z.object({ dimension_values: z.array(z.string()), value: z.number().nullable().optional() }))
    .optional(),
});

const insight = z.object({
  name: z.string(),
  period: z.string().optional(),
  values: z.array(z.object({ value: z.unknown().optional(), end_time: z.string().optional() })).optional(),
  total_value: z
    .object({ value: z.unknown().optional(), breakdowns: z.array(breakdown).optional() })
    .optional(),
});

export type Insight = z.output<typeof insight>;

export const insightsBody = z.object({ data: z.array(insight) });

/** Meta refused one of the requested metrics (retired, misspelt, or not offered for this media type). */
export function isMetricRefusal(info: GraphErrorInfo | null): boolean {
  return info !== null && info.code === 100 && info.subcode !== 33 && info.subcode !== 2108006;
}

/**
 * Meta refused insights for this object as a whole: a story with fewer than 5 viewers ("(#10) Not enough
 * viewers"), or media posted before the account became a professional one (subcode 2108006).
 */
export function objectRefusalReason(info: GraphErrorInfo | null): string | null {
  if (!info) return null;
  if (info.code === 10 && /not enough viewers/i.test(info.message))
    return 'Too few viewers for the network to report this metric.';
  if (info.subcode === 2108006)
    return 'The network has no insights for media posted before the account was converted.';

  return null;
}

export type InsightsRead = { byName: Map<string, Insight>; gaps: MetricGap[] };

/**
 * `load(metrics)` performs one insights request. A refused group is retried metric by metric; a metric Meta
 * refused becomes a gap with Meta's reason; other failures (auth, throttling) propagate.
 */
export async function readInsightsTolerant(
  metrics: readonly string[],
  load: (metrics: readonly string[]) => Promise<Insight[]>,
): Promise<InsightsRead> {
  const byName = new Map<string, Insight>();
  const gaps: MetricGap[] = [];
  const keep = (insights: Insight[]) => insights.forEach((item) => byName.set(item.name, item));
  try {
    keep(await load(metrics));

    return { byName, gaps };
  } catch (error) {
    const info = error instanceof GraphFailure ? error.info : null;
    const whole = objectRefusalReason(info);
    if (whole) return { byName, gaps: metrics.map((raw) => ({ raw, reason: whole })) };
    if (!isMetricRefusal(info)) throw error;
    if (metrics.length === 1) return { byName, gaps: [{ raw: metrics[0] ?? '', reason: refusal(info) }] };
  }
  for (const metric of metrics) {
    try {
      keep(await load([metric]));
    } catch (error) {
      const info = error instanceof GraphFailure ? error.info : null;
      const whole = objectRefusalReason(info);
      if (!whole && !isMetricRefusal(info)) throw error;
      gaps.push({ raw: metric, reason: whole ?? refusal(info) });
    }
  }

  return { byName, gaps };
}

function refusal(info: GraphErrorInfo | null): string {
  const message = info?.message.replace(/^\(#\d+\)\s*/, '') ?? '';

  return message ? `Retired or unavailable here: ${message}` : 'Retired or unavailable here.';
}

/** A number, a sum of an object of numbers (e.g. paid + organic), or null for empty/absent values. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const numbers = Object.values(value).filter((v): v is number => typeof v === 'number');

    return numbers.length ? numbers.reduce((a, b) => a + b, 0) : null;
  }

  return null;
}

/** A lifetime value: the last of `values`, else `total_value.value`; null when Meta sent none. */
export function lifetimeValue(item: Insight | undefined): number | null {
  if (!item) return null;
  const last = item.values?.at(-1);
  if (last) return numberOf(last.value);

  return numberOf(item.total_value?.value);
}

/** `total_value.breakdowns[0].results` as `{dimension value → number}` (first dimension only). */
export function breakdownOf(item: Insight | undefined): Record<string, number> {
  const result: Record<string, number> = {};
  for (const entry of item?.total_value?.breakdowns?.[0]?.results ?? []) {
    const key = entry.dimension_values.join('|');
    if (typeof entry.value === 'number') result[key] = (result[key] ?? 0) + entry.value;
  }

  return result;
}

/** Values of an object-valued metric (e.g. reactions by type), or of a breakdown. */
export function objectValue(item: Insight | undefined): Record<string, number> {
  const value = item?.values?.at(-1)?.value ?? item?.total_value?.value;
  if (!value || typeof value !== 'object') return breakdownOf(item);
  const result: Record<string, number> = {};
  for (const [key, entry] of Object.entries(value)) if (typeof entry === 'number') result[key] = entry;

  return result;
}

/**
 * Daily values by date. Meta stamps a daily value with the end of its day (`end_time` = next day 07:00/08:00
 * UTC for Pacific-time days), so the day is the date one day before `end_time`.
 */
export function dailyValues(item: Insight | undefined): Map<string, number | null> {
  const result = new Map<string, number | null>();
  for (const entry of item?.values ?? []) {
    if (!entry.end_time) continue;
    const end = Date.parse(entry.end_time.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
    if (Number.isNaN(end)) continue;
    result.set(isoDate(new Date(end - DAY_MS)), numberOf(entry.value));
  }

  return result;
}

/** Every date from `since` to `until` (YYYY-MM-DD, inclusive). */
export function datesBetween(since: string, until: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${since}T00:00:00Z`); at <= Date.parse(`${until}T00:00:00Z`); at += DAY_MS)
    dates.push(isoDate(new Date(at)));

  return dates;
}

/** Unix seconds of 00:00 UTC on `date`, plus `days`. */
export function unixDay(date: string, days = 0): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000 + days * 86_400;
}

/** Collects points, keeping the raw name next to the normalized one. */
export function pointsFor(subject: MetricPoint['subject']) {
  const points: MetricPoint[] = [];
  const add = (metric: MetricName, value: number | null, raw: string, derived?: boolean) => {
    points.push(derived ? { subject, metric, value, raw, derived } : { subject, metric, value, raw });
  };

  return { points, add };
}

/** Sum of the present values; null when none is present (an unknown total is not zero). */
export function sumPresent(values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);

  return present.length ? present.reduce((a, b) => a + b, 0) : null;
}

/** What `readInsightsTolerant` loads: `path` (an `…/insights` edge) with the metrics joined in one parameter. */
export function insightsLoader(
  graph: Graph,
  ctx: AccountCtx,
  path: string,
  params: Record<string, string | number> = {},
) {
  return async (metrics: readonly string[]): Promise<Insight[]> =>
    (await graph.get(path, { ...params, metric: metrics.join(',') }, insightsBody, tokenFor(ctx))).data;
}

/** Metrics of each post in turn; a post's gaps say which post they concern. */
export async function metricsOfPosts(
  posts: readonly RemotePost[],
  postMetrics: (post: RemotePost) => Promise<MetricsResult>,
): Promise<MetricsResult> {
  const result: MetricsResult = { points: [], gaps: [] };
  for (const post of posts) {
    const one = await postMetrics(post);
    result.points.push(...one.points);
    result.gaps.push(...one.gaps.map((gap) => ({ ...gap, reason: `${post.remoteId}: ${gap.reason}` })));
  }

  return result;
}
