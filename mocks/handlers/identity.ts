import { login, logout } from '@contracts/auth.ts';
import { getSubscription } from '@contracts/billing.ts';
import {
  getUser,
  listSessions,
  revokeOtherSessions,
  revokeSession,
  updateTheme,
  type TSession,
  type TUser,
} from '@contracts/user.ts';
import { MockApiError, mockEndpoint, unauthenticated } from '../endpoint.ts';
import { sessionFixture, userFixture } from '../fixtures.ts';

/**
 * A small stateful stand-in for the identity endpoints: one account, its sessions, sign-in with one
 * password. Each call makes a fresh world, so stories and tests never share state.
 */
export function identityHandlers(options: { signedIn?: boolean; user?: TUser; password?: string } = {}) {
  let user: TUser | null = options.signedIn === false ? null : (options.user ?? userFixture());
  const account = options.user ?? userFixture();
  const password = options.password ?? 'violet-kestrel-hovers-42';
  let sessions: TSession[] = [
    sessionFixture({
      id: 'c0ffee00-0000-4000-8000-000000000001',
      is_current: true,
      user_agent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    }),
    sessionFixture(),
  ];
  const requireUser = () => {
    if (!user) throw unauthenticated();

    return user;
  };

  return [
    mockEndpoint(getUser, () => requireUser()),
    mockEndpoint(getSubscription, () => requireUser().subscription),
    mockEndpoint(login, async ({ request }) => {
      const body = (await request.json()) as { email?: string; password?: string };
      if (body.email?.toLowerCase() !== account.email || body.password !== password) {
        throw new MockApiError(422, {
          message: 'The e-mail address or password is incorrect.',
          code: 'validation_failed',
        });
      }
      user = account;

      return user;
    }),
    mockEndpoint(logout, () => {
      user = null;

      return undefined;
    }),
    mockEndpoint(listSessions, () => {
      requireUser();

      return { data: sessions };
    }),
    mockEndpoint(revokeSession, ({ params }) => {
      requireUser();
      const before = sessions.length;
      sessions = sessions.filter((session) => session.id !== params.id);
      if (sessions.length === before)
        throw new MockApiError(404, { message: 'This session was not found.', code: 'not_found' });

      return undefined;
    }),
    mockEndpoint(revokeOtherSessions, () => {
      requireUser();
      const others = sessions.filter((session) => !session.is_current).length;
      sessions = sessions.filter((session) => session.is_current);

      return { signed_out_sessions: others };
    }),
    mockEndpoint(updateTheme, async ({ request }) => {
      const { theme } = (await request.json()) as { theme: TUser['settings']['theme'] };
      user = { ...requireUser(), settings: { ...requireUser().settings, theme } };

      return user;
    }),
  ];
}
