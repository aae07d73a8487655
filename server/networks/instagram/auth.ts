/**
 * Instagram's two login products (networks.md §3, §3.1). Which one a deployment uses is the connector option
 * `login` (`INSTAGRAM_LOGIN=facebook|instagram`): the two use different app credentials (Meta app vs Instagram
 * app id) and `exchangeCode` receives no scopes to tell them apart, so the choice cannot come from the request.
 * The grant records it in `extra.login`; every later call picks host and fields from the grant, so grants of both
 * kinds keep working if a deployment switches.
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import { expiryFrom, missingOf, withQuery } from '../core/oauth.ts';
import type { Feature, Grant, NetworkCredentials, RemoteAccount } from '../core/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { asReauth, createFacebookLogin, LONG_LIVED_SEC } from '../meta/facebook-login.ts';
import type { Graph } from '../meta/graph.ts';

export type InstagramLogin = 'facebook' | 'instagram';

export const IG_HOST = 'https://graph.instagram.com';
export const FB_HOST = 'https://graph.facebook.com';

export function loginOf(grant: Grant): InstagramLogin {
  return grant.extra?.login === 'instagram' ? 'instagram' : 'facebook';
}

const FEATURE_SCOPES: Record<InstagramLogin, Record<Feature, readonly string[]>> = {
  facebook: {
    analytics: ['instagram_basic', 'instagram_manage_insights', 'pages_read_engagement', 'pages_show_list'],
    publish: ['instagram_basic', 'instagram_content_publish', 'pages_read_engagement', 'pages_show_list'],
    comments: ['instagram_basic', 'instagram_manage_comments'],
    mentions: ['instagram_basic', 'instagram_manage_comments'],
    messages: ['instagram_basic', 'instagram_manage_messages', 'pages_manage_metadata'],
    hashtags: ['instagram_basic'],
    competitors: ['instagram_basic', 'pages_read_engagement'],
  },
  instagram: {
    analytics: ['instagram_business_basic', 'instagram_business_manage_insights'],
    publish: ['instagram_business_basic', 'instagram_business_content_publish'],
    comments: ['instagram_business_basic', 'instagram_business_manage_comments'],
    mentions: ['instagram_business_basic', 'instagram_business_manage_comments'],
    messages: ['instagram_business_basic', 'instagram_business_manage_messages'],
    // Hashtag search and Business Discovery exist only with Facebook Login: no scope can grant them here.
    hashtags: ['facebook_login_required'],
    competitors: ['facebook_login_required'],
  },
};

/** Features each login can serve (Hashtag Search and Business Discovery are Facebook-Login only). */
export function featuresOf(login: InstagramLogin): Feature[] {
  const all: Feature[] = [
    'analytics',
    'publish',
    'comments',
    'mentions',
    'messages',
    'hashtags',
    'competitors',
  ];

  return login === 'facebook' ? all : all.filter((f) => f !== 'hashtags' && f !== 'competitors');
}

export function defaultScopes(login: InstagramLogin): string[] {
  return [...new Set(featuresOf(login).flatMap((feature) => FEATURE_SCOPES[login][feature]))];
}

export function missingScopesOf(grant: Grant, features: readonly Feature[]): string[] {
  const login = loginOf(grant);
  const required = [...new Set(features.flatMap((feature) => FEATURE_SCOPES[login][feature]))];

  return missingOf(grant, required);
}

const shortToken = z.object({
  access_token: z.string(),
  user_id: z.union([z.string(), z.number()]).transform(String),
  permissions: z.union([z.string(), z.array(z.string())]).optional(),
});
/** The token endpoint answers either flat or wrapped in `data` depending on the API generation. */
const shortTokenBody = z.union([shortToken, z.object({ data: z.array(shortToken).min(1) })]);
const longToken = z.object({ access_token: z.string(), expires_in: z.coerce.number().optional() });

const igMe = z.object({
  id: z.string(),
  user_id: z.union([z.string(), z.number()]).transform(String).optional(),
  username: z.string(),
  name: z.string().optional(),
  profile_picture_url: z.string().optional(),
  account_type: z.string().optional(),
});

