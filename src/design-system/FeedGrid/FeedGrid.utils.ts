import type { DropPosition } from './FeedGrid.types.ts';

type Reorderable = { id: string; isPlanned: boolean };

/**
 * Moves planned items before or after another planned item, leaving every published item at its index: the
 * planned items are reordered among themselves, then poured back into the planned slots in the new order.
 * Returns the input unchanged when the move is not allowed (target published or moved, nothing planned moved).
 */
export function reorderPlanned<T extends Reorderable>(
  items: readonly T[],
  movedIds: Iterable<string>,
  targetId: string,
  position: DropPosition,
): T[] {
  const moving = new Set(movedIds);
  const planned = items.filter((item) => item.isPlanned);
  const moved = planned.filter((item) => moving.has(item.id));
  const target = planned.find((item) => item.id === targetId);
  if (!target || moved.length === 0 || moving.has(targetId)) return [...items];

  const rest = planned.filter((item) => !moving.has(item.id));
  const at = rest.indexOf(target) + (position === 'after' ? 1 : 0);
  const reordered = [...rest.slice(0, at), ...moved, ...rest.slice(at)];

  let next = 0;
  return items.map((item) => (item.isPlanned ? (reordered[next++] ?? item) : item));
}

/**
 * Where a drop next to `targetId` lands among the planned items: "before X" or "after X" with X published is
 * the same place as "after" the planned item just before X or "before" the planned item just after it. Null
 * when no planned neighbour makes the place reachable.
 */
export function resolvePlannedTarget(
  items: readonly Reorderable[],
  targetId: string,
  position: DropPosition,
): { targetId: string; position: DropPosition } | null {
  const index = items.findIndex((item) => item.id === targetId);
  const target = items[index];
  if (!target) return null;
  if (target.isPlanned) return { targetId, position };
  const neighbour = items[position === 'before' ? index - 1 : index + 1];
  if (!neighbour?.isPlanned) return null;
  return { targetId: neighbour.id, position: position === 'before' ? 'after' : 'before' };
}
