import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/index.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres.ts';

/**
 * Port of the throwaway cluster: fixed and unusual, so it never meets a developer's own server.
 * `TEST_POSTGRES_PORT` moves it when two runs share a machine (two worktrees).
 */
export const TEST_POSTGRES_PORT = Number(process.env.TEST_POSTGRES_PORT ?? 55_471);

/**
 * Migrates once per run: a PGlite dump that every test file loads in ~0.4 s (a fresh PGlite costs ~3 s), or
 * a Postgres template database that every test file clones.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // `test.env` reaches the test files, not this setup: the project's own config says which database it is.
  if (project.config.env?.TEST_DB === 'postgres') {
    let server: ThrowawayPostgres | null = null;
    const url = process.env.TEST_DATABASE_URL ?? (server = startThrowawayPostgres(TEST_POSTGRES_PORT)).url;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('drop database if exists kestrel_template');
    await admin.query('create database kestrel_template');
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = '/kestrel_template';
    const database = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), poolMax: 2 });
    await database.migrate();
    await database.close();
    project.provide('postgresUrl', url);

    return async () => server?.stop();
  }

  const database = await openDatabase({ kind: 'pglite', dir: null });
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'kestrel-pglite-')), 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);

  return async () => {};
}
