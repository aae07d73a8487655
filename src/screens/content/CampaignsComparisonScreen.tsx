import { useTranslation } from 'react-i18next';
import { useAlbumsOverview } from '@/api/analytics.ts';
import { BarChart } from '@/design-system/BarChart';
import { ChartCard } from '@/design-system/ChartCard';
import { Stack } from '@/design-system/Stack';
import { CampaignsTable, useChartCopy } from '@/features/analytics/index.ts';
import { PageHeader } from '@/design-system/PageHeader';

/** /content/campaigns/comparative-table: every campaign side by side, in a table and a chart. */
export default function CampaignsComparisonScreen() {
  const { t } = useTranslation();
  const copy = useChartCopy();
  const { albums, error, isLoading, retry } = useAlbumsOverview([]);
  const rows = albums ?? [];
  const title = t('analytics.campaigns.comparative');

  return (
    <Stack gap={500}>
      <PageHeader title={title} subtitle={t('analytics.campaigns.comparativeIntro')} />
      <CampaignsTable albums={rows} isLoading={isLoading} label={title} />
      <ChartCard
        title={`${t('analytics.campaigns.engagements')} · ${t('analytics.campaigns.rate')}`}
        {...copy.card}
        csv={{
          filename: 'campaigns.csv',
          columns: [
            t('analytics.campaigns.campaign'),
            t('analytics.campaigns.posts'),
            t('analytics.campaigns.engagements'),
            t('analytics.campaigns.rate'),
          ],
          rows: rows.map((album) => [
            album.name,
            album.stats.posts,
            album.stats.engagements,
            album.stats.avg_engagement_rate,
          ]),
        }}
      >
        <BarChart
          data={rows.map((album) => ({
            label: album.name,
            values: { engagements: album.stats.engagements },
          }))}
          series={[{ id: 'engagements', name: t('analytics.campaigns.engagements') }]}
          layout="horizontal"
          valueFormat="compact"
          summary={t('analytics.campaigns.comparativeIntro')}
          categoryLabel={t('analytics.campaigns.campaign')}
          status={error ? 'error' : isLoading ? 'loading' : rows.length === 0 ? 'empty' : 'ready'}
          {...copy.states(retry)}
          emptyMessage={t('analytics.campaigns.empty')}
        />
      </ChartCard>
    </Stack>
  );
}
