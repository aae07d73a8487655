import type { TAnalyticsMetric, TAnalyticsReport } from '@contracts/analytics.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AnalyticsScope, PostSort } from '@/api/analytics.ts';
import { useMedias } from '@/api/analytics.ts';
import { BarChart } from '@/design-system/BarChart';
import { ChartCard } from '@/design-system/ChartCard';
import type { ChartStatus } from '@/design-system/ChartFrame';
import { GrowthChart } from '@/design-system/GrowthChart';
import { Heading } from '@/design-system/Heading';
import { formatDateRange } from '@/design-system/DateRangePicker';
import { formatKpiValue } from '@/design-system/KpiTile';
import { LineChart } from '@/design-system/LineChart';
import { networkName, NETWORKS } from '@/design-system/NetworkIcon';
import { Stack } from '@/design-system/Stack';
import { Table } from '@/design-system/Table';
import { TopPostsGrid } from '@/design-system/TopPostsGrid';
import { useChartCopy } from '@/lib/chart-copy.ts';
import { chartFormat, kpiFormat } from './metric-format.ts';

type PanelProps = {
  report: TAnalyticsReport | undefined;
  status: ChartStatus;
  retry: () => void;
};

const rangeText = (report: TAnalyticsReport | undefined, locale?: string) =>
  report ? formatDateRange({ start: report.range.from, end: report.range.to }, locale) : undefined;

/** Daily values of one or more metrics, the comparison period dashed under them. */
export function SeriesPanel({
  report,
  status,
  retry,
  metrics,
  variant = 'line',
}: PanelProps & { metrics: readonly TAnalyticsMetric[]; variant?: 'line' | 'area' }) {
  const { t } = useTranslation();
  const copy = useChartCopy();
  const names = metrics.map((metric) => t(`analytics.metrics.${metric}`));
  const title = metrics.length === 1 ? t('analytics.charts.perDay', { metric: names[0] }) : names.join(', ');
  const days = report?.series.days ?? [];
  const present = metrics.filter((metric) => report?.series.metrics[metric]);
  const series = present.map((metric) => ({
    id: metric,
    name: t(`analytics.metrics.${metric}`),
    points: days.map((date, index) => ({
      date,
      value: report!.series.metrics[metric]!.current[index] ?? null,
    })),
  }));
  const comparison = report?.comparison
    ? present.map((metric) => ({
        id: metric,
        points: days.map((date, index) => ({
          date,
          value: report.series.metrics[metric]!.previous[index] ?? null,
        })),
      }))
    : undefined;
  const hasValues = series.some((entry) => entry.points.some((point) => point.value !== null));
  const chartStatus: ChartStatus = status === 'ready' && !hasValues ? 'empty' : status;

  return (
    <ChartCard
      title={title}
      {...(rangeText(report, copy.locale) ? { period: rangeText(report, copy.locale) } : {})}
      {...copy.card}
      isExportDisabled={chartStatus !== 'ready'}
      csv={{
        filename: `${metrics.join('-')}-${report?.range.from ?? ''}-${report?.range.to ?? ''}.csv`,
        columns: [t('analytics.date'), ...series.map((entry) => entry.name)],
        rows: days.map((day, index) => [day, ...series.map((entry) => entry.points[index]?.value ?? null)]),
      }}
    >
      <LineChart
        series={series}
        {...(comparison
          ? {
              comparison,
              comparisonLabel: t(
                report?.comparison && report.comparison.from.slice(5) === report.range.from.slice(5)
                  ? 'analytics.previousYear'
                  : 'analytics.previousPeriod',
              ),
            }
          : {})}
        variant={variant}
        valueFormat={chartFormat(report?.kpis.find((kpi) => kpi.metric === metrics[0])?.unit)}
        summary={title}
        dateLabel={t('analytics.date')}
        status={chartStatus}
        {...copy.states(retry)}
      />
    </ChartCard>
  );
}

/** Followers gained and lost per day, with the net line. */
export function GrowthPanel({ report, status, retry }: PanelProps) {
  const { t } = useTranslation();
  const copy = useChartCopy();
  const days = report?.series.days ?? [];
  const gained = report?.series.metrics.followers_gained?.current;
  const lost = report?.series.metrics.followers_lost?.current;
  const points = days.map((date, index) => ({
    date,
    gained: gained?.[index] ?? null,
    lost: lost?.[index] ?? null,
  }));
  const hasValues = points.some((point) => point.gained !== null || point.lost !== null);
  const title = t('analytics.charts.growth');

  return (
    <ChartCard
      title={title}
      {...(rangeText(report, copy.locale) ? { period: rangeText(report, copy.locale) } : {})}
      {...copy.card}
      isExportDisabled={!hasValues}
      csv={{
        filename: `followers-growth-${report?.range.from ?? ''}-${report?.range.to ?? ''}.csv`,
        columns: [t('analytics.date'), t('analytics.charts.gained'), t('analytics.charts.lost')],
        rows: points.map((point) => [point.date, point.gained, point.lost]),
      }}
    >
      <GrowthChart
        points={points}
        gainedLabel={t('analytics.charts.gained')}
        lostLabel={t('analytics.charts.lost')}
        netLabel={t('analytics.charts.net')}
        dateLabel={t('analytics.date')}
        summary={title}
        status={status === 'ready' && !hasValues ? 'empty' : status}
        {...copy.states(retry)}
      />
    </ChartCard>
  );
}

