import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { fromPglite, openDatabase, type Database } from '../../server/db/index.ts';
import type { Clock } from '../../server/lib/clock.ts';
import type { Mailer, MailMessage } from '../../server/modules/mail/mailer.ts';
import { Agent } from './agent.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data dump (api-pglite project). */
    pgliteSnapshot: string;
    /** URL of a server whose `kestrel_template` database is migrated (api-postgres project). */
    postgresUrl: string;
  }
}

/** A clock the test moves by hand. */
export function createTestClock(
  start = new Date('2026-11-22T09:00:00Z'),
): Clock & { advance(ms: number): void } {
  let now = start.getTime();

  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
}

export type CapturedMail = MailMessage & { sentAt: Date };

export function createCapturingMailer(): Mailer & { sent: CapturedMail[]; last(to?: string): CapturedMail } {
  const sent: CapturedMail[] = [];

  return {
    sent,
    async send(message) {
      sent.push({ ...message, sentAt: new Date() });
    },
    last(to) {
      const found = sent.filter((mail) => !to || mail.to === to).at(-1);
      if (!found) throw new Error(`No mail was sent${to ? ` to ${to}` : ''}`);

      return found;
    },
  };
}

let databaseCounter = 0;

/** A fresh, migrated database for this test file: a PGlite from the snapshot, or a new Postgres database. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const serverUrl = inject('postgresUrl');
    const name = `t_${process.pid}_${Date.now().toString(36)}_${databaseCounter++}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template kestrel_template`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;

    return openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 5 });
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]) });

  return fromPglite(pglite);
}

export type TestApp = {
  app: App;
  config: Config;
  database: Database;
  clock: ReturnType<typeof createTestClock>;
  mail: ReturnType<typeof createCapturingMailer>;
  agent(): Agent;
  /** Waits for background work (mail) to finish. */
  settle(): Promise<void>;
  close(): Promise<void>;
};

export async function createTestApp(
  env: Record<string, string> = {},
  /** Dependencies only tests hand in (e.g. `urlCheckAllows` to let outbound fetches reach a local server). */
  deps: Pick<AppDeps, 'urlCheckAllows'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory:',
    APP_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kestrel-test-')),
    STATIC_DIR: path.join(tmpdir(), 'kestrel-no-web-build'),
    LOG_LEVEL: 'silent',
    DEMO_WORKSPACE: 'false',
    ...env,
  });
  const clock = createTestClock();
  const mail = createCapturingMailer();
  const app = await buildApp({ config, database, clock, mailer: mail, ...deps });
  await app.ready();

  return {
    app,
    config,
    database,
    clock,
    mail,
    agent: () => new Agent(app),
    async settle() {
      await app.services.jobs.drain();
      await app.services.background.drain();
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
