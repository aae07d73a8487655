import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/design-system/EmptyState';
import { PageHeader } from '@/design-system/PageHeader';
import { Stack } from '@/design-system/Stack';
import { LoadFailed } from '@/features/analytics/index.ts';
import {
  CampaignsActions,
  CampaignsTable,
  CreateCampaignDialog,
  useCampaigns,
} from '@/features/campaigns/index.ts';

/** /content/campaigns: the campaigns with what their posts did; create one, open one, compare them. */
export default function CampaignsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { albums, error, isLoading, retry } = useCampaigns();
  const [isOpen, setOpen] = useState(false);

  return (
    <Stack gap={500}>
      <PageHeader
        title={t('analytics.campaigns.title')}
        subtitle={t('analytics.campaigns.intro')}
        actions={<CampaignsActions count={albums?.length ?? 0} onCreate={() => setOpen(true)} />}
      />
      {error ? (
        <LoadFailed retry={retry} />
      ) : (
        <CampaignsTable
          albums={albums ?? []}
          isLoading={isLoading}
          label={t('analytics.campaigns.title')}
          emptyState={
            <EmptyState
              size="sm"
              title={t('analytics.campaigns.empty')}
              description={t('analytics.campaigns.emptyBody')}
            />
          }
        />
      )}
      <CreateCampaignDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        onDone={(album) => void navigate(`/content/campaigns/${album.id}`)}
      />
    </Stack>
  );
}
