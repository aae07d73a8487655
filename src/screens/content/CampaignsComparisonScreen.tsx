import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/design-system/PageHeader';
import { Stack } from '@/design-system/Stack';
import {
  CampaignsComparisonChart,
  CampaignsTable,
  useCampaignsComparison,
} from '@/features/campaigns/index.ts';

/** /content/campaigns/comparative-table: every campaign side by side, in a table and a chart. */
export default function CampaignsComparisonScreen() {
  const { t } = useTranslation();
  const { albums, error, isLoading, retry } = useCampaignsComparison();
  const rows = albums ?? [];
  const title = t('analytics.campaigns.comparative');

  return (
    <Stack gap={500}>
      <PageHeader title={title} subtitle={t('analytics.campaigns.comparativeIntro')} />
      <CampaignsTable albums={rows} isLoading={isLoading} label={title} />
      <CampaignsComparisonChart albums={rows} error={error} isLoading={isLoading} retry={retry} />
    </Stack>
  );
}
