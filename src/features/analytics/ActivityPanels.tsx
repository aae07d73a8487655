import type { TActivity } from '@contracts/analytics.ts';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@/design-system/BarChart';
import { ChartCard } from '@/design-system/ChartCard';
import { type ChartStatus, formatDay } from '@/design-system/ChartFrame';
import { Columns } from '@/design-system/Columns';
import { Heading } from '@/design-system/Heading';
import { HeatmapChart } from '@/design-system/HeatmapChart';
import { formatKpiValue } from '@/design-system/KpiTile';
import { Text } from '@/design-system/Text';
import { useChartCopy } from '@/lib/chart-copy.ts';

/** A breakdown's buckets as shares of its total, largest first (ages in their own order), at most `limit`. */
function sharesOf(breakdown: Record<string, number> | undefined, order: 'share' | 'name', limit = Infinity) {
  if (!breakdown) return [];
  const total = Object.values(breakdown).reduce((sum, value) => sum + value, 0) || 1;

  return Object.entries(breakdown)
    .map(([name, value]) => ({ name, share: value / total }))
    .sort((a, b) => (order === 'name' ? a.name.localeCompare(b.name) : b.share - a.share))
    .slice(0, limit);
}

const AUDIENCE_BREAKDOWNS = [
  { key: 'age', title: 'analytics.activity.age', order: 'name', limit: Infinity },
  { key: 'gender', title: 'analytics.activity.gender', order: 'share', limit: Infinity },
  { key: 'country', title: 'analytics.activity.countries', order: 'share', limit: 5 },
  { key: 'city', title: 'analytics.activity.cities', order: 'share', limit: 5 },
] as const;

/** The server's one spelling of each gender (analytics.service `bucketOf`). */
const GENDER_LABELS = {
  female: 'analytics.activity.women',
  male: 'analytics.activity.men',
  other: 'analytics.activity.other',
} as const;

/**
 * When to post (the selection's own posts of the last year, by local weekday and hour), when followers are
 * online, how often it posted in the period, and who follows it.
 */
