import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
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
  /** The raw PGlite instance when embedded (pg-boss and tests need it); null on Postgres. */
  pglite: PGlite | null;
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
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;

  return {
    db,
    kind: 'pglite',
    pglite,
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
