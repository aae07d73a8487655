import type { TAlbumDetail } from '@contracts/campaigns.ts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/design-system/Button';
import { Columns } from '@/design-system/Columns';
import { KpiTile } from '@/design-system/KpiTile';
import { Link } from '@/design-system/Link';
import { PageHeader } from '@/design-system/PageHeader';
import { Text } from '@/design-system/Text';
import { KPI_COLUMNS } from './campaign-figures.ts';
import { useStatLabels } from './stats.ts';

/** The way back to the campaigns' list. */
export function BackToCampaigns() {
  const { t } = useTranslation();

  return (
    <Link href="/content/campaigns" variant="standalone">
      {t('analytics.campaigns.title')}
    </Link>
  );
}

/**
 * A campaign's head: the way back, its name with its description (or its period) and a delete button, what
 * went wrong with the last action, and its figures in tiles.
 */
export function CampaignHeader({
  album,
  period,
  failure,
  onDelete,
}: {
  album: TAlbumDetail;
  period: string | undefined;
  failure: string | null;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const labels = useStatLabels();

  return (
    <>
      <div>
        <BackToCampaigns />
      </div>
      <PageHeader
        title={album.name}
        subtitle={album.description || period}
        actions={
          <Button variant="tertiary" iconStart={<Trash2 aria-hidden="true" />} onPress={onDelete}>
            {t('analytics.campaigns.delete')}
          </Button>
        }
      />
      {failure && (
        <Text tone="critical" role="alert">
          {failure}
        </Text>
      )}
      <Columns minColumnWidth="180px" gap={300}>
        {KPI_COLUMNS.map((column) => (
          <KpiTile
            key={column}
            label={labels[column]}
            value={album.stats[column]}
            format={column === 'avg_engagement_rate' ? 'percent' : 'number'}
            locale={i18n.language}
            status={album.stats[column] === null ? 'unavailable' : 'ready'}
            unavailableLabel={t('analytics.source.noValue')}
          />
        ))}
      </Columns>
    </>
  );
}
