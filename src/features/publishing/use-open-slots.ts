import { useMemo } from 'react';
import { useQueueSlots } from '@/api/time-slots.ts';
import { openSlots, type OpenSlot } from './queue-slots.ts';

/**
 * The open time slots of these profiles in a window of the calendar (`null`: none asked, as outside the week
 * view): their queues from the server, placed on the calendar from now on, with the posts already planned left
 * out.
 */
export function useOpenSlots(
  profiles: readonly { id: string }[] | null,
  posts: readonly { profile_id: string; scheduled_at: string | null }[] | undefined,
  window: { from: string; to: string },
): OpenSlot[] {
  const ids = profiles?.map((profile) => profile.id) ?? null;
  const { queues } = useQueueSlots(ids, 0);
  const key = ids?.join(',') ?? '';

  return useMemo(() => {
    if (!queues || !posts || key === '') return [];
    const wanted = new Set(key.split(','));

    // A gap in the past is no gap to fill: only slots from now on are drawn.
    const now = new Date().toISOString();
    const from = window.from > now ? window.from : now;
    if (from >= window.to) return [];

    return openSlots(
      queues.filter((queue) => wanted.has(queue.profile_id)),
      posts,
      { from, to: window.to },
    );
  }, [queues, posts, key, window]);
}
