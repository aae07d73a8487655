import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/index.ts';
import { QUEUE_POLICIES, registerQueues, startTickers } from './jobs/index.ts';
import { systemClock } from './lib/clock.ts';
import { createPgBossJobs } from './lib/jobs.ts';
import { ensureDemoUser } from './modules/identity/demo-user.ts';
import { ensureDemoWorkspace } from './modules/social/demo-workspace.ts';
import { createLogger } from './logger.ts';

/**
 * Process entry: config → database (migrated) → demo sign-in → HTTP, with a graceful stop on signals. With
 * `JOBS` on (the default) this process also works the job queues and runs the tickers (server/jobs); with
 * `JOBS=off` it serves HTTP alone next to `npm run worker` (docs/adr/0018).
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee README.md, section "Configuration".\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const startedAt = performance.now();
  const database = await openDatabase(config.database);
  await database.migrate();
  const logger = createLogger(config);
  const jobs = await createPgBossJobs(database, logger, { queues: QUEUE_POLICIES, supervise: config.jobs });
  const app = await buildApp({ config, database, jobs, logger });
  if (config.jobs) await registerQueues(jobs, app.services);
  app.log.info(
    { database: database.kind, ms: Math.round(performance.now() - startedAt) },
    database.kind === 'pglite'
      ? `database ready (embedded PGlite${config.database.kind === 'pglite' && config.database.dir ? ` in ${config.database.dir}` : ', in memory'})`
      : 'database ready (Postgres)',
  );

  const demo = config.demoWorkspace
    ? await ensureDemoUser({ db: database.db, clock: systemClock, dataDir: config.dataDir })
    : null;
  if (demo) {
    const connected = await ensureDemoWorkspace(
      app.services.social,
      app.services.social.connectors,
      systemClock,
      { userId: demo.userId, accountId: demo.accountId },
    );
    if (connected > 0)
      app.log.info(`demo workspace: ${connected} demo profiles connected; their history is filling in`);
  }

  const tickers = config.jobs ? startTickers({ services: app.services, database, logger: app.log }) : null;

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an unexpected error');
    else app.log.info(`${signal ?? 'stop'} received: finishing requests in flight, then stopping`);
    tickers?.stop();
    await app.close();
    await jobs.stop();
    await app.services.background.drain();
    await database.close();
  });

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const inUse = (error as { code?: string }).code === 'EADDRINUSE';
    process.stderr.write(
      inUse
        ? `Port ${config.port} is already in use. Stop what holds it, or start with another: PORT=3001 npm start\n`
        : `Could not listen on ${config.host}:${config.port}: ${(error as Error).message}\n`,
    );
    tickers?.stop();
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(1);
  }
  const lines = [
    '',
    `  Kestrel is running at ${config.publicUrl}`,
    `  API reference: ${config.publicUrl}/api/docs`,
    ...(demo ? [`  Demo sign-in: ${demo.email} / ${demo.password}`] : []),
    ...(config.mail.smtpUrl
      ? []
      : [`  Outgoing mail is written to ${config.mail.dir} and its links are logged here.`]),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
