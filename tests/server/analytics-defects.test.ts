/**
 * The wrong figures of issue 18, each pinned by the smallest input that showed it. The truth test
 * (tests/api/analytics-truth.test.ts) recomputes every figure from raw rows; these say which rule broke.
 */
import { describe, expect, it } from 'vitest';
import type { PostAggregateRow } from '../../server/modules/analytics/analytics.repository.ts';
import { postMetricSource } from '../../server/modules/analytics/catalog.ts';
import { buildReport, type ReportInput } from '../../server/modules/analytics/compute.ts';
import { localParts, startOfLocalDay } from '../../contracts/local-time.ts';

const profile = (n: number, network: ReportInput['profiles'][number]['network']) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  network,
  connector: 'demo',
  name: network,
  handle: null,
  avatarUrl: null,
});

const postRow = (profileId: string, values: Partial<PostAggregateRow>): PostAggregateRow => ({
  profileId,
  kind: 'image',
  period: 'current',
  posts: 0,
  sums: {},
  avgEngagementRate: null,
  avgFollowerRate: null,
  avgWatchTime: null,
  storyCompletion: null,
  rated: { engagementRate: 0, followerRate: 0, watchTime: 0, storyCompletion: 0 },
  metricsAt: null,
  ...values,
});

const input = (overrides: Partial<ReportInput>): ReportInput => ({
  kind: 'profiles',
  groupId: null,
  profiles: [],
  range: { from: '2026-03-01', to: '2026-03-28', timeZone: 'Europe/Paris' },
  comparison: null,
  daily: [],
  perProfile: [],
  posts: [],
  postsPerDay: [],
  previousPostsPerDay: [],
  mentions: [],
  mentionsPerDay: [],
  previousMentionsPerDay: [],
  pinnedVersions: {},
  ...overrides,
});

const kpiOf = (report: ReturnType<typeof buildReport>, metric: string) =>
  report.kpis.find((entry) => entry.metric === metric)!;

describe('defect 1: post video views of Facebook and X', () => {
  it('knows the video sets the connectors store, not only the feed sets', () => {
    expect(postMetricSource('facebook', 'video_views')).toEqual({
      raw: ['post_video_views'],
      derived: false,
    });
    expect(postMetricSource('x', 'video_views')).toEqual({ raw: ['view_count'], derived: false });
    expect(postMetricSource('pinterest', 'watch_time_avg_sec')?.raw).toEqual(['VIDEO_AVG_WATCH_TIME']);
  });

  it("adds a Facebook profile's stored video views to a group's sum instead of naming it missing", () => {
    const facebook = profile(1, 'facebook');
    const instagram = profile(2, 'instagram');
    const report = buildReport(
      input({
        profiles: [facebook, instagram],
        posts: [
          postRow(facebook.id, { kind: 'video', posts: 2, sums: { video_views: 300 } }),
          postRow(instagram.id, { kind: 'reel', posts: 1, sums: { video_views: 100 } }),
        ],
      }),
    );
    expect(kpiOf(report, 'post_video_views')).toMatchObject({ value: 400, missing_profiles: [] });
  });
});

describe('defect 2: mentions of LinkedIn and Threads', () => {
  it('counts the stored mentions of LinkedIn and Threads profiles', () => {
    const linkedin = profile(1, 'linkedin');
    const threads = profile(2, 'threads');
    const report = buildReport(
      input({
        profiles: [linkedin, threads],
        mentions: [
          { profileId: linkedin.id, current: 14, previous: 0 },
          { profileId: threads.id, current: 33, previous: 0 },
        ],
      }),
    );
    expect(kpiOf(report, 'mentions')).toMatchObject({ value: 47, missing_profiles: [] });
  });
});

describe('defect 3: averages over the posts that have the value', () => {
  it("averages a group's watch time over its videos, not over all its posts", () => {
    // A: 10 posts of which 2 videos at 10 s; B: 2 videos at 20 s. Over the 4 videos: 15 s.
    const a = profile(1, 'instagram');
    const b = profile(2, 'youtube');
    const report = buildReport(
      input({
        profiles: [a, b],
        posts: [
          postRow(a.id, { kind: 'image', posts: 8 }),
          postRow(a.id, {
            kind: 'reel',
            posts: 2,
            avgWatchTime: 10,
            rated: { engagementRate: 0, followerRate: 0, watchTime: 2, storyCompletion: 0 },
          }),
          postRow(b.id, {
            kind: 'video',
            posts: 2,
            avgWatchTime: 20,
            rated: { engagementRate: 0, followerRate: 0, watchTime: 2, storyCompletion: 0 },
          }),
        ],
      }),
    );
    expect(kpiOf(report, 'post_watch_time_avg_sec').value).toBeCloseTo(15, 12);
  });

  it('weights the engagement rate by the posts that have a rate, as SQL avg() skips nulls', () => {
    // A: 4 posts, 1 rated at 10 %; B: 1 post rated at 2 %. Over the 2 rated posts: 6 %.
    const a = profile(1, 'instagram');
    const b = profile(2, 'x');
    const report = buildReport(
      input({
        profiles: [a, b],
        posts: [
          postRow(a.id, {
            posts: 4,
            avgEngagementRate: 0.1,
            rated: { engagementRate: 1, followerRate: 0, watchTime: 0, storyCompletion: 0 },
          }),
          postRow(b.id, {
            kind: 'text',
            posts: 1,
            avgEngagementRate: 0.02,
            rated: { engagementRate: 1, followerRate: 0, watchTime: 0, storyCompletion: 0 },
          }),
        ],
      }),
    );
    expect(kpiOf(report, 'post_engagement_rate').value).toBeCloseTo(0.06, 12);
    expect(report.by_kind.find((row) => row.kind === 'image')!.avg_engagement_rate).toBeCloseTo(0.1, 12);
  });
});

