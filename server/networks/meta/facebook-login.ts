/**
 * Facebook Login, shared by Facebook Pages and Instagram-with-Facebook-Login (networks.md §3.1, §4.1): dialog →
 * code → short-lived user token → `fb_exchange_token` → long-lived (~60 days) user token; granted scopes from
 * `/me?fields=permissions`; Pages (with their tokens and linked Instagram accounts) from `/me/accounts`.
 * There is no refresh token: a still-valid long-lived token is exchanged again; an expired one needs a reconnect.
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import { expiryFrom, withQuery } from '../core/oauth.ts';
import type { Grant, NetworkCredentials } from '../core/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { nextCursorOf, paged, type Graph } from './graph.ts';

/** Meta documents ~60 days for long-lived user tokens; used when the response omits `expires_in`. */
export const LONG_LIVED_SEC = 60 * 86_400;

const tokenBody = z.object({
  access_token: z.string(),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().optional(),
});

const meBody = z.object({
  id: z.string(),
  name: z.string().optional(),
  permissions: z
    .object({ data: z.array(z.object({ permission: z.string(), status: z.string() })) })
    .optional(),
});

const pageRow = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().optional(),
  access_token: z.string().optional(),
  tasks: z.array(z.string()).optional(),
  picture: z.object({ data: z.object({ url: z.string().optional() }) }).optional(),
  instagram_business_account: z
    .object({
      id: z.string(),
      username: z.string().optional(),
      name: z.string().optional(),
      profile_picture_url: z.string().optional(),
    })
    .optional(),
});

export type PageRow = z.output<typeof pageRow>;

const PAGE_FIELDS =
  'id,name,username,access_token,tasks,picture{url},instagram_business_account{id,username,name,profile_picture_url}';
/** A person rarely manages more Pages than this; the cap stops a runaway cursor loop. */
const MAX_PAGE_REQUESTS = 10;

export function createFacebookLogin(options: {
  graph: Graph;
  credentials: NetworkCredentials;
  clock: Clock;
  version: string;
  /** Recorded in `grant.extra.login`. */
  login: string;
  network: string;
}) {
  const { graph, credentials, clock, version } = options;

  async function withScopes(accessToken: string, expiresIn: number | undefined): Promise<Grant> {
    const me = await graph.get('me', { fields: 'id,name,permissions' }, meBody, accessToken);
    const scopes = (me.permissions?.data ?? [])
      .filter((entry) => entry.status === 'granted')
      .map((entry) => entry.permission);

    return {
      accessToken,
      refreshToken: null,
      expiresAt: expiryFrom(clock.now(), expiresIn ?? LONG_LIVED_SEC),
      refreshExpiresAt: null,
      scopes,
      subjectId: me.id,
      extra: { login: options.login },
    };
  }

  async function longLived(token: string) {
    return graph.get(
      'oauth/access_token',
      {
        grant_type: 'fb_exchange_token',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        fb_exchange_token: token,
      },
      tokenBody,
      token,
    );
  }

  return {
    authorizeUrl(input: { state: string; redirectUri: string; scopes: readonly string[] }): string {
      return withQuery(`https://www.facebook.com/${version}/dialog/oauth`, {
        client_id: credentials.clientId,
        redirect_uri: input.redirectUri,
        state: input.state,
        response_type: 'code',
        scope: input.scopes.join(','),
      });
    },

    async exchangeCode(code: string, redirectUri: string): Promise<Grant> {
      const short = await graph.send(
        {
          method: 'GET',
          url: withQuery(`${graph.baseUrl}/oauth/access_token`, {
            client_id: credentials.clientId,
            client_secret: credentials.clientSecret,
            redirect_uri: redirectUri,
            code,
          }),
        },
        tokenBody,
      );
      const long = await longLived(short.access_token);

      return withScopes(long.access_token, long.expires_in);
    },

    /** Re-exchanges a still-valid long-lived user token; an expired one cannot be exchanged (reconnect). */
    async refresh(grant: Grant): Promise<Grant> {
      if (grant.expiresAt && Date.parse(grant.expiresAt) <= clock.now().getTime())
        throw new ConnectorFailure({
          kind: 'reauth_required',
          providerCode: 'expired',
          userMessage: `The ${options.network} connection has expired; reconnect the account.`,
        });
      const long = await asReauth(longLived(grant.accessToken));

      return {
        ...grant,
        accessToken: long.access_token,
        expiresAt: expiryFrom(clock.now(), long.expires_in ?? LONG_LIVED_SEC),
      };
    },

    /** Every Page the person granted, following cursors. */
    async listPages(grant: Grant): Promise<PageRow[]> {
      const rows: PageRow[] = [];
      let after: string | null = null;
      for (let request = 0; request < MAX_PAGE_REQUESTS; request += 1) {
        const body: z.output<ReturnType<typeof paged<typeof pageRow>>> = await graph.get(
          'me/accounts',
          { fields: PAGE_FIELDS, limit: 100, after: after ?? undefined },
          paged(pageRow),
          grant.accessToken,
        );
        rows.push(...body.data);
        after = nextCursorOf(body);
        if (!after) break;
      }

      return rows;
    },
  };
}

/** A refresh refused for auth reasons means the grant is dead: the user has to connect again. */
export async function asReauth<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ConnectorFailure && error.error.kind === 'auth_expired')
      throw new ConnectorFailure({ ...error.error, kind: 'reauth_required' });
    throw error;
  }
}
