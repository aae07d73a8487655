/**
 * Pinterest OAuth (networks.md §10.1): the token endpoint wants HTTP Basic client authentication and a form body.
 * Refreshing with `refresh_on=true` returns a new refresh token ("continuous refresh"), so the grant rotates.
 */
import {
  callJson,
  ConnectorFailure,
  type HttpClient,
  type HttpRequest,
  type HttpResponse,
} from '../core/http.ts';
import { basicAuth, expiryFrom, missingOf, withQuery } from '../core/oauth.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConnectorError, Feature, Grant, NetworkCredentials } from '../core/types.ts';
import { splitScopes, tokenResponseSchema, type TokenResponse } from '../x/kit.ts';

export type PinterestClassify = (response: HttpResponse, request?: HttpRequest) => ConnectorError | null;

export const AUTHORIZE_URL = 'https://www.pinterest.com/oauth/';
export const TOKEN_URL = 'https://api.pinterest.com/v5/oauth/token';

export const DEFAULT_SCOPES = [
  'boards:read',
  'boards:write',
  'pins:read',
  'pins:write',
  'user_accounts:read',
] as const;

const FEATURE_SCOPES: Record<Feature, readonly string[]> = {
  analytics: ['user_accounts:read', 'pins:read'],
  publish: ['boards:read', 'pins:write'],
  comments: [],
  mentions: [],
  messages: [],
  hashtags: [],
  competitors: [],
};

export function buildAuthorizationUrl(
  credentials: NetworkCredentials,
  input: { state: string; redirectUri: string; scopes?: string[] },
): string {
  return withQuery(AUTHORIZE_URL, {
    client_id: credentials.clientId,
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope: (input.scopes ?? DEFAULT_SCOPES).join(','),
    state: input.state,
  });
}

function grantFrom(token: TokenResponse, now: Date, previous?: Grant): Grant {
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token ?? previous?.refreshToken ?? null,
    expiresAt: expiryFrom(now, token.expires_in ?? 2_592_000),
    refreshExpiresAt: token.refresh_token_expires_in
      ? expiryFrom(now, token.refresh_token_expires_in)
      : (previous?.refreshExpiresAt ?? null),
    scopes: token.scope ? splitScopes(token.scope) : (previous?.scopes ?? []),
  };
}

function tokenCall(
  http: HttpClient,
  credentials: NetworkCredentials,
  classify: PinterestClassify,
  form: Record<string, string>,
): Promise<TokenResponse> {
  return callJson(
    http,
    {
      method: 'POST',
      url: TOKEN_URL,
      headers: { authorization: basicAuth(credentials.clientId, credentials.clientSecret) },
      body: new URLSearchParams(form),
    },
    tokenResponseSchema,
    classify,
  );
}

export async function exchangeCode(
  http: HttpClient,
  clock: Clock,
  credentials: NetworkCredentials,
  classify: PinterestClassify,
  input: { code: string; redirectUri: string },
): Promise<Grant> {
  const token = await tokenCall(http, credentials, classify, {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
  });

  return grantFrom(token, clock.now());
}

export async function refreshGrant(
  http: HttpClient,
  clock: Clock,
  credentials: NetworkCredentials,
  classify: PinterestClassify,
  grant: Grant,
): Promise<Grant> {
  if (!grant.refreshToken)
    throw new ConnectorFailure({
      kind: 'reauth_required',
      providerCode: 'no_refresh_token',
      userMessage: 'Pinterest gave no refresh token. Reconnect the Pinterest account.',
    });
  const token = await tokenCall(http, credentials, classify, {
    grant_type: 'refresh_token',
    refresh_token: grant.refreshToken,
    refresh_on: 'true',
  });

  return grantFrom(token, clock.now(), grant);
}

export function missingScopes(grant: Grant, features: readonly Feature[]): string[] {
  return missingOf(grant, [...new Set(features.flatMap((feature) => FEATURE_SCOPES[feature]))]);
}
