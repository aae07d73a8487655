import type { TAlbum } from '@contracts/campaigns.ts';
import { useTranslation } from 'react-i18next';
import { Link } from '@/design-system/Link';
import { Table } from '@/design-system/Table';
import { STAT_COLUMNS, statCell, useStatLabels, type StatColumn } from './stats.ts';

/** Campaigns side by side: each campaign a row, its posts' figures in columns; the name opens it. */
export function CampaignsTable({
  albums,
  isLoading,
  label,
  emptyState,
}: {
  albums: readonly TAlbum[];
  isLoading: boolean;
  label: string;
  emptyState?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const labels = useStatLabels();

  return (
    <Table
      aria-label={label}
      columns={[
        {
          id: 'name',
          name: t('analytics.campaigns.campaign'),
          isRowHeader: true,
          width: '2fr',
          minWidth: 200,
        },
        ...STAT_COLUMNS.map((column) => ({
          id: column,
          name: labels[column],
          align: 'end' as const,
          minWidth: 100,
        })),
      ]}
      rows={albums}
      isLoading={isLoading}
      loadingLabel={t('common.loading')}
      emptyState={emptyState}
      renderCell={(album, column) =>
        column === 'name' ? (
          <Link href={`/content/campaigns/${album.id}`}>{album.name}</Link>
        ) : (
          statCell(album.stats, column as StatColumn, i18n.language)
        )
      }
    />
  );
}
