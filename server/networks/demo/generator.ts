/**
 * The demo network's data: follower curves, daily account metrics, posts and per-post metrics. Every value is a
 * pure function of (account seed, day) — or (post id, as-of instant) for post metrics — so any day can be
 * generated on its own (backfill a year at connect, daily ticks after) and a range is exactly the concatenation
 * of its days.
 */
import { HOUR_MS } from '../../lib/clock.ts';
import type {
  MetricName,
  MetricPoint,
  MetricsResult,
  PostKind,
  RemoteMedia,
  RemotePost,
} from '../core/types.ts';
import { type DemoAccount, parseDemoAccount } from './accounts.ts';
import { compactDate, dateOf, dayOf, dayStartMs, weekdayOf } from './days.ts';
import { caption } from './phrases.ts';
import { createRng, hashString, type Rng, rngFor } from './prng.ts';
import { type MetricSpec, type NetworkStyle, type Range, VIDEO_KINDS } from './styles.ts';

const SALT = { followers: 11, churn: 12, posts: 13, account: 14 } as const;

/**
 * Weekday seasonality of follower growth (Sunday first): daily gains are weighted 0.8 … 1.15. The cumulative
 * offsets S make the weighting a bounded, 7-periodic correction of the logistic trend, so followers on a day
 * need no sum over earlier days: S[d] − S[d−1] = weight[d] − 1, and the weights average to 1.
 */
const GAIN_WEIGHTS = [0.8, 1.1, 1.15, 1.1, 1.05, 0.95, 0.85] as const;
const SEASON_OFFSET: readonly number[] = GAIN_WEIGHTS.map((_, weekday) =>
  GAIN_WEIGHTS.slice(1, weekday + 1).reduce((sum, weight) => sum + weight - 1, 0),
);
/** How active the audience is per weekday (Sunday first). */
const ACTIVITY = [0.9, 1.05, 1.08, 1.06, 1.04, 0.97, 0.85] as const;
const COMPONENTS = ['likes', 'comments', 'shares', 'saves'] as const;
const MAX_POSTS_PER_DAY = 8;
const MAX_STORIES_PER_DAY = 6;
const HISTORY_START_DAY = dayOf('2024-01-01');

const at = <T>(items: readonly T[], index: number): T => items[index] as T;
const lognormal = (rng: Rng, sigma: number) => Math.exp(sigma * rng.normal());
const between = (rng: Rng, range: Range) => rng.range(range[0], range[1]);

/** Followers at the end of `day`: logistic trend + weekday seasonality + day noise. */
export function followersOn(account: DemoAccount, day: number): number {
  const f = 1 / (1 + Math.exp(-account.growthRate * (day - account.midpointDay)));
  const trend = account.baseline + account.capacity * f;
  // Typical size of a day's change: the trend's slope plus a floor so saturated accounts still move a little.
  const scale = account.capacity * account.growthRate * f * (1 - f) + 0.0004 * trend;
  const noise = 0.5 * rngFor(account.seed, day, SALT.followers).normal();

  return Math.max(0, Math.round(trend + scale * (at(SEASON_OFFSET, weekdayOf(day)) + noise)));
}

export type FollowerFlows = { followers: number; net: number; gained: number; lost: number };

/** The day's followers and the people who came and left; `gained − lost` is always the net change. */
export function followerFlowsOn(account: DemoAccount, day: number): FollowerFlows {
  const followers = followersOn(account, day);
  const net = followers - followersOn(account, day - 1);
  let lost = Math.round(followers * account.churn * rngFor(account.seed, day, SALT.churn).range(0.5, 1.5));
  let gained = net + lost;
  if (gained < 0) {
    lost -= gained;
    gained = 0;
  }

  return { followers, net, gained, lost };
}

function lambdaOn(account: DemoAccount, perWeek: number, day: number): number {
  const weekday = weekdayOf(day);
  const weekendFactor = account.style.weekendFactor;
  const perWorkday = perWeek / (5 + 2 * weekendFactor);

  return weekday === 0 || weekday === 6 ? perWorkday * weekendFactor : perWorkday;
}

/** Feed posts (not stories) on a day: the first draw of the day's post generator. */
function postCountOn(rng: Rng, account: DemoAccount, day: number): number {
  return Math.min(rng.poisson(lambdaOn(account, account.postsPerWeek, day)), MAX_POSTS_PER_DAY);
}

/** Posts published so far, from the account's expected cadence since it started growing. */
export function postsCountOn(account: DemoAccount, day: number): number {
  // Every demo account has posted since 2024 at the latest (the generator's history starts there).
  const startDay = Math.min(account.midpointDay - Math.round(3 / account.growthRate), HISTORY_START_DAY);

  return 12 + Math.max(0, Math.round(((day - startDay) * account.postsPerWeek) / 7));
}

