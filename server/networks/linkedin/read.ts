/**
 * Reading LinkedIn organisation pages (networks.md §7.3): admin organisations via `organizationAcls`, the page,
 * its posts (`start`/`count` paging), share statistics per post, time-bound follower/share/page statistics and
 * follower demographics. Statistics cover a rolling 12 months; older days become a gap.
 */
import type { Clock } from '../../lib/clock.ts';
import type {
  AccountCtx,
  AudienceBreakdown,
  MetricGap,
  MetricPoint,
  MetricsResult,
  Page,
  ProfileSnapshot,
  RemoteAccount,
  RemotePost,
} from '../core/types.ts';
import { addDays, dateStart, DAY_MS, isoDate } from '../core/dates.ts';
import { dayPoint, numberOrNull, orGap, postPoint, sumOrNull } from '../core/metrics.ts';
import { dayIntervals, enc, restliList, type LinkedInClient } from './client.ts';
import {
  aclListSchema,
  followerDemographicsSchema,
  followerGainsListSchema,
  geoBatchSchema,
  networkSizeSchema,
  organizationBatchSchema,
  organizationSchema,
  pageStatisticsListSchema,
  postListSchema,
  shareStatisticsListSchema,
  type LinkedInPost,
  type ShareStatistics,
} from './schemas.ts';

const PAGE_SIZE = 50;
const STATS_BATCH = 20;
/** Statistics are kept for the last 12 months (rolling); ask for 364 days back at most. */
const STATS_DAYS = 364;

export const orgId = (urn: string) => urn.split(':').pop() ?? urn;
export const permalinkOf = (urn: string) => `https://www.linkedin.com/feed/update/${urn}/`;

export async function listConnectableAccounts(api: LinkedInClient): Promise<RemoteAccount[]> {
  const acls = await api.get(
    '/organizationAcls',
    { q: 'roleAssignee', role: 'ADMINISTRATOR', state: 'APPROVED', count: 100 },
    aclListSchema,
  );
  const admin = acls.elements.filter((acl) => acl.role === 'ADMINISTRATOR' && acl.state === 'APPROVED');
  const urns = [...new Set(admin.map((acl) => acl.organization))];
  if (urns.length === 0) return [];
  const orgs = await api.get('/organizations', { ids: restliList(urns.map(orgId)) }, organizationBatchSchema);

  return urns.map((urn) => {
    const org = orgs.results[orgId(urn)];

    return {
      remoteId: urn,
      name: org?.localizedName ?? urn,
      handle: org?.vanityName ?? null,
      avatarUrl: null,
      kind: 'organization',
    };
  });
}

async function followerCount(api: LinkedInClient, urn: string): Promise<number | null> {
  const size = await api.get(
    `/networkSizes/${enc(urn)}`,
    { edgeType: 'COMPANY_FOLLOWED_BY_MEMBER' },
    networkSizeSchema,
  );

  return numberOrNull(size.firstDegreeSize);
}

export async function getProfile(api: LinkedInClient, ctx: AccountCtx): Promise<ProfileSnapshot> {
  const org = await api.get(`/organizations/${enc(orgId(ctx.remoteId))}`, {}, organizationSchema);
  const followers = await followerCount(api, ctx.remoteId);

  return {
    remoteId: ctx.remoteId,
    name: org.localizedName,
    handle: org.vanityName ?? null,
    avatarUrl: null,
    followers,
    following: null,
    postsCount: null,
    url: org.vanityName ? `https://www.linkedin.com/company/${org.vanityName}/` : null,
  };
}

function toRemotePost(post: LinkedInPost): RemotePost {
  const media = post.content?.media?.id;
  const kind = post.content?.multiImage
    ? 'carousel'
    : media?.startsWith('urn:li:video:')
      ? 'video'
      : media?.startsWith('urn:li:image:')
        ? 'image'
        : media?.startsWith('urn:li:document:')
          ? 'document'
          : post.content?.article
            ? 'link'
            : 'text';
  const images = post.content?.multiImage?.images.length ?? (kind === 'image' ? 1 : 0);

  return {
    remoteId: post.id,
    kind,
    text: post.commentary ?? '',
    permalink: permalinkOf(post.id),
    publishedAt: new Date(post.publishedAt ?? post.createdAt ?? 0).toISOString(),
    // Media URNs need a further lookup to become URLs; the kinds and counts are kept.
    media:
      kind === 'video'
        ? [{ type: 'video', url: null, thumbnailUrl: null }]
        : Array.from({ length: images }, () => ({ type: 'image' as const, url: null, thumbnailUrl: null })),
  };
}

