import { Columns3, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlbums } from '@/api/analytics.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Dialog } from '@/design-system/Dialog';
import { EmptyState } from '@/design-system/EmptyState';
import { Link } from '@/design-system/Link';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { CampaignsTable, CreateCampaignForm, useDialog } from '@/features/analytics/Campaigns.tsx';
import { PageHeader } from '@/features/social-profiles/PageHeader.tsx';

/** /content/campaigns: the campaigns with what their posts did; create one, open one, compare them. */
export default function CampaignsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { albums, error, isLoading, retry } = useAlbums();
  const dialog = useDialog();
  const [status, setStatus] = useState<string | null>(null);

  return (
    <Stack gap={500}>
      <PageHeader
        title={t('analytics.campaigns.title')}
        subtitle={t('analytics.campaigns.intro')}
        actions={
          <>
            {albums && albums.length > 1 && (
              <Link href="/content/campaigns/comparative-table" variant="standalone">
                <Columns3 aria-hidden="true" size={16} /> {t('analytics.campaigns.compare')}
              </Link>
            )}
            <Button variant="primary" iconStart={<Plus aria-hidden="true" />} onPress={dialog.open}>
              {t('analytics.campaigns.create')}
            </Button>
          </>
        }
      />
      {status && (
        <Banner tone="success" role="status">
          {status}
        </Banner>
      )}
      {error ? (
        <Stack gap={200} align="start">
          <Text tone="critical" role="alert">
            {t('analytics.loadFailed')}
          </Text>
          <Button onPress={retry}>{t('common.tryAgain')}</Button>
        </Stack>
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
      <Dialog
        isOpen={dialog.isOpen}
        onOpenChange={dialog.setOpen}
        title={t('analytics.campaigns.create')}
        closeLabel={t('common.cancel')}
        isDismissable={false}
      >
        <CreateCampaignForm
          onCancel={dialog.close}
          onDone={(album) => {
            dialog.close();
            setStatus(null);
            void navigate(`/content/campaigns/${album.id}`);
          }}
        />
      </Dialog>
    </Stack>
  );
}
