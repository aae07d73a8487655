import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/index.ts';

/**
 * Background jobs: durable on pg-boss in the running server (the same database, PGlite or Postgres), or inline
 * in tests (run at once, `drain()` waits). Handlers must be idempotent: pg-boss delivers at least once.
 *
 * - `singletonKey`: at most one queued job per key (a profile is never synced twice at once).
 * - `retry`: transient failures are retried with exponential back-off; handlers throw `NoRetry` for failures
 *   a retry cannot fix (they record those themselves).
 */
export type SendOptions = { singletonKey?: string; startAfterSeconds?: number; retryLimit?: number };
/**
 * `policy` (pg-boss): `stately` (the default) keeps one queued and one running job per key; `short` keeps one
 * queued job per key but lets a new one run while an old one is still marked running — for work whose
 * exclusivity the handler enforces itself, so that a job of a worker that died does not hold its key.
 */
export type QueuePolicy = 'stately' | 'short';
/**
 * `concurrency`: jobs this process runs at once. `batch`: jobs fetched per round trip (default 1); a queue with
 * a batch keeps fetching without pause while batches come back full (a backlog drains at full speed instead of
 * one job per poll), and polls every half second when idle.
 */
export type QueueOptions = { concurrency?: number; batch?: number };

export type Jobs = {
  kind: 'pg-boss' | 'inline';
  register<T extends object>(
    queue: string,
    handler: (data: T) => Promise<void>,
    options?: QueueOptions,
  ): Promise<void>;
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<void>;
  /** Several jobs in one round trip; each key still holds at most what the queue's policy allows. */
  sendMany<T extends object>(queue: string, jobs: { data: T; singletonKey?: string }[]): Promise<void>;
  /** Waits until nothing is running (inline only; pg-boss returns at once). */
  drain(): Promise<void>;
  stop(): Promise<void>;
};

/** A failure the handler has already recorded, which a retry would not fix. */
export class NoRetry extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoRetry';
  }
}

export function createInlineJobs(logger: FastifyBaseLogger): Jobs {
  const handlers = new Map<string, (data: object) => Promise<void>>();
  const inFlight = new Set<Promise<void>>();
  const activeKeys = new Set<string>();

  return {
    kind: 'inline',
    async register(queue, handler) {
      handlers.set(queue, handler as (data: object) => Promise<void>);
    },
    async send(queue, data, options = {}) {
      const handler = handlers.get(queue);
      if (!handler) throw new Error(`No handler registered for queue "${queue}"`);
      const key = options.singletonKey ? `${queue}:${options.singletonKey}` : null;
      if (key && activeKeys.has(key)) return;
      if (key) activeKeys.add(key);
      const run = async () => {
        const attempts = 1 + (options.retryLimit ?? 0);
        for (let attempt = 1; attempt <= attempts; attempt++) {
          try {
            await handler(data);

            return;
          } catch (error) {
            if (error instanceof NoRetry || attempt === attempts) throw error;
          }
        }
      };
      const promise = run()
        .catch((error: unknown) => {
          if (!(error instanceof NoRetry)) logger.error({ err: error, queue }, `job "${queue}" failed`);
        })
        .finally(() => {
          inFlight.delete(promise);
          if (key) activeKeys.delete(key);
        });
      inFlight.add(promise);
    },
    async sendMany(queue, jobs) {
      for (const job of jobs)
        await this.send(
          queue,
          job.data,
          job.singletonKey !== undefined ? { singletonKey: job.singletonKey } : {},
        );
    },
    async drain() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async stop() {
      await this.drain();
    },
  };
}

/**
 * pg-boss on the app's database. `queues` names every queue with its policy: each is created at start, so
 * every process (web or worker, whichever starts first) creates it the same way. `supervise` runs pg-boss's
 * maintenance (expiring jobs whose worker died, retries) in this process: on wherever jobs run.
 */
export async function createPgBossJobs(
  database: Database,
  logger: FastifyBaseLogger,
  { queues, supervise = true }: { queues: Record<string, QueuePolicy>; supervise?: boolean },
): Promise<Jobs> {
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), supervise, schedule: false })
      : new PgBoss({ connectionString: database.connectionString ?? '', supervise, schedule: false });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (queue: string) => {
    if (created.has(queue)) return;
    const policy = queues[queue];
    if (!policy) throw new Error(`Queue "${queue}" is not declared (server/jobs QUEUE_POLICIES)`);
    await boss.createQueue(queue, { policy, retryLimit: 3, retryBackoff: true, retryDelay: 30 });
    created.add(queue);
  };
  for (const queue of Object.keys(queues)) await ensureQueue(queue);

  return {
    kind: 'pg-boss',
    async register(queue, handler, options = {}) {
      await ensureQueue(queue);
      const run = async (data: object) => {
        try {
          await handler(data as Parameters<typeof handler>[0]);
        } catch (error) {
          // Recorded by the handler; completing the job stops pg-boss retrying what cannot succeed.
          if (error instanceof NoRetry) return;
          throw error;
        }
      };
      const batch = options.batch ?? 1;
      if (batch === 1) {
        await boss.work<object>(
          queue,
          { batchSize: 1, localConcurrency: options.concurrency ?? 2, pollingIntervalSeconds: 2 },
          async ([job]) => {
            if (job) await run(job.data);
          },
        );

        return;
      }
      // Each job of a batch runs at once and is settled on its own: one failure retries only its job.
      await boss.work<object>(
        queue,
        {
          batchSize: batch,
          localConcurrency: Math.max(1, Math.ceil((options.concurrency ?? batch) / batch)),
          pollingIntervalSeconds: 0.5,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        async (jobs) =>
          Promise.all(
            jobs.map(async (job) => {
              try {
                await run(job.data);

                return { id: job.id, status: 'completed' as const };
              } catch (error) {
                logger.warn({ err: error, queue }, `job "${queue}" failed; it will be retried`);

                return { id: job.id, status: 'failed' as const, output: { message: String(error) } };
              }
            }),
          ),
      );
    },
    async send(queue, data, options = {}) {
      await ensureQueue(queue);
      // pg-boss validates every key it is given: leave out the ones not set.
      await boss.send(queue, data, {
        retryBackoff: true,
        ...(options.singletonKey !== undefined ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfterSeconds !== undefined ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
      });
    },
    async sendMany(queue, jobs) {
      if (jobs.length === 0) return;
      await ensureQueue(queue);
      await boss.insert(
        queue,
        jobs.map((job) => ({
          data: job.data,
          retryBackoff: true,
          ...(job.singletonKey !== undefined ? { singletonKey: job.singletonKey } : {}),
        })),
      );
    },
    async drain() {},
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
