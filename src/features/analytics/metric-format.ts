import type { TAnalyticsMetric, TKpi } from '@contracts/analytics.ts';
import type { ChartValueFormat } from '@/design-system/ChartFrame';
import type { KpiFormat } from '@/design-system/KpiTile';

/** How a figure reads: counts compact on charts, rates as percentages, seconds as durations. */
export function kpiFormat(unit: TKpi['unit']): KpiFormat {
  if (unit === 'ratio') return 'percent';
  if (unit === 'seconds') return 'duration';

  return 'number';
}

/** How a chart's values read, from the report's unit of its metric: counts compact. */
export function chartFormat(unit: TKpi['unit'] | undefined): ChartValueFormat {
  if (unit === 'ratio') return 'percent';
  if (unit === 'seconds') return 'duration';

  return 'compact';
}

/** Metrics where a fall is good news. */
export const INVERSE_METRICS = new Set<TAnalyticsMetric>(['followers_lost', 'story_exits']);
