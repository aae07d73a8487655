import { describe, expect, it } from 'vitest';
import type { MetricName, MetricPoint, RemotePost } from '../../../../server/networks/core/types.ts';
import {
  DEMO_NETWORKS,
  demoAccount,
  followerFlowsOn,
  generateDailyMetrics,
  generatePosts,
  postMetricsAsOf,
} from '../../../../server/networks/demo/index.ts';
import { dayOf } from '../../../../server/networks/demo/days.ts';
import { NETWORK_STYLES } from '../../../../server/networks/demo/styles.ts';

const SINCE = '2026-01-01';
const UNTIL = '2026-03-31';
const AS_OF = '2026-06-01T00:00:00.000Z';

const valuesOf = (points: readonly MetricPoint[]) => {
  const values: Partial<Record<MetricName, number | null>> = {};
  for (const point of points) values[point.metric] = point.value;

  return values;
};

const byDate = (points: readonly MetricPoint[]) => {
  const days = new Map<string, MetricPoint[]>();
  for (const point of points) {
    if (point.subject.type !== 'account') throw new Error('expected account points');
    days.set(point.subject.date, [...(days.get(point.subject.date) ?? []), point]);
  }

  return days;
};

describe('demo generator: determinism', () => {
  it('gives the same output for the same seed', () => {
    const account = demoAccount('demo.instagram.kestrel-roasters');
    expect(generateDailyMetrics(account, SINCE, UNTIL)).toEqual(generateDailyMetrics(account, SINCE, UNTIL));
    const posts = generatePosts(account, SINCE, UNTIL);
    expect(generatePosts(demoAccount('demo.instagram.kestrel-roasters'), SINCE, UNTIL)).toEqual(posts);
    expect(postMetricsAsOf(posts[3]!, AS_OF)).toEqual(postMetricsAsOf(structuredClone(posts[3]!), AS_OF));
  });

  it('gives different output for different seeds', () => {
    const a = demoAccount('demo.instagram.kestrel-roasters');
    const b = demoAccount('demo.instagram.juniper-rye');
    expect(generateDailyMetrics(a, SINCE, UNTIL)).not.toEqual(generateDailyMetrics(b, SINCE, UNTIL));
    expect(generatePosts(a, SINCE, UNTIL).map((p) => p.publishedAt)).not.toEqual(
      generatePosts(b, SINCE, UNTIL).map((p) => p.publishedAt),
    );
  });

  it('makes any id of the demo shape an account, and refuses other ids', () => {
    const account = demoAccount('demo.x.anything-at-all');
    expect(account.network).toBe('x');
    expect(account.name).toBe('Anything At All');
    expect(() => demoAccount('demo.myspace.kestrel')).toThrow(/no account/);
    expect(() => demoAccount('ig_123')).toThrow(/no account/);
  });
});

describe('demo generator: day independence', () => {
  it('generates a range as the concatenation of its days', () => {
    for (const network of ['instagram', 'x', 'youtube'] as const) {
      const account = demoAccount(`demo.${network}.kestrel-roasters`);
      const days = ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'];
      expect(generateDailyMetrics(account, days[0]!, days[3]!)).toEqual(
        days.flatMap((day) => generateDailyMetrics(account, day, day)),
      );
      expect(generatePosts(account, days[0]!, days[3]!)).toEqual(
        days.flatMap((day) => generatePosts(account, day, day)),
      );
    }
  });

  it('keeps every post on the UTC day it was generated for', () => {
    const account = demoAccount('demo.instagram.tidewater-yoga');
    for (const day of ['2026-01-10', '2026-01-11', '2026-01-12'])
      for (const post of generatePosts(account, day, day)) expect(post.publishedAt.slice(0, 10)).toBe(day);
  });
});