describe('defect 4: a local day that starts at 01:00', () => {
  it.each([
    // Havana: 00:00 CST (−5) jumps to 01:00 CDT (−4) on 8 March 2026: the day starts at 05:00 UTC.
    ['America/Havana', '2026-03-08', '2026-03-08T05:00:00.000Z'],
    // Santiago: 00:00 −04 jumps to 01:00 −03 on 6 September 2026: the day starts at 04:00 UTC.
    ['America/Santiago', '2026-09-06', '2026-09-06T04:00:00.000Z'],
  ])('starts %s %s at 01:00 local', (zone, day, start) => {
    expect(startOfLocalDay(day, zone).toISOString()).toBe(start);
    expect(localParts(startOfLocalDay(day, zone), zone)).toMatchObject({ day, hour: 1, minute: 0 });
    // A post at 23:24 on the eve belongs to the eve.
    const eve = new Date(startOfLocalDay(day, zone).getTime() - 36 * 60_000);
    expect(localParts(eve, zone).day < day).toBe(true);
    expect(eve.getTime()).toBeLessThan(startOfLocalDay(day, zone).getTime());
  });
});

describe('comparisons that mislead', () => {
  const facebook = profile(1, 'facebook');
  const x = profile(2, 'x');
  const metricRow = (profileId: string, values: Record<string, unknown>) => ({
    profileId,
    metric: 'impressions',
    raw: 'page_media_view',
    derived: false,
    current: null,
    previous: null,
    lastCurrent: null,
    lastPrevious: null,
    currentDays: 28,
    previousDays: 28,
    fetchedAt: 1_790_000_000_000,
    ...values,
  });

  it('shows the coverage of a comparison period that history does not cover, and no change', () => {
    // Same period last year with 1 stored day of 28: 28,650 vs 1,000 would read +2,765 %.
    const report = buildReport(
      input({
        profiles: [facebook],
        comparison: { from: '2025-03-01', to: '2025-03-28' },
        perProfile: [metricRow(facebook.id, { current: 28_650, previous: 1_000, previousDays: 1 })],
      }),
    );
    expect(kpiOf(report, 'impressions')).toMatchObject({
      value: 28_650,
      previous: null,
      change: null,
      change_ratio: null,
      coverage: { current: { stored_days: 28, days: 28 }, previous: { stored_days: 1, days: 28 } },
    });
  });

  it('compares equal coverage only: a range ending today (27 of 28 days stored) shows no change', () => {
    const report = buildReport(
      input({
        profiles: [facebook],
        comparison: { from: '2026-02-01', to: '2026-02-28' },
        perProfile: [metricRow(facebook.id, { current: 27_000, previous: 25_000, currentDays: 27 })],
      }),
    );
    expect(kpiOf(report, 'impressions')).toMatchObject({
      previous: null,
      change_ratio: null,
      coverage: { current: { stored_days: 27, days: 28 }, previous: { stored_days: 28, days: 28 } },
    });
  });

  it('does not count the days before the stored mentions history as 0 mentions', () => {
    // X: mentions stored since 10 February; the previous period (1–28 February) is 19 of 28 days stored.
    const report = buildReport(
      input({
        profiles: [x],
        comparison: { from: '2026-02-01', to: '2026-02-28' },
        mentions: [{ profileId: x.id, current: 117, previous: 1 }],
        historyStarts: [{ profileId: x.id, posts: '2025-01-01', mentions: '2026-02-10' }],
      }),
    );
    expect(kpiOf(report, 'mentions')).toMatchObject({
      value: 117,
      previous: null,
      change_ratio: null,
      coverage: { previous: { stored_days: 19, days: 28 } },
    });
    expect(report.series.metrics.mentions!.previous.slice(0, 10)).toEqual([...Array(9).fill(null), 0]);
  });

  it('keeps the change when both periods are fully stored', () => {
    const report = buildReport(
      input({
        profiles: [facebook],
        comparison: { from: '2026-02-01', to: '2026-02-28' },
        perProfile: [metricRow(facebook.id, { current: 30_000, previous: 25_000 })],
      }),
    );
    expect(kpiOf(report, 'impressions')).toMatchObject({
      previous: 25_000,
      change: 5_000,
      change_ratio: 0.2,
    });
  });
});
