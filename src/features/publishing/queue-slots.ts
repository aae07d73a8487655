import type { TQueueSlots } from '@contracts/slots.ts';
import { minuteOf, slotInstants } from '@contracts/slot-time.ts';

/** A slot of a profile's queue on the calendar that no post of that profile is planned at yet. */
export type OpenSlot = { profileId: string; at: string };

const minuteKey = (iso: string) => Math.floor(Date.parse(iso) / 60_000);

/**
 * The open slots of profiles' queues between two instants, soonest first: each weekly slot placed in its
 * queue's own zone by the server's own arithmetic (contracts/slot-time.ts: a skipped time moves forward by the
 * gap, a repeated one is the first), less those a post of that profile is planned at (in the same minute).
 */
export function openSlots(
  queues: readonly TQueueSlots[],
  posts: readonly { profile_id: string; scheduled_at: string | null }[],
  window: { from: string; to: string },
): OpenSlot[] {
  const taken = new Set(
    posts.flatMap((post) =>
      post.scheduled_at ? [`${post.profile_id} ${minuteKey(post.scheduled_at)}`] : [],
    ),
  );
  const open: OpenSlot[] = [];
  for (const queue of queues) {
    const weekly = queue.slots.map((slot) => ({ weekday: slot.weekday, minute: minuteOf(slot.time) }));
    for (const instant of slotInstants(weekly, queue.time_zone, new Date(window.from), new Date(window.to))) {
      const at = instant.toISOString();
      if (!taken.has(`${queue.profile_id} ${minuteKey(at)}`)) open.push({ profileId: queue.profile_id, at });
    }
  }

  return open.toSorted((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
