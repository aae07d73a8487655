import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Banner } from '@/design-system/Banner';
import { EmptyState } from '@/design-system/EmptyState';
import { Link } from '@/design-system/Link';
import { PageHeader } from '@/design-system/PageHeader';
import { Stack } from '@/design-system/Stack';
import { LoadFailed } from '@/features/analytics/index.ts';
import {
  FeedPreviewGrid,
  FeedProfilePicker,
  PostDrawer,
  useFeedPreview,
} from '@/features/publishing/index.ts';
import { usePublishingText } from '@/i18n/areas/publishing.ts';

/**
 * /publishing/scheduler/feed-preview: a profile's grid as its followers will see it, the planned posts above
 * the published ones; drag planned posts to reorder them (they exchange their times).
 */
export default function FeedPreviewScreen() {
  const { t } = usePublishingText();
  const navigate = useNavigate();
  const feed = useFeedPreview();

  return (
    <Stack gap={500}>
      <PageHeader
        title={t('publishing.feed.title')}
        subtitle={t('publishing.feed.intro')}
        actions={
          <Link href="/publishing/scheduler" variant="standalone">
            <ArrowLeft aria-hidden="true" size={16} /> {t('publishing.feed.back')}
          </Link>
        }
      />
      {feed.candidates.length === 0 ? (
        <EmptyState size="sm" title={t('publishing.feed.none')} description={t('publishing.feed.noneBody')} />
      ) : (
        <>
          <FeedProfilePicker feed={feed} />
          {feed.problem && (
            <Banner tone="critical" role="alert">
              {feed.problem}
            </Banner>
          )}
          {feed.failed ? <LoadFailed retry={feed.retry} /> : <FeedPreviewGrid feed={feed} />}
        </>
      )}
      <PostDrawer
        post={feed.openPost}
        profile={feed.profile}
        timeZone={feed.timeZone}
        locale={feed.locale}
        onClose={feed.close}
        onEdit={(post) =>
          void navigate(`/publishing/scheduler?view=list&date=${post.scheduled_at?.slice(0, 10) ?? ''}`)
        }
      />
    </Stack>
  );
}
