import type { PublishingDeps } from './post-checks.ts';
import { PUBLISH_QUEUE } from './publish-post.ts';
import { createPublishingRepository } from './publishing.repository.ts';

/**
 * Run every minute: due posts in notification mode wait for their user; due posts in auto mode, and
 * publishes whose worker's lease ran out, go to the publish queue (one job per post at a time).
 */
async function queueDuePosts(
  { db, clock, jobs, logger, onNotificationDue }: PublishingDeps,
  limit: number,
): Promise<{ queued: number; notified: number }> {
  const repo = createPublishingRepository(db);
  const now = clock.now();
  const notified = await repo.markNotificationsDue(now);
  for (const id of notified)
    await repo.addEvent(id, {
      type: 'due',
      from: 'scheduled',
      to: 'notification_due',
      message: 'Time to publish it: this format is published by hand from the notification.',
      at: now,
    });
  if (notified.length > 0 && onNotificationDue)
    await onNotificationDue(notified).catch((error: unknown) =>
      logger.error({ err: error }, 'reminding the authors of due posts failed'),
    );
  const due = (await repo.duePosts(now, limit)).filter((post) => post.publishMode === 'auto');
  for (let start = 0; start < due.length; start += 500)
    await jobs.sendMany(
      PUBLISH_QUEUE,
      due.slice(start, start + 500).map((post) => ({ data: { postId: post.id }, singletonKey: post.id })),
    );

  return { queued: due.length, notified: notified.length };
}

/** The publishing worker's ticker: hands the posts that fell due to the publish job (publish-post.ts). */
export function createDuePosts(deps: PublishingDeps) {
  return { queueDuePosts: (limit = 5000) => queueDuePosts(deps, limit) };
}
