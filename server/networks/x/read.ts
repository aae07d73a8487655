/**
 * Reading X: the user, their posts (paged with `next_token`), post metrics and the follower snapshot that stands
 * in for daily account metrics (X has no account insights endpoint, networks.md §5.2).
 */
import type { Clock } from '../../lib/clock.ts';
import type {
  AccountCtx,
  MetricGap,
  MetricPoint,
  MetricsResult,
  Page,
  ProfileSnapshot,
  RemoteAccount,
  RemoteMedia,
  RemotePost,
} from '../core/types.ts';
import type { XClient } from './client.ts';
import { isoDate } from '../core/dates.ts';
import { dayPoint, numberOrNull, orGap, postPoint, ratioOrNull, sumOrNull } from '../core/metrics.ts';
import {
  tweetListSchema,
  userResponseSchema,
  type XMedia,
  type XTweet,
  type XTweetList,
  type XUser,
} from './schemas.ts';

const USER_FIELDS = 'public_metrics,profile_image_url,verified';
const TWEET_FIELDS = 'created_at,attachments,referenced_tweets,conversation_id';
const MEDIA_FIELDS = 'type,url,preview_image_url,public_metrics';
/** Non-public metrics exist only for posts younger than 30 days (networks.md §5.2); keep a margin of one hour. */
const NON_PUBLIC_MAX_AGE_MS = 30 * 86_400_000 - 3_600_000;
const LOOKUP_BATCH = 100;

export const permalinkOf = (id: string, username?: string) =>
  `https://x.com/${username ?? 'i/web'}/status/${id}`;

/** X wants RFC 3339 instants without milliseconds. */
function xInstant(value: string): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function snapshotOf(user: XUser): ProfileSnapshot {
  return {
    remoteId: user.id,
    name: user.name,
    handle: user.username,
    avatarUrl: user.profile_image_url ?? null,
    followers: user.public_metrics?.followers_count ?? null,
    following: user.public_metrics?.following_count ?? null,
    postsCount: user.public_metrics?.tweet_count ?? null,
    url: `https://x.com/${user.username}`,
  };
}

export async function listConnectableAccounts(api: XClient): Promise<RemoteAccount[]> {
  const { data } = await api.get('/users/me', { 'user.fields': 'profile_image_url' }, userResponseSchema);

  return [
    {
      remoteId: data.id,
      name: data.name,
      handle: data.username,
      avatarUrl: data.profile_image_url ?? null,
      kind: 'user',
    },
  ];
}

export async function getProfile(api: XClient, ctx: AccountCtx): Promise<ProfileSnapshot> {
  const { data } = await api.get(
    `/users/${encodeURIComponent(ctx.remoteId)}`,
    { 'user.fields': USER_FIELDS },
    userResponseSchema,
  );

  return snapshotOf(data);
}

function mediaOf(tweet: XTweet, media: readonly XMedia[]): XMedia[] {
  const keys = tweet.attachments?.media_keys ?? [];

  return media.filter((item) => keys.includes(item.media_key));
}

function toRemoteMedia(item: XMedia): RemoteMedia {
  return item.type === 'photo'
    ? { type: 'image', url: item.url ?? null, thumbnailUrl: item.url ?? null }
    : { type: 'video', url: null, thumbnailUrl: item.preview_image_url ?? null };
}

function toRemotePost(tweet: XTweet, media: readonly XMedia[]): RemotePost {
  const attached = mediaOf(tweet, media);
  const isReply = tweet.referenced_tweets?.some((ref) => ref.type === 'replied_to') ?? false;
  const kind = attached.some((item) => item.type !== 'photo')
    ? 'video'
    : attached.length > 0
      ? 'image'
      : isReply
        ? 'thread'
        : 'text';

  return {
    remoteId: tweet.id,
    kind,
    text: tweet.text,
    permalink: permalinkOf(tweet.id),
    publishedAt: tweet.created_at ?? '',
    media: attached.map(toRemoteMedia),
  };
}

export async function listPosts(
  api: XClient,
  ctx: AccountCtx,
  query: { since?: string; until?: string; cursor?: string | null },
): Promise<Page<RemotePost>> {
  const page = await api.get(
    `/users/${encodeURIComponent(ctx.remoteId)}/tweets`,
    {
      max_results: 100,
      pagination_token: query.cursor ?? undefined,
      start_time: query.since ? xInstant(query.since) : undefined,
      end_time: query.until ? xInstant(query.until) : undefined,
      'tweet.fields': TWEET_FIELDS,
      expansions: 'attachments.media_keys',
      'media.fields': MEDIA_FIELDS,
    },
    tweetListSchema,
  );
  const media = page.includes?.media ?? [];

  return {
    items: (page.data ?? []).map((tweet) => toRemotePost(tweet, media)),
    nextCursor: page.meta?.next_token ?? null,
  };
}

