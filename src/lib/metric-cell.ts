import type { TMedia } from '@contracts/analytics.ts';
import type { PostSort } from '@/api/analytics.ts';
import { formatKpiValue } from '@/design-system/KpiTile';

/** A post's figure for a metric as a table cell: a percentage for the rate, a count otherwise, '—' for none. */
export function metricCell(item: TMedia, metric: PostSort, locale: string): string {
  if (metric === 'engagement_rate')
    return item.engagement_rate === null ? '—' : formatKpiValue(item.engagement_rate, 'percent', locale);
  const value = item.metrics[metric];

  return value === null || value === undefined ? '—' : formatKpiValue(value, 'number', locale);
}