export function mediaFor(rng: Rng, account: DemoAccount, kind: PostKind): RemoteMedia[] {
  const item = (type: 'image' | 'video'): RemoteMedia => ({ type, url: null, thumbnailUrl: null });
  switch (kind) {
    case 'image':
    case 'document':
      return [item('image')];
    case 'pin':
      return [item(rng.chance(0.15) ? 'video' : 'image')];
    case 'carousel':
      return Array.from(
        { length: account.network === 'tiktok_business' ? rng.int(3, 8) : rng.int(2, 6) },
        () => item('image'),
      );
    case 'video':
    case 'reel':
    case 'short':
      return [item('video')];
    case 'story':
      return [item(rng.chance(0.6) ? 'image' : 'video')];
    default:
      return [];
  }
}

type Draft = { kind: PostKind; minute: number; second: number; text: string; media: RemoteMedia[] };

function draftPost(rng: Rng, account: DemoAccount, kind: PostKind): Draft {
  const style = account.style;
  const localHour = rng.weighted(style.hours);
  const localMinute = localHour * 60 + rng.int(0, 59);
  // Posted at a local hour, on the generated UTC day: a post never moves to another day.
  const minute = (((localMinute - account.city.utcOffsetMin) % 1440) + 1440) % 1440;
  const second = rng.int(0, 59);
  const text =
    kind === 'story'
      ? ''
      : caption(rng, account.theme, style.text, rng.int(style.hashtags[0], style.hashtags[1]));

  return { kind, minute, second, text, media: mediaFor(rng, account, kind) };
}

/** The posts (stories included) published on one UTC day, in time order. */
export function postsOnDay(account: DemoAccount, day: number): RemotePost[] {
  const rng = rngFor(account.seed, day, SALT.posts);
  const count = postCountOn(rng, account, day);
  const stories = account.storiesPerWeek
    ? Math.min(rng.poisson(account.storiesPerWeek / 7), MAX_STORIES_PER_DAY)
    : 0;
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i++) drafts.push(draftPost(rng, account, rng.weighted(account.style.mix)));
  for (let i = 0; i < stories; i++) drafts.push(draftPost(rng, account, 'story'));
  drafts.sort((a, b) => a.minute - b.minute || a.second - b.second);
  const start = dayStartMs(day);
  const stamp = compactDate(day);

  return drafts.map((draft, index) => ({
    remoteId: `${account.remoteId}.${stamp}-${index}`,
    kind: draft.kind,
    text: draft.text,
    permalink: null,
    publishedAt: new Date(start + draft.minute * 60_000 + draft.second * 1000).toISOString(),
    media: draft.media,
  }));
}

/** Posts (stories included) from `since` to `until` (YYYY-MM-DD, inclusive), oldest first. */
export function generatePosts(account: DemoAccount, since: string, until: string): RemotePost[] {
  const posts: RemotePost[] = [];
  for (let day = dayOf(since), last = dayOf(until); day <= last; day++)
    posts.push(...postsOnDay(account, day));

  return posts;
}

type Values = Partial<Record<MetricName, number | null>>;

/** Splits a number of engagements over the components the network reports, by the account's ratios. */
function splitEngagements(
  rng: Rng,
  style: NetworkStyle,
  target: number,
  present: ReadonlySet<MetricName>,
): Values {
  const weights: Record<(typeof COMPONENTS)[number], number> = {
    likes: 1,
    comments: between(rng, style.commentsPerLike),
    shares: between(rng, style.sharesPerLike),
    saves: between(rng, style.savesPerLike),
  };
  const total = COMPONENTS.reduce((sum, name) => sum + (present.has(name) ? weights[name] : 0), 0);
  const values: Values = {};
  for (const name of COMPONENTS) if (present.has(name)) values[name] = (target * weights[name]) / total;

  return values;
}

function sumOf(values: Values, names: readonly MetricName[]): number {
  return names.reduce((sum, name) => sum + (values[name] ?? 0), 0);
}

const accountPresence = new WeakMap<NetworkStyle, ReadonlySet<MetricName>>();

function presentIn(style: NetworkStyle): ReadonlySet<MetricName> {
  let present = accountPresence.get(style);
  if (!present) {
    present = new Set(style.account.map(([metric]) => metric));
    accountPresence.set(style, present);
  }

  return present;
}

