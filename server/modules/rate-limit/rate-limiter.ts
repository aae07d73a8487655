import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { rateLimitBuckets } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';

export type RateRule = { limit: number; windowMs: number };

export type RateLimiter = {
  /**
   * Counts one hit against `key` and throws a 429 AppError (with Retry-After) once the window's limit is
   * passed. Counters live in the database, so every API instance shares them.
   */
  consume(key: string, rule: RateRule, message?: string): Promise<void>;
  /** Forgets a key, e.g. the per-account login counter after a successful sign-in. */
  reset(key: string): Promise<void>;
  /** Deletes expired buckets; returns how many. */
  sweep(): Promise<number>;
};

export function createRateLimiter({ db, clock }: { db: Db; clock: Clock }): RateLimiter {
  return {
    async consume(key, rule, message = 'Too many attempts. Wait a little and try again.') {
      const now = clock.now();
      const resetAt = new Date(now.getTime() + rule.windowMs);
      // One statement: starts a new window when the old one has passed, otherwise counts one more hit.
      const [bucket] = await db
        .insert(rateLimitBuckets)
        .values({ key, hits: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            hits: sql`case when ${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitBuckets.hits} + 1 end`,
            resetAt: sql`case when ${rateLimitBuckets.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimitBuckets.resetAt} end`,
          },
        })
        .returning({ hits: rateLimitBuckets.hits, resetAt: rateLimitBuckets.resetAt });
      if (bucket && bucket.hits > rule.limit) {
        const retryAfter = Math.max(1, Math.ceil((bucket.resetAt.getTime() - now.getTime()) / 1000));
        throw new AppError('rate_limited', message, { retryAfter });
      }
    },
    async reset(key) {
      await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${key}`);
    },
    async sweep() {
      const deleted = await db
        .delete(rateLimitBuckets)
        .where(sql`${rateLimitBuckets.resetAt} <= ${clock.now().toISOString()}::timestamptz`)
        .returning({ key: rateLimitBuckets.key });

      return deleted.length;
    },
  };
}
