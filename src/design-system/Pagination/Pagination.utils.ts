import type { PaginationItem } from './Pagination.types.ts';

/**
 * The buttons of a pagination bar: always the first and the last page, the current one with `siblings` either
 * side, and a gap wherever pages are left out. The bar keeps the same number of slots wherever the current
 * page is, so the buttons do not jump while paging. Pages are 1-based; `page` is clamped into range.
 *
 * paginationItems(5, 20) → [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(count, Math.max(1, Math.floor(page)));
  const side = Math.max(0, Math.floor(siblings));
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  // First, last, current, its siblings, and two gaps.
  const slots = side * 2 + 5;
  if (count <= slots) return range(1, count);

  const start = Math.max(current - side, 1);
  const end = Math.min(current + side, count);
  const gapBefore = start > 3;
  const gapAfter = end < count - 2;
  const edge = slots - 2; // the pages shown on one side when only the other has a gap

  if (!gapBefore && gapAfter) return [...range(1, edge), 'ellipsis-end', count];
  if (gapBefore && !gapAfter) return [1, 'ellipsis-start', ...range(count - edge + 1, count)];

  return [1, 'ellipsis-start', ...range(start, end), 'ellipsis-end', count];
}