/** Posts newest first; `cursor` is the next `start`. Paging stops once a page reaches before `since`. */
export async function listPosts(
  api: LinkedInClient,
  ctx: AccountCtx,
  query: { since?: string; until?: string; cursor?: string | null },
): Promise<Page<RemotePost>> {
  const start = Number(query.cursor ?? 0);
  const page = await api.get(
    '/posts',
    { q: 'author', author: enc(ctx.remoteId), sortBy: 'CREATED', start, count: PAGE_SIZE },
    postListSchema,
  );
  const posts = page.elements.map(toRemotePost);
  const since = query.since ? Date.parse(query.since) : -Infinity;
  const until = query.until ? Date.parse(query.until) : Infinity;
  const items = posts.filter((post) => {
    const at = Date.parse(post.publishedAt);

    return at >= since && at <= until;
  });
  const reachedSince = posts.some((post) => Date.parse(post.publishedAt) < since);
  const total = page.paging?.total;
  const more =
    page.elements.length >= PAGE_SIZE && (total === undefined || start + page.elements.length < total);

  return { items, nextCursor: more && !reachedSince ? String(start + page.elements.length) : null };
}

/** Points of one set of share statistics; `engagement` is LinkedIn's own rate. */
function sharePoints(
  point: (metric: MetricPoint['metric'], value: number | null, raw: string, derived?: boolean) => MetricPoint,
  stats: ShareStatistics,
): MetricPoint[] {
  const clicks = numberOrNull(stats.clickCount);
  const likes = numberOrNull(stats.likeCount);
  const comments = numberOrNull(stats.commentCount);
  const shares = numberOrNull(stats.shareCount);
  const points = [
    point('impressions', numberOrNull(stats.impressionCount), 'impressionCount'),
    point('clicks', clicks, 'clickCount'),
    point('likes', likes, 'likeCount'),
    point('comments', comments, 'commentCount'),
    point('shares', shares, 'shareCount'),
    // engagements = clickCount + likeCount + commentCount + shareCount.
    point(
      'engagements',
      sumOrNull([clicks, likes, comments, shares]),
      'clickCount+likeCount+commentCount+shareCount',
      true,
    ),
    point('engagement_rate', numberOrNull(stats.engagement), 'engagement'),
  ];
  if ('uniqueImpressionsCount' in stats)
    points.push(point('reach', numberOrNull(stats.uniqueImpressionsCount), 'uniqueImpressionsCount'));

  return points;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));

  return result;
}

/** Lifetime share statistics per post; shares and ugcPosts go in separate parameters. */
export async function getPostMetrics(
  api: LinkedInClient,
  ctx: AccountCtx,
  posts: readonly RemotePost[],
): Promise<MetricsResult> {
  const points: MetricPoint[] = [];
  const gaps: MetricGap[] = [];
  const answered = new Set<string>();
  const groups = [
    { param: 'shares', urns: posts.map((p) => p.remoteId).filter((id) => id.startsWith('urn:li:share:')) },
    {
      param: 'ugcPosts',
      urns: posts.map((p) => p.remoteId).filter((id) => id.startsWith('urn:li:ugcPost:')),
    },
  ];
  for (const group of groups)
    for (const urns of chunks(group.urns, STATS_BATCH)) {
      const stats = await orGap(gaps, `organizationalEntityShareStatistics:${group.param}`, () =>
        api.get(
          '/organizationalEntityShareStatistics',
          {
            q: 'organizationalEntity',
            organizationalEntity: enc(ctx.remoteId),
            [group.param]: restliList(urns),
          },
          shareStatisticsListSchema,
        ),
      );
      for (const element of stats?.elements ?? []) {
        const id = element.share ?? element.ugcPost;
        if (!id) continue;
        answered.add(id);
        points.push(
          ...sharePoints(
            (m, v, raw, derived) => postPoint(id, m, v, raw, derived),
            element.totalShareStatistics,
          ),
        );
      }
    }
  for (const post of posts)
    if (!answered.has(post.remoteId))
      gaps.push({
        raw: `totalShareStatistics:${post.remoteId}`,
        reason: 'LinkedIn has no statistics for this post (they are kept for 12 months).',
      });

  return { points, gaps };
}

