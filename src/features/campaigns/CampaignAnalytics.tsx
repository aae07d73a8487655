import type { TAlbumDetail } from '@contracts/campaigns.ts';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@/design-system/BarChart';
import { ChartCard } from '@/design-system/ChartCard';
import { Stack } from '@/design-system/Stack';
import { Table } from '@/design-system/Table';
import { useChartCopy } from '@/lib/chart-copy.ts';
import { BREAKDOWN_COLUMNS, timelineBars, timelineRows } from './campaign-figures.ts';
import { statCell, useStatLabels } from './stats.ts';

/** A campaign's analytics tab: its posts and engagements by day, then its figures by profile and by format. */
export function CampaignAnalytics({
  album,
  period,
  profileNames,
}: {
  album: TAlbumDetail;
  period: string | undefined;
  profileNames: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const labels = useStatLabels();
  const copy = useChartCopy();
  const columns = BREAKDOWN_COLUMNS.map((column) => ({
    id: column,
    name: labels[column],
    align: 'end' as const,
  }));

  return (
    <Stack gap={400}>
      <ChartCard
        title={t('analytics.campaigns.timeline')}
        {...(period ? { period } : {})}
        {...copy.card}
        csv={{
          filename: `campaign-${album.name}.csv`,
          columns: [t('analytics.date'), labels.posts, labels.engagements],
          rows: timelineRows(album.timeline),
        }}
      >
        <BarChart
          data={timelineBars(album.timeline, i18n.language)}
          series={[
            { id: 'engagements', name: labels.engagements },
            { id: 'posts', name: labels.posts },
          ]}
          valueFormat="compact"
          summary={t('analytics.campaigns.timeline')}
          categoryLabel={t('analytics.date')}
          status={album.timeline.length === 0 ? 'empty' : 'ready'}
          locale={copy.locale}
          emptyMessage={t('analytics.campaigns.noPostsYet')}
        />
      </ChartCard>
      <Table
        aria-label={t('analytics.campaigns.byProfile')}
        columns={[
          { id: 'profile', name: t('analytics.profiles.profile'), isRowHeader: true, width: '2fr' },
          ...columns,
        ]}
        rows={album.by_profile.map((entry) => ({ id: entry.profile_id, ...entry }))}
        renderCell={(row, column) =>
          column === 'profile'
            ? (profileNames.get(row.profile_id) ?? row.profile_id)
            : statCell(row.stats, column as 'posts', i18n.language)
        }
      />
      <Table
        aria-label={t('analytics.campaigns.byKind')}
        columns={[
          { id: 'kind', name: t('analytics.charts.kind'), isRowHeader: true, width: '2fr' },
          ...columns,
        ]}
        rows={album.by_kind.map((entry) => ({ id: entry.kind, ...entry }))}
        renderCell={(row, column) =>
          column === 'kind'
            ? t(`analytics.kinds.${row.kind}`, { defaultValue: row.kind })
            : statCell(row.stats, column as 'posts', i18n.language)
        }
      />
    </Stack>
  );
}
