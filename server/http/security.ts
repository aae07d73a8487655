import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { randomToken, hmac, safeEqual, sha256 } from '../lib/crypto.ts';
import { AppError } from '../lib/errors.ts';
import type { Actor } from '../modules/identity/identity.service.ts';
import { PERSISTENT_SESSION_MS, type ResolvedSession, type SessionStore } from '../modules/identity/index.ts';

/** Readable by the page's script (spec §7: the token header is "read from a cookie"). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, resolved once per API request; null for guests. */
    auth: ResolvedSession | null;
    /** The signed-in caller, or a 401. */
    actor(): Actor;
    /** Set when the handler already issued a new CSRF token (sign-in, sign-out). */
    csrfRotated: boolean;
  }
  interface FastifyReply {
    /** Starts a session in the browser and rotates the CSRF token to it. */
    startSession(token: string, isPersistent: boolean): void;
    /** Ends the session cookie and rotates the CSRF token back to a guest one. */
    endSession(): void;
  }
}

type SecurityOptions = { config: Pick<Config, 'appSecret' | 'secureCookies'>; sessions: SessionStore };

/**
 * Sessions and CSRF (ARCHITECTURE.md §4).
 *
 * The session cookie is HttpOnly and SameSite=Lax; the server keeps the session. CSRF uses a signed
 * double-submit token: `XSRF-TOKEN` = HMAC(app secret, binding), where the binding is the session (the hash of
 * its cookie) or, for guests, a random HttpOnly guest cookie. A write must echo it in `X-XSRF-TOKEN`. Another
 * site can neither read the cookie nor forge the HMAC, and the token changes whenever the session does.
 */
export const security = fp<SecurityOptions>(
  async (app: FastifyInstance, { config, sessions }) => {
    const prefix = config.secureCookies ? '__Host-' : '';
    const SESSION_COOKIE = `${prefix}kestrel_session`;
    const GUEST_COOKIE = `${prefix}kestrel_guest`;
    const base = { path: '/', sameSite: 'lax' as const, secure: config.secureCookies };

    const bindingOf = (sessionToken: string | undefined, guestId: string | undefined): string | null =>
      sessionToken ? `session:${sha256(sessionToken)}` : guestId ? `guest:${guestId}` : null;
    const csrfTokenFor = (binding: string) => hmac(config.appSecret, `csrf.${binding}`);

    function setCsrfCookie(reply: FastifyReply, binding: string): void {
      reply.setCookie(XSRF_COOKIE, csrfTokenFor(binding), {
        ...base,
        httpOnly: false,
        maxAge: PERSISTENT_SESSION_MS / 1000,
      });
    }

    function newGuestBinding(reply: FastifyReply): string {
      const guestId = randomToken(18);
      reply.setCookie(GUEST_COOKIE, guestId, {
        ...base,
        httpOnly: true,
        maxAge: PERSISTENT_SESSION_MS / 1000,
      });

      return `guest:${guestId}`;
    }

    app.decorateRequest('auth', null);
    app.decorateRequest('csrfRotated', false);
    app.decorateRequest('actor', function actor(this: FastifyRequest): Actor {
      if (!this.auth) throw new AppError('unauthenticated', 'Sign in to continue.');

      return { userId: this.auth.userId, accountId: this.auth.accountId, sessionId: this.auth.session.id };
    });
    app.decorateReply(
      'startSession',
      function startSession(this: FastifyReply, token: string, isPersistent: boolean) {
        this.setCookie(SESSION_COOKIE, token, {
          ...base,
          httpOnly: true,
          // Without "remember me" the cookie dies with the browser; the server also ends it after 12 hours.
          ...(isPersistent ? { maxAge: PERSISTENT_SESSION_MS / 1000 } : {}),
        });
        setCsrfCookie(this, `session:${sha256(token)}`);
        this.request.csrfRotated = true;
      },
    );
    app.decorateReply('endSession', function endSession(this: FastifyReply) {
      this.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
      const guestId = this.request.cookies[GUEST_COOKIE];
      setCsrfCookie(this, guestId ? `guest:${guestId}` : newGuestBinding(this));
      this.request.csrfRotated = true;
    });

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const sessionToken = request.cookies[SESSION_COOKIE];
      if (UNSAFE_METHODS.has(request.method)) {
        const binding = bindingOf(sessionToken, request.cookies[GUEST_COOKIE]);
        const header = request.headers[XSRF_HEADER];
        if (!binding || typeof header !== 'string' || !safeEqual(header, csrfTokenFor(binding))) {
          throw new AppError(
            'csrf_mismatch',
            'This request could not be verified. Reload the page and try again.',
          );
        }
      }
      request.auth = sessionToken ? await sessions.resolve(sessionToken) : null;
    });

    // Every response (the page and the API) leaves the browser with a token that matches its binding.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.csrfRotated) return payload;
      const sessionToken = request.cookies[SESSION_COOKIE];
      const guestId = request.cookies[GUEST_COOKIE];
      const binding = bindingOf(sessionToken, guestId) ?? newGuestBinding(reply);
      const current = request.cookies[XSRF_COOKIE];
      if (!current || !safeEqual(current, csrfTokenFor(binding))) setCsrfCookie(reply, binding);

      return payload;
    });
  },
  { name: 'security', dependencies: ['@fastify/cookie'] },
);
