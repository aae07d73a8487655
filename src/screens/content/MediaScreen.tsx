import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/design-system/EmptyState';
import { Link } from '@/design-system/Link';
import { networkName } from '@/design-system/NetworkIcon';
import { PageHeader } from '@/design-system/PageHeader';
import { Spinner } from '@/design-system/Spinner';
import { Stack } from '@/design-system/Stack';
import { MediaCaption, MediaFigures, useMediaDetails } from '@/features/analytics/index.ts';
import { ExternalLink } from '@/features/social-profiles/index.ts';

/** /media/:id: one post, its caption and every figure the network gives for it, each with its source. */
export default function MediaScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { profileId, media, error, isLoading, timeZone, published } = useMediaDetails(
    id,
    params.get('profile'),
  );
  const back = (
    <Link href="/content/posts" variant="standalone">
      <ArrowLeft aria-hidden="true" size={16} /> {t('analytics.media.back')}
    </Link>
  );
  if (!profileId || error)
    return (
      <EmptyState
        size="lg"
        titleLevel={1}
        title={t('analytics.media.notFound')}
        description={profileId ? undefined : t('analytics.media.noProfile')}
        actions={back}
      />
    );
  if (isLoading || !media) return <Spinner size="lg" label={t('common.loading')} />;
  const kind = t(`analytics.kinds.${media.kind}`, { defaultValue: media.kind });

  return (
    <Stack gap={500}>
      <div>{back}</div>
      <PageHeader
        title={`${kind} · ${networkName(media.network)}`}
        subtitle={published}
        actions={
          media.permalink ? (
            <ExternalLink href={media.permalink} newTabLabel={t('analytics.media.newTab')}>
              {t('analytics.posts.open', { network: networkName(media.network) })}
            </ExternalLink>
          ) : undefined
        }
      />
      <MediaCaption media={media} />
      <MediaFigures media={media} timeZone={timeZone} />
    </Stack>
  );
}
