import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.ts';
import { HOUR_MS, MINUTE_MS } from '../lib/clock.ts';
import type { Jobs, QueuePolicy } from '../lib/jobs.ts';
import { PUBLISH_QUEUE, PUBLISH_TICK_MS } from '../modules/publishing/publishing.service.ts';
import { SYNC_QUEUE } from '../modules/social/social.service.ts';
import type { Services } from '../services.ts';

/**
 * The background work, in one place (docs/adr/0018): the pg-boss queues with their handlers, and the tickers
 * that feed them. A process runs them when `JOBS` is on — `npm start` (web and jobs in one process) or
 * `npm run worker` (jobs alone); a web process with `JOBS=off` only sends jobs.
 */

/**
 * Each queue's policy, given to pg-boss when the queue is created: every process creates the queues it sends
 * to at start, with the same policy, whichever starts first.
 */
export const QUEUE_POLICIES: Record<string, QueuePolicy> = {
  // One queued and one running sync per profile.
  [SYNC_QUEUE]: 'stately',
  // The claim in the database makes each publish exclusive; a job of a worker that died must not hold it.
  [PUBLISH_QUEUE]: 'short',
};

/** Registers every queue's handler: from here on this process runs jobs. */
export async function registerQueues(jobs: Jobs, services: Pick<Services, 'social' | 'publishing'>) {
  const { social, publishing } = services;
  await jobs.register<{ profileId: string }>(SYNC_QUEUE, ({ profileId }) => social.syncProfile(profileId), {
    concurrency: 2,
  });
  await jobs.register<{ postId: string }>(PUBLISH_QUEUE, ({ postId }) => publishing.publishPost(postId), {
    concurrency: 32,
    batch: 8,
  });
}

export type Tickers = { stop(): void };

/**
 * The periodic work: due syncs (every minute), due posts and publishes whose worker stopped (every 5 s),
 * expired sessions and the planner's statistics (hourly; first shortly after start). Each is idempotent and
 * safe in several processes at once (the queues keep one job per profile or post).
 */
export function startTickers({
  services,
  database,
  logger,
}: {
  services: Pick<Services, 'social' | 'publishing' | 'identity'>;
  database: Pick<Database, 'maintain'>;
  logger: FastifyBaseLogger;
}): Tickers {
  const every = (ms: number, what: string, run: () => Promise<unknown>) => {
    const timer = setInterval(() => {
      void run().catch((error: unknown) => logger.warn({ err: error }, `${what} failed`));
    }, ms);
    timer.unref();

    return timer;
  };
  const maintain = () => database.maintain();
  const timers = [
    every(MINUTE_MS, 'queueing due syncs', () => services.social.queueDueSyncs()),
    every(PUBLISH_TICK_MS, 'queueing due posts', () => services.publishing.queueDuePosts()),
    every(HOUR_MS, 'sweeping expired sessions', () => services.identity.sessions.sweepExpired()),
    // Planner statistics (PGlite has no autovacuum): shortly after start, once the demo backfill has filled the
    // tables, and every hour.
    every(HOUR_MS, 'refreshing planner statistics', maintain),
  ];
  const first = setTimeout(() => {
    void maintain().catch((error: unknown) =>
      logger.warn({ err: error }, 'refreshing planner statistics failed'),
    );
  }, 2 * MINUTE_MS);
  first.unref();

  return {
    stop() {
      for (const timer of timers) clearInterval(timer);
      clearTimeout(first);
    },
  };
}
