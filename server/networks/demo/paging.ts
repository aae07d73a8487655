/**
 * Newest-first pages over items generated day by day. The cursor is the (time, id) of the last item returned,
 * so a page is the same whichever day it is read from and items generated later never shift earlier pages.
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import type { Page } from '../core/types.ts';
import { dayOf } from './days.ts';

export type Key = { at: string; id: string };

const cursorSchema = z.object({ at: z.string(), id: z.string() });

export function encodeCursor(key: Key): string {
  return Buffer.from(JSON.stringify({ at: key.at, id: key.id })).toString('base64url');
}

export function decodeCursor(cursor: string): Key {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || Number.isNaN(Date.parse(result.data.at)))
    throw new ConnectorFailure({
      kind: 'unknown',
      providerCode: 'invalid_cursor',
      userMessage: 'The demo network did not recognise this page cursor. Reload the list.',
    });

  return result.data;
}

/** Newest first: later time first, then the larger id. */
export function compareKeysDesc(a: Key, b: Key): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.id === b.id) return 0;

  return a.id < b.id ? 1 : -1;
}

export function pageBackwards<T>(options: {
  /** Newest day to look at, then back to `lastDay` (inclusive). */
  fromDay: number;
  lastDay: number;
  itemsOn: (day: number) => T[];
  keyOf: (item: T) => Key;
  cursor?: string | null;
  pageSize: number;
}): Page<T> {
  const { itemsOn, keyOf, pageSize } = options;
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const fromDay = after ? Math.min(options.fromDay, dayOf(after.at)) : options.fromDay;
  const collected: T[] = [];
  for (let day = fromDay; day >= options.lastDay && collected.length <= pageSize; day--) {
    const items = itemsOn(day)
      .filter((item) => !after || compareKeysDesc(after, keyOf(item)) < 0)
      .sort((a, b) => compareKeysDesc(keyOf(a), keyOf(b)));
    collected.push(...items);
  }
  const items = collected.slice(0, pageSize);
  const last = items[items.length - 1];

  return { items, nextCursor: collected.length > pageSize && last ? encodeCursor(keyOf(last)) : null };
}

/** A newest-first page of a list already in memory. */
export function pageList<T>(
  items: T[],
  keyOf: (item: T) => Key,
  cursor: string | null | undefined,
  pageSize: number,
): Page<T> {
  return pageBackwards({ fromDay: 0, lastDay: 0, itemsOn: () => items, keyOf, cursor, pageSize });
}
