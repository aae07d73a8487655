/**
 * TikTok API for Business accounts, OAuth (../shared/reference/networks.md §8.1): the user authorises on
 * tiktok.com, the Business API swaps the code for a 24 h access token and a 365 d refresh token
 * (`tt_user/oauth2/*`). No PKCE on this web flow.
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import { expiryFrom, missingOf, withQuery } from '../core/oauth.ts';
import type { ConnectorDeps, Feature, Grant, RemoteAccount } from '../core/types.ts';
import { jsonParam, type BusinessApi } from '../tiktok/api.ts';

export const AUTHORIZE_URL = 'https://www.tiktok.com/v2/auth/authorize/';

/** Scopes by feature, as TikTok names them in the token response. */
export const FEATURE_SCOPES: Partial<Record<Feature, readonly string[]>> = {
  analytics: ['user.info.basic', 'user.info.stats', 'user.insights', 'video.list', 'video.insights'],
  publish: ['video.publish'],
  comments: ['comment.list', 'comment.list.manage'],
};

export const DEFAULT_SCOPES = [
  'user.info.basic',
  'user.info.username',
  'user.info.stats',
  'user.account.type',
  'user.insights',
  'video.list',
  'video.insights',
  'video.publish',
  'comment.list',
  'comment.list.manage',
];

const TokenData = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  open_id: z.string(),
  refresh_token: z.string(),
  refresh_token_expires_in: z.number(),
  scope: z.string(),
});

const AccountData = z.object({
  username: z.string().nullish(),
  display_name: z.string().nullish(),
  profile_image: z.string().nullish(),
  is_business_account: z.boolean().nullish(),
});

export function createAuth(deps: ConnectorDeps, api: BusinessApi) {
  const { clientId, clientSecret } = deps.credentials;

  function toGrant(data: z.output<typeof TokenData>): Grant {
    const now = deps.clock.now();

    return {
      accessToken: data.access_token,
      refreshToken: data.refresh_token,
      expiresAt: expiryFrom(now, data.expires_in),
      refreshExpiresAt: expiryFrom(now, data.refresh_token_expires_in),
      scopes: data.scope
        .split(',')
        .map((scope) => scope.trim())
        .filter(Boolean),
      subjectId: data.open_id,
    };
  }

  return {
    buildAuthorization(input: { state: string; redirectUri: string; scopes?: string[] }) {
      return {
        url: withQuery(AUTHORIZE_URL, {
          client_key: clientId,
          redirect_uri: input.redirectUri,
          state: input.state,
          response_type: 'code',
          scope: (input.scopes ?? DEFAULT_SCOPES).join(','),
          // Without it TikTok may silently reuse another logged-in account.
          disable_auto_auth: 1,
        }),
      };
    },

    async exchangeCode(input: { code: string; redirectUri: string }): Promise<Grant> {
      const data = await api.post(
        '/tt_user/oauth2/token/',
        null,
        {
          client_id: clientId,
          client_secret: clientSecret,
          grant_type: 'authorization_code',
          auth_code: input.code,
          redirect_uri: input.redirectUri,
        },
        TokenData,
      );

      return toGrant(data);
    },

    async refresh(grant: Grant): Promise<Grant> {
      if (!grant.refreshToken)
        throw new ConnectorFailure({
          kind: 'reauth_required',
          userMessage: 'TikTok gave no refresh token for this connection. Reconnect the TikTok account.',
        });
      try {
        const data = await api.post(
          '/tt_user/oauth2/refresh_token/',
          null,
          {
            client_id: clientId,
            client_secret: clientSecret,
            grant_type: 'refresh_token',
            refresh_token: grant.refreshToken,
          },
          TokenData,
        );

        return toGrant(data);
      } catch (error) {
        throw deadRefresh(error);
      }
    },

    async revoke(grant: Grant): Promise<void> {
      await api.post(
        '/tt_user/oauth2/revoke/',
        null,
        { client_id: clientId, client_secret: clientSecret, access_token: grant.accessToken },
        z.unknown(),
      );
    },

    /** The business account is the authorising user itself: `business_id` is the token's `open_id`. */
    async listConnectableAccounts(grant: Grant): Promise<RemoteAccount[]> {
      const businessId = grant.subjectId;
      if (!businessId) return [];
      const data = await api.get(
        '/business/get/',
        grant.accessToken,
        {
          business_id: businessId,
          fields: jsonParam(['username', 'display_name', 'profile_image', 'is_business_account']),
        },
        AccountData,
      );
      const account: RemoteAccount = {
        remoteId: businessId,
        name: data.display_name ?? data.username ?? 'TikTok account',
        handle: data.username ?? null,
        avatarUrl: data.profile_image ?? null,
        kind: 'business_account',
      };
      if (data.is_business_account === false)
        account.unavailableReason =
          'This is a personal TikTok account. Switch it to a Business account in the TikTok app, then connect it again.';

      return [account];
    },

    missingScopes(grant: Grant, features: readonly Feature[]): string[] {
      return missingOf(grant, [...new Set(features.flatMap((feature) => FEATURE_SCOPES[feature] ?? []))]);
    },
  };
}

/** A refresh TikTok refuses for auth reasons means the grant is dead: the user must reconnect. */
function deadRefresh(error: unknown): unknown {
  if (!(error instanceof ConnectorFailure)) return error;
  if (error.error.kind !== 'auth_expired' && error.error.kind !== 'reauth_required') return error;

  return new ConnectorFailure({
    ...error.error,
    kind: 'reauth_required',
    userMessage:
      'TikTok no longer accepts this connection (its refresh token is invalid or expired). Reconnect the TikTok account.',
  });
}
