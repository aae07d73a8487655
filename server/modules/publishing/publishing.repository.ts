import { and, asc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { schedulerPostEvents, schedulerPosts, socialProfiles } from '../../db/schema/index.ts';

export type PostRow = typeof schedulerPosts.$inferSelect & { network: string };
export type NewPostRow = typeof schedulerPosts.$inferInsert;
/** How a worker came to hold a post: it was due, it was handed back to wait, or its holder stopped. */
export type ClaimedFrom = 'due' | 'handed-back' | 'taken-over';
export type PostEventRow = typeof schedulerPostEvents.$inferSelect;
export type PostChanges = Partial<Omit<NewPostRow, 'id' | 'accountId' | 'profileId' | 'masterPostId'>>;

const columns = { post: schedulerPosts, network: socialProfiles.network };
const withNetwork = ({ post, network }: { post: typeof schedulerPosts.$inferSelect; network: string }) => ({
  ...post,
  network,
});

/**
 * Scheduled posts. What a user reads or changes names their account (another account's post is not found);
 * what the worker does names the post and, once it holds it, its lease token, so a worker that lost its lease
 * can no longer write.
 */
export function createPublishingRepository(db: Executor) {
  return {
    async insertPosts(rows: NewPostRow[], event: { type: string; actorUserId: string | null; at: Date }) {
      if (rows.length === 0) return;
      await db.insert(schedulerPosts).values(rows);
      await db.insert(schedulerPostEvents).values(
        rows.map((row) => ({
          postId: row.id,
          at: event.at,
          type: event.type,
          fromStatus: null,
          toStatus: row.status ?? 'draft',
          actorUserId: event.actorUserId,
        })),
      );
    },

    async listPosts(
      accountId: string,
      query: {
        from: Date;
        to: Date;
        profileIds?: readonly string[];
        statuses?: readonly string[];
        drafts: boolean;
      },
    ): Promise<PostRow[]> {
      const inRange = and(
        gte(schedulerPosts.scheduledAt, query.from),
        lt(schedulerPosts.scheduledAt, query.to),
      );
      const rows = await db
        .select(columns)
        .from(schedulerPosts)
        .innerJoin(socialProfiles, eq(socialProfiles.id, schedulerPosts.profileId))
        .where(
          and(
            eq(schedulerPosts.accountId, accountId),
            query.drafts ? or(inRange, isNull(schedulerPosts.scheduledAt)) : inRange,
            query.profileIds ? inArray(schedulerPosts.profileId, [...query.profileIds]) : undefined,
            query.statuses ? inArray(schedulerPosts.status, [...query.statuses]) : undefined,
          ),
        )
        .orderBy(
          sql`${schedulerPosts.scheduledAt} asc nulls last`,
          asc(schedulerPosts.createdAt),
          asc(schedulerPosts.id),
        );

      return rows.map(withNetwork);
    },

    /** The posts one master post became, one per profile, in the order they were written. */
    async postsOfMaster(accountId: string, masterPostId: string): Promise<PostRow[]> {
      const rows = await db
        .select(columns)
        .from(schedulerPosts)
        .innerJoin(socialProfiles, eq(socialProfiles.id, schedulerPosts.profileId))
        .where(and(eq(schedulerPosts.accountId, accountId), eq(schedulerPosts.masterPostId, masterPostId)))
        .orderBy(asc(schedulerPosts.createdAt), asc(schedulerPosts.id));

      return rows.map(withNetwork);
    },

    /** The account's posts not yet published whose media include this library file, soonest first. */
    async plannedPostsUsingMedia(
      accountId: string,
      mediaId: string,
    ): Promise<
      { id: string; status: string; scheduledAt: Date | null; network: string; profileName: string }[]
    > {
      return db
        .select({
          id: schedulerPosts.id,
          status: schedulerPosts.status,
          scheduledAt: schedulerPosts.scheduledAt,
          network: socialProfiles.network,
          profileName: socialProfiles.name,
        })
        .from(schedulerPosts)
        .innerJoin(socialProfiles, eq(socialProfiles.id, schedulerPosts.profileId))
        .where(
          and(
            eq(schedulerPosts.accountId, accountId),
            sql`${schedulerPosts.status} <> 'published'`,
            sql`${schedulerPosts.media} @> ${JSON.stringify([{ library_media_id: mediaId }])}::jsonb`,
          ),
        )
        .orderBy(sql`${schedulerPosts.scheduledAt} asc nulls last`, asc(schedulerPosts.id));
    },

    async findPost(accountId: string, id: string): Promise<PostRow | null> {
      const [row] = await db
        .select(columns)
        .from(schedulerPosts)
        .innerJoin(socialProfiles, eq(socialProfiles.id, schedulerPosts.profileId))
        .where(and(eq(schedulerPosts.accountId, accountId), eq(schedulerPosts.id, id)));

      return row ? withNetwork(row) : null;
    },

    /** Changes a post if it is still in `expectedStatus` (null when it moved on meanwhile), with its event. */
    async updatePost(
      accountId: string,
      id: string,
      expectedStatus: string,
      changes: PostChanges,
      event: { type: string; to: string; message?: string | null; actorUserId: string | null; at: Date },
    ): Promise<boolean> {
      const updated = await db
        .update(schedulerPosts)
        .set({ ...changes, updatedAt: event.at })
        .where(
          and(
            eq(schedulerPosts.accountId, accountId),
            eq(schedulerPosts.id, id),
            eq(schedulerPosts.status, expectedStatus),
          ),
        )
        .returning({ id: schedulerPosts.id });
      if (updated.length === 0) return false;
      await this.addEvent(id, { ...event, from: expectedStatus });

      return true;
    },

    async addEvent(
      postId: string,
      event: {
        type: string;
        from: string | null;
        to: string | null;
        message?: string | null;
        actorUserId?: string | null;
        at: Date;
      },
    ) {
      await db.insert(schedulerPostEvents).values({
        postId,
        at: event.at,
        type: event.type,
        fromStatus: event.from,
        toStatus: event.to,
        message: event.message ?? null,
        actorUserId: event.actorUserId ?? null,
      });
    },

    async events(postId: string): Promise<PostEventRow[]> {
      return db
        .select()
        .from(schedulerPostEvents)
        .where(eq(schedulerPostEvents.postId, postId))
        .orderBy(asc(schedulerPostEvents.at), asc(schedulerPostEvents.id));
    },

    // ---- the worker ----

    /** Posts to hand to the worker: due and scheduled, or publishing with a lease nobody holds any more. */
    async duePosts(now: Date, limit: number): Promise<{ id: string; publishMode: string; status: string }[]> {
      return db
        .select({
          id: schedulerPosts.id,
          publishMode: schedulerPosts.publishMode,
          status: schedulerPosts.status,
        })
        .from(schedulerPosts)
        .where(
          or(
            and(eq(schedulerPosts.status, 'scheduled'), lte(schedulerPosts.scheduledAt, now)),
            and(eq(schedulerPosts.status, 'publishing'), lte(schedulerPosts.leaseUntil, now)),
          ),
        )
        .orderBy(asc(schedulerPosts.scheduledAt))
        .limit(limit);
    },

    /**
     * Takes a post for publishing: one that is due, or one whose holder's lease ran out. One statement, so of
     * two workers asking at once exactly one gets it (the other's update finds the row already taken).
     */
    async claim(
      id: string,
      now: Date,
      lease: { until: Date; token: string },
    ): Promise<(PostRow & { claimedFrom: ClaimedFrom }) | null> {
      const [current] = await db
        .select({
          status: schedulerPosts.status,
          publishMode: schedulerPosts.publishMode,
          scheduledAt: schedulerPosts.scheduledAt,
          leaseUntil: schedulerPosts.leaseUntil,
          leaseToken: schedulerPosts.leaseToken,
          network: socialProfiles.network,
        })
        .from(schedulerPosts)
        .innerJoin(socialProfiles, eq(socialProfiles.id, schedulerPosts.profileId))
        .where(eq(schedulerPosts.id, id));
      if (!current) return null;
      const due = current.status === 'scheduled' && current.publishMode === 'auto';
      const free = current.status === 'publishing' && current.leaseUntil !== null;
      const way: { from: ClaimedFrom; where: SQL | undefined } | null = due
        ? {
            from: 'due',
            where: and(
              eq(schedulerPosts.publishMode, 'auto'),
              eq(schedulerPosts.status, 'scheduled'),
              lte(schedulerPosts.scheduledAt, now),
            ),
          }
        : free && current.leaseToken === null
          ? // Handed back on purpose (the network needs time, a retry waits, the quota is used up): no holder.
            {
              from: 'handed-back',
              where: and(
                eq(schedulerPosts.status, 'publishing'),
                lte(schedulerPosts.leaseUntil, now),
                isNull(schedulerPosts.leaseToken),
              ),
            }
          : free
            ? // Held by a worker that stopped before its lease ran out.
              {
                from: 'taken-over',
                where: and(
                  eq(schedulerPosts.status, 'publishing'),
                  lte(schedulerPosts.leaseUntil, now),
                  eq(schedulerPosts.leaseToken, current.leaseToken!),
                ),
              }
            : null;
      if (!way) return null;
      // The read only picks the condition; the update checks it again, so of two workers one wins.
      const [row] = await db
        .update(schedulerPosts)
        .set({ status: 'publishing', leaseUntil: lease.until, leaseToken: lease.token, updatedAt: now })
        .where(and(eq(schedulerPosts.id, id), way.where))
        .returning();

      return row ? { ...row, network: current.network, claimedFrom: way.from } : null;
    },

    /** Scheduled posts in notification mode that are due: they wait for the user, not for a worker. */
    async markNotificationsDue(now: Date): Promise<string[]> {
      const rows = await db
        .update(schedulerPosts)
        .set({ status: 'notification_due', updatedAt: now })
        .where(
          and(
            eq(schedulerPosts.status, 'scheduled'),
            eq(schedulerPosts.publishMode, 'notification'),
            lte(schedulerPosts.scheduledAt, now),
          ),
        )
        .returning({ id: schedulerPosts.id });

      return rows.map((row) => row.id);
    },

    /** Writes what the holder of the lease learnt; false when the lease is someone else's now. */
    async saveHeld(id: string, token: string, changes: PostChanges, now: Date): Promise<boolean> {
      const updated = await db
        .update(schedulerPosts)
        .set({ ...changes, updatedAt: now })
        .where(
          and(
            eq(schedulerPosts.id, id),
            eq(schedulerPosts.status, 'publishing'),
            eq(schedulerPosts.leaseToken, token),
          ),
        )
        .returning({ id: schedulerPosts.id });

      return updated.length > 0;
    },
  };
}

export type PublishingRepository = ReturnType<typeof createPublishingRepository>;
