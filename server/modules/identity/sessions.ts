import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { accounts, sessions, subscriptions, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { userViewColumns, type UserViewRecord } from './user-view.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** "Remember me": 30 days, extended while in use. Otherwise 12 hours and a cookie that dies with the browser. */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS;
export const BROWSER_SESSION_MS = 12 * HOUR_MS;
/** Activity refreshes `last_seen_at` (and a persistent session's expiry) at most this often: reads stay reads. */
const TOUCH_INTERVAL_MS = 5 * MINUTE_MS;

/**
 * A signed-in request's session, with its user, account and subscription as they are at the request's start
 * (read in the same query, so `GET /user` needs no second one).
 */
export type ResolvedSession = {
  session: SessionRow;
  userId: string;
  accountId: string;
  record: UserViewRecord;
};

export type SessionStore = ReturnType<typeof createSessionStore>;

/** Sessions remembered between requests on the embedded database (the oldest is forgotten first). */
const REMEMBERED_SESSIONS = 1000;

/**
 * Server-side sessions. The cookie holds a random token; the table holds its SHA-256 as the key, so the
 * table alone cannot sign anybody in. Revoking is deleting the row.
 */
export function createSessionStore({
  db,
  clock,
  changes = null,
}: {
  db: Db;
  clock: Clock;
  /** The embedded database's change count (`Database.changes`); null where other processes write too. */
  changes?: (() => number) | null;
}) {
  // Every API request of a signed-in user runs this: built once (a prepared statement on Postgres), primary
  // keys and unique keys only, and only the columns GET /user shows. Expiry is checked against the clock by
  // `resolve`, for a remembered read too.
  const resolveQuery = db
    .select({ session: sessions, ...userViewColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .innerJoin(subscriptions, eq(subscriptions.accountId, users.accountId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('resolve_session');
  type Resolved = { session: SessionRow; record: UserViewRecord };

  async function readSession(id: string): Promise<Resolved | null> {
    const [row] = await resolveQuery.execute({ id });
    if (!row) return null;
    const { session, user, account, subscription } = row;

    return { session, record: { user, account, subscription } };
  }

  /**
   * On the embedded database, a session read stays true until the next statement that may change data: signing
   * out, a password change, a role or plan change, expiring it by hand are all such statements, so a session
   * served from here is exactly the one the query would return. The read itself is kept, so the requests that
   * find a session stale together share one query.
   */
  const remembered = new Map<string, { changes: number; read: Promise<Resolved | null> }>();

  function rememberedRead(id: string, count: number): Promise<Resolved | null> {
    const known = remembered.get(id);
    if (known?.changes === count) return known.read;
    const read = readSession(id);
    remembered.delete(id);
    remembered.set(id, { changes: count, read });
    if (remembered.size > REMEMBERED_SESSIONS) remembered.delete(remembered.keys().next().value!);
    read.catch(() => {
      if (remembered.get(id)?.read === read) remembered.delete(id);
    });

    return read;
  }

  async function read(id: string, now: Date): Promise<Resolved | null> {
    // Counted before the query is sent: a change sent meanwhile makes this read stale, never the reverse.
    const count = changes?.();
    const resolved = await (count === undefined ? readSession(id) : rememberedRead(id, count));

    return resolved && resolved.session.expiresAt > now ? resolved : null;
  }

  return {
    async create(input: {
      userId: string;
      accountId: string;
      isPersistent: boolean;
      userAgent: string | null;
      ip: string | null;
    }): Promise<{ token: string; session: SessionRow }> {
      const token = randomToken();
      const now = clock.now();
      const [session] = await db
        .insert(sessions)
        .values({
          id: sha256(token),
          publicId: randomUUID(),
          userId: input.userId,
          accountId: input.accountId,
          isPersistent: input.isPersistent,
          userAgent: input.userAgent?.slice(0, 400) ?? null,
          ip: input.ip,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(
            now.getTime() + (input.isPersistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS),
          ),
        })
        .returning();

      return { token, session: session! };
    },

    async resolve(token: string): Promise<ResolvedSession | null> {
      const now = clock.now();
      const resolved = await read(sha256(token), now);
      if (!resolved) return null;
      const { user, account, subscription } = resolved.record;
      let session = resolved.session;
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const expiresAt = session.isPersistent
          ? new Date(now.getTime() + PERSISTENT_SESSION_MS)
          : session.expiresAt;
        await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, session.id));
        session = { ...session, lastSeenAt: now, expiresAt };
      }

      return { session, userId: user.id, accountId: user.accountId, record: { user, account, subscription } };
    },

    async list(userId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, clock.now())))
        .orderBy(desc(sessions.lastSeenAt));
    },

    async revoke(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Revokes one of the user's own sessions by its public id; false when the user has no such session. */
    async revokeByPublicId(userId: string, publicId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
        .returning({ id: sessions.id });

      return deleted.length > 0;
    },

    /** Ends every session of the user except `keepSessionId` (all of them when null); returns how many. */
    async revokeAllFor(userId: string, keepSessionId: string | null): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(
          keepSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
            : eq(sessions.userId, userId),
        )
        .returning({ id: sessions.id });

      return deleted.length;
    },

    async sweepExpired(): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, clock.now()))
        .returning({ id: sessions.id });

      return deleted.length;
    },
  };
}
