import { useTranslation } from 'react-i18next';
import { Card } from '@/design-system/Card';
import { Columns } from '@/design-system/Columns';
import { Heading } from '@/design-system/Heading';
import { KpiTile } from '@/design-system/KpiTile';
import { networkName } from '@/design-system/NetworkIcon';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { kpiSource, useSourceCopy } from './KpiGrid.tsx';
import { mediaMetricFormat, mediaMetrics, mediaMetricValue } from './media-figures.ts';
import type { MediaDetails } from './use-media-details.ts';

/** A post's picture, its caption, and how many campaigns it is in. */
export function MediaCaption({ media }: { media: MediaDetails }) {
  const { t } = useTranslation();

  return (
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
  );
}

/** A post's lifetime figures, a tile each, with where each comes from when the network said. */
export function MediaFigures({ media, timeZone }: { media: MediaDetails; timeZone: string | undefined }) {
  const { t, i18n } = useTranslation();
  const sourceCopy = useSourceCopy();

  return (
    <Stack gap={300}>
      <Heading level={2}>{t('analytics.media.figures')}</Heading>
      <Text size="sm" tone="secondary">
        {t('analytics.media.lifetime')}
      </Text>
      <Columns minColumnWidth="200px" gap={300}>
        {mediaMetrics(media.metrics).map((metric) => {
          const value = mediaMetricValue(media, metric);
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
              format={mediaMetricFormat(metric)}
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
  );
}
