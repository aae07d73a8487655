import { describe, expect, it } from 'vitest';
import { schedulerPostFixture } from '@mocks/handlers/publishing.ts';
import { timesForOrder } from '@/features/publishing/feed-preview/feed-items.ts';

describe('reordering the feed preview', () => {
  const post = (id: string, at: string) => schedulerPostFixture({ id, scheduled_at: at });
  const a = post('a', '2026-12-03T17:00:00.000Z');
  const b = post('b', '2026-12-02T09:00:00.000Z');
  const c = post('c', '2026-12-01T12:00:00.000Z');

  it('gives the posts each other’s times: the first tile the latest, only the moved ones change', () => {
    expect(timesForOrder([a, b, c], ['c', 'a', 'b']).map(({ post, at }) => [post.id, at])).toEqual([
      ['c', '2026-12-03T17:00:00.000Z'],
      ['a', '2026-12-02T09:00:00.000Z'],
      ['b', '2026-12-01T12:00:00.000Z'],
    ]);
    expect(timesForOrder([a, b, c], ['b', 'a', 'c']).map(({ post, at }) => [post.id, at])).toEqual([
      ['b', '2026-12-03T17:00:00.000Z'],
      ['a', '2026-12-02T09:00:00.000Z'],
    ]);
  });

  it('ignores published posts in the order and changes nothing when the order is the same', () => {
    expect(timesForOrder([a, b, c], ['a', 'published-1', 'b', 'c'])).toEqual([]);
  });
});
