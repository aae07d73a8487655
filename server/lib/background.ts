import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that should not hold up a response (sending mail, for instance). Failures are logged, never thrown
 * at the client. `drain()` lets shutdown and tests wait for what is in flight.
 */
export function createBackground(logger: FastifyBaseLogger) {
  const inFlight = new Set<Promise<void>>();

  return {
    run(name: string, task: () => Promise<void>): void {
      const promise = task()
        .catch((error: unknown) =>
          logger.error({ err: error, task: name }, `background task "${name}" failed`),
        )
        .finally(() => inFlight.delete(promise));
      inFlight.add(promise);
    },
    async drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
