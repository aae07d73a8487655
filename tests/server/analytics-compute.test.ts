import { describe, expect, it } from 'vitest';
import type {
  PostAggregateRow,
  ProfileMetricRow,
} from '../../server/modules/analytics/analytics.repository.ts';
import {
  buildReport,
  change,
  comparisonRange,
  type ReportInput,
} from '../../server/modules/analytics/compute.ts';
import { localParts, startOfLocalDay } from '../../contracts/local-time.ts';

const IG = { id: '00000000-0000-4000-8000-000000000001', network: 'instagram' as const, connector: 'demo' };
const X = { id: '00000000-0000-4000-8000-000000000002', network: 'x' as const, connector: 'x' };
const who = { name: 'A', handle: null, avatarUrl: null };

const metricRow = (
  profileId: string,
  metric: string,
  values: Partial<ProfileMetricRow>,
): ProfileMetricRow => ({
  profileId,
  metric,
  raw: metric,
  derived: false,
  current: null,
  previous: null,
  lastCurrent: null,
  lastPrevious: null,
  // Every day of the range (March) and of its previous period (29 January – 28 February) stored.
  currentDays: 31,
  previousDays: 31,
  fetchedAt: 1_790_000_000_000,
  ...values,
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
  metricsAt: null,
  ...values,
  // Every post of these aggregates has its averaged values unless a test says otherwise.
  rated: values.rated ?? {
    engagementRate: values.posts ?? 0,
    followerRate: values.posts ?? 0,
    watchTime: values.posts ?? 0,
    storyCompletion: values.posts ?? 0,
  },
});

const input = (overrides: Partial<ReportInput>): ReportInput => ({
  kind: 'profiles',
  groupId: null,
  profiles: [
    { ...IG, ...who },
    { ...X, ...who },
  ],
  range: { from: '2026-03-01', to: '2026-03-31', timeZone: 'Europe/Paris' },
  comparison: { from: '2026-01-29', to: '2026-02-28' },
  daily: [],
  perProfile: [],
  posts: [],
  postsPerDay: [],
  previousPostsPerDay: [],
  mentions: [],
  mentionsPerDay: [],
  previousMentionsPerDay: [],
  historyStarts: ['1', '2', '3'].map((n) => ({
    profileId: `00000000-0000-4000-8000-00000000000${n}`,
    posts: '2025-01-01',
    mentions: '2025-01-01',
  })),
  pinnedVersions: {},
  ...overrides,
});

describe('comparison periods', () => {
  it('takes the same number of days just before, or the same days a year before', () => {
    expect(comparisonRange({ from: '2026-03-01', to: '2026-03-31' }, 'previous_period')).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(comparisonRange({ from: '2024-02-29', to: '2024-03-01' }, 'previous_year')).toEqual({
      from: '2023-02-28',
      to: '2023-03-01',
    });
    expect(comparisonRange({ from: '2026-03-01', to: '2026-03-01' }, 'none')).toBeNull();
  });

  it('gives the change and its ratio to the absolute previous value, none against 0 or nothing', () => {
    expect(change(150, 120)).toEqual({ change: 30, change_ratio: 0.25 });
    expect(change(-10, -20)).toEqual({ change: 10, change_ratio: 0.5 });
    expect(change(5, 0)).toEqual({ change: 5, change_ratio: null });
    expect(change(null, 3)).toEqual({ change: null, change_ratio: null });
  });
});