/** Posts of the period by format: how many, their engagements and average engagement rate. */
export function ByKindPanel({ report, status, retry }: PanelProps) {
  const { t } = useTranslation();
  const copy = useChartCopy();
  const rows = report?.by_kind ?? [];
  const title = t('analytics.charts.byKind');
  const kindName = (kind: string) => t(`analytics.kinds.${kind}`, { defaultValue: kind });

  return (
    <ChartCard
      title={title}
      description={t('analytics.charts.byKindSummary')}
      {...copy.card}
      isExportDisabled={rows.length === 0}
      csv={{
        filename: `posts-by-format-${report?.range.from ?? ''}-${report?.range.to ?? ''}.csv`,
        columns: [
          t('analytics.charts.kind'),
          t('analytics.charts.postsCount'),
          t('analytics.metrics.engagements'),
          t('analytics.charts.avgRate'),
        ],
        rows: rows.map((row) => [kindName(row.kind), row.posts, row.engagements, row.avg_engagement_rate]),
      }}
    >
      <BarChart
        data={rows.map((row) => ({
          label: kindName(row.kind),
          values: { rate: row.avg_engagement_rate },
        }))}
        series={[{ id: 'rate', name: t('analytics.charts.avgRate') }]}
        valueFormat="percent"
        summary={t('analytics.charts.byKindSummary')}
        categoryLabel={t('analytics.charts.kind')}
        status={status === 'ready' && rows.length === 0 ? 'empty' : status}
        {...copy.states(retry)}
        height={220}
      />
    </ChartCard>
  );
}

/** Each profile's own figures side by side (a selection or a group); nothing for a single profile. */
export function ByProfilePanel({
  report,
  metrics,
}: {
  report: TAnalyticsReport | undefined;
  metrics: readonly TAnalyticsMetric[];
}) {
  const { t, i18n } = useTranslation();
  if (!report || report.scope.profiles.length < 2) return null;
  const units = new Map(report.kpis.map((kpi) => [kpi.metric, kpi.unit]));
  const shown = metrics.filter((metric) => units.has(metric));
  const profiles = new Map(report.scope.profiles.map((profile) => [profile.id, profile]));
  const rows = report.by_profile.map((entry) => ({ id: entry.profile_id, ...entry }));

  return (
    <Stack gap={300}>
      <Heading level={2}>{t('analytics.profiles.title')}</Heading>
      <Table
        aria-label={t('analytics.profiles.caption')}
        columns={[
          {
            id: 'profile',
            name: t('analytics.profiles.profile'),
            isRowHeader: true,
            width: '2fr',
            minWidth: 180,
            maxWidth: 260,
          },
          ...shown.map((metric) => ({
            id: metric,
            name: t(`analytics.metrics.${metric}`),
            align: 'end' as const,
            minWidth: 80,
          })),
        ]}
        rows={rows}
        renderCell={(row, column) => {
          if (column === 'profile') {
            const profile = profiles.get(row.profile_id);

            return profile ? `${profile.name} · ${networkName(profile.network)}` : row.profile_id;
          }
          const value = row.values[column]?.value;

          return value === null || value === undefined
            ? '—'
            : formatKpiValue(
                value,
                kpiFormat(units.get(column as TAnalyticsMetric) ?? 'count'),
                i18n.language,
              );
        }}
      />
    </Stack>
  );
}

/** The best posts of the period by a metric; choosing one opens it. */
export function TopPostsPanel({
  scope,
  report,
  sort,
  postKind,
}: {
  scope: AnalyticsScope;
  report: TAnalyticsReport | undefined;
  sort: PostSort;
  postKind?: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copy = useChartCopy();
  const { items, isLoading, error, retry } = useMedias(report ? scope : null, {
    sort,
    order: 'desc',
    limit: 5,
    ...(postKind ? { kind: postKind } : {}),
    ...(report ? { from: report.range.from, to: report.range.to, tz: report.range.time_zone } : {}),
  });
  const metricLabel = t(`analytics.metrics.${sort}`);
  const title = t('analytics.topPosts.title', { metric: metricLabel.toLowerCase() });
  const valueOf = (metrics: Record<string, number | null>, rate: number | null) =>
    sort === 'engagement_rate' ? (rate ?? 0) : (metrics[sort] ?? 0);
  const status: ChartStatus = error
    ? 'error'
    : isLoading || !report
      ? 'loading'
      : items.length === 0
        ? 'empty'
        : 'ready';

  return (
    <ChartCard title={title} hideExport {...copy.card}>
      <TopPostsGrid
        posts={items.map((item) => ({
          id: item.id,
          thumbnailUrl: item.thumbnail_url,
          caption: item.text,
          network: item.network,
          publishedAt: item.published_at,
          metricValue: valueOf(item.metrics, item.engagement_rate),
          metricLabel,
        }))}
        networkLabels={
          Object.fromEntries(NETWORKS.map((network) => [network, networkName(network)])) as never
        }
        rankLabel={(rank) => t('analytics.topPosts.rank', { rank })}
        onSelect={(id) => {
          const item = items.find((entry) => entry.id === id);
          if (item) void navigate(`/media/${item.id}?profile=${item.profile_id}`);
        }}
        summary={t('analytics.topPosts.summary', { metric: metricLabel.toLowerCase() })}
        valueFormat={sort === 'engagement_rate' ? 'percent' : 'compact'}
        // Five cards of 160 px fit side by side in the page's width at 1280 px: one row, none left alone.
        minCardWidth={160}
        status={status}
        {...copy.states(retry)}
        emptyMessage={t('analytics.topPosts.none')}
      />
    </ChartCard>
  );
}
