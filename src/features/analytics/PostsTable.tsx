import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { POST_SORTS } from '@contracts/plain.ts';
import { useNavigate } from 'react-router';
import type { AnalyticsScope, PostSort } from '@/api/analytics.ts';
import { useMedias } from '@/api/analytics.ts';
import { Button } from '@/design-system/Button';
import { EmptyState } from '@/design-system/EmptyState';
import { networkName } from '@/design-system/NetworkIcon';
import { Stack } from '@/design-system/Stack';
import { Table, type SortDescriptor } from '@/design-system/Table';
import { Text } from '@/design-system/Text';
import { LoadFailed } from './LoadFailed.tsx';
import { metricCell } from '@/lib/metric-cell.ts';

/** The metric columns a list of posts shows, sortable on the server. */
const METRIC_COLUMNS = POST_SORTS.filter((sort) => sort !== 'published_at');

/** A post's metric as a cell: a metric its network does not give is a dash, never 0. */
/**
 * Posts of a scope with their lifetime figures, sorted on the server by any metric (press a column header),
 * page after page; a row opens the post.
 */
export function PostsTable({
  scope,
  sort,
  order,
  onSortChange,
  kind,
  range,
  label,
  selectedKeys,
  onSelectionChange,
}: {
  scope: AnalyticsScope | null;
  sort: PostSort;
  order: 'asc' | 'desc';
  onSortChange: (sort: PostSort, order: 'asc' | 'desc') => void;
  kind?: string | undefined;
  range?: { from: string; to: string; tz: string } | undefined;
  label: string;
  /** With these, rows can be ticked (to add them to a campaign). */
  selectedKeys?: ReadonlySet<string>;
  onSelectionChange?: (keys: Set<string>) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { items, total, isLoading, error, hasMore, isLoadingMore, loadMore, retry } = useMedias(scope, {
    sort,
    order,
    limit: 25,
    ...(kind ? { kind } : {}),
    ...(range ?? {}),
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(range ? { timeZone: range.tz } : {}),
  });
  const descriptor: SortDescriptor = {
    column: sort,
    direction: order === 'asc' ? 'ascending' : 'descending',
  };
  if (error) return <LoadFailed retry={retry} />;

  return (
    <Stack gap={300}>
      <Text tone="secondary" aria-live="polite">
        {isLoading ? t('common.loading') : t('analytics.posts.count', { count: total })}
      </Text>
      <Table
        aria-label={label}
        columns={[
          // The caption ends in an ellipsis at 280 px: the figures are what the table is for.
          {
            id: 'post',
            name: t('analytics.posts.post'),
            isRowHeader: true,
            width: '2fr',
            minWidth: 200,
            maxWidth: 280,
          },
          { id: 'network', name: t('analytics.posts.network'), width: 110 },
          { id: 'published_at', name: t('analytics.posts.published'), width: 170, allowsSorting: true },
          ...METRIC_COLUMNS.map((metric) => ({
            id: metric,
            name: t(`analytics.metrics.${metric}`),
            align: 'end' as const,
            minWidth: 80,
            allowsSorting: true,
          })),
        ]}
        rows={items}
        {...(selectedKeys && onSelectionChange
          ? {
              selectionMode: 'multiple' as const,
              selectedKeys: [...selectedKeys],
              onSelectionChange: (keys: 'all' | Set<Key>) =>
                onSelectionChange(
                  keys === 'all' ? new Set(items.map((item) => item.id)) : new Set([...keys].map(String)),
                ),
            }
          : {})}
        sortDescriptor={descriptor}
        // A new column sorts most first (the best posts, the latest); pressing it again turns the order.
        onSortChange={(next) =>
          onSortChange(
            next.column as PostSort,
            next.column !== sort ? 'desc' : next.direction === 'ascending' ? 'asc' : 'desc',
          )
        }
        onRowAction={(id) => {
          const item = items.find((entry) => entry.id === id);
          if (item) void navigate(`/media/${item.id}?profile=${item.profile_id}`);
        }}
        isLoading={isLoading}
        loadingLabel={t('analytics.posts.loading')}
        emptyState={<EmptyState size="sm" title={t('analytics.posts.none')} />}
        renderCell={(item, column) => {
          if (column === 'post')
            return `${t(`analytics.kinds.${item.kind}`, { defaultValue: item.kind })} · ${item.text.replace(/\s+/g, ' ').trim() || '—'}`;
          if (column === 'network') return networkName(item.network);
          if (column === 'published_at') return dateFormat.format(new Date(item.published_at));

          return metricCell(item, column as PostSort, i18n.language);
        }}
      />
      {hasMore && (
        <Button variant="secondary" onPress={loadMore} isPending={isLoadingMore}>
          {t('analytics.posts.showMore')}
        </Button>
      )}
    </Stack>
  );
}
