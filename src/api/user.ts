import type { TUser } from '@contracts/user.ts';
import { getUser } from '@/api/routes.generated.ts';
import { getSubscription } from '@/api/routes.generated.ts';
import useSWR, { preload, useSWRConfig } from 'swr';
import { isApiError } from './client.ts';
import { callEndpoint, endpointPath } from './endpoints.ts';

export const USER_KEY = endpointPath(getUser);

/** The signed-in user, or null when signed out (a 401). */
export async function fetchCurrentUser(): Promise<TUser | null> {
  try {
    return await callEndpoint(getUser);
  } catch (caught) {
    if (isApiError(caught) && caught.status === 401) return null;
    throw caught;
  }
}

let pageUser: Promise<TUser | null> | undefined;

/**
 * The user as the page first asked for them, asked once: handed to the first screen that reads the user (SWR's
 * preload), and to what starts with the page, before any screen renders (the session's preload, the prefetch
 * of the screen the page opens on). Not for later: after a sign-in on the same page it is the answer before.
 */
export function preloadCurrentUser(): Promise<TUser | null> {
  pageUser ??= Promise.resolve(preload(USER_KEY, fetchCurrentUser));

  return pageUser;
}

/** For tests: the next page start asks again. */
export function forgetPreloadedUser(): void {
  pageUser = undefined;
}

/**
 * The signed-in user, shared by every screen. A 401 is not an error here: it means "signed out", and
 * `user` is null. Screens that need a user sit behind the auth gate, which redirects guests.
 */
export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useSWR<TUser | null>(USER_KEY, fetchCurrentUser);

  return { user: data ?? null, isLoading, error: error as unknown, mutate };
}

/** Replaces the cached user after a write that returned it (sign-in, profile, sign-up steps). */
export function useSetCurrentUser() {
  const { mutate } = useSWRConfig();

  return (user: TUser | null) => mutate(USER_KEY, user, { revalidate: false });
}

/**
 * The subscription, keyed by the current user's id (spec §7): it never retries on error and never revalidates
 * on focus, reconnect or staleness; it loads once per user.
 */
export function useSubscription(userId: string | null | undefined) {
  const { data, error, isLoading } = useSWR(
    userId ? [endpointPath(getSubscription), userId] : null,
    () => callEndpoint(getSubscription),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
    },
  );

  return { subscription: data ?? null, error: error as unknown, isLoading };
}

/** The user, inside layouts that only render for a signed-in user (the app and the sign-up steps). */
export function useSignedInUser(): TUser {
  const { user } = useCurrentUser();
  if (!user) throw new Error('useSignedInUser is used outside a signed-in layout');

  return user;
}
