import { describe, expect, it } from 'vitest';
import type { MetricPoint, RemotePost } from '../../../../server/networks/core/types.ts';
import { ctx, xWith } from './support.ts';

const value = (points: MetricPoint[], id: string, metric: string) =>
  points.find((p) => p.subject.type === 'post' && p.subject.remoteId === id && p.metric === metric);

const post = (remoteId: string, publishedAt: string): RemotePost => ({
  remoteId,
  kind: 'text',
  text: '',
  permalink: null,
  publishedAt,
  media: [],
});

describe('X reading', () => {
  it('reads the profile with public metrics', async () => {
    const { connector, http } = xWith(['users/me_public_metrics']);
    const profile = await connector.getProfile(ctx);

    expect(profile).toMatchObject({
      handle: 'kestrelbirds',
      followers: 1520,
      following: 310,
      postsCount: 842,
    });
    expect(profile.url).toBe('https://x.com/kestrelbirds');
    http.done();
  });

  it('follows next_token across two pages and maps media and kinds', async () => {
    const { connector, http } = xWith(['tweets/user_timeline_page1', 'tweets/user_timeline_page2']);
    const first = await connector.listPosts(ctx, { since: '2026-10-01' });
    const second = await connector.listPosts(ctx, { since: '2026-10-01', cursor: first.nextCursor });

    expect(first.nextCursor).toBe('7140dibdnow9c7btw3w29grvxfcgvpb9n9coehpk7xz5i');
    expect(first.items.map((p) => p.kind)).toEqual(['image', 'video']);
    expect(first.items[0]?.media[0]).toMatchObject({
      type: 'image',
      url: 'https://pbs.twimg.com/media/photo1801.jpg',
    });
    expect(first.items[1]?.media[0]?.thumbnailUrl).toContain('thumb.jpg');
    expect(second.items).toHaveLength(1);
    expect(second.items[0]).toMatchObject({
      kind: 'thread',
      permalink: 'https://x.com/i/web/status/1800000000000000003',
    });
    expect(second.nextCursor).toBeNull();
    http.done();
  });

  it('reads public and non-public metrics for recent posts and public ones with a gap for older posts', async () => {
    const { connector, http } = xWith(['tweets/lookup_non_public_metrics', 'tweets/lookup_public_metrics']);
    const { points, gaps } = await connector.getPostMetrics(ctx, [
      post('1800000000000000001', '2026-11-18T09:30:00.000Z'),
      post('1800000000000000002', '2026-11-15T17:05:00.000Z'),
      post('1800000000000000003', '2026-10-02T08:00:00.000Z'),
    ]);

    expect(value(points, '1800000000000000001', 'impressions')).toMatchObject({
      value: 2100,
      raw: 'non_public_metrics.impression_count',
    });
    expect(value(points, '1800000000000000001', 'clicks')).toMatchObject({ value: 20, derived: true });
    expect(value(points, '1800000000000000001', 'shares')).toMatchObject({ value: 5, derived: true });
    expect(value(points, '1800000000000000001', 'saves')?.value).toBe(2);
    // engagements = 40 likes + 3 replies + 4 retweets + 1 quote + 2 bookmarks + 20 clicks
    expect(value(points, '1800000000000000001', 'engagements')).toMatchObject({ value: 70, derived: true });
    expect(value(points, '1800000000000000001', 'engagement_rate')?.value).toBeCloseTo(70 / 2100);
    // An empty like_count is null, never 0, and makes the sums unknown.
    expect(value(points, '1800000000000000002', 'likes')?.value).toBeNull();
    expect(value(points, '1800000000000000002', 'engagements')?.value).toBeNull();
    expect(value(points, '1800000000000000002', 'video_views')).toMatchObject({
      value: 310,
      raw: 'view_count',
    });
    // The 2-month-old post: public values only, and a gap for the non-public ones.
    expect(value(points, '1800000000000000003', 'impressions')).toMatchObject({
      value: 900,
      raw: 'public_metrics.impression_count',
    });
    expect(value(points, '1800000000000000003', 'clicks')).toBeUndefined();
    expect(gaps).toEqual([expect.objectContaining({ raw: 'non_public_metrics:1800000000000000003' })]);
    http.done();
  });

  it('turns a non-public refusal for one post into a gap and still returns its public metrics', async () => {
    const { connector, http } = xWith([
      'tweets/non_public_over_30_days',
      'tweets/lookup_public_metrics_after_refusal',
    ]);
    const { points, gaps } = await connector.getPostMetrics(ctx, [
      post('1800000000000000005', '2026-11-01T09:00:00.000Z'),
    ]);

    expect(gaps[0]).toMatchObject({ raw: 'non_public_metrics:1800000000000000005' });
    expect(gaps[0]?.reason).toContain('older than 30 days');
    expect(value(points, '1800000000000000005', 'likes')?.value).toBe(7);
    http.done();
  });

  it('has no daily account metrics: records today’s follower snapshot and a gap', async () => {
    const { connector, http } = xWith(['users/me_public_metrics']);
    const { points, gaps } = await connector.getAccountMetrics(ctx, {
      since: '2026-11-01',
      until: '2026-11-20',
    });

    expect(points).toContainEqual({
      subject: { type: 'account', date: '2026-11-20' },
      metric: 'followers',
      value: 1520,
      raw: 'followers_count',
    });
    expect(gaps[0]?.raw).toBe('account_insights');
    http.done();
  });

  it('makes no request for a range without today', async () => {
    const { connector, http } = xWith([]);
    const { points } = await connector.getAccountMetrics(ctx, { since: '2026-10-01', until: '2026-10-31' });

    expect(points).toEqual([]);
    http.done();
  });
});

