import type { TProfileTimeSlots, TTimeSlot } from '@contracts/slots.ts';
import { getProfileTimeSlots, listQueueSlots, replaceProfileTimeSlots } from '@/api/routes.generated.ts';
import useSWR, { useSWRConfig } from 'swr';
import { serializeQuery } from './client.ts';
import { callEndpoint, endpointPath } from './endpoints.ts';

export const QUEUE_SLOTS_KEY = endpointPath(listQueueSlots);

const isQueueKey = (key: unknown) => typeof key === 'string' && key.startsWith(QUEUE_SLOTS_KEY);

/**
 * Profiles' time slots with the next `count` free ones (computed on the server): the composer's queue and the
 * scheduler's open slots. `null` asks nothing (no profile chosen yet).
 */
export function useQueueSlots(profileIds: readonly string[] | null, count = 3) {
  const query = profileIds ? { profile_ids: [...profileIds].toSorted(), count: String(count) } : null;
  const { data, error, isLoading } = useSWR(
    query && query.profile_ids.length > 0 ? `${QUEUE_SLOTS_KEY}?${serializeQuery(query)}` : null,
    () =>
      callEndpoint(listQueueSlots, {
        query: { profile_ids: query!.profile_ids, count },
      }),
    { keepPreviousData: true },
  );

  return { queues: data, error: error as unknown, isLoading };
}

/** One profile's slots, for the editor. */
export function useProfileTimeSlots(profileId: string | null) {
  const { data, error, isLoading, mutate } = useSWR(
    profileId ? endpointPath(getProfileTimeSlots, { spid: profileId }) : null,
    () => callEndpoint(getProfileTimeSlots, { params: { spid: profileId! } }),
  );

  return { timeSlots: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** Saves a profile's whole week of slots, then refreshes what shows them. */
export function useTimeSlotActions() {
  const { mutate } = useSWRConfig();

  return {
    async replace(
      profileId: string,
      body: { time_zone: string; slots: TTimeSlot[] },
    ): Promise<TProfileTimeSlots> {
      const saved = await callEndpoint(replaceProfileTimeSlots, { params: { spid: profileId }, body });
      await mutate(endpointPath(getProfileTimeSlots, { spid: profileId }), saved, { revalidate: false });
      await mutate(isQueueKey);

      return saved;
    },
  };
}
