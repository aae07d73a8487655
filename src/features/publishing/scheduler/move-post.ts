import type { TSchedulerPost } from '@contracts/publishing.ts';
import { isApiError } from '@/api/client.ts';
import { instantAt, moveToDay, moveToHour } from '../calendar.ts';

/** Where a post is dropped: a day of the month, or an hour of a day in the week. */
export type DropTarget = { day: string; hour?: number };

/** The local time of day a draft without a time gets when it is dropped on a day. */
export const DRAFT_DROP_TIME = { hour: 9, minute: 0 };

/**
 * The instant a dropped post moves to, in the user's time zone, or null when it stays where it is. A post keeps its
 * local time of day on another day, and its minutes on another hour. A draft without a time lands at 09:00 local
 * time on the day (on the hour, in the week) — in the user's zone, not 09:00 UTC, which is the evening before in
 * Honolulu and the night in Auckland.
 */
export function dropTime(
  post: Pick<TSchedulerPost, 'scheduled_at'>,
  target: DropTarget,
  timeZone: string,
): string | null {
  const at =
    post.scheduled_at === null
      ? instantAt(target.day, { ...DRAFT_DROP_TIME, hour: target.hour ?? DRAFT_DROP_TIME.hour }, timeZone)
      : target.hour === undefined
        ? moveToDay(post.scheduled_at, target.day, timeZone)
        : moveToHour(post.scheduled_at, target.day, target.hour, timeZone);

  return at === post.scheduled_at ? null : at;
}

/**
 * What a refused move says: a 422's field messages (the time is in the past, outside the profile's plan…) as one
 * sentence, else `fallback` (the usual wording for the error).
 */
export function moveFailureText(failure: unknown, fallback: () => string): string {
  if (isApiError(failure) && failure.status === 422) {
    const messages = Object.values(failure.errors ?? {}).flat();
    if (messages.length > 0) return messages.join(' ');
  }

  return fallback();
}
