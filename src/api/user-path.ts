/** Where the signed-in user is read (`GET`), from the site's root; the document preloads it (vite.config.ts). */
export const USER_PATH = '/api/v1/user';

/**
 * What every page of the signed-in app asks for once the user is in: the profiles and groups its selectors and
 * the analytics scope wait for (`SOCIAL_PROFILES_KEY`, `SELECTOR_GROUPS_KEY`). The pages of the app's routes
 * preload them too (route-preloads.json, server/http/spa.ts), so they arrive with the user instead of after it.
 */
export const APP_SHELL_DATA_PATHS = ['/api/v1/user/social-profiles', '/api/v1/user/social-profiles/groups'];
