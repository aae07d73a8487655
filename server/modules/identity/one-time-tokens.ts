import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { authTokens } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];
export type TokenClaim = { userId: string; email: string };

/**
 * Tokens sent by e-mail. Only their SHA-256 is stored; each works once and until it expires; issuing a new
 * one for the same purpose voids the older ones, so only the latest e-mail's link works.
 */
export function createOneTimeTokens({ clock }: { clock: Clock }) {
  return {
    async issue(
      db: Executor,
      input: { userId: string; purpose: TokenPurpose; email: string; ttlMs: number },
    ): Promise<string> {
      const token = randomToken();
      const now = clock.now();
      await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(authTokens.userId, input.userId),
            eq(authTokens.purpose, input.purpose),
            isNull(authTokens.usedAt),
          ),
        );
      await db.insert(authTokens).values({
        id: randomUUID(),
        userId: input.userId,
        purpose: input.purpose,
        email: input.email,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + input.ttlMs),
        createdAt: now,
      });

      return token;
    },

    /** Looks a usable token up without spending it (to validate the rest of a form first). */
    async peek(db: Executor, token: string, purpose: TokenPurpose): Promise<TokenClaim | null> {
      const [row] = await db
        .select({ userId: authTokens.userId, email: authTokens.email })
        .from(authTokens)
        .where(usable(token, purpose, clock.now()))
        .limit(1);

      return row ?? null;
    },

    /** Spends a token. The single UPDATE makes two concurrent uses impossible: only one gets the row back. */
    async consume(db: Executor, token: string, purpose: TokenPurpose): Promise<TokenClaim | null> {
      const now = clock.now();
      const [row] = await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(usable(token, purpose, now))
        .returning({ userId: authTokens.userId, email: authTokens.email });

      return row ?? null;
    },
  };
}

function usable(token: string, purpose: TokenPurpose, now: Date) {
  return and(
    eq(authTokens.tokenHash, sha256(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );
}
