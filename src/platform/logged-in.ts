import { useEffect } from 'react';
import { createActor } from 'xstate';
import type { TUser } from '@contracts/user.ts';
import { loggedInMachine } from '@statecharts/logged-in/logged-in.machine.ts';
import { track } from './analytics.ts';

/**
 * Spec §4, logged-in flag (statecharts/logged-in): false by default; true once a user is loaded and the
 * login-completed analytics event has fired; false again when the user disappears (sign-out, expired session).
 * One actor for the page, made when first asked for (not while the app's modules run); the app provides the
 * analytics event.
 */
function makeActor() {
  return createActor(
    loggedInMachine.provide({
      actions: {
        trackLoginCompleted: (_, user) =>
          track({ name: 'login_completed', userId: user.id, isTrial: user.isTrial }),
      },
    }),
  ).start();
}
let actor: ReturnType<typeof makeActor> | undefined;
const loggedInActor = () => (actor ??= makeActor());

export function getIsLoggedIn(): boolean {
  return loggedInActor().getSnapshot().matches('loggedIn');
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
    loggedInActor().send(
      userId ? { type: 'user.loaded', user: { id: userId, isTrial } } : { type: 'user.gone' },
    );
  }, [userId, isTrial, isLoading]);
}

/** For tests: back to the initial state. */
export function resetLoggedInFlag(): void {
  loggedInActor().send({ type: 'user.gone' });
}
