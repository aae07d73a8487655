import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { randomToken, hmac, safeEqual, sha256 } from '../lib/crypto.ts';
import { MINUTE_MS } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import type { RateLimiter, RateRule } from '../modules/rate-limit/index.ts';
import type { Actor } from '../modules/identity/identity.service.ts';
import { PERSISTENT_SESSION_MS, type ResolvedSession, type SessionStore } from '../modules/identity/index.ts';
import type { AllocationsRepository, HeldProfiles } from '../modules/team/index.ts';

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
    /** The profiles a manager or a team member holds, with their rights (read once a request). */
    heldProfiles(): Promise<HeldProfiles>;
    held: Promise<HeldProfiles> | null;
    /** The profile each of these posts of the account belongs to. */
    profilesOfPosts(postIds: string[]): Promise<ReadonlyMap<string, string>>;
  }
  interface FastifyContextConfig {
    /**
     * A route an HTML form of this server posts to (the demo network's consent screen): it takes a form body
     * and cannot send the CSRF header, so only its `Origin` is checked. Every other write needs the token.
     */
    formPost?: boolean;
  }
  interface FastifyReply {
    /** Starts a session in the browser and rotates the CSRF token to it. */
    startSession(token: string, isPersistent: boolean): void;
    /** Ends the session cookie and rotates the CSRF token back to a guest one. */
    endSession(): void;
  }
}

type SecurityOptions = {
  config: Pick<Config, 'appSecret' | 'secureCookies' | 'publicUrl'>;
  sessions: SessionStore;
  /** Counts the per-user limits of `USER_LIMITS`. */
  rateLimiter: RateLimiter;
  allocations: Pick<AllocationsRepository, 'heldBy' | 'profilesOfPosts'>;
};

/**
 * Per-user limits of the routes that cost the server (or a third party) much per call, by endpoint id: an
 * import parses up to 512 KB and asks up to 50 addresses; a link preview and an address check fetch another
 * site. Generous for a person at the keyboard, a wall for a script.
 */
export const USER_LIMITS: Record<string, RateRule> = {
  importSchedulerPosts: { limit: 30, windowMs: 10 * MINUTE_MS },
  scrapeUrl: { limit: 60, windowMs: MINUTE_MS },
  urlAvailable: { limit: 60, windowMs: MINUTE_MS },
};

/**
 * `TRUST_PROXY` as Fastify takes it: the proxies' addresses as they are, a number of hops as the function
 * proxy-addr builds for it (the client is the address `hops` entries from the right of X-Forwarded-For).
 */
export function trustProxyOption(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;

  return (_address, hop) => hop < trust;
}

/** `Sec-Fetch-Site` values of a request the page itself made (or the user typed). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Whether a write comes from this app's own pages, as far as the browser tells: a `Sec-Fetch-Site` other than
 * same-origin, or an `Origin` that is neither the public address nor the address the request was sent to, is
 * another site (an `Origin` of `null` too: a sandboxed or privacy-redirected page). Requests without either
 * header (command-line clients, old browsers) pass to the token check, which they must still pass.
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && !OWN_FETCH_SITES.has(site)) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const own = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);

  return !own.has(origin);
}

/**
 * Registers a form body parser for the routes registered in `register` only (the rest of the app answers a
 * form body with 415, so a plain cross-site HTML form never reaches an API route).
 */
export function withFormBodies(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
        );
      },
    );
    register(scope);
  });
}

/**
 * Sessions and CSRF (ARCHITECTURE.md §4).
 *
 * The session cookie is HttpOnly and SameSite=Lax; the server keeps the session. CSRF uses a signed
 * double-submit token: `XSRF-TOKEN` = HMAC(app secret, binding), where the binding is the session (the hash of
 * its cookie) or, for guests, a random HttpOnly guest cookie. A write must echo it in `X-XSRF-TOKEN`. Another
 * site can neither read the cookie nor forge the HMAC, and the token changes whenever the session does.
 */
export const security = fp<SecurityOptions>(
  async (app: FastifyInstance, { config, sessions, rateLimiter, allocations }) => {
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
    app.decorateRequest('held', null);
    // Read once a request, and only by a rule on profiles for a user who is not the admin.
    app.decorateRequest('heldProfiles', function heldProfiles(this: FastifyRequest): Promise<HeldProfiles> {
      const { userId, accountId } = this.actor();
      this.held ??= allocations.heldBy(accountId, userId);

      return this.held;
    });
    app.decorateRequest('profilesOfPosts', function profilesOfPosts(this: FastifyRequest, postIds: string[]) {
      return allocations.profilesOfPosts(this.actor().accountId, postIds);
    });
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

    // Decided by the route the router matched and the method, never by the raw URL: `/%61pi/…` and
    // `http://host/api/…` reach the same route as `/api/…` and must meet the same checks.
    app.addHook('onRequest', async (request) => {
      const routeUrl = request.routeOptions.url;
      const sessionToken = request.cookies[SESSION_COOKIE];
      if (UNSAFE_METHODS.has(request.method)) {
        const refuse = () =>
          new AppError('csrf_mismatch', 'This request could not be verified. Reload the page and try again.');
        if (isCrossSite(request, config.publicUrl)) throw refuse();
        if (!request.routeOptions.config?.formPost) {
          const binding = bindingOf(sessionToken, request.cookies[GUEST_COOKIE]);
          const header = request.headers[XSRF_HEADER];
          if (!binding || typeof header !== 'string' || !safeEqual(header, csrfTokenFor(binding)))
            throw refuse();
        }
      }
      if (routeUrl?.startsWith('/api/'))
        request.auth = sessionToken ? await sessions.resolve(sessionToken) : null;
    });

    app.addHook('preHandler', async (request) => {
      const endpointId = request.routeOptions.config?.endpointId;
      const rule = endpointId ? USER_LIMITS[endpointId] : undefined;
      if (rule && request.auth)
        await rateLimiter.consume(
          `${endpointId}:user:${request.auth.userId}`,
          rule,
          'Too many requests of this kind. Wait a minute and try again.',
        );
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
