import type { TAnalyticsMetric, TKpi } from '@contracts/analytics.ts';
import type { ChartValueFormat } from '@/design-system/ChartFrame';
import type { KpiFormat } from '@/design-system/KpiTile';

/** How a figure reads: counts compact on charts, rates as percentages, seconds as durations. */
export function kpiFormat(unit: TKpi['unit']): KpiFormat {
  if (unit === 'ratio') return 'percent';
  if (unit === 'seconds') return 'duration';

  return 'number';
}

const RATIOS = new Set<string>(['post_engagement_rate', 'story_completion_rate', 'engagement_rate']);
const SECONDS = new Set<string>(['watch_time_total_sec', 'post_watch_time_avg_sec']);

export function chartFormat(metric: string): ChartValueFormat {
  if (RATIOS.has(metric)) return 'percent';
  if (SECONDS.has(metric)) return 'duration';

  return 'compact';
}

/** Metrics where a fall is good news. */
export const INVERSE_METRICS = new Set<TAnalyticsMetric>(['followers_lost', 'story_exits']);

/** A day as a chart's category: "Nov 4" (the year is in the card's period). */
export function shortDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
