import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a repository can run queries on: the database itself or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The PGlite instance when embedded (pg-boss and tests need it), seen through the same turn-taking and change
   * counting as `db`; null on Postgres.
   */
  pglite: PGlite | null;
  /**
   * How many statements that may change data this process has sent to its embedded database so far. A read
   * taken when the count was n is still what the database holds while the count is n, so it may be served
   * again without asking (the signed-in session, read by every API request). Null on Postgres, where other
   * processes (web × N, workers) write too and no process sees every change.
   */
  changes: (() => number) | null;
  /** The Postgres URL (pg-boss opens its own pool on it); null on PGlite. */
  connectionString: string | null;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Refreshes the planner's statistics where nothing else does: embedded PGlite has no autovacuum, and without
   * statistics its planner guesses, sorts spill and index-only scans cannot happen (bench/analytics.ts: group
   * analytics 2–3× slower). Postgres's autovacuum does it there, so this does nothing.
   */
  maintain(): Promise<void>;
  close(): Promise<void>;
};

/** The advisory lock migrations hold on Postgres (any fixed number; "kestrel" in ASCII). */
const MIGRATION_LOCK = 0x6b657374726c;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(config: Config['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax });
    const db = drizzlePg(pool, { schema }) as unknown as Db;

    return {
      db,
      kind: 'postgres',
      pglite: null,
      connectionString: config.url,
      // Several processes start at once on one database (web × N, worker × M): one migrates, the others wait
      // on the lock and then find nothing left to do.
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      changes: null,
      ping: async () => {
        await pool.query('select 1');
      },
      maintain: async () => {},
      close: () => pool.end(),
    };
  }

  // PGlite does not create parent folders itself (toolchain pitfall P9). The folder is the server's alone.
  if (config.dir) {
    mkdirSync(config.dir, { recursive: true, mode: 0o700 });
    chmodSync(config.dir, 0o700);
  }
  const pglite = await PGlite.create(config.dir ?? 'memory://');
  // PGlite's initdb writes its files 0666 (its file system ignores the umask): only the server may read them.
  if (!config.dir) return fromPglite(pglite);
  const dir = config.dir;
  restrictModes(dir);
  const database = fromPglite(pglite);

  // Files written since (a checkpoint at close) get the same modes.
  return {
    ...database,
    close: async () => {
      await database.close();
      restrictModes(dir);
    },
  };
}

/** Folders 0700 and files 0600 under `dir`: the database's files are readable and writable by their owner only. */
export function restrictModes(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

/** Wraps an already open PGlite (tests reuse a migrated snapshot this way). */
export function fromPglite(pglite: PGlite): Database {
  let changes = 0;
  const embedded = takingTurns(pglite, () => (changes += 1));
  const db = drizzlePglite(embedded, { schema }) as unknown as Db;

  return {
    db,
    kind: 'pglite',
    pglite: embedded,
    changes: () => changes,
    connectionString: null,
    migrate: () => migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await pglite.query('select 1');
    },
    maintain: async () => {
      await pglite.query('vacuum (analyze)');
    },
    close: () => pglite.close(),
  };
}

/** How long queries may follow one another on PGlite before the event loop gets a turn. */
const SLICE_MS = 10;
let sliceStartedAt: number | null = null;

/** Waits for a turn of the event loop when queries have held it for a slice since it last turned. */
async function takeTurn(): Promise<void> {
  if (sliceStartedAt === null) {
    sliceStartedAt = performance.now();
    // The event loop's next turn starts a new slice, whoever gave it.
    setImmediate(() => {
      sliceStartedAt = null;
    });

    return;
  }
  if (performance.now() - sliceStartedAt >= SLICE_MS) await nextTurn();
}

/**
 * A statement that only reads: a `select` (drizzle writes them in lower case; `for update` locks rows, changes
 * none). Anything else (`insert`, `update`, `delete`, `with …`, DDL, several statements) may change data.
 */
const READ_ONLY = /^[\s(]*select\b/i;
/** pg-boss's own statements (its queue polling, every few seconds) change its `pgboss` schema, never the app's tables. */
const JOB_QUEUE_ONLY = /\bpgboss\./;

/**
 * PGlite runs a query synchronously inside a promise, so a chain of queries (an import checking 500 rows, a sync
 * writing its days) passes from one microtask to the next and the event loop reads no other request until it
 * ends: with 50 readers, one import's dry run held every one of them for 800 ms (bench/import-load.ts). A query
 * or transaction started after its chain has held the loop for 10 ms first waits for the loop to turn, so other
 * requests are read and answered between the queries, as on Postgres, where every query is real I/O. A
 * transaction's own queries run without waiting (the transaction holds the database).
 *
 * `onChange` hears of every statement that may change the app's data, when it is sent (before it runs, so a read
 * sent earlier and answered later is never counted as newer than it): a `query` that is not a `select`, an
 * `exec`, and a transaction when it starts and when it ends (its own statements go through its own object).
 * The job queue's statements on its own schema are not the app's data.
 */
export function takingTurns(pglite: PGlite, onChange: () => void = () => {}): PGlite {
  return new Proxy(pglite, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (key !== 'query' && key !== 'exec' && key !== 'transaction') return method;

      return async (...args: unknown[]) => {
        const text = typeof args[0] === 'string' ? args[0] : '';
        if (
          !(key === 'query' && READ_ONLY.test(text)) &&
          !(key !== 'transaction' && JOB_QUEUE_ONLY.test(text))
        )
          onChange();
        await takeTurn();
        if (key !== 'transaction') return method(...args);
        try {
          return await method(...args);
        } finally {
          onChange();
        }
      };
    },
  });
}
