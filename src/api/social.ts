import type { TConnectTarget, TProfileNetwork, TSocialProfile } from '@contracts/social.ts';
import {
  activateSocialProfile,
  addGroupProfiles,
  completeConnectionAttempt,
  createGroup,
  deactivateSocialProfile,
  deleteGroup,
  deleteSocialProfile,
  getConnectionAttempt,
  listApiProfiles,
  listGroups,
  listSocialProfileAuthStatus,
  listSocialProfileGroups,
  listSocialProfiles,
  relaunchSocialProfile,
  removeGroupProfile,
  startConnection,
  updateGroup,
  updateSocialProfile,
} from '@/api/routes.generated.ts';
import useSWR, { useSWRConfig } from 'swr';
import { callEndpoint, endpointPath } from './endpoints.ts';

export const SOCIAL_PROFILES_KEY = endpointPath(listSocialProfiles);
export const AUTH_STATUS_KEY = endpointPath(listSocialProfileAuthStatus);
export const SELECTOR_GROUPS_KEY = endpointPath(listSocialProfileGroups);
export const GROUPS_KEY = endpointPath(listGroups);
export const API_PROFILES_KEY = endpointPath(listApiProfiles);

export const fetchSocialProfiles = () => callEndpoint(listSocialProfiles);
export const fetchSelectorGroups = () => callEndpoint(listSocialProfileGroups);

/** The keys a change to a profile can make stale: the list, the auth summary, and both group lists. */
const PROFILE_KEYS = [SOCIAL_PROFILES_KEY, AUTH_STATUS_KEY, SELECTOR_GROUPS_KEY, GROUPS_KEY];
const GROUP_KEYS = [GROUPS_KEY, SELECTOR_GROUPS_KEY, SOCIAL_PROFILES_KEY];

/**
 * Leaving the app for a network's consent page. One seam, so stories and tests can watch the address instead
 * of the page going away; the app always uses `window.location.assign`.
 */
export const externalNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/** The workspace's profiles with their connection health; `refreshInterval` polls (backfill in progress). */
export function useSocialProfiles(
  options: {
    enabled?: boolean;
    refreshInterval?: number | ((profiles: TSocialProfile[] | undefined) => number);
  } = {},
) {
  const { enabled = true, refreshInterval } = options;
  const { data, error, isLoading, mutate } = useSWR(
    enabled ? SOCIAL_PROFILES_KEY : null,
    fetchSocialProfiles,
    {
      refreshInterval,
    },
  );

  return { profiles: data, error: error as unknown, isLoading, mutate };
}

/** How many profiles need attention (expired, to reconnect, permission missing…). */
export function useSocialProfileAuthStatus(enabled = true) {
  const { data, error, isLoading } = useSWR(enabled ? AUTH_STATUS_KEY : null, () =>
    callEndpoint(listSocialProfileAuthStatus),
  );

  return { authStatus: data, error: error as unknown, isLoading };
}

/** The groups as the profile selector shows them. */
export function useSelectorGroups(enabled = true) {
  const { data, error } = useSWR(enabled ? SELECTOR_GROUPS_KEY : null, fetchSelectorGroups);

  return { groups: data, error: error as unknown };
}

/** The groups of the workspace (the groups page). */
export function useGroups() {
  const { data, error, isLoading, mutate } = useSWR(GROUPS_KEY, () => callEndpoint(listGroups));

  return { groups: data, error: error as unknown, isLoading, mutate };
}

/** The networks this server can connect, configured or not. */
export function useApiProfiles() {
  const { data, error, isLoading, mutate } = useSWR(API_PROFILES_KEY, () => callEndpoint(listApiProfiles));

  return { networks: data, error: error as unknown, isLoading, mutate };
}

/** The accounts a finished authorisation can connect. Loaded once: the attempt does not change. */
export function useConnectionAttempt(id: string | null) {
  const { data, error, isLoading, mutate } = useSWR(
    id ? endpointPath(getConnectionAttempt, { id }) : null,
    () => callEndpoint(getConnectionAttempt, { params: { id: id! } }),
    { revalidateOnFocus: false, revalidateIfStale: false },
  );

  return { attempt: data, error: error as unknown, isLoading, mutate };
}

/** Every write on profiles, connections and groups; each refreshes what it makes stale. */
export function useSocialActions() {
  const { mutate } = useSWRConfig();
  const refresh = (keys: string[]) => Promise.all(keys.map((key) => mutate(key)));

  /** Puts a profile the server returned into the cached list at once, then revalidates the rest. */
  const storeProfile = async (profile: TSocialProfile) => {
    await mutate(
      SOCIAL_PROFILES_KEY,
      (current: TSocialProfile[] | undefined) =>
        current?.map((existing) => (existing.id === profile.id ? profile : existing)),
      { revalidate: false },
    );
    await refresh(PROFILE_KEYS);

    return profile;
  };

  return {
    updateLabels: async (id: string, labels: string[]) =>
      storeProfile(await callEndpoint(updateSocialProfile, { params: { id }, body: { labels } })),
    activate: async (spid: string) =>
      storeProfile(await callEndpoint(activateSocialProfile, { params: { spid } })),
    deactivate: async (spid: string) =>
      storeProfile(await callEndpoint(deactivateSocialProfile, { params: { spid } })),
    relaunch: async (spid: string) => {
      const answer = await callEndpoint(relaunchSocialProfile, { params: { spid } });
      if (answer.action === 'sync_queued') await storeProfile(answer.profile);

      return answer;
    },
    remove: async (id: string) => {
      await callEndpoint(deleteSocialProfile, { params: { id } });
      await refresh(PROFILE_KEYS);
    },
    startConnection: (target: TConnectTarget, returnTo: string, network?: TProfileNetwork) =>
      callEndpoint(startConnection, {
        params: { target },
        body: { return_to: returnTo, ...(network ? { network } : {}) },
      }),
    completeConnection: async (attemptId: string, remoteIds: string[]) => {
      const profiles = await callEndpoint(completeConnectionAttempt, {
        params: { id: attemptId },
        body: { remote_ids: remoteIds },
      });
      await refresh(PROFILE_KEYS);

      return profiles;
    },
    createGroup: async (name: string, profileIds: string[]) => {
      const group = await callEndpoint(createGroup, { body: { name, profile_ids: profileIds } });
      await refresh(GROUP_KEYS);

      return group;
    },
    renameGroup: async (id: string, name: string) => {
      const group = await callEndpoint(updateGroup, { params: { id }, body: { name } });
      await refresh(GROUP_KEYS);

      return group;
    },
    deleteGroup: async (id: string) => {
      await callEndpoint(deleteGroup, { params: { id } });
      await refresh(GROUP_KEYS);
    },
    addGroupProfiles: async (id: string, profileIds: string[]) => {
      const group = await callEndpoint(addGroupProfiles, {
        params: { id },
        body: { profile_ids: profileIds },
      });
      await refresh(GROUP_KEYS);

      return group;
    },
    removeGroupProfile: async (id: string, profileId: string) => {
      const group = await callEndpoint(removeGroupProfile, { params: { id, profileId } });
      await refresh(GROUP_KEYS);

      return group;
    },
  };
}
