/**
 * The demo network's conversations around an account: comments, mentions, direct messages, hashtag search,
 * competitors, audience demographics, the hourly activity heatmap and boards. Like the metrics, each is a pure
 * function of seeds and dates; the connector adds what the user did (replies, moderation, sent messages).
 */
import { HOUR_MS, MINUTE_MS } from '../../lib/clock.ts';
import type {
  AudienceBreakdown,
  Board,
  CompetitorSnapshot,
  HourlyActivity,
  ProfileSnapshot,
  RemoteComment,
  RemoteConversation,
  RemoteMention,
  RemoteMessage,
  RemotePost,
} from '../core/types.ts';
import {
  CITIES,
  type DemoAccount,
  demoAccount,
  demoRemoteId,
  parseDemoAccount,
  slugify,
} from './accounts.ts';
import type { DemoEmulatedNetwork } from './capabilities.ts';
import { compactDate, dayOf, dayOfCompact, dayStartMs } from './days.ts';
import {
  accountIdOfPost,
  followersOn,
  mediaFor,
  postMetricsAsOf,
  postsCountOn,
  postsOnDay,
} from './generator.ts';
import { caption, commentText, mentionText, messageText, person, replyText } from './phrases.ts';
import { hashString, rngFor } from './prng.ts';

const SALT = { comments: 21, mentions: 22, dm: 23, tags: 24, audience: 25, heatmap: 26 } as const;
/** Comments listed per post at most (the newest). */
const MAX_COMMENTS = 300;
const FAR_FUTURE_MS = 10 * 365 * 24 * HOUR_MS;
const iso = (ms: number) => new Date(ms).toISOString();

function commentCount(post: RemotePost, asOfMs: number): number {
  const point = postMetricsAsOf(post, new Date(asOfMs)).points.find((p) => p.metric === 'comments');

  return point?.value ?? 0;
}

/**
 * The comments on a post up to `asOf`, oldest first, with some replies from the account. Comment i arrives when
 * the post's comment count passes i, so the list always matches the `comments` metric.
 */
export function commentsOf(post: RemotePost, asOf: Date): RemoteComment[] {
  const account = parseDemoAccount(accountIdOfPost(post.remoteId));
  if (!account || post.kind === 'story') return [];
  const published = Date.parse(post.publishedAt);
  const now = asOf.getTime();
  const total = commentCount(post, published + FAR_FUTURE_MS);
  const visible = Math.min(commentCount(post, now), total);
  const seed = hashString(post.remoteId);
  const comments: RemoteComment[] = [];
  for (let i = Math.max(0, visible - MAX_COMMENTS); i < visible; i++) {
    const rng = rngFor(seed, i, SALT.comments);
    const share = Math.min((i + 0.5) / total, 0.999);
    const at = Math.min(now, published + -Math.log(1 - share) * account.style.settleHours * HOUR_MS);
    const author = person(rng);
    const remoteId = `${post.remoteId}.c${i}`;
    comments.push({
      remoteId,
      postRemoteId: post.remoteId,
      parentRemoteId: null,
      authorName: author.name,
      authorHandle: author.handle,
      text: commentText(rng, account.theme, account.city.name),
      createdAt: iso(at),
    });
    const replyAt = at + rng.range(0.5, 6) * HOUR_MS;
    if (rng.chance(0.3) && replyAt <= now)
      comments.push({
        remoteId: `${remoteId}-r`,
        postRemoteId: post.remoteId,
        parentRemoteId: remoteId,
        authorName: account.name,
        authorHandle: account.handle,
        text: replyText(rng),
        createdAt: iso(replyAt),
      });
  }

  return comments;
}

const MENTION_KINDS = [
  ['caption', 5],
  ['comment', 4],
  ['tag', 2],
] as const;

/** Other people's posts and comments naming the account on one day. */
export function mentionsOnDay(account: DemoAccount, day: number): RemoteMention[] {
  const rng = rngFor(account.seed, day, SALT.mentions);
  const count = Math.min(rng.poisson(0.3 + Math.min(2.5, followersOn(account, day) / 40_000)), 6);
  const stamp = compactDate(day);

  return Array.from({ length: count }, (_, index) => {
    const author = person(rng);

    return {
      remoteId: `${account.remoteId}.m${stamp}-${index}`,
      kind: rng.weighted(MENTION_KINDS),
      authorHandle: author.handle,
      text: mentionText(rng, account.theme, account.handle),
      permalink: null,
      createdAt: iso(dayStartMs(day) + rng.int(0, 1439) * MINUTE_MS),
    };
  });
}

type ConversationSeed = {
  remoteId: string;
  participant: { name: string; handle: string };
  messages: RemoteMessage[];
};

function conversationAt(account: DemoAccount, day: number, index: number): ConversationSeed {
  const rng = rngFor(account.seed, day, SALT.dm, index + 1);
  const remoteId = `${account.remoteId}.dm${compactDate(day)}-${index}`;
  const participant = person(rng);
  const count = rng.int(2, 6);
  let at = dayStartMs(day) + rng.int(0, 1439) * MINUTE_MS;
  const messages: RemoteMessage[] = [];
  for (let i = 0; i < count; i++) {
    messages.push({
      remoteId: `${remoteId}.${i}`,
      conversationRemoteId: remoteId,
      fromSelf: i % 2 === 1,
      text: messageText(rng, account.theme, account.city.name, i),
      createdAt: iso(at),
    });
    at += rng.int(3, 180) * MINUTE_MS;
  }

  return { remoteId, participant, messages };
}