describe('X mentions, replies and DMs', () => {
  it('lists mentions with authors and kinds', async () => {
    const { connector, http } = xWith(['tweets/mentions']);
    const page = await connector.listMentions?.(ctx);

    expect(page?.items).toEqual([
      expect.objectContaining({ kind: 'comment', authorHandle: 'anabirder' }),
      expect.objectContaining({
        kind: 'caption',
        authorHandle: 'raptorfan',
        permalink: 'https://x.com/raptorfan/status/1800000000000000011',
      }),
    ]);
    expect(page?.nextCursor).toBe('mentions-page-2');
    http.done();
  });

  it('lists replies of a post as comments with their parent', async () => {
    const { connector, http } = xWith(['comments/search_recent']);
    const page = await connector.listComments?.(ctx, '1800000000000000001');

    expect(page?.items.map((c) => c.parentRemoteId)).toEqual([null, '1800000000000000020']);
    expect(page?.items[0]).toMatchObject({ authorName: 'Ana Birder', text: 'Where was this?' });
    http.done();
  });

  it('groups DM events into conversations, reads one, and sends a message', async () => {
    const { connector, http } = xWith(['dm/dm_events', 'dm/conversation_events', 'dm/send']);
    const conversations = await connector.listConversations?.(ctx);
    const messages = await connector.listMessages?.(ctx, '1500000000000000001-2200');
    const sent = await connector.sendMessage?.(ctx, '1500000000000000001-2200', 'You are welcome');

    expect(conversations?.items).toEqual([
      expect.objectContaining({
        remoteId: '1500000000000000001-2200',
        participantHandle: 'anabirder',
        snippet: 'Thanks!',
      }),
      expect.objectContaining({ remoteId: '1500000000000000001-2201', participantHandle: 'raptorfan' }),
    ]);
    expect(messages?.items.map((m) => m.fromSelf)).toEqual([false, true]);
    expect(messages?.nextCursor).toBe('dm-page-2');
    expect(sent).toMatchObject({ remoteId: '1900000000000000004', fromSelf: true });
    http.done();
  });
});
