import type { TSavedText, TSavedTextInput, TSavedTextKind } from '@contracts/captions.ts';
import type { TProfileNetwork } from '@contracts/social.ts';
import useSWR, { useSWRConfig } from 'swr';
import {
  createCaptionsHashtagList,
  deleteCaptionsHashtagList,
  listCaptionsHashtagLists,
  listSchedulerPostsSpecifications,
  updateCaptionsHashtagList,
} from '@/api/routes.generated.ts';
import { serializeQuery } from './client.ts';
import { callEndpoint, endpointPath } from './endpoints.ts';

export type SavedTextFilter = { q?: string; kind?: TSavedTextKind; profileId?: string };

const LIST_PATH = endpointPath(listCaptionsHashtagLists);

function queryOf(filter: SavedTextFilter) {
  return {
    ...(filter.q?.trim() ? { q: filter.q.trim() } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.profileId ? { profile_id: filter.profileId } : {}),
  };
}

/** Saved captions and hashtag lists by name, searched and filtered on the server. */
export function useSavedTexts(filter: SavedTextFilter = {}) {
  const query = queryOf(filter);
  // While a new search loads, the previous answer stays on screen (no flash of a skeleton per keystroke).
  const { data, error, isLoading, mutate } = useSWR(
    `${LIST_PATH}?${serializeQuery(query)}`,
    () => callEndpoint(listCaptionsHashtagLists, { query }),
    { keepPreviousData: true },
  );

  return { savedTexts: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** Saving, replacing and deleting saved texts; every list reloads after a change. */
export function useSavedTextActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key) => typeof key === 'string' && key.startsWith(LIST_PATH));

  return {
    async create(input: TSavedTextInput): Promise<TSavedText> {
      const saved = await callEndpoint(createCaptionsHashtagList, { body: input });
      await refresh();

      return saved;
    },
    async update(id: string, input: TSavedTextInput): Promise<TSavedText> {
      const saved = await callEndpoint(updateCaptionsHashtagList, { params: { id }, body: input });
      await refresh();

      return saved;
    },
    async remove(id: string): Promise<void> {
      await callEndpoint(deleteCaptionsHashtagList, { params: { id } });
      await refresh();
    },
  };
}

/** The hashtag limit of each network the workspace has a profile on (networks without one are left out). */
export function useHashtagLimits() {
  const { data, error } = useSWR(endpointPath(listSchedulerPostsSpecifications), () =>
    callEndpoint(listSchedulerPostsSpecifications),
  );
  const limits = new Map<TProfileNetwork, number>();
  for (const entry of data ?? [])
    if (entry.specification.max_hashtags !== null)
      limits.set(entry.network, entry.specification.max_hashtags);

  return {
    limits: data ? [...limits].map(([network, max]) => ({ network, max })) : undefined,
    error: error as unknown,
  };
}
