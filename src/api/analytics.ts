import { useCallback } from 'react';
import type { TActivity, TAnalyticsReport } from '@contracts/analytics.ts';
import type { POST_SORTS } from '@contracts/plain.ts';
import {
  getGroupActivity,
  getGroupAnalytics,
  getProfileActivity,
  getProfileAnalytics,
  getProfileMedia,
  getProfilesActivity,
  getProfilesAnalyticsOverview,
  listGroupMedias,
  listProfileMedias,
  listProfilesMedias,
} from '@/api/routes.generated.ts';
import type { TAlbum } from '@contracts/campaigns.ts';
import {
  addAlbumPosts,
  albumsOverview,
  createAlbum,
  deleteAlbum,
  getAlbum,
  listAlbums,
  removeAlbumPost,
} from '@/api/routes.generated.ts';
import useSWR, { preload, useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { serializeQuery } from './client.ts';
import { callEndpoint, endpointPath } from './endpoints.ts';

/** What an analytics screen reads: one profile, a selection (all active profiles when `ids` is null), a group. */
export type AnalyticsScope =
  | { kind: 'profile'; id: string }
  | { kind: 'profiles'; ids: readonly string[] | null }
  | { kind: 'group'; id: string };

export type Comparison = 'previous_period' | 'previous_year' | 'none';

/** Local days, both ends included, their comparison and the time zone they are read in. */
export type AnalyticsRange = { from: string; to: string; compare: Comparison; tz: string };

export type PostSort = (typeof POST_SORTS)[number];

export type MediaFilter = {
  sort: PostSort;
  order?: 'asc' | 'desc';
  kind?: string;
  from?: string;
  to?: string;
  tz?: string;
  limit?: number;
};

const profilesQuery = (scope: Extract<AnalyticsScope, { kind: 'profiles' }>) =>
  scope.ids === null ? {} : { profiles: [...scope.ids] };

/** A stable cache key: the endpoint's path and its query, as the client will send them. */
const keyOf = (path: string, query: Record<string, unknown>) => `${path}?${serializeQuery(query)}`;

function reportKey(scope: AnalyticsScope, range: AnalyticsRange) {
  switch (scope.kind) {
    case 'profile':
      return keyOf(endpointPath(getProfileAnalytics, { spid: scope.id }), range);
    case 'group':
      return keyOf(endpointPath(getGroupAnalytics, { id: scope.id }), range);
    case 'profiles':
      return keyOf(endpointPath(getProfilesAnalyticsOverview), { ...range, ...profilesQuery(scope) });
  }
}

function fetchReport(scope: AnalyticsScope, range: AnalyticsRange): Promise<TAnalyticsReport> {
  switch (scope.kind) {
    case 'profile':
      return callEndpoint(getProfileAnalytics, { params: { spid: scope.id }, query: range });
    case 'group':
      return callEndpoint(getGroupAnalytics, { params: { id: scope.id }, query: range });
    case 'profiles':
      return callEndpoint(getProfilesAnalyticsOverview, {
        query: { ...range, ...profilesQuery(scope) },
      });
  }
}

/**
 * Asks for a report before a screen renders, for the screen's own request to take (SWR's preload: same key, so
 * nothing is fetched twice). Only for an empty cache, as on a page's first load: a preload is kept until the
 * key's next request takes it, however old it has become by then.
 */
export function preloadAnalyticsReport(scope: AnalyticsScope, range: AnalyticsRange): void {
  void preload(reportKey(scope, range), () => fetchReport(scope, range))?.catch(() => undefined);
}

/** The key figures, daily series, per-profile figures and posts by format of a scope over a range. */
export function useAnalyticsReport(scope: AnalyticsScope | null, range: AnalyticsRange) {
  const { data, error, isLoading, mutate } = useSWR(
    scope ? reportKey(scope, range) : null,
    () => fetchReport(scope!, range),
    { keepPreviousData: true },
  );

  const retry = useCallback(() => void mutate(), [mutate]);

  return { report: data, error: error as unknown, isLoading, retry };
}

function fetchActivity(scope: AnalyticsScope, range: AnalyticsRange): Promise<TActivity> {
  switch (scope.kind) {
    case 'profile':
      return callEndpoint(getProfileActivity, { params: { spid: scope.id }, query: range });
    case 'group':
      return callEndpoint(getGroupActivity, { params: { id: scope.id }, query: range });
    case 'profiles':
      return callEndpoint(getProfilesActivity, { query: { ...range, ...profilesQuery(scope) } });
  }
}

function activityKey(scope: AnalyticsScope, range: AnalyticsRange) {
  switch (scope.kind) {
    case 'profile':
      return keyOf(endpointPath(getProfileActivity, { spid: scope.id }), range);
    case 'group':
      return keyOf(endpointPath(getGroupActivity, { id: scope.id }), range);
    case 'profiles':
      return keyOf(endpointPath(getProfilesActivity), { ...range, ...profilesQuery(scope) });
  }
}

/** Best times to post, followers online, posting per day and the audience of a scope. */
export function useActivity(scope: AnalyticsScope | null, range: AnalyticsRange) {
  const { data, error, isLoading, mutate } = useSWR(
    scope ? activityKey(scope, range) : null,
    () => fetchActivity(scope!, range),
    { keepPreviousData: true },
  );

  return { activity: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

function fetchMedias(scope: AnalyticsScope, filter: MediaFilter, cursor: string | undefined) {
  const query = { ...filter, ...(cursor ? { cursor } : {}) };
  switch (scope.kind) {
    case 'profile':
      return callEndpoint(listProfileMedias, { params: { spid: scope.id }, query });
    case 'group':
      return callEndpoint(listGroupMedias, { params: { id: scope.id }, query });
    case 'profiles':
      return callEndpoint(listProfilesMedias, { query: { ...query, ...profilesQuery(scope) } });
  }
}

function mediasPath(scope: AnalyticsScope) {
  switch (scope.kind) {
    case 'profile':
      return endpointPath(listProfileMedias, { spid: scope.id });
    case 'group':
      return endpointPath(listGroupMedias, { id: scope.id });
    case 'profiles':
      return endpointPath(listProfilesMedias);
  }
}

/** A scope's posts sorted by a metric, page after page ("Show more"). */
export function useMedias(scope: AnalyticsScope | null, filter: MediaFilter) {
  const base = scope
    ? keyOf(mediasPath(scope), { ...filter, ...(scope.kind === 'profiles' ? profilesQuery(scope) : {}) })
    : null;
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite(
    (index, previous: Awaited<ReturnType<typeof fetchMedias>> | null) => {
      if (!base) return null;
      if (index === 0) return [base, undefined];
      if (!previous?.next_cursor) return null;

      return [base, previous.next_cursor];
    },
    ([, cursor]: [string, string | undefined]) => fetchMedias(scope!, filter, cursor),
    { revalidateFirstPage: false },
  );
  const items = data?.flatMap((page) => page.items) ?? [];
  const last = data?.at(-1);

  return {
    items,
    total: data?.[0]?.total ?? 0,
    error: error as unknown,
    isLoading,
    hasMore: Boolean(last?.next_cursor),
    isLoadingMore: isValidating && size > (data?.length ?? 0),
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
}

/** One post with its metrics, where each comes from, and its campaigns and categories. */
export function useMedia(profileId: string | null, id: string) {
  const { data, error, isLoading, mutate } = useSWR(
    profileId ? endpointPath(getProfileMedia, { spid: profileId, id }) : null,
    () => callEndpoint(getProfileMedia, { params: { spid: profileId!, id } }),
  );

  return { media: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

export const ALBUMS_KEY = endpointPath(listAlbums);

/** The campaigns, each with what its posts did. */
export function useAlbums() {
  const { data, error, isLoading, mutate } = useSWR(ALBUMS_KEY, () => callEndpoint(listAlbums));

  return { albums: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** Campaigns side by side; all of them when `ids` is empty. */
export function useAlbumsOverview(ids: readonly string[]) {
  const { data, error, isLoading, mutate } = useSWR(
    keyOf(endpointPath(albumsOverview), { ids: [...ids] }),
    () => callEndpoint(albumsOverview, { query: ids.length > 0 ? { ids: [...ids] } : {} }),
  );

  return { albums: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** A campaign with its posts and what they did by profile, format and day, in a time zone. */
export function useAlbum(id: string, tz: string) {
  const { data, error, isLoading, mutate } = useSWR(keyOf(endpointPath(getAlbum, { id }), { tz }), () =>
    callEndpoint(getAlbum, { params: { id }, query: { tz } }),
  );

  return { album: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** Creating, deleting and emptying campaigns; the lists reload after each change. */
export function useAlbumActions() {
  const { mutate } = useSWRConfig();
  const refresh = () =>
    mutate((key) => typeof key === 'string' && (key.startsWith(ALBUMS_KEY) || key.includes('/albums')));

  return {
    async create(input: { name: string; description?: string; post_ids?: string[] }): Promise<TAlbum> {
      const album = await callEndpoint(createAlbum, {
        body: { name: input.name, description: input.description ?? '', post_ids: input.post_ids ?? [] },
      });
      await refresh();

      return album;
    },
    async addPosts(id: string, postIds: string[]): Promise<TAlbum> {
      const album = await callEndpoint(addAlbumPosts, { params: { id }, body: { post_ids: postIds } });
      await refresh();

      return album;
    },
    async remove(id: string) {
      await callEndpoint(deleteAlbum, { params: { id } });
      await refresh();
    },
    async removePost(id: string, postId: string) {
      await callEndpoint(removeAlbumPost, { params: { id, postId } });
      await refresh();
    },
  };
}
