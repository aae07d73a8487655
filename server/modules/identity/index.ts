/** What the HTTP layer needs of the identity module besides its service: the session store's shape and lifetime. */
export { PERSISTENT_SESSION_MS, type ResolvedSession, type SessionStore } from './sessions.ts';
