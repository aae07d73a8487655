import { describe, expect, it } from 'vitest';
import type { MetricPoint, RemotePost } from '../../../../server/networks/core/types.ts';
import { ctx, liWith } from './support.ts';

const find = (points: MetricPoint[], key: string, metric: string) =>
  points.find(
    (p) => (p.subject.type === 'post' ? p.subject.remoteId : p.subject.date) === key && p.metric === metric,
  );

const post = (remoteId: string): RemotePost => ({
  remoteId,
  kind: 'text',
  text: '',
  permalink: null,
  publishedAt: '2026-11-19T09:00:00.000Z',
  media: [],
});

describe('LinkedIn reading', () => {
  it('reads the page with its follower count', async () => {
    const { connector, http } = liWith(['org/organization', 'org/network_size']);
    const profile = await connector.getProfile(ctx);

    expect(profile).toMatchObject({
      name: 'Kestrel Outdoors',
      followers: 8421,
      url: 'https://www.linkedin.com/company/kestrel-outdoors/',
    });
    http.done();
  });

  it('pages posts with start/count and maps content kinds', async () => {
    const { connector, http } = liWith(['posts/page1', 'posts/page2']);
    const first = await connector.listPosts(ctx, {});
    const second = await connector.listPosts(ctx, { cursor: first.nextCursor });

    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toBe('50');
    expect(first.items.slice(0, 5).map((p) => p.kind)).toEqual([
      'image',
      'video',
      'carousel',
      'link',
      'text',
    ]);
    expect(first.items[2]?.media).toHaveLength(2);
    expect(first.items[0]).toMatchObject({
      remoteId: 'urn:li:share:7100000000000000000',
      permalink: 'https://www.linkedin.com/feed/update/urn:li:share:7100000000000000000/',
      publishedAt: '2026-11-19T09:00:00.000Z',
    });
    expect(second.items.map((p) => p.remoteId)).toContain('urn:li:ugcPost:7000000000000000052');
    expect(second.nextCursor).toBeNull();
    expect(http.sent[0]?.headers).toMatchObject({
      'linkedin-version': '202601',
      'x-restli-protocol-version': '2.0.0',
    });
    http.done();
  });

  it('reads share statistics per post; empty values are null, missing posts are gaps', async () => {
    const { connector, http } = liWith([
      'stats/share_statistics_per_post',
      'stats/share_statistics_per_ugc_post_older_than_12_months',
    ]);
    const { points, gaps } = await connector.getPostMetrics(ctx, [
      post('urn:li:share:7100000000000000000'),
      post('urn:li:share:7100000000000000001'),
      post('urn:li:ugcPost:7000000000000000052'),
    ]);
    const first = 'urn:li:share:7100000000000000000';

    expect(find(points, first, 'impressions')).toMatchObject({ value: 1200, raw: 'impressionCount' });
    expect(find(points, first, 'reach')).toMatchObject({ value: 900, raw: 'uniqueImpressionsCount' });
    expect(find(points, first, 'engagement_rate')).toMatchObject({ value: 0.0321, raw: 'engagement' });
    expect(find(points, first, 'engagements')).toMatchObject({ value: 39, derived: true });
    expect(find(points, 'urn:li:share:7100000000000000001', 'impressions')?.value).toBeNull();
    expect(find(points, 'urn:li:share:7100000000000000001', 'likes')?.value).toBe(2);
    expect(gaps).toEqual([
      expect.objectContaining({ raw: 'totalShareStatistics:urn:li:ugcPost:7000000000000000052' }),
    ]);
    http.done();
  });

  it('reads daily follower gains, share statistics and the follower count; an unsupported page metric is a gap', async () => {
    const { connector, http } = liWith([
      'stats/follower_statistics_time_bound',
      'stats/share_statistics_daily',
      'stats/page_statistics_unsupported',
      'org/network_size',
    ]);
    const { points, gaps } = await connector.getAccountMetrics(ctx, {
      since: '2026-11-18',
      until: '2026-11-20',
    });

    expect(find(points, '2026-11-18', 'followers_gained')).toMatchObject({ value: 8, derived: true });
    expect(find(points, '2026-11-19', 'impressions')?.value).toBeNull();
    expect(find(points, '2026-11-18', 'impressions')?.value).toBe(400);
    expect(find(points, '2026-11-18', 'reach')?.value).toBe(300);
    expect(find(points, '2026-11-20', 'followers')).toMatchObject({ value: 8421, raw: 'firstDegreeSize' });
    expect(gaps).toEqual([expect.objectContaining({ raw: 'organizationPageStatistics' })]);
    http.done();
  });

  it('maps page views, null when LinkedIn leaves them out', async () => {
    const { connector, http } = liWith([
      'stats/follower_statistics_time_bound',
      'stats/share_statistics_daily',
      'stats/page_statistics',
      'org/network_size',
    ]);
    const { points } = await connector.getAccountMetrics(ctx, { since: '2026-11-18', until: '2026-11-20' });

    expect(find(points, '2026-11-18', 'profile_views')?.value).toBe(42);
    expect(find(points, '2026-11-19', 'profile_views')?.value).toBeNull();
    http.done();
  });

  it('turns days older than 12 months into a gap without asking', async () => {
    const { connector, http } = liWith([]);
    const { points, gaps } = await connector.getAccountMetrics(ctx, {
      since: '2025-01-01',
      until: '2025-01-31',
    });

    expect(points).toEqual([]);
    expect(gaps[0]?.raw).toBe('timeIntervals');
    http.done();
  });

  it('throws permission_missing when the member is no longer an administrator', async () => {
    const { connector, http } = liWith(['errors/403_not_admin']);
    await expect(
      connector.getPostMetrics(ctx, [post('urn:li:share:7100000000000000000')]),
    ).rejects.toMatchObject({
      error: { kind: 'permission_missing', providerCode: 'ACCESS_DENIED' },
    });
    http.done();
  });

  it('reads follower demographics by country and region with place names', async () => {
    const { connector, http } = liWith(['stats/follower_statistics_lifetime_demographics', 'geo/lookup']);
    const audience = await connector.getAudience?.(ctx);

    expect(audience).toEqual({
      country: { 'United States': 5020, France: 1200 },
      city: { 'Greater Paris Metropolitan Region': 700 },
    });
    http.done();
  });

  it('lists comments and replies as the organisation', async () => {
    const { connector, http } = liWith(['comments/list', 'comments/create']);
    const page = await connector.listComments?.(ctx, 'urn:li:share:7100000000000000000');
    const parent = page?.items[0]?.remoteId ?? '';
    const reply = await connector.replyToComment?.(ctx, parent, 'See you there');

    expect(page?.items.map((c) => [c.authorName, c.text, c.parentRemoteId === parent])).toEqual([
      ['LinkedIn member', 'Great trail!', false],
      ['LinkedIn page', 'Thanks!', true],
    ]);
    expect(page?.nextCursor).toBeNull();
    expect(reply?.remoteId).toBe('urn:li:comment:(urn:li:activity:7100000000000000009,7200000000000000003)');
    http.done();
  });
});
