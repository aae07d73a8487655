import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/index.ts';

describe('the embedded database shares the event loop', () => {
  it('lets other work run while one chain of queries goes on', async () => {
    const database = await openDatabase({ kind: 'pglite', dir: null });
    try {
      // PGlite answers synchronously inside a promise: without turns, a chain of queries runs from one microtask
      // to the next and a request arriving meanwhile (here, a timer) waits for the whole chain.
      let done = 0;
      let doneWhenTimerRan: number | null = null;
      const timer = setTimeout(() => (doneWhenTimerRan = done), 0);
      for (let query = 0; query < 3000; query++) {
        await database.db.execute(sql`select ${query}::int as n`);
        done++;
      }
      clearTimeout(timer);
      expect(doneWhenTimerRan).not.toBeNull();
      expect(doneWhenTimerRan!).toBeLessThan(3000);
      // A transaction still holds the database for its own queries, which keep their order.
      const seen = await database.db.transaction(async (tx) => {
        const rows: number[] = [];
        for (let query = 0; query < 3; query++) {
          const result = (await tx.execute(sql`select ${query}::int as n`)) as unknown as {
            rows: { n: number }[];
          };
          rows.push(result.rows[0]!.n);
        }

        return rows;
      });
      expect(seen).toEqual([0, 1, 2]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
