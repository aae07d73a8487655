/**
 * Reading a YouTube channel (../shared/reference/networks.md §9.2): `channels.list` for the profile and the uploads
 * playlist, `playlistItems.list` pages for videos, `videos.list` statistics and Analytics reports for metrics.
 */
import { z } from 'zod';
import type {
  AccountCtx,
  ConnectorDeps,
  MetricGap,
  MetricPoint,
  MetricsResult,
  Page,
  ProfileSnapshot,
  RemotePost,
} from '../core/types.ts';
import { DATA_API, numeric, type YoutubeApi } from './api.ts';
import { ANALYTICS_METRICS, createAnalytics, type ReportRow } from './analytics.ts';
import { bestThumbnail } from './auth.ts';

/** `playlistItems.list` and `videos.list` take at most 50 per call. */
const PAGE_SIZE = 50;
const DAILY = [
  'views',
  'estimatedMinutesWatched',
  'averageViewDuration',
  'likes',
  'comments',
  'shares',
  'subscribersGained',
  'subscribersLost',
];
const PER_VIDEO = ['estimatedMinutesWatched', 'averageViewDuration', 'shares'];

const Thumbnails = z.record(z.string(), z.object({ url: z.string() })).nullish();

const Channel = z.object({
  id: z.string(),
  snippet: z.object({ title: z.string(), customUrl: z.string().nullish(), thumbnails: Thumbnails }).nullish(),
  statistics: z
    .object({
      subscriberCount: numeric.nullish(),
      hiddenSubscriberCount: z.boolean().nullish(),
      videoCount: numeric.nullish(),
    })
    .nullish(),
  contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string().nullish() }) }).nullish(),
});

const Channels = z.object({ items: z.array(Channel).nullish() });

const PlaylistItems = z.object({
  nextPageToken: z.string().nullish(),
  items: z.array(
    z.object({
      snippet: z.object({ title: z.string(), description: z.string().nullish(), thumbnails: Thumbnails }),
      contentDetails: z.object({ videoId: z.string(), videoPublishedAt: z.string().nullish() }),
    }),
  ),
});

const Videos = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      statistics: z
        .object({
          viewCount: numeric.nullish(),
          likeCount: numeric.nullish(),
          commentCount: numeric.nullish(),
        })
        .nullish(),
    }),
  ),
});

export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

/** The page cursor carries the uploads playlist id so later pages skip the channel lookup. */
function encodeCursor(playlistId: string, pageToken: string): string {
  return `${playlistId} ${pageToken}`;
}

function decodeCursor(cursor: string): { playlistId: string; pageToken: string } | null {
  const [playlistId, pageToken] = cursor.split(' ');

  return playlistId && pageToken ? { playlistId, pageToken } : null;
}

function value(row: ReportRow, name: string): number | null {
  const raw = row[name];

  return typeof raw === 'number' ? raw : raw === null || raw === undefined || raw === '' ? null : Number(raw);
}

/** likes + comments + shares; null when any part is missing. */
function engagementsOf(parts: ReadonlyArray<number | null | undefined>): number | null {
  return parts.every((part) => typeof part === 'number')
    ? (parts as number[]).reduce((sum, part) => sum + part, 0)
    : null;
}

