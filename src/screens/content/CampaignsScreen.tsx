import { Columns3, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlbums } from '@/api/analytics.ts';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { Link } from '@/design-system/Link';
import { Stack } from '@/design-system/Stack';
import { CampaignsTable, CreateCampaignDialog, LoadFailed } from '@/features/analytics/index.ts';
import { PageHeader } from '@/design-system/PageHeader';

/** /content/campaigns: the campaigns with what their posts did; create one, open one, compare them. */
export default function CampaignsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { albums, error, isLoading, retry } = useAlbums();
  const [isOpen, setOpen] = useState(false);

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
            <Button variant="primary" iconStart={<Plus aria-hidden="true" />} onPress={() => setOpen(true)}>
              {t('analytics.campaigns.create')}
            </Button>
          </>
        }
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