/** Conversations people started on one day. */
export function conversationsOnDay(account: DemoAccount, day: number): ConversationSeed[] {
  const rng = rngFor(account.seed, day, SALT.dm);
  const count = Math.min(rng.poisson(0.4 + Math.min(1.5, followersOn(account, day) / 100_000)), 3);

  return Array.from({ length: count }, (_, index) => conversationAt(account, day, index));
}

/** A conversation's generated messages, from its id (`<account>.dm<YYYYMMDD>-<n>`); null for an unknown id. */
export function conversationById(
  account: DemoAccount,
  conversationRemoteId: string,
): ConversationSeed | null {
  const suffix = conversationRemoteId.slice(account.remoteId.length + 1);
  const match = /^dm(\d{8})-(\d)$/.exec(suffix);
  if (!conversationRemoteId.startsWith(`${account.remoteId}.`) || !match?.[1] || !match[2]) return null;
  const day = dayOfCompact(match[1]);
  const index = Number(match[2]);
  if (day === null || index >= conversationsOnDay(account, day).length) return null;

  return conversationAt(account, day, index);
}

/** The conversation as the inbox shows it at `now` (null before its first message). */
export function conversationView(
  seed: ConversationSeed,
  sent: readonly RemoteMessage[],
  now: Date,
): RemoteConversation | null {
  const messages = visibleMessages(seed, sent, now);
  const last = messages[messages.length - 1];
  if (!last) return null;

  return {
    remoteId: seed.remoteId,
    participantName: seed.participant.name,
    participantHandle: seed.participant.handle,
    updatedAt: last.createdAt,
    snippet: last.text,
  };
}

export function visibleMessages(
  seed: ConversationSeed,
  sent: readonly RemoteMessage[],
  now: Date,
): RemoteMessage[] {
  const cutoff = now.toISOString();

  return [...seed.messages, ...sent.filter((m) => m.conversationRemoteId === seed.remoteId)]
    .filter((m) => m.createdAt <= cutoff)
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/** Recent public posts with a hashtag: a dozen per (network, tag, day). */
export function hashtagPosts(account: DemoAccount, tag: string, now: Date): RemotePost[] {
  const tagSlug = slugify(tag);
  const today = dayOf(now);
  const rng = rngFor(hashString(`${account.network}#${tagSlug}`), today, SALT.tags);
  const cutoff = now.getTime();
  const posts: RemotePost[] = [];
  for (let i = 0; i < 12; i++) {
    const author = person(rng);
    const authorId = demoRemoteId(account.network, slugify(author.handle));
    const at = dayStartMs(today) + rng.range(-60, 12) * HOUR_MS;
    const kind = rng.weighted(account.style.mix);
    const text = `${caption(rng, account.theme, account.style.text, 1)} #${tagSlug.replaceAll('-', '')}`;
    const media = mediaFor(rng, account, kind);
    if (at <= cutoff)
      posts.push({
        remoteId: `${authorId}.t${compactDate(today)}-${tagSlug}-${i}`,
        kind,
        text,
        permalink: null,
        publishedAt: iso(Math.floor(at / 1000) * 1000),
        media,
      });
  }

  return posts.sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1));
}

/** The profile as the network shows it on `now`'s day. */
export function profileOf(account: DemoAccount, now: Date, publishedCount = 0): ProfileSnapshot {
  const day = dayOf(now);

  return {
    remoteId: account.remoteId,
    name: account.name,
    handle: account.handle,
    avatarUrl: null,
    followers: followersOn(account, day),
    following: account.following + Math.floor(Math.max(0, day - account.midpointDay) / 45),
    postsCount: postsCountOn(account, day) + publishedCount,
    url: null,
  };
}

/** Any handle on the emulated network is a generated account with its own history. */
export function competitorOf(network: DemoEmulatedNetwork, handle: string, now: Date): CompetitorSnapshot {
  const account = demoAccount(demoRemoteId(network, slugify(handle)));
  const today = dayOf(now);
  const cutoff = now.toISOString();
  const recentPosts: RemotePost[] = [];
  for (let day = today; day > today - 30 && recentPosts.length < 12; day--)
    recentPosts.push(
      ...postsOnDay(account, day)
        .filter((post) => post.kind !== 'story' && post.publishedAt <= cutoff)
        .reverse(),
    );

  return { ...profileOf(account, now), recentPosts: recentPosts.slice(0, 12) };
}