export function createReader(deps: ConnectorDeps, api: YoutubeApi) {
  const analytics = createAnalytics(api);

  async function channel(ctx: AccountCtx) {
    const data = await api.get(
      `${DATA_API}/channels`,
      ctx.grant.accessToken,
      { part: 'snippet,statistics,contentDetails', id: ctx.remoteId },
      Channels,
    );

    return data.items?.[0] ?? null;
  }

  async function getProfile(ctx: AccountCtx): Promise<ProfileSnapshot> {
    const found = await channel(ctx);
    const hidden = found?.statistics?.hiddenSubscriberCount === true;

    return {
      remoteId: ctx.remoteId,
      name: found?.snippet?.title ?? 'YouTube channel',
      handle: found?.snippet?.customUrl ?? null,
      avatarUrl: bestThumbnail(found?.snippet?.thumbnails),
      followers: hidden ? null : (found?.statistics?.subscriberCount ?? null),
      following: null,
      postsCount: found?.statistics?.videoCount ?? null,
      url: `https://www.youtube.com/channel/${ctx.remoteId}`,
    };
  }

  /** Uploads, newest first; deleted or private entries without a publish date are skipped. */
  async function listPosts(
    ctx: AccountCtx,
    query: { since?: string; until?: string; cursor?: string | null },
  ): Promise<Page<RemotePost>> {
    const resumed = query.cursor ? decodeCursor(query.cursor) : null;
    const playlistId = resumed?.playlistId ?? (await channel(ctx))?.contentDetails?.relatedPlaylists.uploads;
    if (!playlistId) return { items: [], nextCursor: null };
    const data = await api.get(
      `${DATA_API}/playlistItems`,
      ctx.grant.accessToken,
      { part: 'snippet,contentDetails', playlistId, maxResults: PAGE_SIZE, pageToken: resumed?.pageToken },
      PlaylistItems,
    );
    const since = query.since ? Date.parse(query.since) : -Infinity;
    const until = query.until ? Date.parse(query.until) : Infinity;
    const posts = data.items.flatMap((item): RemotePost[] => {
      const publishedAt = item.contentDetails.videoPublishedAt;
      if (!publishedAt) return [];
      const videoId = item.contentDetails.videoId;
      const description = item.snippet.description ?? '';

      return [
        {
          remoteId: videoId,
          kind: 'video',
          text: description ? `${item.snippet.title}\n\n${description}` : item.snippet.title,
          permalink: watchUrl(videoId),
          publishedAt: new Date(publishedAt).toISOString(),
          media: [
            { type: 'video', url: watchUrl(videoId), thumbnailUrl: bestThumbnail(item.snippet.thumbnails) },
          ],
        },
      ];
    });
    const items = posts.filter(
      (post) => Date.parse(post.publishedAt) >= since && Date.parse(post.publishedAt) <= until,
    );
    const reachedSince = posts.some((post) => Date.parse(post.publishedAt) < since);
    const next = data.nextPageToken && !reachedSince ? encodeCursor(playlistId, data.nextPageToken) : null;

    return { items, nextCursor: next };
  }

  async function statistics(ctx: AccountCtx, ids: readonly string[]) {
    const found = new Map<string, z.output<typeof Videos>['items'][number]>();
    for (let start = 0; start < ids.length; start += PAGE_SIZE) {
      const batch = ids.slice(start, start + PAGE_SIZE);
      const data = await api.get(
        `${DATA_API}/videos`,
        ctx.grant.accessToken,
        { part: 'statistics', id: batch.join(','), maxResults: PAGE_SIZE },
        Videos,
      );
      for (const item of data.items) found.set(item.id, item);
    }

    return found;
  }

  /** Per-video watch time and shares since the oldest video's day, from Analytics. */
  async function videoReport(ctx: AccountCtx, posts: readonly RemotePost[]) {
    const startDate = posts.map((post) => post.publishedAt.slice(0, 10)).sort()[0] ?? '';
    const endDate = deps.clock.now().toISOString().slice(0, 10);
    const { rows, gaps } = await analytics.report(
      ctx.grant.accessToken,
      {
        startDate,
        endDate,
        dimensions: 'video',
        filters: `video==${posts.map((post) => post.remoteId).join(',')}`,
      },
      PER_VIDEO,
    );

    return { byVideo: new Map(rows.map((row) => [String(row.video), row])), gaps };
  }

  async function getPostMetrics(ctx: AccountCtx, posts: readonly RemotePost[]): Promise<MetricsResult> {
    if (posts.length === 0) return { points: [], gaps: [] };
    const stats = await statistics(
      ctx,
      posts.map((post) => post.remoteId),
    );
    const { byVideo, gaps } = await videoReport(ctx, posts);
    const points: MetricPoint[] = [];
    const allGaps: MetricGap[] = [...gaps];
    for (const post of posts) {
      const subject = { type: 'post' as const, remoteId: post.remoteId };
      const item = stats.get(post.remoteId);
      if (!item) {
        allGaps.push({
          raw: 'video',
          reason: `YouTube returned nothing for video ${post.remoteId} (deleted or private).`,
        });
        continue;
      }
      // Hidden like counts are absent from `statistics`: no value, not 0.
      const views = item.statistics?.viewCount ?? null;
      const likes = item.statistics?.likeCount ?? null;
      const comments = item.statistics?.commentCount ?? null;
      points.push({ subject, metric: 'video_views', value: views, raw: 'viewCount' });
      points.push({ subject, metric: 'impressions', value: views, raw: 'viewCount' });
      points.push({ subject, metric: 'likes', value: likes, raw: 'likeCount' });
      points.push({ subject, metric: 'comments', value: comments, raw: 'commentCount' });
      const row = byVideo.get(post.remoteId);
      const shares = row ? value(row, 'shares') : undefined;
      if (row)
        for (const raw of PER_VIDEO) {
          if (!(raw in row)) continue;
          const mapping = ANALYTICS_METRICS[raw];
          const reported = value(row, raw);
          for (const metric of mapping?.metrics ?? [])
            points.push({
              subject,
              metric,
              value: reported === null ? null : reported * (mapping?.factor ?? 1),
              raw,
            });
        }
      // engagements = likeCount + commentCount + shares
      const engagements = engagementsOf([likes, comments, shares]);
      points.push({
        subject,
        metric: 'engagements',
        value: engagements,
        raw: 'likeCount+commentCount+shares',
        derived: true,
      });
      // engagement_rate = engagements / viewCount
      points.push({
        subject,
        metric: 'engagement_rate',
        value: engagements !== null && views ? engagements / views : null,
        raw: '(likeCount+commentCount+shares)/viewCount',
        derived: true,
      });
    }

    return { points, gaps: allGaps };
  }

  async function getAccountMetrics(
    ctx: AccountCtx,
    query: { since: string; until: string },
  ): Promise<MetricsResult> {
    const { rows, gaps } = await analytics.report(
      ctx.grant.accessToken,
      { startDate: query.since, endDate: query.until, dimensions: 'day', sort: 'day' },
      DAILY,
    );
    const points: MetricPoint[] = [];
    for (const row of rows) {
      const subject = { type: 'account' as const, date: String(row.day) };
      for (const raw of DAILY) {
        if (!(raw in row)) continue;
        const mapping = ANALYTICS_METRICS[raw];
        const reported = value(row, raw);
        for (const metric of mapping?.metrics ?? [])
          points.push({
            subject,
            metric,
            value: reported === null ? null : reported * (mapping?.factor ?? 1),
            raw,
          });
      }
      if (['likes', 'comments', 'shares'].some((raw) => raw in row)) {
        // engagements = likes + comments + shares
        const parts = ['likes', 'comments', 'shares'].map((raw) => (raw in row ? value(row, raw) : null));
        points.push({
          subject,
          metric: 'engagements',
          value: engagementsOf(parts),
          raw: 'likes+comments+shares',
          derived: true,
        });
      }
    }

    return { points, gaps };
  }

  return { getProfile, listPosts, getPostMetrics, getAccountMetrics };
}
