import { matchPath } from 'react-router';
import { preload } from 'swr';
import {
  fetchSelectorGroups,
  fetchSocialProfiles,
  SELECTOR_GROUPS_KEY,
  SOCIAL_PROFILES_KEY,
} from '@/api/social.ts';
import { preloadCurrentUser } from '@/api/user.ts';
import { hasAppAccess } from './navigation.ts';
import { ROUTES } from './routes.ts';

/**
 * A path that shows a set-up user the app shell: its own screens, and the start and sign-in pages, which send a
 * signed-in user into it.
 */
export function opensAppShell(pathname: string): boolean {
  return ROUTES.some(
    (route) =>
      (route.access === 'app' || route.access === 'guest' || route.path === '/') &&
      route.load !== undefined &&
      matchPath(route.path, pathname) !== null,
  );
}

/**
 * The first view's data, asked for before the screens' code arrives instead of after it renders: the user at
 * once, then — for a user who lands in the app shell — the profiles and groups its selectors and the analytics
 * scope wait for. Each request is handed to the first screen that asks for it (SWR's preload), so nothing is
 * fetched twice; nothing beyond the user is asked for a guest or outside the app.
 */
export function preloadSession(pathname: string): Promise<void> {
  return preloadCurrentUser()
    .then((user) => {
      if (!user || !hasAppAccess(user) || !opensAppShell(pathname)) return;
      void preload(SOCIAL_PROFILES_KEY, fetchSocialProfiles)?.catch(() => undefined);
      void preload(SELECTOR_GROUPS_KEY, fetchSelectorGroups)?.catch(() => undefined);
    })
    .catch(() => undefined);
}
