/**
 * Threads login (networks.md §6.1): its own app id/secret; code → short-lived (1 h) token → `th_exchange_token`
 * → 60-day token → `th_refresh_token` (token at least 24 h old and unexpired). A token not refreshed within its
 * 60 days is dead: only a reconnect helps.
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import { expiryFrom, missingOf, withQuery } from '../core/oauth.ts';
import type { Feature, Grant, NetworkCredentials } from '../core/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { asReauth, LONG_LIVED_SEC } from '../meta/facebook-login.ts';
import type { Graph } from '../meta/graph.ts';

export const THREADS_HOST = 'https://graph.threads.net';

const FEATURE_SCOPES: Partial<Record<Feature, readonly string[]>> = {
  analytics: ['threads_basic', 'threads_manage_insights'],
  publish: ['threads_basic', 'threads_content_publish'],
  comments: ['threads_basic', 'threads_read_replies', 'threads_manage_replies'],
};

/** Asked for too: place search and tagging (meta/places.ts); without it a post is published with no place. */
const LOCATION_SCOPE = 'threads_location_tagging';

export const THREADS_SCOPES = [...new Set([...Object.values(FEATURE_SCOPES).flat(), LOCATION_SCOPE])];

export function threadsMissingScopes(grant: Grant, features: readonly Feature[]): string[] {
  return missingOf(grant, [...new Set(features.flatMap((feature) => FEATURE_SCOPES[feature] ?? []))]);
}

const shortToken = z.object({
  access_token: z.string(),
  user_id: z.union([z.string(), z.number()]).transform(String),
});
const longToken = z.object({ access_token: z.string(), expires_in: z.coerce.number().optional() });

export function createThreadsAuth(options: { graph: Graph; credentials: NetworkCredentials; clock: Clock }) {
  const { graph, credentials, clock } = options;
  const tokenCall = (path: string, params: Record<string, string>) =>
    graph.send({ method: 'GET', url: withQuery(`${THREADS_HOST}/${path}`, params) }, longToken);

  return {
    authorizeUrl(input: { state: string; redirectUri: string; scopes?: string[] }): string {
      return withQuery('https://threads.com/oauth/authorize', {
        client_id: credentials.clientId,
        redirect_uri: input.redirectUri,
        scope: (input.scopes ?? THREADS_SCOPES).join(','),
        response_type: 'code',
        state: input.state,
      });
    },

    /**
     * The token response names no scopes, so the grant records the ones this connector asks for; a declined one
     * shows up later as a `permission_missing` error and a reconnect prompt.
     */
    async exchangeCode(code: string, redirectUri: string): Promise<Grant> {
      const short = await graph.send(
        {
          method: 'POST',
          url: `${THREADS_HOST}/oauth/access_token`,
          body: new URLSearchParams({
            client_id: credentials.clientId,
            client_secret: credentials.clientSecret,
            grant_type: 'authorization_code',
            redirect_uri: redirectUri,
            code: code.replace(/#_$/, ''),
          }),
        },
        shortToken,
      );
      const long = await tokenCall('access_token', {
        grant_type: 'th_exchange_token',
        client_secret: credentials.clientSecret,
        access_token: short.access_token,
      });

      return {
        accessToken: long.access_token,
        refreshToken: null,
        expiresAt: expiryFrom(clock.now(), long.expires_in ?? LONG_LIVED_SEC),
        refreshExpiresAt: null,
        scopes: THREADS_SCOPES,
        subjectId: short.user_id,
        extra: { login: 'threads' },
      };
    },

    async refresh(grant: Grant): Promise<Grant> {
      const now = clock.now().getTime();
      if (grant.expiresAt && Date.parse(grant.expiresAt) <= now)
        throw new ConnectorFailure({
          kind: 'reauth_required',
          providerCode: 'expired',
          userMessage: 'The Threads connection expired after 60 days without renewal; reconnect the account.',
        });
      // Threads refuses to refresh a token younger than 24 h; such a token has ~59 days left, keep it.
      const issuedAt = grant.expiresAt ? Date.parse(grant.expiresAt) - LONG_LIVED_SEC * 1000 : 0;
      if (now - issuedAt < 86_400_000) return grant;
      const body = await asReauth(
        tokenCall('refresh_access_token', {
          grant_type: 'th_refresh_token',
          access_token: grant.accessToken,
        }),
      );

      return {
        ...grant,
        accessToken: body.access_token,
        expiresAt: expiryFrom(clock.now(), body.expires_in ?? LONG_LIVED_SEC),
      };
    },
  };
}