const AGE_BUCKETS = ['13-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
/** Age mix per network (share of followers per bucket, before per-account noise). */
const AGE_WEIGHTS: Partial<Record<DemoEmulatedNetwork, readonly number[]>> = {
  instagram: [3, 28, 34, 18, 9, 5, 3],
  threads: [2, 26, 36, 20, 9, 5, 2],
  tiktok_business: [9, 38, 28, 14, 6, 3, 2],
  youtube: [4, 22, 30, 20, 12, 8, 4],
  pinterest: [2, 20, 30, 22, 13, 8, 5],
};
/** Which breakdowns each network gives (§3.2, §4.2, §7.3, §8.1, §9.2, §10.2); X gives none. */
const BREAKDOWNS: Record<DemoEmulatedNetwork, readonly (keyof AudienceBreakdown)[]> = {
  instagram: ['age', 'gender', 'country', 'city'],
  facebook: ['country', 'city'],
  x: [],
  threads: ['age', 'gender', 'country', 'city'],
  linkedin: ['country', 'city'],
  tiktok_business: ['gender', 'country'],
  youtube: ['age', 'gender', 'country'],
  pinterest: ['age', 'gender', 'country'],
};
const OTHER_COUNTRIES = ['US', 'GB', 'CA', 'DE', 'AU', 'NL', 'ES', 'FR', 'IE', 'SE', 'BR', 'IN'];

export function hasAudience(network: DemoEmulatedNetwork): boolean {
  return BREAKDOWNS[network].length > 0;
}

/** Splits `total` over keys by weights, with ±20 % noise per key; counts sum to at most `total`. */
function spread(keys: readonly string[], weights: readonly number[], total: number, noise: () => number) {
  const noisy = keys.map((_, i) => (weights[i] ?? 0) * (0.8 + 0.4 * noise()));
  const sum = noisy.reduce((a, b) => a + b, 0) || 1;

  return Object.fromEntries(keys.map((key, i) => [key, Math.floor((total * (noisy[i] ?? 0)) / sum)]));
}

/**
 * Follower counts by age, gender, country and city, for the breakdowns the emulated network gives. Like
 * Instagram's, the counts cover most but not all followers (unknown ages, small cities).
 */
export function audienceOf(account: DemoAccount, now: Date): AudienceBreakdown {
  const day = dayOf(now);
  const week = Math.floor((day + 4) / 7);
  const rng = rngFor(account.seed, week, SALT.audience);
  const noise = () => rng.next();
  const followers = followersOn(account, day);
  const known = Math.floor(followers * rng.range(0.85, 0.95));
  const home = account.city;
  const countries = [home.country, ...OTHER_COUNTRIES.filter((c) => c !== home.country).slice(0, 7)];
  const cities = [home, ...CITIES.filter((c) => c !== home)]
    .slice(0, 8)
    .map((c) => `${c.name}, ${c.country}`);
  const female = account.network === 'pinterest' ? 0.72 : rng.range(0.4, 0.62);
  const result: AudienceBreakdown = {};
  for (const breakdown of BREAKDOWNS[account.network]) {
    if (breakdown === 'age')
      result.age = spread(
        AGE_BUCKETS,
        AGE_WEIGHTS[account.network] ?? [3, 25, 33, 20, 10, 6, 3],
        known,
        noise,
      );
    if (breakdown === 'gender')
      result.gender = spread(['female', 'male', 'unknown'], [female, 0.96 - female, 0.04], known, noise);
    if (breakdown === 'country') result.country = spread(countries, [55, 12, 8, 6, 5, 4, 3, 2], known, noise);
    if (breakdown === 'city')
      result.city = spread(cities, [30, 6, 5, 4, 4, 3, 3, 2], Math.floor(known * 0.6), noise);
  }

  return result;
}

/** Followers online by hour: peaks at breakfast, lunch and evening, local time, shown in UTC. */
export function activityOf(account: DemoAccount, now: Date): HourlyActivity[] {
  const day = dayOf(now);
  const week = Math.floor((day + 4) / 7);
  const followers = followersOn(account, day);
  const rng = rngFor(account.seed, week, SALT.heatmap);
  const peak = (hour: number, centre: number, width: number) => Math.exp(-(((hour - centre) / width) ** 2));
  const cells: HourlyActivity[] = [];
  for (let weekday = 0; weekday < 7; weekday++)
    for (let hour = 0; hour < 24; hour++) {
      const localMinutes = weekday * 1440 + hour * 60 + account.city.utcOffsetMin;
      const localHour = (((localMinutes / 60) % 24) + 24) % 24;
      const localWeekday = ((Math.floor(localMinutes / 1440) % 7) + 7) % 7;
      const weekend = localWeekday === 0 || localWeekday === 6;
      const shape =
        0.05 +
        0.45 * peak(localHour, weekend ? 10 : 8, 1.5) +
        0.6 * peak(localHour, 12.5, 1.5) +
        (weekend ? 0.8 : 1) * peak(localHour, 20.5, 2.2);
      cells.push({ weekday, hour, value: Math.round(followers * 0.12 * shape * (0.9 + 0.2 * rng.next())) });
    }

  return cells;
}

/** Pinterest boards: one per video title theme, plus favourites. */
export function boardsOf(account: DemoAccount): Board[] {
  return [...account.theme.titles, 'Favourites'].map((name, index) => ({
    remoteId: `${account.remoteId}.b${index}`,
    name,
  }));
}