export function createInstagramAuth(options: {
  login: InstagramLogin;
  graph: { facebook: Graph; instagram: Graph };
  credentials: NetworkCredentials;
  clock: Clock;
  version: string;
}) {
  const { credentials, clock } = options;
  const facebook = createFacebookLogin({
    graph: options.graph.facebook,
    credentials,
    clock,
    version: options.version,
    login: 'facebook',
    network: 'Instagram',
  });
  const ig = options.graph.instagram;

  const igGrant = (
    accessToken: string,
    expiresIn: number | undefined,
    scopes: string[],
    subjectId?: string,
  ) => ({
    accessToken,
    refreshToken: null,
    expiresAt: expiryFrom(clock.now(), expiresIn ?? LONG_LIVED_SEC),
    refreshExpiresAt: null,
    scopes,
    subjectId,
    extra: { login: 'instagram' },
  });

  return {
    authorizeUrl(input: { state: string; redirectUri: string; scopes?: string[] }): string {
      const scopes = input.scopes ?? defaultScopes(options.login);
      if (options.login === 'facebook') return facebook.authorizeUrl({ ...input, scopes });

      return withQuery('https://www.instagram.com/oauth/authorize', {
        client_id: credentials.clientId,
        redirect_uri: input.redirectUri,
        response_type: 'code',
        scope: scopes.join(','),
        state: input.state,
      });
    },

    async exchangeCode(code: string, redirectUri: string): Promise<Grant> {
      // Meta appends "#_" to the redirect; it is not part of the code.
      const clean = code.replace(/#_$/, '');
      if (options.login === 'facebook') return facebook.exchangeCode(clean, redirectUri);
      const body = await ig.send(
        {
          method: 'POST',
          url: 'https://api.instagram.com/oauth/access_token',
          body: new URLSearchParams({
            client_id: credentials.clientId,
            client_secret: credentials.clientSecret,
            grant_type: 'authorization_code',
            redirect_uri: redirectUri,
            code: clean,
          }),
        },
        shortTokenBody,
      );
      const short = 'data' in body ? body.data[0] : body;
      if (!short) throw new ConnectorFailure({ kind: 'unknown', userMessage: 'Instagram sent no token.' });
      const long = await ig.send(
        {
          method: 'GET',
          url: withQuery(`${IG_HOST}/access_token`, {
            grant_type: 'ig_exchange_token',
            client_secret: credentials.clientSecret,
            access_token: short.access_token,
          }),
        },
        longToken,
      );
      const scopes = Array.isArray(short.permissions)
        ? short.permissions
        : (short.permissions ?? '').split(',').filter(Boolean);

      return igGrant(long.access_token, long.expires_in, scopes, short.user_id);
    },

    async refresh(grant: Grant): Promise<Grant> {
      if (loginOf(grant) === 'facebook') return facebook.refresh(grant);
      const now = clock.now().getTime();
      if (grant.expiresAt && Date.parse(grant.expiresAt) <= now)
        throw new ConnectorFailure({
          kind: 'reauth_required',
          providerCode: 'expired',
          userMessage: 'The Instagram connection expired before it could be renewed; reconnect the account.',
        });
      // Instagram refuses to refresh a token younger than 24 h; such a token has ~59 days left, keep it.
      const issuedAt = grant.expiresAt ? Date.parse(grant.expiresAt) - LONG_LIVED_SEC * 1000 : 0;
      if (now - issuedAt < 86_400_000) return grant;
      const body = await asReauth(
        ig.send(
          {
            method: 'GET',
            url: withQuery(`${IG_HOST}/refresh_access_token`, {
              grant_type: 'ig_refresh_token',
              access_token: grant.accessToken,
            }),
          },
          longToken,
        ),
      );

      return {
        ...grant,
        accessToken: body.access_token,
        expiresAt: expiryFrom(clock.now(), body.expires_in ?? LONG_LIVED_SEC),
      };
    },

    async listConnectableAccounts(grant: Grant): Promise<RemoteAccount[]> {
      if (loginOf(grant) === 'instagram') {
        const me = await ig.get(
          'me',
          { fields: 'id,user_id,username,name,profile_picture_url,account_type' },
          igMe,
          grant.accessToken,
        );
        const professional = !me.account_type || me.account_type !== 'PERSONAL';

        return [
          {
            remoteId: me.user_id ?? me.id,
            name: me.name || me.username,
            handle: me.username,
            avatarUrl: me.profile_picture_url ?? null,
            kind: 'instagram_professional',
            unavailableReason: professional
              ? undefined
              : 'This is a personal Instagram account. Switch it to a professional (business or creator) account in the Instagram app.',
          },
        ];
      }
      const pages = await facebook.listPages(grant);

      return pages.map((page) => {
        const account = page.instagram_business_account;
        if (!account)
          return {
            remoteId: page.id,
            name: page.name,
            handle: null,
            avatarUrl: page.picture?.data.url ?? null,
            kind: 'facebook_page',
            unavailableReason: `The Facebook Page "${page.name}" has no Instagram professional account linked. Link one in the Page settings, then reconnect.`,
          };

        return {
          remoteId: account.id,
          name: account.name || account.username || page.name,
          handle: account.username ?? null,
          avatarUrl: account.profile_picture_url ?? null,
          kind: 'instagram_business',
          // Conversations and publishing on behalf of the Page use its token.
          accessToken: page.access_token,
        };
      });
    },
  };
}
