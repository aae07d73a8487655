import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/**
 * In-app notifications. A user sees their account's notifications addressed to them or to everyone in it
 * (`user_id` null); every query names the account, so another account's notification is never reached.
 */
export function createNotificationsRepository(db: Executor) {
  const visibleTo = (accountId: string, userId: string) =>
    and(
      eq(notifications.accountId, accountId),
      or(isNull(notifications.userId), eq(notifications.userId, userId)),
    );

  return {
    async insert(rows: NewNotificationRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(notifications).values(rows);
    },

    async latest(accountId: string, userId: string, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(visibleTo(accountId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(accountId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(notifications)
        .where(and(visibleTo(accountId, userId), isNull(notifications.readAt)));

      return row?.value ?? 0;
    },

    /** Marks the named notifications (or all when `ids` is undefined) as read. */
    async markRead(accountId: string, userId: string, ids: readonly string[] | undefined, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            visibleTo(accountId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, [...ids]) : undefined,
          ),
        );
    },

    /** A post's reminders are answered: they are read. */
    async markPostRead(accountId: string, postId: string, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.accountId, accountId),
            eq(notifications.postId, postId),
            isNull(notifications.readAt),
          ),
        );
    },
  };
}
