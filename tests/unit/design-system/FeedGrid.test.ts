import { describe, expect, it } from 'vitest';
import { reorderPlanned, resolvePlannedTarget } from '@/design-system/FeedGrid/FeedGrid.utils.ts';

const grid = (spec: string) =>
  spec.split(' ').map((token) => ({ id: token.replace('*', ''), isPlanned: token.endsWith('*') }));
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id).join(' ');

describe('reorderPlanned', () => {
  const items = grid('a* b* c* d e* f');

  it('moves a planned item before or after another', () => {
    expect(ids(reorderPlanned(items, ['a'], 'c', 'after'))).toBe('b c a d e f');
    expect(ids(reorderPlanned(items, ['c'], 'a', 'before'))).toBe('c a b d e f');
  });

  it('keeps published items in their slots', () => {
    // e is the fourth planned item: its slot is after the published d.
    expect(ids(reorderPlanned(items, ['a'], 'e', 'after'))).toBe('b c e d a f');
    expect(ids(reorderPlanned(items, ['e'], 'a', 'before'))).toBe('e a b d c f');
  });

  it('moves several items together, in their order', () => {
    expect(ids(reorderPlanned(items, ['e', 'a'], 'b', 'after'))).toBe('b a e d c f');
  });

  it('refuses published targets, published movers and self-drops', () => {
    expect(ids(reorderPlanned(items, ['a'], 'd', 'before'))).toBe('a b c d e f');
    expect(ids(reorderPlanned(items, ['d'], 'a', 'before'))).toBe('a b c d e f');
    expect(ids(reorderPlanned(items, ['b'], 'b', 'after'))).toBe('a b c d e f');
    expect(ids(reorderPlanned(items, ['zz'], 'b', 'after'))).toBe('a b c d e f');
  });

  it('ignores published ids mixed into the moved ones', () => {
    expect(ids(reorderPlanned(items, ['a', 'd'], 'c', 'after'))).toBe('b c a d e f');
  });

  it('does not mutate its input', () => {
    const before = ids(items);
    reorderPlanned(items, ['a'], 'c', 'after');
    expect(ids(items)).toBe(before);
  });
});

describe('resolvePlannedTarget', () => {
  const items = grid('a* b* c d* e');

  it('keeps planned targets', () => {
    expect(resolvePlannedTarget(items, 'b', 'after')).toEqual({ targetId: 'b', position: 'after' });
  });

  it('maps a place next to a published item onto its planned neighbour', () => {
    expect(resolvePlannedTarget(items, 'c', 'before')).toEqual({ targetId: 'b', position: 'after' });
    expect(resolvePlannedTarget(items, 'c', 'after')).toEqual({ targetId: 'd', position: 'before' });
  });

  it('refuses places between published items, and unknown ids', () => {
    expect(resolvePlannedTarget(items, 'e', 'before')).toEqual({ targetId: 'd', position: 'after' });
    expect(resolvePlannedTarget(items, 'e', 'after')).toBeNull();
    expect(resolvePlannedTarget(items, 'zz', 'after')).toBeNull();
  });
});
