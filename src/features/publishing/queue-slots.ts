import { parseDate } from '@internationalized/date';
import type { TQueueSlots } from '@contracts/slots.ts';
import { instantAt, localParts } from './calendar.ts';

/** A slot of a profile's queue on the calendar that no post of that profile is planned at yet. */
export type OpenSlot = { profileId: string; at: string };

const ISO_WEEKDAY = (day: string) => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
const minuteKey = (iso: string) => Math.floor(Date.parse(iso) / 60_000);

/**
 * The open slots of profiles' queues between two instants, soonest first: each weekly slot placed in its
 * queue's own zone (with the server's daylight-saving rule: calendar.ts `instantAt` moves a skipped time forward
 * by the gap and takes the first of a repeated one), less those a post of that profile is planned at.
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
    if (queue.slots.length === 0) continue;
    const seen = new Set<string>();
    // A day either side: the queue's zone may be hours away from the calendar's.
    let day = parseDate(localParts(window.from, queue.time_zone).day).subtract({ days: 1 });
    const last = parseDate(localParts(window.to, queue.time_zone).day).add({ days: 1 });
    for (; day.compare(last) <= 0; day = day.add({ days: 1 })) {
      const text = day.toString();
      const weekday = ISO_WEEKDAY(text);
      for (const slot of queue.slots) {
        if (slot.weekday !== weekday) continue;
        const at = new Date(
          instantAt(
            text,
            { hour: Number(slot.time.slice(0, 2)), minute: Number(slot.time.slice(3, 5)) },
            queue.time_zone,
          ),
        ).toISOString();
        if (at < window.from || at >= window.to || seen.has(at)) continue;
        seen.add(at);
        if (!taken.has(`${queue.profile_id} ${minuteKey(at)}`))
          open.push({ profileId: queue.profile_id, at });
      }
    }
  }

  return open.toSorted((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