export function ActivityPanels({
  activity,
  status,
  retry,
}: {
  activity: TActivity | undefined;
  status: ChartStatus;
  retry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const copy = useChartCopy();
  const weekdays = t('analytics.activity.weekdays', { returnObjects: true }) as unknown as string[];
  const hourLabel = (hour: number) =>
    new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(2026, 0, 5, hour),
    );
  const percent = (value: number) => formatKpiValue(value, 'percent', i18n.language);
  const cells = activity?.best_times.cells ?? [];
  const top = activity?.best_times.top ?? [];
  const slots = top.map((slot) => `${weekdays[slot.weekday]} ${hourLabel(slot.hour)}`).join(', ');
  const heatmapCommon = {
    dayLabels: weekdays,
    hourLabel,
    dayColumnLabel: t('analytics.activity.day'),
    lowLabel: t('analytics.activity.less'),
    highLabel: t('analytics.activity.more'),
    noDataLabel: t('analytics.activity.noPosts'),
    ...copy.states(retry),
  };
  const online = activity?.followers_online ?? null;
  const audience = activity?.audience ?? null;
  const posting = activity?.posting;

  return (
    <>
      <ChartCard
        title={t('analytics.activity.bestTimes')}
        description={
          <>
            <Text as="p">
              {top.length > 0 ? t('analytics.activity.best', { slots }) : t('analytics.activity.noBest')}
            </Text>
            {activity && (
              <Text as="p" size="sm" tone="secondary">
                {activity.best_times.formula}{' '}
                {t('analytics.range.inTimeZone', { timeZone: activity.time_zone })}
              </Text>
            )}
          </>
        }
        hideExport
        {...copy.card}
      >
        <HeatmapChart
          {...heatmapCommon}
          cells={cells.map((cell) => ({
            day: cell.weekday,
            hour: cell.hour,
            value: cell.avg_engagement_rate,
          }))}
          valueLabel={(value) => (value === null ? t('analytics.activity.noPosts') : percent(value))}
          // The server's best slots (it leaves out slots with too few posts), as the sentence above names them.
          bestSlots={top.map((slot) => ({ day: slot.weekday, hour: slot.hour }))}
          bestLabel={t('analytics.activity.bestSlot')}
          summary={t('analytics.activity.bestTimesSummary')}
          status={status === 'ready' && cells.length === 0 ? 'empty' : status}
        />
        {cells.length > 0 && (
          <Text as="p" size="sm" tone="secondary">
            {t('analytics.activity.cellValue', {
              count: cells.reduce((sum, cell) => sum + cell.posts, 0),
              rate: percent(
                cells.reduce((sum, cell) => sum + (cell.avg_engagement_rate ?? 0) * cell.posts, 0) /
                  Math.max(
                    1,
                    cells.reduce(
                      (sum, cell) => sum + (cell.avg_engagement_rate === null ? 0 : cell.posts),
                      0,
                    ),
                  ),
              ),
            })}
          </Text>
        )}
      </ChartCard>
      {online && (
        <ChartCard title={t('analytics.activity.followersOnline')} hideExport {...copy.card}>
          <HeatmapChart
            {...heatmapCommon}
            cells={online.map((cell) => ({ day: cell.weekday, hour: cell.hour, value: cell.value }))}
            valueLabel={(value) =>
              value === null
                ? t('analytics.noData')
                : t('analytics.activity.online', { count: Math.round(value) })
            }
            summary={t('analytics.activity.followersOnlineSummary')}
            status={status}
          />
        </ChartCard>
      )}
      <ChartCard
        title={t('analytics.activity.posting')}
        {...copy.card}
        isExportDisabled={!posting}
        csv={{
          filename: `posts-per-day-${posting?.days[0] ?? ''}.csv`,
          columns: [t('analytics.date'), t('analytics.charts.postsCount')],
          rows: (posting?.days ?? []).map((day, index) => [day, posting!.posts[index] ?? 0]),
        }}
      >
        <BarChart
          data={(posting?.days ?? []).map((day, index) => ({
            label: formatDay(day, 'tick', i18n.language),
            values: { posts: posting!.posts[index] ?? 0 },
          }))}
          series={[{ id: 'posts', name: t('analytics.charts.postsCount') }]}
          summary={t('analytics.activity.posting')}
          categoryLabel={t('analytics.date')}
          status={status}
          height={200}
          {...copy.states(retry)}
        />
      </ChartCard>
      <ChartCard
        title={t('analytics.activity.audience')}
        description={
          audience?.updated_at
            ? t('analytics.activity.audienceUpdated', {
                date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                  new Date(audience.updated_at),
                ),
              })
            : undefined
        }
        hideExport
        {...copy.card}
      >
        {status === 'ready' && !audience ? (
          <Text tone="secondary">{t('analytics.activity.noAudience')}</Text>
        ) : (
          // The networks give age and gender apart (never crossed), so they are shown apart.
          <Columns minColumnWidth="260px">
            {AUDIENCE_BREAKDOWNS.map(({ key, title, order, limit }) => {
              const shares = sharesOf(audience?.[key], order, limit);
              if (status === 'ready' && shares.length === 0) return null;
              const label = (name: string): string =>
                key === 'gender' && name in GENDER_LABELS
                  ? t(GENDER_LABELS[name as keyof typeof GENDER_LABELS])
                  : name;

              return (
                <section key={key}>
                  <Heading level={3} size="sm">
                    {t(title)}
                  </Heading>
                  <BarChart
                    data={shares.map((share) => ({
                      label: label(share.name),
                      values: { share: share.share },
                    }))}
                    series={[{ id: 'share', name: t('analytics.activity.share') }]}
                    layout="horizontal"
                    valueFormat="percent"
                    summary={t(title)}
                    categoryLabel={t(title)}
                    status={status}
                    height={Math.max(120, shares.length * 32)}
                    {...copy.states(retry)}
                  />
                </section>
              );
            })}
          </Columns>
        )}
      </ChartCard>
    </>
  );
}
