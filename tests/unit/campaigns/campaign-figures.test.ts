import { describe, expect, it } from 'vitest';
import type { TAlbum, TPostSetStats } from '@contracts/campaigns.ts';
import { formatKpiValue } from '@/design-system/KpiTile';
import {
  campaignPeriod,
  campaignTab,
  comparisonBars,
  comparisonRows,
  profileLabels,
  timelineBars,
  timelineRows,
} from '@/features/campaigns/campaign-figures.ts';
import { statCell } from '@/features/campaigns/stats.ts';

const stats = (overrides: Partial<TPostSetStats> = {}): TPostSetStats => ({
  posts: 3,
  profiles: 2,
  engagements: 1200,
  avg_engagement_rate: 0.045,
  impressions: null,
  reach: 9000,
  video_views: null,
  first_published_at: '2026-11-02T09:00:00.000Z',
  last_published_at: '2026-11-20T18:00:00.000Z',
  ...overrides,
});
const album = (name: string, overrides: Partial<TPostSetStats> = {}): TAlbum => ({
  id: `id-${name}`,
  name,
  description: '',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  stats: stats(overrides),
  networks: [],
});

/** The campaign pages' pure pieces (features/campaigns): tabs, period, names, and the charts' rows. */
describe('a campaign’s figures', () => {
  it('opens the posts tab on …/stats and the analytics tab otherwise', () => {
    expect(campaignTab('/content/campaigns/abc/stats')).toBe('stats');
    expect(campaignTab('/content/campaigns/abc/analytics')).toBe('analytics');
    expect(campaignTab('/content/campaigns/abc')).toBe('analytics');
  });

  it('runs from the first post’s day to the last one’s, in the given zone; none before a post is out', () => {
    const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Pacific/Auckland' });
    expect(campaignPeriod(stats(), format)).toBe('Nov 2, 2026 – Nov 21, 2026');
    expect(
      campaignPeriod(stats({ first_published_at: null, last_published_at: null }), format),
    ).toBeUndefined();
  });

  it('names each profile with its network, by id', () => {
    const names = profileLabels([
      { id: 'p1', name: 'Kestrel Coffee', network: 'instagram' },
      { id: 'p2', name: 'Kestrel Coffee', network: 'x' },
    ]);
    expect(names.get('p1')).toBe('Kestrel Coffee · Instagram');
    expect(names.get('p2')).toMatch(/^Kestrel Coffee · X/);
  });

  it('gives the timeline as CSV rows and as bars with a day tick', () => {
    const timeline = [
      { day: '2026-11-02', posts: 2, engagements: 340 },
      { day: '2026-11-03', posts: 1, engagements: null },
    ];
    expect(timelineRows(timeline)).toEqual([
      ['2026-11-02', 2, 340],
      ['2026-11-03', 1, null],
    ]);
    expect(timelineBars(timeline, 'en-US')).toEqual([
      { label: 'Nov 2', values: { posts: 2, engagements: 340 } },
      { label: 'Nov 3', values: { posts: 1, engagements: null } },
    ]);
  });

  it('sets campaigns side by side: name, posts, engagements and rate; engagements as bars', () => {
    const albums = [
      album('Winter'),
      album('Spring', { posts: 0, engagements: null, avg_engagement_rate: null }),
    ];
    expect(comparisonRows(albums)).toEqual([
      ['Winter', 3, 1200, 0.045],
      ['Spring', 0, null, null],
    ]);
    expect(comparisonBars(albums)).toEqual([
      { label: 'Winter', values: { engagements: 1200 } },
      { label: 'Spring', values: { engagements: null } },
    ]);
  });

  it('writes a figure no post has as a dash, a rate as a percentage', () => {
    expect(statCell(stats(), 'impressions', 'en-US')).toBe('—');
    expect(statCell(stats(), 'avg_engagement_rate', 'en-US')).toBe(formatKpiValue(0.045, 'percent', 'en-US'));
    expect(statCell(stats(), 'engagements', 'en-US')).toBe(formatKpiValue(1200, 'number', 'en-US'));
  });
});
