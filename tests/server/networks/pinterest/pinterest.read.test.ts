import { describe, expect, it } from 'vitest';
import type { MetricPoint, RemotePost } from '../../../../server/networks/core/types.ts';
import { ctx, pinWith } from './support.ts';

const find = (points: MetricPoint[], key: string, metric: string) =>
  points.find(
    (p) => (p.subject.type === 'post' ? p.subject.remoteId : p.subject.date) === key && p.metric === metric,
  );

const pin = (remoteId: string, publishedAt: string, kind: RemotePost['kind'] = 'pin'): RemotePost => ({
  remoteId,
  kind,
  text: '',
  permalink: null,
  publishedAt,
  media: [],
});

describe('Pinterest reading', () => {
  it('reads the profile', async () => {
    const { connector, http } = pinWith(['user_account/get']);
    expect(await connector.getProfile(ctx)).toMatchObject({
      handle: 'kestrelpins',
      followers: 3050,
      following: 88,
      postsCount: 212,
      url: 'https://www.pinterest.com/kestrelpins/',
    });
    http.done();
  });

  it('lists every board following the bookmark', async () => {
    const { connector, http } = pinWith(['boards/list_page1', 'boards/list_page2']);
    expect((await connector.listBoards?.(ctx))?.map((b) => b.name)).toEqual(['Raptors', 'Trails', 'Gear']);
    http.done();
  });

  it('pages pins with the bookmark and maps kinds, images and UTC dates', async () => {
    const { connector, http } = pinWith(['pins/list_page1', 'pins/list_page2']);
    const first = await connector.listPosts(ctx, {});
    const second = await connector.listPosts(ctx, { cursor: first.nextCursor });

    expect(first.nextCursor).toBe('cGlucy0y');
    expect(first.items.map((p) => [p.kind, p.publishedAt])).toEqual([
      ['pin', '2026-11-18T10:00:00.000Z'],
      ['video', '2026-11-10T08:30:00.000Z'],
    ]);
    expect(first.items[0]?.media[0]?.url).toBe('https://i.pinimg.com/600x/a.jpg');
    expect(first.items[0]?.permalink).toBe('https://www.pinterest.com/pin/813800000000000001/');
    expect(second.items[0]?.kind).toBe('carousel');
    expect(second.items[0]?.media).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    http.done();
  });

  it('reads pin analytics; an empty value is null and a refused metric is a gap while the rest still come back', async () => {
    const { connector, http } = pinWith([
      'analytics/pin_core',
      'analytics/pin_lifetime_unsupported',
      'analytics/pin_total_comments',
      'analytics/pin_total_reactions_unsupported',
    ]);
    const id = '813800000000000001';
    const { points, gaps } = await connector.getPostMetrics(ctx, [pin(id, '2026-11-18T10:00:00.000Z')]);

    expect(find(points, id, 'impressions')).toMatchObject({ value: 1500, raw: 'IMPRESSION' });
    expect(find(points, id, 'saves')?.value).toBe(30);
    expect(find(points, id, 'clicks')).toMatchObject({
      value: 52,
      raw: 'PIN_CLICK+OUTBOUND_CLICK',
      derived: true,
    });
    expect(find(points, id, 'engagements')).toMatchObject({ value: 82, raw: 'ENGAGEMENT' });
    expect(find(points, id, 'engagement_rate')?.value).toBeNull();
    expect(find(points, id, 'comments')).toMatchObject({ value: 6, raw: 'TOTAL_COMMENTS' });
    expect(find(points, id, 'likes')).toBeUndefined();
    expect(gaps).toEqual([expect.objectContaining({ raw: `TOTAL_REACTIONS:${id}` })]);
    http.done();
  });

  it('adds video metrics for video pins (average watch time in seconds)', async () => {
    const { connector, http } = pinWith([
      'analytics/pin_video_core',
      'analytics/pin_video_lifetime',
      'analytics/pin_video_metrics',
    ]);
    const id = '813800000000000002';
    const { points, gaps } = await connector.getPostMetrics(ctx, [
      pin(id, '2026-11-10T08:30:00.000Z', 'video'),
    ]);

    expect(find(points, id, 'video_views')?.value).toBe(420);
    expect(find(points, id, 'watch_time_avg_sec')?.value).toBe(5.3);
    expect(find(points, id, 'likes')?.value).toBe(9);
    expect(gaps).toEqual([]);
    http.done();
  });

  it('splits account analytics into 90-day windows; the window Pinterest refuses as too old is a gap', async () => {
    const { connector, http } = pinWith([
      'analytics/user_account_daily_metrics',
      'analytics/range_over_90_days_error',
      'user_account/get',
    ]);
    const { points, gaps } = await connector.getAccountMetrics(ctx, {
      since: '2026-07-01',
      until: '2026-11-20',
    });

    expect(find(points, '2026-11-18', 'impressions')?.value).toBe(2100);
    expect(find(points, '2026-11-18', 'followers_gained')).toMatchObject({ value: 3, raw: 'USER_FOLLOW' });
    expect(find(points, '2026-11-18', 'profile_views')?.value).toBe(12);
    expect(find(points, '2026-11-19', 'saves')?.value).toBeNull();
    // The PROCESSING day has no values yet; the follower count is today's snapshot.
    expect(find(points, '2026-11-20', 'impressions')).toBeUndefined();
    expect(find(points, '2026-11-20', 'followers')?.value).toBe(3050);
    expect(gaps).toEqual([expect.objectContaining({ raw: 'user_account/analytics:2026-07-01..2026-08-22' })]);
    http.done();
  });
});
