import type { TMedia } from '@contracts/analytics.ts';
import type { KpiFormat } from '@/design-system/KpiTile';

/** The figures a post's page shows first, in this order; any other its network gives follows. */
const ORDER = [
  'engagement_rate',
  'engagements',
  'reach',
  'impressions',
  'video_views',
  'likes',
  'comments',
  'shares',
  'saves',
];

/** The figures of a post to show: its rate, then the known ones its network gives, then the others. */
export const mediaMetrics = (metrics: TMedia['metrics']) => [
  ...ORDER.filter((metric) => metric === 'engagement_rate' || metric in metrics),
  ...Object.keys(metrics).filter((metric) => !ORDER.includes(metric)),
];

/** A post's figure for a metric: its rate, or what its network gave (null when it gave nothing). */
export const mediaMetricValue = (media: Pick<TMedia, 'engagement_rate' | 'metrics'>, metric: string) =>
  metric === 'engagement_rate' ? media.engagement_rate : (media.metrics[metric] ?? null);

/** A rate as a percentage, a `…_sec` figure as a duration, a count otherwise. */
export const mediaMetricFormat = (metric: string): KpiFormat =>
  metric === 'engagement_rate' ? 'percent' : metric.endsWith('_sec') ? 'duration' : 'number';
