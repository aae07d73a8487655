import { describe, expect, it } from 'vitest';
import { mediaMetricFormat, mediaMetrics, mediaMetricValue } from '@/features/analytics/media-figures.ts';

/** A post's page (features/analytics): which figures, in which order, written how. */
describe('a post’s figures', () => {
  it('puts the rate first, then the known figures its network gives in their order, then the others', () => {
    expect(mediaMetrics({ saves: 3, watch_time_sec: 40, likes: 12, reach: 300, engagements: 20 })).toEqual([
      'engagement_rate',
      'engagements',
      'reach',
      'likes',
      'saves',
      'watch_time_sec',
    ]);
    expect(mediaMetrics({})).toEqual(['engagement_rate']);
  });

  it('reads the rate from the post and a figure its network did not give as null', () => {
    const media = { engagement_rate: 0.05, metrics: { likes: 12, shares: null } };
    expect(mediaMetricValue(media, 'engagement_rate')).toBe(0.05);
    expect(mediaMetricValue(media, 'likes')).toBe(12);
    expect(mediaMetricValue(media, 'shares')).toBeNull();
    expect(mediaMetricValue(media, 'saves')).toBeNull();
  });

  it('writes the rate as a percentage, seconds as a duration, the rest as counts', () => {
    expect(['engagement_rate', 'watch_time_sec', 'likes'].map(mediaMetricFormat)).toEqual([
      'percent',
      'duration',
      'number',
    ]);
  });
});
