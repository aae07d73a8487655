/**
 * YouTube Analytics API `reports` (../shared/reference/networks.md §9.2): `{columnHeaders: [{name}], rows: [[…]]}`.
 * A report with no activity has no `rows` (no points, not zeros). Metrics are requested together; when YouTube
 * refuses the group (a retired or unsupported metric gives HTTP 400), each metric is asked alone and the ones it
 * still refuses become gaps.
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import type { MetricGap, MetricName } from '../core/types.ts';
import { ANALYTICS_API, type YoutubeApi } from './api.ts';

const Report = z.object({
  columnHeaders: z.array(z.object({ name: z.string() })),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))).nullish(),
});

export type ReportRow = Record<string, string | number | null>;

export type ReportQuery = {
  startDate: string;
  endDate: string;
  dimensions: string;
  filters?: string;
  sort?: string;
};

/** Analytics metric → normalized names, with a unit factor (minutes → seconds). */
export const ANALYTICS_METRICS: Record<string, { metrics: readonly MetricName[]; factor?: number }> = {
  views: { metrics: ['video_views', 'impressions'] },
  estimatedMinutesWatched: { metrics: ['watch_time_total_sec'], factor: 60 },
  averageViewDuration: { metrics: ['watch_time_avg_sec'] },
  likes: { metrics: ['likes'] },
  comments: { metrics: ['comments'] },
  shares: { metrics: ['shares'] },
  subscribersGained: { metrics: ['followers_gained'] },
  subscribersLost: { metrics: ['followers_lost'] },
};

function toRows(report: z.output<typeof Report>): ReportRow[] {
  const names = report.columnHeaders.map((header) => header.name);

  return (report.rows ?? []).map((row) =>
    Object.fromEntries(names.map((name, index) => [name, row[index] ?? null])),
  );
}

/** Rows from several single-metric answers merged on their dimension values. */
function mergeRows(
  target: Map<string, ReportRow>,
  rows: readonly ReportRow[],
  dimensions: readonly string[],
) {
  for (const row of rows) {
    const key = dimensions.map((dimension) => String(row[dimension])).join('|');
    target.set(key, { ...target.get(key), ...row });
  }
}

export function createAnalytics(api: YoutubeApi) {
  function ask(token: string, query: ReportQuery, metrics: readonly string[]) {
    return api.tryGet(
      `${ANALYTICS_API}/reports`,
      token,
      { ids: 'channel==MINE', ...query, metrics: metrics.join(',') },
      Report,
    );
  }

  async function report(
    token: string,
    query: ReportQuery,
    metrics: readonly string[],
  ): Promise<{ rows: ReportRow[]; gaps: MetricGap[] }> {
    const together = await ask(token, query, metrics);
    if (together.ok) return { rows: toRows(together.data), gaps: [] };
    if (together.error.kind !== 'unknown' || metrics.length === 1) {
      if (metrics.length === 1 && together.error.kind === 'unknown')
        return {
          rows: [],
          gaps: [{ raw: metrics[0] ?? '', reason: 'YouTube Analytics refused this metric.' }],
        };
      throw new ConnectorFailure(together.error);
    }
    const merged = new Map<string, ReportRow>();
    const gaps: MetricGap[] = [];
    const dimensions = query.dimensions.split(',');
    for (const metric of metrics) {
      const alone = await ask(token, query, [metric]);
      if (alone.ok) mergeRows(merged, toRows(alone.data), dimensions);
      else if (alone.error.kind === 'unknown')
        gaps.push({
          raw: metric,
          reason: 'YouTube Analytics refused this metric (retired or not available here).',
        });
      else throw new ConnectorFailure(alone.error);
    }

    return { rows: [...merged.values()], gaps };
  }

  return { report };
}
