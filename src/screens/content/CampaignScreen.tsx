import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/design-system/EmptyState';
import { Spinner } from '@/design-system/Spinner';
import { Stack } from '@/design-system/Stack';
import { Tabs } from '@/design-system/Tabs';
import {
  BackToCampaigns,
  CampaignAnalytics,
  CampaignHeader,
  CampaignPosts,
  DeleteCampaignDialog,
  campaignTab,
  useCampaign,
} from '@/features/campaigns/index.ts';

/**
 * /content/campaigns/:albumId (and its /analytics and /stats tabs): what the campaign's posts did, in total,
 * by profile, by format and by day, and the posts themselves.
 */
export default function CampaignScreen() {
  const { t } = useTranslation();
  const { albumId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const campaign = useCampaign(albumId);
  const { album } = campaign;
  const [isDeleting, setDeleting] = useState(false);
  if (campaign.error)
    return (
      <EmptyState
        size="lg"
        titleLevel={1}
        title={t('analytics.campaigns.notFound')}
        actions={<BackToCampaigns />}
      />
    );
  if (campaign.isLoading || !album) return <Spinner size="lg" label={t('common.loading')} />;

  return (
    <Stack gap={500}>
      <CampaignHeader
        album={album}
        period={campaign.period}
        failure={campaign.failure}
        onDelete={() => setDeleting(true)}
      />
      <Tabs
        aria-label={t('analytics.campaigns.tabs')}
        items={[
          { id: 'analytics', label: t('analytics.campaigns.tabAnalytics') },
          { id: 'stats', label: t('analytics.campaigns.tabStats'), count: album.posts.length },
        ]}
        selectedKey={campaignTab(pathname)}
        onSelectionChange={(key) => void navigate(`/content/campaigns/${album.id}/${key}`, { replace: true })}
      >
        {(item) =>
          item.id === 'analytics' ? (
            <CampaignAnalytics album={album} period={campaign.period} profileNames={campaign.profileNames} />
          ) : (
            <CampaignPosts album={album} dateFormat={campaign.dateFormat} onRemove={campaign.removePost} />
          )
        }
      </Tabs>
      <DeleteCampaignDialog
        name={album.name}
        isOpen={isDeleting}
        onOpenChange={setDeleting}
        onConfirm={campaign.remove}
      />
    </Stack>
  );
}