/** Points of one post. Formulas of the derived values are in the comments next to them. */
function tweetPoints(tweet: XTweet, media: readonly XMedia[]): MetricPoint[] {
  const id = tweet.id;
  const pub = tweet.public_metrics;
  const priv = tweet.non_public_metrics;
  const points: MetricPoint[] = [];
  const like = numberOrNull(pub?.like_count);
  const reply = numberOrNull(pub?.reply_count);
  const retweet = numberOrNull(pub?.retweet_count);
  const quote = numberOrNull(pub?.quote_count);
  const bookmark = pub && 'bookmark_count' in pub ? numberOrNull(pub.bookmark_count) : undefined;
  // The docs disagree on whether impression_count is public (§16.5): prefer the non-public one when present.
  const impressions =
    priv && 'impression_count' in priv
      ? { value: numberOrNull(priv.impression_count), raw: 'non_public_metrics.impression_count' }
      : pub && 'impression_count' in pub
        ? { value: numberOrNull(pub.impression_count), raw: 'public_metrics.impression_count' }
        : undefined;
  if (impressions) points.push(postPoint(id, 'impressions', impressions.value, impressions.raw));
  if (pub) {
    points.push(postPoint(id, 'likes', like, 'like_count'), postPoint(id, 'comments', reply, 'reply_count'));
    // shares = retweet_count + quote_count (both reshare the post).
    points.push(postPoint(id, 'shares', sumOrNull([retweet, quote]), 'retweet_count+quote_count', true));
    if (bookmark !== undefined) points.push(postPoint(id, 'saves', bookmark, 'bookmark_count'));
  }
  let clicks: number | null | undefined;
  if (priv) {
    // clicks = url_link_clicks + user_profile_clicks.
    clicks = sumOrNull([numberOrNull(priv.url_link_clicks), numberOrNull(priv.user_profile_clicks)]);
    points.push(postPoint(id, 'clicks', clicks, 'url_link_clicks+user_profile_clicks', true));
  }
  const video = mediaOf(tweet, media).find((item) => item.type === 'video' || item.type === 'animated_gif');
  if (video?.public_metrics)
    points.push(postPoint(id, 'video_views', numberOrNull(video.public_metrics.view_count), 'view_count'));
  if (pub) {
    // engagements = likes + replies + retweets + quotes (+ bookmarks, + clicks when X gives them).
    const parts = [like, reply, retweet, quote];
    const names = ['like_count', 'reply_count', 'retweet_count', 'quote_count'];
    if (bookmark !== undefined) {
      parts.push(bookmark);
      names.push('bookmark_count');
    }
    if (clicks !== undefined) {
      parts.push(clicks);
      names.push('url_link_clicks', 'user_profile_clicks');
    }
    const engagements = sumOrNull(parts);
    points.push(postPoint(id, 'engagements', engagements, names.join('+'), true));
    // engagement_rate = engagements / impressions.
    if (impressions)
      points.push(
        postPoint(
          id,
          'engagement_rate',
          ratioOrNull(engagements, impressions.value),
          'engagements/impression_count',
          true,
        ),
      );
  }

  return points;
}

async function lookup(api: XClient, ids: readonly string[], withPrivate: boolean): Promise<XTweetList> {
  return api.get(
    '/tweets',
    {
      ids: ids.join(','),
      'tweet.fields': withPrivate ? 'public_metrics,non_public_metrics' : 'public_metrics',
      expansions: 'attachments.media_keys',
      'media.fields': 'type,public_metrics',
    },
    tweetListSchema,
  );
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));

  return result;
}

const OLD_POST_GAP = 'X gives impressions and clicks only for posts from the last 30 days.';

/**
 * Public metrics for every post; non-public ones (impressions, clicks) for posts under 30 days. An older post,
 * or one X refuses the non-public fields for, gets a gap and keeps its public metrics.
 */
export async function getPostMetrics(
  api: XClient,
  clock: Clock,
  posts: readonly RemotePost[],
): Promise<MetricsResult> {
  const now = clock.now().getTime();
  const points: MetricPoint[] = [];
  const gaps: MetricGap[] = [];
  const isRecent = (post: RemotePost) => now - Date.parse(post.publishedAt) < NON_PUBLIC_MAX_AGE_MS;
  const publicOnly = posts.filter((post) => !isRecent(post)).map((post) => post.remoteId);
  for (const id of publicOnly) gaps.push({ raw: `non_public_metrics:${id}`, reason: OLD_POST_GAP });

  for (const ids of chunks(
    posts.filter(isRecent).map((post) => post.remoteId),
    LOOKUP_BATCH,
  )) {
    const page = await orGap(gaps, 'non_public_metrics', () => lookup(api, ids, true));
    const answered = new Set((page?.data ?? []).map((tweet) => tweet.id));
    for (const tweet of page?.data ?? []) points.push(...tweetPoints(tweet, page?.includes?.media ?? []));
    for (const error of page?.errors ?? []) {
      const id = error.resource_id ?? error.value;
      if (id) gaps.push({ raw: `non_public_metrics:${id}`, reason: error.detail ?? OLD_POST_GAP });
    }
    publicOnly.push(...ids.filter((id) => !answered.has(id)));
  }

  for (const ids of chunks(publicOnly, LOOKUP_BATCH)) {
    const page = await lookup(api, ids, false);
    for (const tweet of page.data ?? []) points.push(...tweetPoints(tweet, page.includes?.media ?? []));
    for (const error of page.errors ?? []) {
      const id = error.resource_id ?? error.value;
      if (id)
        gaps.push({ raw: `public_metrics:${id}`, reason: error.detail ?? 'X did not return this post.' });
    }
  }

  return { points, gaps };
}

/**
 * X has no daily account analytics: the only account values are today's follower/following/post counts, stored
 * as today's snapshot when today is in the range (daily history builds up from these snapshots).
 */
export async function getAccountMetrics(
  api: XClient,
  clock: Clock,
  ctx: AccountCtx,
  query: { since: string; until: string },
): Promise<MetricsResult> {
  const gaps: MetricGap[] = [
    {
      raw: 'account_insights',
      reason: 'X has no daily account analytics; Kestrel records the follower count once a day instead.',
    },
  ];
  const today = isoDate(clock.now());
  if (today < query.since || today > query.until) return { points: [], gaps };
  const profile = await getProfile(api, ctx);

  return {
    points: [
      dayPoint(today, 'followers', profile.followers, 'followers_count'),
      dayPoint(today, 'following', profile.following, 'following_count'),
      dayPoint(today, 'posts_count', profile.postsCount, 'tweet_count'),
    ],
    gaps,
  };
}