describe('demo generator: relations', () => {
  it('keeps followers net = gained − lost every day, for every network', () => {
    for (const network of DEMO_NETWORKS) {
      const account = demoAccount(`demo.${network}.kestrel-roasters`);
      const days = byDate(generateDailyMetrics(account, '2025-12-31', UNTIL));
      let previous: number | null = null;
      for (const points of days.values()) {
        const values = valuesOf(points);
        if (previous !== null)
          expect(values.followers! - previous).toBe(values.followers_gained! - values.followers_lost!);
        expect(values.followers_gained).toBeGreaterThanOrEqual(0);
        expect(values.followers_lost).toBeGreaterThanOrEqual(0);
        previous = values.followers!;
      }
    }
  });

  it('grows followers along a curve with a weekday rhythm', () => {
    const account = demoAccount('demo.instagram.kestrel-roasters');
    const start = dayOf('2025-01-01');
    const flows = Array.from({ length: 364 }, (_, i) => followerFlowsOn(account, start + i));
    expect(flows[363]!.followers).toBeGreaterThan(flows[0]!.followers);
    const averageNet = (weekday: number) => {
      const nets = flows.filter((_, i) => (start + i + 4) % 7 === weekday).map((f) => f.net);

      return nets.reduce((a, b) => a + b, 0) / nets.length;
    };
    // Tuesday gains outweigh Sunday gains (weights 1.15 vs 0.8).
    expect(averageNet(2)).toBeGreaterThan(averageNet(0));
  });

  it('keeps post metrics consistent on every network', () => {
    for (const network of DEMO_NETWORKS) {
      const account = demoAccount(`demo.${network}.kestrel-roasters`);
      const [erMin, erMax] = NETWORK_STYLES[network].er;
      for (const post of generatePosts(account, SINCE, UNTIL)) {
        // Stories are read within their 24 hours; feed posts once settled.
        const asOf = post.kind === 'story' ? new Date(Date.parse(post.publishedAt) + 12 * 3_600_000) : AS_OF;
        const values = valuesOf(postMetricsAsOf(post, asOf).points);
        if (values.reach !== undefined && values.impressions !== undefined)
          expect(values.reach).toBeLessThanOrEqual(values.impressions!);
        const parts = (['likes', 'comments', 'shares', 'saves', 'story_replies'] as const)
          .map((name) => values[name])
          .filter((value): value is number => typeof value === 'number');
        if (values.engagements !== undefined)
          expect(values.engagements).toBe(parts.reduce((a, b) => a + b, 0));
        if (post.kind === 'story') continue;
        const base = NETWORK_STYLES[network].erBase === 'reach' ? values.reach! : values.impressions!;
        if (base >= 1000) {
          // Each reported part is rounded to a whole number: allow half a unit per part.
          const slack = (parts.length * 0.5) / base;
          const er = values.engagements! / base;
          expect(er).toBeGreaterThanOrEqual(erMin - slack);
          expect(er).toBeLessThanOrEqual(erMax + slack);
          expect(values.comments!).toBeLessThanOrEqual(values.likes!);
        }
        if (values.watch_time_avg_sec !== undefined && network === 'instagram') {
          expect(values.watch_time_avg_sec).toBeGreaterThanOrEqual(4);
          expect(values.watch_time_avg_sec).toBeLessThanOrEqual(13);
        }
      }
    }
  });

  it('grows post metrics with age and settles them after a few days', () => {
    const account = demoAccount('demo.instagram.kestrel-roasters');
    const post = generatePosts(account, SINCE, UNTIL).find((p) => p.kind === 'reel')!;
    const at = (hours: number) =>
      valuesOf(postMetricsAsOf(post, new Date(Date.parse(post.publishedAt) + hours * 3_600_000)).points);
    expect(postMetricsAsOf(post, new Date(Date.parse(post.publishedAt) - 1000)).points).toEqual([]);
    const [h1, h6, d2, d7, d30] = [at(1), at(6), at(48), at(24 * 7), at(24 * 30)];
    expect(h1.impressions!).toBeLessThan(h6.impressions!);
    expect(h6.impressions!).toBeLessThan(d2.impressions!);
    expect(d2.impressions!).toBeLessThanOrEqual(d7.impressions!);
    expect(d30.impressions).toBe(d7.impressions);
    expect(h1.watch_time_avg_sec).toBe(d30.watch_time_avg_sec);
  });

  it('posts realistic kinds at local daytime hours, at the network cadence', () => {
    const ig = demoAccount('demo.instagram.kestrel-roasters'); // Portland, UTC−8
    const posts = generatePosts(ig, '2025-01-01', '2025-12-31');
    const feed = posts.filter((p) => p.kind !== 'story');
    expect(new Set(feed.map((p) => p.kind))).toEqual(new Set(['image', 'carousel', 'reel']));
    expect(posts.some((p) => p.kind === 'story')).toBe(true);
    expect(feed.length / 52).toBeGreaterThanOrEqual(3);
    expect(feed.length / 52).toBeLessThanOrEqual(10);
    for (const post of feed) {
      const localHour = (new Date(post.publishedAt).getUTCHours() - 8 + 24) % 24;
      expect(localHour).toBeGreaterThanOrEqual(7);
      expect(localHour).toBeLessThanOrEqual(22);
    }
    const x = generatePosts(demoAccount('demo.x.kestrel-roasters'), '2025-01-01', '2025-12-31');
    expect(x.length / 365).toBeGreaterThan(1.5);
    expect(x.filter((p) => p.kind === 'text').length).toBeGreaterThan(x.length / 2);
    const li = generatePosts(demoAccount('demo.linkedin.kestrel-roasters'), '2025-01-01', '2025-12-31');
    expect(li.length / 52).toBeLessThan(5);
    expect(li.some((p) => p.kind === 'document')).toBe(true);
  });
});

