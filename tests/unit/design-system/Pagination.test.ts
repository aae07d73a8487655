import { describe, expect, it } from 'vitest';
import { paginationItems } from '@/design-system/Pagination';

describe('paginationItems', () => {
  it('lists every page when they all fit', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('returns nothing without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('puts gaps on both sides in the middle', () => {
    expect(paginationItems(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
  });

  it('keeps the same number of slots near the ends', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    for (let page = 1; page <= 12; page += 1) {
      const items = paginationItems(page, 12);
      expect(items).toHaveLength(7);
      expect(items).toContain(page);
      items.forEach((item, index) => {
        if (typeof item === 'string') {
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        }
      });
    }
  });

  it('widens the window with more siblings', () => {
    expect(paginationItems(50, 100, 2)).toEqual([
      1,
      'ellipsis-start',
      48,
      49,
      50,
      51,
      52,
      'ellipsis-end',
      100,
    ]);
    expect(paginationItems(5, 20, 0)).toEqual([1, 'ellipsis-start', 5, 'ellipsis-end', 20]);
  });

  it('clamps the page into range', () => {
    expect(paginationItems(0, 20)).toEqual(paginationItems(1, 20));
    expect(paginationItems(99, 20)).toEqual(paginationItems(20, 20));
  });
});
