import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useMedia } from '@/api/analytics.ts';
import { useCurrentUser } from '@/api/user.ts';
import { Card } from '@/design-system/Card';
import { Columns } from '@/design-system/Columns';
import { EmptyState } from '@/design-system/EmptyState';
import { Heading } from '@/design-system/Heading';
import { KpiTile } from '@/design-system/KpiTile';
import { Link } from '@/design-system/Link';
import { networkName } from '@/design-system/NetworkIcon';
import { Spinner } from '@/design-system/Spinner';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { kpiSource, useSourceCopy } from '@/features/analytics/index.ts';
import { useSelection } from '@/lib/selection/index.ts';
import { ExternalLink } from '@/features/social-profiles/index.ts';
import { PageHeader } from '@/design-system/PageHeader';

const ORDER = [
  'engagement_rate',
  'engagements',
  'reach',
  'impressions',
  'video_views',
  'likes',
  'comments',
  'shares',
  'saves',
];

/** /media/:id: one post, its caption and every figure the network gives for it, each with its source. */
export default function MediaScreen() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { activeSocialProfileId } = useSelection();
  const { user } = useCurrentUser();
  const sourceCopy = useSourceCopy();
  const profileId = params.get('profile') ?? activeSocialProfileId;
  const { media, error, isLoading } = useMedia(profileId, id);
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
  const timeZone = user?.time_zone;
  const published = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'full',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(media.published_at));
  const metrics = [
    ...ORDER.filter((metric) => metric === 'engagement_rate' || metric in media.metrics),
    ...Object.keys(media.metrics).filter((metric) => !ORDER.includes(metric)),
  ];
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
      <Card>
        <Stack gap={300}>
          {media.thumbnail_url && (
            <img src={media.thumbnail_url} alt="" style={{ maxWidth: 320, borderRadius: 8 }} />
          )}
          <Text style={{ whiteSpace: 'pre-wrap' }}>{media.text || '—'}</Text>
          {media.album_ids.length > 0 && (
            <Text size="sm" tone="secondary">
              {t('analytics.media.campaigns', { count: media.album_ids.length })}
            </Text>
          )}
        </Stack>
      </Card>
      <Stack gap={300}>
        <Heading level={2}>{t('analytics.media.figures')}</Heading>
        <Text size="sm" tone="secondary">
          {t('analytics.media.lifetime')}
        </Text>
        <Columns minColumnWidth="200px" gap={300}>
          {metrics.map((metric) => {
            const value =
              metric === 'engagement_rate' ? media.engagement_rate : (media.metrics[metric] ?? null);
            const provenance = media.provenance[metric];
            const source = provenance
              ? kpiSource(
                  {
                    metric: 'engagements',
                    unit: 'count',
                    value,
                    previous: null,
                    change: null,
                    change_ratio: null,
                    missing_profiles: [],
                    coverage: null,
                    provenance,
                  },
                  t('analytics.source.computedHere'),
                  null,
                )
              : undefined;

            return (
              <KpiTile
                key={metric}
                label={t(`analytics.metrics.${metric}`, { defaultValue: metric })}
                value={value}
                format={
                  metric === 'engagement_rate' ? 'percent' : metric.endsWith('_sec') ? 'duration' : 'number'
                }
                locale={i18n.language}
                {...(timeZone ? { timeZone } : {})}
                status={value === null ? 'unavailable' : 'ready'}
                unavailableLabel={t('analytics.source.notGiven', { networks: networkName(media.network) })}
                {...(source
                  ? {
                      source,
                      ...sourceCopy,
                    }
                  : {})}
              />
            );
          })}
        </Columns>
      </Stack>
    </Stack>
  );
}
