import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/index.ts';
import { QUEUE_POLICIES, registerQueues, startTickers } from './jobs/index.ts';
import { createPgBossJobs } from './lib/jobs.ts';
import { createLogger } from './logger.ts';
import { createServices } from './services.ts';

/**
 * The worker process (`npm run worker`): the job queues and tickers of server/jobs, without HTTP, next to web
 * processes started with `JOBS=off`, all on one Postgres (docs/adr/0018). Run as many as the jobs need: each
 * publish is claimed in the database and each profile's sync is one job at a time.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
    if (config.database.kind !== 'postgres')
      throw new ConfigError([
        'DATABASE_URL: the worker needs a Postgres server shared with the web processes (the embedded database opens in one process only: there, `npm start` runs the jobs itself)',
      ]);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee README.md, section "Configuration".\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const database = await openDatabase(config.database);
  await database.migrate();
  const logger = createLogger(config).child({ process: 'worker' });
  const jobs = await createPgBossJobs(database, logger, { queues: QUEUE_POLICIES, supervise: true });
  const services = createServices({ config, database, logger, jobs });
  await registerQueues(jobs, services);
  const tickers = startTickers({ services, database, logger });
  logger.info({ queues: Object.keys(QUEUE_POLICIES) }, 'worker ready: running the job queues and tickers');

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'stopping after an unexpected error');
    else logger.info(`${signal ?? 'stop'} received: finishing jobs in flight, then stopping`);
    tickers.stop();
    await jobs.stop();
    await services.background.drain();
    await database.close();
  });
}

await main();