/** Every account value of a day, before picking what the network reports. */
function accountValuesOn(account: DemoAccount, day: number): Values {
  const style = account.style;
  const present = presentIn(style);
  const flows = followerFlowsOn(account, day);
  const rng = rngFor(account.seed, day, SALT.account);
  const posts = postCountOn(rngFor(account.seed, day, SALT.posts), account, day);
  // Older posts and the profile bring a base audience; each of the day's posts adds most of its first-day reach.
  const perPost = Math.sqrt(style.audience.default[0] * style.audience.default[1]) * 0.7;
  const audience =
    flows.followers *
    (between(rng, style.dailyAudience) + posts * perPost) *
    at(ACTIVITY, weekdayOf(day)) *
    lognormal(rng, 0.15);
  const reach = Math.round(audience);
  const impressions = Math.round(audience * between(rng, style.impressionsPerReach));
  const base = style.erBase === 'reach' ? reach : impressions;
  const target = base * account.engagementRate * lognormal(rng, 0.2);
  const parts = splitEngagements(rng, style, target, present);
  const values: Values = { reach, impressions, video_views: impressions };
  for (const name of COMPONENTS) if (parts[name] !== undefined) values[name] = Math.round(parts[name] ?? 0);
  const hasParts = COMPONENTS.some((name) => present.has(name));
  const engagements = hasParts ? sumOf(values, COMPONENTS) : Math.round(target);
  values.engagements = engagements;
  values.clicks = Math.round(impressions * between(rng, style.clicksPerImpression));
  values.profile_views = Math.round(reach * rng.range(0.005, 0.03));
  values.accounts_engaged = Math.round(engagements * rng.range(0.6, 0.85));
  // LinkedIn's own rate counts clicks as engagement (§7.3); the others are engagements ÷ their base.
  const engaged = account.network === 'linkedin' ? engagements + values.clicks : engagements;
  values.engagement_rate = base > 0 ? round6(engaged / base) : null;
  const watch = style.watchSec.video ?? style.watchSec.short ?? style.watchSec.reel;
  const averageWatch = watch ? Math.round(between(rng, watch) * 10) / 10 : 0;
  values.watch_time_avg_sec = averageWatch;
  values.watch_time_total_sec = Math.round(averageWatch * impressions);
  values.followers = flows.followers;
  values.following = account.following + Math.floor(Math.max(0, day - account.midpointDay) / 45);
  values.posts_count = postsCountOn(account, day);
  if (style.flows === 'diff') {
    values.followers_gained = Math.max(flows.net, 0);
    values.followers_lost = Math.max(-flows.net, 0);
  } else {
    values.followers_gained = flows.gained;
    values.followers_lost = flows.lost;
  }

  return values;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function pointsOf(
  specs: readonly MetricSpec[],
  values: Values,
  subject: MetricPoint['subject'],
  into: MetricPoint[],
): void {
  for (const [metric, raw, derived] of specs) {
    const value = values[metric];
    if (value === undefined) continue;
    into.push(derived ? { subject, metric, value, raw, derived: true } : { subject, metric, value, raw });
  }
}

/** Daily account metrics from `since` to `until` (YYYY-MM-DD, inclusive), in the emulated network's vocabulary. */
export function generateDailyMetrics(account: DemoAccount, since: string, until: string): MetricPoint[] {
  const points: MetricPoint[] = [];
  for (let day = dayOf(since), last = dayOf(until); day <= last; day++)
    pointsOf(
      account.style.account,
      accountValuesOn(account, day),
      { type: 'account', date: dateOf(day) },
      points,
    );

  return points;
}

/** The account a post id belongs to (`demo.<network>.<slug>.<post>`). */
export function accountIdOfPost(postRemoteId: string): string {
  return postRemoteId.split('.').slice(0, 3).join('.');
}

export function isVideoPost(post: Pick<RemotePost, 'kind' | 'media'>): boolean {
  return VIDEO_KINDS.includes(post.kind) || (post.kind === 'pin' && post.media[0]?.type === 'video');
}

function specsFor(style: NetworkStyle, post: RemotePost): readonly MetricSpec[] {
  if (post.kind === 'story') return style.post.story ?? style.post.feed;

  return isVideoPost(post) ? style.post.video : style.post.feed;
}

/** A post's settled numbers (floats), before age and rounding. */
function finalValues(account: DemoAccount, post: RemotePost, specs: readonly MetricSpec[]): Values {
  const style = account.style;
  const rng = createRng(hashString(post.remoteId));
  const followers = followersOn(account, dayOf(post.publishedAt));
  const story = post.kind === 'story';
  const share = style.audience[post.kind] ?? style.audience.default;
  let audience = followers * between(rng, share) * lognormal(rng, 0.25);
  if (!story && rng.chance(style.viral.chance)) audience *= between(rng, style.viral.factor);
  const impressions = audience * between(rng, style.impressionsPerReach);
  const values: Values = { reach: audience, impressions };
  if (story) {
    values.shares = audience * rng.range(0.001, 0.005);
    values.story_replies = audience * rng.range(0.002, 0.01);
    values.story_taps_forward = impressions * rng.range(0.4, 0.7);
    values.story_taps_back = impressions * rng.range(0.03, 0.08);
    values.story_exits = impressions * rng.range(0.05, 0.15);
  } else {
    const [min, max] = style.er;
    const er = Math.min(max, Math.max(min, account.engagementRate * lognormal(rng, 0.35)));
    const base = style.erBase === 'reach' ? audience : impressions;
    const present = new Set(specs.map(([metric]) => metric));
    Object.assign(values, splitEngagements(rng, style, base * er, present));
  }
  values.clicks = impressions * between(rng, style.clicksPerImpression);
  values.profile_views = audience * rng.range(0.005, 0.02);
  const sameAsImpressions = specs.some(
    ([metric, raw]) =>
      metric === 'impressions' &&
      specs.some(([other, otherRaw]) => other === 'video_views' && otherRaw === raw),
  );
  values.video_views = sameAsImpressions ? impressions : impressions * rng.range(0.3, 0.6);
  const watch = style.watchSec[post.kind] ?? style.watchSec.video ?? [3, 10];
  values.watch_time_avg_sec = Math.round(between(rng, watch) * 10) / 10;

  return values;
}

const COUNTS: readonly MetricName[] = [
  'impressions',
  'reach',
  'video_views',
  'likes',
  'comments',
  'shares',
  'saves',
  'clicks',
  'profile_views',
  'story_replies',
  'story_taps_forward',
  'story_taps_back',
  'story_exits',
];
const ENGAGEMENT_PARTS: readonly MetricName[] = [...COMPONENTS, 'story_replies'];
const X_NON_PUBLIC_DAYS = 30;
const STORY_INSIGHTS_HOURS = 24;

/** Share of a post's final numbers it has gathered `hours` after publishing. */
export function settledShare(hours: number, settleHours: number): number {
  return hours <= 0 ? 0 : 1 - Math.exp(-hours / settleHours);
}

/**
 * A post's metrics as they read at `asOf`: they grow with the post's age and settle after a few days; ratios
 * hold at every age (reach ≤ impressions, engagements = the sum of the parts the network reports). A post not
 * yet published has no metrics.
 */
export function postMetricsAsOf(post: RemotePost, asOf: Date | string): MetricsResult {
  const account = parseDemoAccount(accountIdOfPost(post.remoteId));
  if (!account) return { points: [], gaps: [{ raw: post.remoteId, reason: 'Not a demo network post.' }] };
  const style = account.style;
  const hours =
    ((typeof asOf === 'string' ? Date.parse(asOf) : asOf.getTime()) - Date.parse(post.publishedAt)) / HOUR_MS;
  if (hours < 0) return { points: [], gaps: [] };
  const story = post.kind === 'story';
  if (story && account.network === 'instagram' && hours > STORY_INSIGHTS_HOURS)
    return {
      points: [],
      gaps: [{ raw: 'story insights', reason: 'Instagram keeps story insights for 24 hours only.' }],
    };
  let specs = specsFor(style, post);
  const gaps: MetricsResult['gaps'] = [];
  if (account.network === 'x' && hours > X_NON_PUBLIC_DAYS * 24) {
    specs = specs.filter(([metric]) => metric !== 'clicks');
    gaps.push({
      raw: 'non_public_metrics.url_link_clicks',
      reason: 'X gives link and profile clicks only for posts under 30 days old.',
    });
  }
  const final = finalValues(account, post, specs);
  const share = settledShare(hours, story ? 5 : style.settleHours);
  const values: Values = {};
  for (const name of COUNTS) {
    const value = final[name];
    if (value !== undefined && value !== null) values[name] = Math.round(value * share);
  }
  const present = new Set(specs.map(([metric]) => metric));
  values.engagements = sumOf(
    values,
    ENGAGEMENT_PARTS.filter((name) => present.has(name)),
  );
  const base = (style.erBase === 'reach' && present.has('reach') ? values.reach : values.impressions) ?? 0;
  const engaged =
    account.network === 'linkedin' ? values.engagements + (values.clicks ?? 0) : values.engagements;
  values.engagement_rate = base > 0 ? round6(engaged / base) : null;
  values.watch_time_avg_sec = final.watch_time_avg_sec ?? null;
  values.watch_time_total_sec = Math.round((final.watch_time_avg_sec ?? 0) * (values.video_views ?? 0));
  const points: MetricPoint[] = [];
  pointsOf(specs, values, { type: 'post', remoteId: post.remoteId }, points);

  return { points, gaps };
}
