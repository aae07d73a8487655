/** Where the signed-in user is read (`GET`), from the site's root; the document preloads it (vite.config.ts). */
export const USER_PATH = '/api/v1/user';
