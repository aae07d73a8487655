import type { TAlbumDetail } from '@contracts/campaigns.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { Link } from '@/design-system/Link';
import { networkName } from '@/design-system/NetworkIcon';
import { Table } from '@/design-system/Table';
import { metricCell } from '@/lib/metric-cell.ts';
import { POST_METRICS } from './campaign-figures.ts';

/** A campaign's posts tab: each post with its network, its day and its figures; a post can be taken out. */
export function CampaignPosts({
  album,
  dateFormat,
  onRemove,
}: {
  album: TAlbumDetail;
  dateFormat: Intl.DateTimeFormat;
  onRemove: (postId: string) => void;
}) {
  const { t, i18n } = useTranslation();

  return (
    <Table
      aria-label={t('analytics.campaigns.tabStats')}
      columns={[
        {
          id: 'post',
          name: t('analytics.posts.post'),
          isRowHeader: true,
          width: '3fr',
          minWidth: 220,
        },
        { id: 'network', name: t('analytics.posts.network'), width: 120 },
        { id: 'published_at', name: t('analytics.posts.published'), width: 150 },
        ...POST_METRICS.map((metric) => ({
          id: metric,
          name: t(`analytics.metrics.${metric}`),
          align: 'end' as const,
        })),
        { id: 'remove', name: t('analytics.campaigns.removePost'), width: 180 },
      ]}
      rows={album.posts}
      emptyState={<EmptyState size="sm" title={t('analytics.campaigns.noPostsYet')} />}
      renderCell={(post, column) => {
        if (column === 'post')
          return (
            <Link href={`/media/${post.id}?profile=${post.profile_id}`}>
              {post.text.slice(0, 70) || t(`analytics.kinds.${post.kind}`, { defaultValue: post.kind })}
            </Link>
          );
        if (column === 'network') return networkName(post.network);
        if (column === 'published_at') return dateFormat.format(new Date(post.published_at));
        if (column === 'remove')
          return (
            <Button size="sm" variant="tertiary" onPress={() => onRemove(post.id)}>
              {t('analytics.campaigns.removePost')}
            </Button>
          );

        return metricCell(post, column as 'engagements', i18n.language);
      }}
    />
  );
}
