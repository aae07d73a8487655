import { useState } from 'react';
import type { PostSort } from '@/api/analytics.ts';

/**
 * The posts list's order and format, kept while the page is open: newest first, every format (`'all'`) at
 * first. `table` goes to PostsTable as it is; `kind` and `setKind` to PostKindSelect.
 */
export function usePostsOrder() {
  const [order, setOrder] = useState<{ sort: PostSort; order: 'asc' | 'desc' }>({
    sort: 'published_at',
    order: 'desc',
  });
  const [kind, setKind] = useState('all');

  return {
    kind,
    setKind,
    table: {
      sort: order.sort,
      order: order.order,
      onSortChange: (sort: PostSort, next: 'asc' | 'desc') => setOrder({ sort, order: next }),
      kind: kind === 'all' ? undefined : kind,
    },
  };
}
