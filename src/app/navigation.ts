import type { TUser } from '@contracts/user.ts';
import { SIGN_UP_SCREENS, signUpStateFor } from '@statecharts/sign-up/sign-up.machine.ts';
import { isRouted } from './routes.ts';

/** Where a signed-in user belongs: their sign-up step until the account is set up, then the app. */
export function homePathFor(user: Pick<TUser, 'signup'>): string {
  if (user.signup.status === 'SOCIAL_PROFILES_CONNECTED')
    return isRouted('/home') ? '/home' : '/settings/account';
  return SIGN_UP_SCREENS[signUpStateFor(user.signup)];
}

/** Whether the user may use the app shell (settings and, later, every area): the account is set up. */
export function hasAppAccess(user: Pick<TUser, 'signup'>): boolean {
  return user.signup.status === 'USER_SET_UP' || user.signup.status === 'SOCIAL_PROFILES_CONNECTED';
}

/**
 * A `next` target from the query, only when it is a path on this site (no `//evil.example`, no scheme):
 * otherwise an attacker could bounce a fresh sign-in to their own page.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;

  return next;
}
