import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import {
  SELECTOR_GROUPS_KEY,
  SOCIAL_PROFILES_KEY,
  useSelectorGroups,
  useSocialProfiles,
} from '@/api/social.ts';
import { buildApiUrl } from '@/api/client.ts';
import { forgetPreloadedUser, USER_KEY, useCurrentUser } from '@/api/user.ts';
import { APP_SHELL_DATA_PATHS, USER_PATH } from '@/api/user-path.ts';
import { opensAppShell, preloadSession } from '@/app/preload-session.ts';
import { stubApiFetch, userAnswer } from '../support/api-fetch.ts';

const SET_UP = { id: 'u1', signup: { status: 'USER_SET_UP' } };
const MID_SIGN_UP = { id: 'u2', signup: { status: 'EMAIL_VERIFICATION' } };
const PROFILES = [{ id: 'p1', name: 'Kestrel Coffee', network: 'instagram' }];
const GROUPS = [{ id: 'g1', name: 'Europe shops' }];

let requested: string[];
let user: unknown;

beforeEach(() => {
  forgetPreloadedUser();
  user = SET_UP;
  requested = stubApiFetch((url) => {
    if (url === '/api/v1/user') return userAnswer(user);
    if (url === '/api/v1/user/social-profiles') return Response.json(PROFILES);
    if (url === '/api/v1/user/social-profiles/groups') return Response.json(GROUPS);

    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

/** What the app shell asks for on its first render. */
function Shell() {
  const { user: current } = useCurrentUser();
  const { profiles } = useSocialProfiles();
  const { groups } = useSelectorGroups();

  return (
    <p>
      {current ? 'signed in' : 'signed out'} · {profiles?.length ?? '…'} profiles · {groups?.length ?? '…'}{' '}
      groups
    </p>
  );
}

const renderShell = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Shell />
    </SWRConfig>,
  );

describe('the first view’s data, asked for before the screens’ code arrives', () => {
  it('asks for the user, then its profiles and groups, and the shell uses those answers without asking again', async () => {
    await preloadSession('/home');
    expect(requested).toEqual([
      '/api/v1/user',
      '/api/v1/user/social-profiles',
      '/api/v1/user/social-profiles/groups',
    ]);

    renderShell();
    expect(await screen.findByText('signed in · 1 profiles · 1 groups')).toBeInTheDocument();
    expect(requested).toHaveLength(3);
  });

  it('asks a guest only who they are', async () => {
    user = null;
    await preloadSession('/home');
    expect(requested).toEqual(['/api/v1/user']);
    renderShell();
    expect(await screen.findByText(/^signed out/)).toBeInTheDocument();
  });

  it('asks nothing more for a user in the middle of signing up', async () => {
    user = MID_SIGN_UP;
    await preloadSession('/setup/account');
    expect(requested).toEqual(['/api/v1/user']);
    renderShell();
    await screen.findByText(/^signed in/);
  });

  it('reads the user where the document preloads it, so the preloaded answer is the one used', () => {
    expect(buildApiUrl(USER_KEY)).toBe(USER_PATH);
  });

  it("reads the profiles and groups where the app's pages preload them", () => {
    expect(APP_SHELL_DATA_PATHS).toEqual([
      buildApiUrl(SOCIAL_PROFILES_KEY),
      buildApiUrl(SELECTOR_GROUPS_KEY),
    ]);
  });

  it('knows which pages lead into the app shell', () => {
    expect(opensAppShell('/home')).toBe(true);
    expect(opensAppShell('/analytics/overview')).toBe(true);
    expect(opensAppShell('/')).toBe(true);
    expect(opensAppShell('/signin')).toBe(true);
    expect(opensAppShell('/setup/account')).toBe(false);
    expect(opensAppShell('/logout')).toBe(false);
  });
});