describe('demo generator: only the emulated network’s metrics', () => {
  const postMetrics = (network: (typeof DEMO_NETWORKS)[number], filter: (post: RemotePost) => boolean) => {
    const account = demoAccount(`demo.${network}.kestrel-roasters`);
    const post = generatePosts(account, SINCE, UNTIL).find(filter)!;

    return postMetricsAsOf(post, AS_OF).points;
  };

  it('gives X no reach and Pinterest no shares, absent rather than 0', () => {
    const x = postMetrics('x', (p) => p.kind === 'text');
    expect(x.map((p) => p.metric)).not.toContain('reach');
    expect(x.find((p) => p.metric === 'impressions')?.raw).toBe('impression_count');
    const pin = postMetrics('pinterest', (p) => p.kind === 'pin');
    expect(pin.map((p) => p.metric)).not.toContain('shares');
    expect(pin.find((p) => p.metric === 'saves')?.raw).toBe('SAVE');
    const account = generateDailyMetrics(demoAccount('demo.x.kestrel-roasters'), SINCE, SINCE);
    expect(account.map((p) => p.metric)).not.toContain('reach');
  });

  it('names every point as the emulated network does and flags computed values', () => {
    const reel = postMetrics('instagram', (p) => p.kind === 'reel');
    expect(reel.find((p) => p.metric === 'saves')?.raw).toBe('saved');
    expect(reel.find((p) => p.metric === 'watch_time_avg_sec')?.raw).toBe('ig_reels_avg_watch_time');
    expect(reel.find((p) => p.metric === 'engagement_rate')?.derived).toBe(true);
    expect(reel.find((p) => p.metric === 'engagements')?.derived).toBeUndefined();
    const yt = postMetrics('youtube', () => true);
    expect(yt.find((p) => p.metric === 'watch_time_total_sec')?.raw).toBe('estimatedMinutesWatched');
    expect(yt.map((p) => p.metric)).not.toContain('saves');
    const tiktok = postMetrics('tiktok_business', (p) => p.kind === 'video');
    expect(tiktok.find((p) => p.metric === 'video_views')?.value).toBe(
      tiktok.find((p) => p.metric === 'impressions')?.value,
    );
    const flows = generateDailyMetrics(demoAccount('demo.youtube.kestrel-roasters'), SINCE, SINCE);
    expect(flows.find((p) => p.metric === 'followers_gained')?.raw).toBe('subscribersGained');
    const xFlows = generateDailyMetrics(demoAccount('demo.x.kestrel-roasters'), SINCE, SINCE);
    expect(xFlows.find((p) => p.metric === 'followers_gained')?.derived).toBe(true);
  });

  it('only gives videos watch time, and reports X clicks as a gap after 30 days', () => {
    const image = postMetrics('instagram', (p) => p.kind === 'image');
    expect(image.map((p) => p.metric)).not.toContain('watch_time_avg_sec');
    const account = demoAccount('demo.x.kestrel-roasters');
    const post = generatePosts(account, SINCE, SINCE)[0]!;
    const fresh = postMetricsAsOf(post, new Date(Date.parse(post.publishedAt) + 86_400_000 * 5));
    expect(fresh.points.map((p) => p.metric)).toContain('clicks');
    const old = postMetricsAsOf(post, new Date(Date.parse(post.publishedAt) + 86_400_000 * 40));
    expect(old.points.map((p) => p.metric)).not.toContain('clicks');
    expect(old.gaps[0]?.raw).toBe('non_public_metrics.url_link_clicks');
  });

  it('keeps Instagram story insights for 24 hours only', () => {
    const account = demoAccount('demo.instagram.kestrel-roasters');
    const story = generatePosts(account, SINCE, UNTIL).find((p) => p.kind === 'story')!;
    const later = (hours: number) => new Date(Date.parse(story.publishedAt) + hours * 3_600_000);
    const within = postMetricsAsOf(story, later(20));
    expect(within.points.map((p) => p.metric)).toEqual(
      expect.arrayContaining(['reach', 'story_taps_forward', 'story_exits', 'story_replies']),
    );
    expect(within.points.map((p) => p.metric)).not.toContain('likes');
    const after = postMetricsAsOf(story, later(30));
    expect(after.points).toEqual([]);
    expect(after.gaps).toHaveLength(1);
  });
});

describe('demo generator: speed', () => {
  it('generates a profile-year of daily metrics and posts quickly', () => {
    const account = demoAccount('demo.instagram.speed-check');
    generateDailyMetrics(account, '2024-01-01', '2024-01-31');
    const started = performance.now();
    const points = generateDailyMetrics(account, '2025-01-01', '2025-12-31');
    const posts = generatePosts(account, '2025-01-01', '2025-12-31');
    const elapsed = performance.now() - started;
    expect(points.length).toBeGreaterThan(365 * 10);
    expect(posts.length).toBeGreaterThan(200);
    // The budget is 100 ms; the bound is loose so a busy test machine does not fail it.
    expect(elapsed).toBeLessThan(300);
  });
});
