import { describe, expect, it } from 'vitest';
import type { MetricPoint, RemotePost } from '../../../../server/networks/core/types.ts';
import { ctx, setup } from './setup.ts';

const post = (remoteId: string, kind: RemotePost['kind']): RemotePost => ({
  remoteId,
  kind,
  text: '',
  permalink: null,
  publishedAt: '2026-11-18T08:30:00.000Z',
  media: [],
});
const value = (points: MetricPoint[], metric: string) => points.find((p) => p.metric === metric)?.value;

describe('Instagram post metrics', () => {
  it('maps feed metrics, keeps an empty value as null and derives the engagement rate', async () => {
    const { connector, http } = setup(['insights/media_feed']);
    const { points, gaps } = await connector.getPostMetrics(ctx, [post('17900000000000001', 'image')]);
    expect(gaps).toEqual([]);
    expect(value(points, 'impressions')).toBe(2400);
    expect(points.find((p) => p.metric === 'impressions')?.raw).toBe('views');
    expect(value(points, 'saves')).toBeNull();
    expect(value(points, 'followers_gained')).toBe(3);
    expect(points.find((p) => p.metric === 'engagement_rate')).toMatchObject({
      value: 140 / 1800,
      derived: true,
    });
    http.done();
  });

  it('returns nulls (not zeros) when Meta answers with an empty data set', async () => {
    const { connector, http } = setup(['insights/media_empty_data']);
    const { points } = await connector.getPostMetrics(ctx, [post('17900000000000003', 'carousel')]);
    expect(points.filter((p) => !p.derived).every((p) => p.value === null)).toBe(true);
    http.done();
  });

  it('falls back metric by metric when one reel metric is retired, reporting it as a gap', async () => {
    const metrics = ['views', 'reach', 'likes', 'comments', 'saved', 'shares', 'total_interactions'];
    const { connector, http } = setup([
      'insights/media_reel_group_refused',
      ...metrics.map((m) => `insights/media_reel_${m}`),
      'insights/media_reel_ig_reels_avg_watch_time',
      'insights/media_reel_ig_reels_video_view_total_time',
    ]);
    const { points, gaps } = await connector.getPostMetrics(ctx, [post('17900000000000002', 'reel')]);
    expect(gaps).toHaveLength(1);
    expect(gaps[0]?.raw).toBe('ig_reels_video_view_total_time');
    expect(value(points, 'video_views')).toBe(9100);
    expect(value(points, 'watch_time_avg_sec')).toBeCloseTo(8.45);
    expect(points.some((p) => p.metric === 'watch_time_total_sec')).toBe(false);
    http.done();
  });

  it('turns "not enough viewers" on a story into gaps without failing', async () => {
    const { connector, http } = setup(['insights/story_error_10_not_enough_viewers']);
    const { points, gaps } = await connector.getPostMetrics(ctx, [post('17900000000000009', 'story')]);
    expect(points.filter((p) => !p.derived)).toEqual([]);
    expect(gaps.map((g) => g.raw)).toContain('views');
    expect(gaps[0]?.reason).toMatch(/few viewers/);
    http.done();
  });

  it('reads story metrics and the navigation breakdown separately', async () => {
    const { connector, http } = setup(['insights/media_story', 'insights/media_story_navigation_breakdown']);
    const { points } = await connector.getPostMetrics(ctx, [post('17900000000000010', 'story')]);
    expect(value(points, 'story_replies')).toBe(4);
    expect(value(points, 'story_taps_forward')).toBe(300);
    expect(value(points, 'story_taps_back')).toBe(40);
    expect(value(points, 'story_exits')).toBe(150);
    http.done();
  });
});

describe('Instagram account metrics and audience', () => {
  it('reads daily reach as a series and the other metrics as daily totals; a refused metric is a gap once', async () => {
    const { connector, http } = setup([
      'insights/account_time_series_reach',
      'insights/account_total_value_day1',
      'insights/follows_and_unfollows_day1',
      'insights/account_total_value_day2',
      'insights/follows_and_unfollows_under_100_followers',
    ]);
    const { points, gaps } = await connector.getAccountMetrics(ctx, {
      since: '2026-11-18',
      until: '2026-11-19',
    });
    const at = (date: string, metric: string) =>
      points.find((p) => p.subject.type === 'account' && p.subject.date === date && p.metric === metric)
        ?.value;
    expect(at('2026-11-18', 'reach')).toBe(5120);
    expect(at('2026-11-19', 'reach')).toBe(4870);
    expect(at('2026-11-18', 'impressions')).toBe(15000);
    expect(at('2026-11-18', 'followers_gained')).toBe(41);
    expect(at('2026-11-18', 'followers_lost')).toBe(6);
    expect(at('2026-11-19', 'clicks')).toBeNull();
    expect(gaps.map((g) => g.raw)).toEqual(['follows_and_unfollows']);
    http.done();
  });

  it('reads follower demographics per dimension', async () => {
    const { connector, http } = setup([
      'insights/follower_demographics_age',
      'insights/follower_demographics_gender',
      'insights/follower_demographics_country',
      'insights/follower_demographics_city',
    ]);
    const audience = await connector.getAudience!(ctx);
    expect(audience.country).toEqual({ FR: 6100, BE: 1900, CH: 800 });
    expect(audience.gender?.F).toBe(7000);
    expect(audience.age?.['25-34']).toBe(5400);
    http.done();
  });
});