const dayOf = (ms: number) => isoDate(new Date(ms));

/** Daily follower gains, share statistics and page views, plus today's follower count. */
export async function getAccountMetrics(
  api: LinkedInClient,
  clock: Clock,
  ctx: AccountCtx,
  query: { since: string; until: string },
): Promise<MetricsResult> {
  const today = isoDate(clock.now());
  const oldest = addDays(today, -STATS_DAYS);
  const gaps: MetricGap[] = [];
  const points: MetricPoint[] = [];
  const since = query.since < oldest ? oldest : query.since;
  if (query.since < oldest)
    gaps.push({
      raw: 'timeIntervals',
      reason: `LinkedIn keeps page statistics for 12 months; days before ${oldest} are not available.`,
    });
  if (since > query.until) return { points, gaps };
  const intervals = dayIntervals(dateStart(since).getTime(), dateStart(query.until).getTime() + DAY_MS);
  const entity = enc(ctx.remoteId);

  const followers = await orGap(gaps, 'organizationalEntityFollowerStatistics', () =>
    api.get(
      '/organizationalEntityFollowerStatistics',
      { q: 'organizationalEntity', organizationalEntity: entity, timeIntervals: intervals },
      followerGainsListSchema,
    ),
  );
  for (const element of followers?.elements ?? []) {
    const gains = element.followerGains;
    // followers_gained = organicFollowerGain + paidFollowerGain.
    const value = sumOrNull([numberOrNull(gains.organicFollowerGain), numberOrNull(gains.paidFollowerGain)]);
    points.push(
      dayPoint(
        dayOf(element.timeRange.start),
        'followers_gained',
        value,
        'organicFollowerGain+paidFollowerGain',
        true,
      ),
    );
  }

  const shares = await orGap(gaps, 'organizationalEntityShareStatistics', () =>
    api.get(
      '/organizationalEntityShareStatistics',
      { q: 'organizationalEntity', organizationalEntity: entity, timeIntervals: intervals },
      shareStatisticsListSchema,
    ),
  );
  for (const element of shares?.elements ?? []) {
    const date = dayOf(element.timeRange?.start ?? 0);
    points.push(
      ...sharePoints(
        (m, v, raw, derived) => dayPoint(date, m, v, raw, derived),
        element.totalShareStatistics,
      ),
    );
  }

  const pages = await orGap(gaps, 'organizationPageStatistics', () =>
    api.get(
      '/organizationPageStatistics',
      { q: 'organization', organization: entity, timeIntervals: intervals },
      pageStatisticsListSchema,
    ),
  );
  for (const element of pages?.elements ?? []) {
    const views = element.totalPageStatistics.views?.allPageViews?.pageViews;
    points.push(
      dayPoint(
        dayOf(element.timeRange.start),
        'profile_views',
        numberOrNull(views),
        'allPageViews.pageViews',
      ),
    );
  }

  if (today >= since && today <= query.until)
    points.push(dayPoint(today, 'followers', await followerCount(api, ctx.remoteId), 'firstDegreeSize'));

  return { points, gaps };
}

/** Follower demographics by country and region (LinkedIn gives no age or gender), keyed by place name. */
export async function getAudience(api: LinkedInClient, ctx: AccountCtx): Promise<AudienceBreakdown> {
  const stats = await api.get(
    '/organizationalEntityFollowerStatistics',
    { q: 'organizationalEntity', organizationalEntity: enc(ctx.remoteId) },
    followerDemographicsSchema,
  );
  const element = stats.elements[0];
  const byCountry = element?.followerCountsByGeoCountry ?? [];
  const byRegion = element?.followerCountsByGeo ?? [];
  const geoIds = [...new Set([...byCountry, ...byRegion].map((entry) => orgId(entry.geo)))];
  if (geoIds.length === 0) return {};
  const geo = await api.get('/geo', { ids: restliList(geoIds) }, geoBatchSchema);
  const tally = (entries: typeof byCountry) => {
    const result: Record<string, number> = {};
    for (const entry of entries) {
      const name = geo.results[orgId(entry.geo)]?.defaultLocalizedName.value ?? entry.geo;
      const counts = entry.followerCounts;
      result[name] = (counts.organicFollowerCount ?? 0) + (counts.paidFollowerCount ?? 0);
    }

    return result;
  };

  return { country: tally(byCountry), city: tally(byRegion) };
}