describe('figures from stored rows', () => {
  it('sums flows, takes the last followers count, and computes net growth', () => {
    const report = buildReport(
      input({
        perProfile: [
          metricRow(IG.id, 'followers', { lastCurrent: 1_200, lastPrevious: 1_100, current: 35_000 }),
          metricRow(X.id, 'followers', { lastCurrent: 800, lastPrevious: 820 }),
          metricRow(IG.id, 'followers_gained', { current: 150, previous: 90 }),
          metricRow(IG.id, 'followers_lost', { current: 50, previous: 40 }),
          metricRow(X.id, 'followers_gained', { current: 10, previous: 30 }),
          metricRow(X.id, 'followers_lost', { current: 30, previous: 10 }),
        ],
      }),
    );
    const kpi = (metric: string) => report.kpis.find((entry) => entry.metric === metric)!;
    expect(kpi('followers')).toMatchObject({ value: 2_000, previous: 1_920, change: 80 });
    expect(kpi('followers').change_ratio).toBeCloseTo(80 / 1_920, 12);
    // (150 − 50) + (10 − 30) = 80; before: (90 − 40) + (30 − 10) = 70
    expect(kpi('net_followers')).toMatchObject({ value: 80, previous: 70, change: 10 });
    expect(kpi('net_followers').provenance.sources.every((source) => source.derived)).toBe(true);
  });

  it('averages the engagement rate over posts, weighting each group of posts by its size', () => {
    const report = buildReport(
      input({
        posts: [
          // 3 Instagram posts at 10 % and 1 reel at 2 %, 4 X posts at 5 %.
          postRow(IG.id, { posts: 3, avgEngagementRate: 0.1, sums: { engagements: 300, reach: 3_000 } }),
          postRow(IG.id, {
            kind: 'reel',
            posts: 1,
            avgEngagementRate: 0.02,
            sums: { engagements: 20, reach: 1_000, video_views: 4_000 },
          }),
          postRow(X.id, {
            kind: 'text',
            posts: 4,
            avgEngagementRate: 0.05,
            sums: { engagements: 100, reach: null, impressions: 2_000 },
          }),
          postRow(X.id, {
            kind: 'text',
            period: 'previous',
            posts: 2,
            avgEngagementRate: 0.04,
            sums: { engagements: 40 },
          }),
        ],
      }),
    );
    const kpi = (metric: string) => report.kpis.find((entry) => entry.metric === metric)!;
    // (3 × 0.10 + 1 × 0.02 + 4 × 0.05) / 8 = 0.065
    expect(kpi('post_engagement_rate').value).toBeCloseTo(0.065, 12);
    expect(kpi('post_engagement_rate').previous).toBeCloseTo(0.04, 12);
    expect(kpi('posts')).toMatchObject({ value: 8, previous: 2 });
    expect(kpi('post_engagements').value).toBe(420);
    // X gives no reach: its posts add nothing and it is named, the sum is Instagram's alone.
    expect(kpi('post_reach')).toMatchObject({ value: 4_000, missing_profiles: [X.id] });
    expect(kpi('reel_plays')).toMatchObject({ value: 4_000, missing_profiles: [X.id] });
    expect(report.by_kind[0]).toMatchObject({ kind: 'text', posts: 4, engagements: 100 });
  });

  it('says a metric is absent rather than 0 when no profile gives it', () => {
    const report = buildReport(
      input({
        profiles: [{ ...X, ...who }],
        perProfile: [metricRow(X.id, 'followers', { lastCurrent: 10 })],
      }),
    );
    const reach = report.kpis.find((entry) => entry.metric === 'reach')!;
    expect(reach).toMatchObject({ value: null, previous: null, change: null, missing_profiles: [X.id] });
    expect(reach.provenance.sources).toEqual([]);
  });

  it('counts mentions where the network lists them, and names the profiles whose network does not', () => {
    const LI = {
      id: '00000000-0000-4000-8000-000000000003',
      network: 'youtube' as const,
      connector: 'demo',
    };
    const report = buildReport(
      input({
        profiles: [
          { ...IG, ...who },
          { ...X, ...who },
          { ...LI, ...who },
        ],
        mentions: [{ profileId: IG.id, current: 3, previous: 1 }],
      }),
    );
    // X lists mentions but had none: 0, not missing. YouTube does not list them.
    expect(report.kpis.find((entry) => entry.metric === 'mentions')).toMatchObject({
      value: 3,
      previous: 1,
      missing_profiles: [LI.id],
    });
  });

  it('aligns the comparison series day by day', () => {
    const report = buildReport(
      input({
        range: { from: '2026-03-01', to: '2026-03-02', timeZone: 'UTC' },
        comparison: { from: '2026-02-27', to: '2026-02-28' },
        daily: [
          { day: '2026-03-01', metric: 'impressions', value: 10, profiles: 1 },
          { day: '2026-03-02', metric: 'impressions', value: 20, profiles: 1 },
          { day: '2026-02-28', metric: 'impressions', value: 7, profiles: 1 },
        ],
        postsPerDay: [{ day: '2026-03-02', posts: 3 }],
      }),
    );
    expect(report.series.days).toEqual(['2026-03-01', '2026-03-02']);
    expect(report.series.metrics.impressions).toEqual({ current: [10, 20], previous: [null, 7] });
    expect(report.series.metrics.posts).toEqual({ current: [0, 3], previous: [0, 0] });
  });
});

describe('local time across a daylight-saving change', () => {
  it('buckets instants by their local day and hour, Paris moving to summer time on 29 March 2026', () => {
    // 00:30 UTC is 01:30 in Paris before the change and 02:30 after it; 23:30 UTC is already the next day.
    expect(localParts(new Date('2026-03-28T00:30:00Z'), 'Europe/Paris')).toMatchObject({
      day: '2026-03-28',
      hour: 1,
    });
    expect(localParts(new Date('2026-03-30T00:30:00Z'), 'Europe/Paris')).toMatchObject({
      day: '2026-03-30',
      hour: 2,
    });
    expect(localParts(new Date('2026-03-29T23:30:00Z'), 'Europe/Paris')).toMatchObject({
      day: '2026-03-30',
      dow: 1,
      hour: 1,
    });
  });

  it('starts local days at the right instant on both sides of the change, the day of the change 23 hours long', () => {
    expect(startOfLocalDay('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfLocalDay('2026-03-30', 'Europe/Paris').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfLocalDay('2026-10-25', 'Europe/Paris').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfLocalDay('2026-10-26', 'Europe/Paris').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfLocalDay('2026-06-01', 'Asia/Kolkata').toISOString()).toBe('2026-05-31T18:30:00.000Z');
  });
});
