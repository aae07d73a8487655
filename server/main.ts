import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/index.ts';
import { HOUR_MS, MINUTE_MS, systemClock } from './lib/clock.ts';
import { createPgBossJobs } from './lib/jobs.ts';
import { ensureDemoUser } from './modules/identity/demo-user.ts';
import { PUBLISH_TICK_MS } from './modules/publishing/publishing.service.ts';
import { ensureDemoWorkspace } from './modules/social/demo-workspace.ts';
import { createLoggerOptions } from './logger.ts';
import pino from 'pino';

/** Process entry: config → database (migrated) → demo sign-in → HTTP, with a graceful stop on signals. */
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
  const logger = pino(createLoggerOptions(config) as pino.LoggerOptions);
  const jobs = await createPgBossJobs(database, logger);
  const app = await buildApp({ config, database, jobs, logger });
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

  // Every minute: queue the profiles whose sync is due (pg-boss keeps one job per profile at a time).
  const ticker = setInterval(() => {
    void app.services.social
      .queueDueSyncs()
      .catch((error: unknown) => app.log.warn({ err: error }, 'queueing due syncs failed'));
  }, MINUTE_MS);
  ticker.unref();
  // Every 5 s: due posts, and publishes whose worker stopped, go to the publish queue (one indexed query).
  const publishTicker = setInterval(() => {
    void app.services.publishing
      .queueDuePosts()
      .catch((error: unknown) => app.log.warn({ err: error }, 'queueing due posts failed'));
  }, PUBLISH_TICK_MS);
  publishTicker.unref();

  // Planner statistics (PGlite has no autovacuum): shortly after start, once the demo backfill has filled the
  // tables, and every hour.
  const maintain = () =>
    database
      .maintain()
      .catch((error: unknown) => app.log.warn({ err: error }, 'refreshing planner statistics failed'));
  const firstMaintenance = setTimeout(() => void maintain(), 2 * MINUTE_MS);
  firstMaintenance.unref();

  const sweeper = setInterval(() => {
    void app.services.identity.sessions
      .sweepExpired()
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping expired sessions failed'));
    void maintain();
  }, HOUR_MS);
  sweeper.unref();

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an unexpected error');
    else app.log.info(`${signal ?? 'stop'} received: finishing requests in flight, then stopping`);
    clearInterval(sweeper);
    clearInterval(ticker);
    clearInterval(publishTicker);
    clearTimeout(firstMaintenance);
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
    clearInterval(sweeper);
    await app.close();
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
