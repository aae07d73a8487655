import { useEffect, useSyncExternalStore } from 'react';
import type { TUser } from '@contracts/user.ts';
import { track } from './analytics.ts';

/**
 * Spec §4, logged-in flag: false by default; true once a user is loaded and the login-completed analytics
 * event has fired; false again when the user disappears (sign-out, expired session).
 */
let isLoggedIn = false;
const listeners = new Set<() => void>();

function setLoggedIn(value: boolean): void {
  if (isLoggedIn === value) return;
  isLoggedIn = value;
  listeners.forEach((listener) => listener());
}

export function getIsLoggedIn(): boolean {
  return isLoggedIn;
}

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);

      return () => listeners.delete(listener);
    },
    getIsLoggedIn,
    getIsLoggedIn,
  );
}

/** Keeps the flag in step with the loaded user; mounted once, at the root. */
export function useLoggedInTracking(
  user: Pick<TUser, 'id' | 'subscription'> | null,
  isLoading: boolean,
): void {
  const userId = user?.id ?? null;
  const isTrial = user?.subscription.is_trial ?? false;
  useEffect(() => {
    if (isLoading) return;
    if (userId && !getIsLoggedIn()) {
      track({ name: 'login_completed', userId, isTrial });
      setLoggedIn(true);
    } else if (!userId) {
      setLoggedIn(false);
    }
  }, [userId, isTrial, isLoading]);
}

/** For tests: back to the initial state. */
export function resetLoggedInFlag(): void {
  setLoggedIn(false);
}
