import type { TNotification } from '../../../contracts/notifications.ts';
import type { Executor } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../identity/identity.service.ts';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository.ts';

const LATEST = 50;

export function notificationView(row: NotificationRow): TNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    post_id: row.postId,
    profile_id: row.profileId,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the top bar lists: the user's latest notifications, the unread count, and marking them read. */
export function createNotificationsService({ db, clock }: { db: Executor; clock: Clock }) {
  const repo = createNotificationsRepository(db);

  return {
    repo,
    async list(actor: Actor) {
      const [rows, unread] = await Promise.all([
        repo.latest(actor.accountId, actor.userId, LATEST),
        repo.unreadCount(actor.accountId, actor.userId),
      ]);

      return { items: rows.map(notificationView), unread_count: unread };
    },
    async markRead(actor: Actor, ids: readonly string[] | undefined) {
      await repo.markRead(actor.accountId, actor.userId, ids, clock.now());

      return { unread_count: await repo.unreadCount(actor.accountId, actor.userId) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
