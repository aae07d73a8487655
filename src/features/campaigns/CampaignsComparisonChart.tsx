import type { TAlbum } from '@contracts/campaigns.ts';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@/design-system/BarChart';
import { ChartCard } from '@/design-system/ChartCard';
import { useChartCopy } from '@/lib/chart-copy.ts';
import { comparisonBars, comparisonRows } from './campaign-figures.ts';

/** Every campaign's engagements as bars, with their posts and rate in the CSV export. */
export function CampaignsComparisonChart({
  albums,
  error,
  isLoading,
  retry,
}: {
  albums: readonly TAlbum[];
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}) {
  const { t } = useTranslation();
  const copy = useChartCopy();

  return (
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
        rows: comparisonRows(albums),
      }}
    >
      <BarChart
        data={comparisonBars(albums)}
        series={[{ id: 'engagements', name: t('analytics.campaigns.engagements') }]}
        layout="horizontal"
        valueFormat="compact"
        summary={t('analytics.campaigns.comparativeIntro')}
        categoryLabel={t('analytics.campaigns.campaign')}
        status={error ? 'error' : isLoading ? 'loading' : albums.length === 0 ? 'empty' : 'ready'}
        {...copy.states(retry)}
        emptyMessage={t('analytics.campaigns.empty')}
      />
    </ChartCard>
  );
}
