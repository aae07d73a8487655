/**
 * Pinterest OAuth (networks.md §10.1): the token endpoint wants HTTP Basic client authentication and a form body.
 * Refreshing with `refresh_on=true` returns a new refresh token ("continuous refresh"), so the grant rotates.
 */
import type { HttpClient, HttpRequest, HttpResponse } from '../core/http.ts';
import { basicAuth, missingOf, withQuery } from '../core/oauth.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConnectorError, Feature, Grant, NetworkCredentials } from '../core/types.ts';
import { grantFromToken, refreshTokenOf, requestToken, type TokenResponse } from '../core/tokens.ts';

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

/** Access tokens live 30 days when the response does not say. */
const ACCESS_TTL_SEC = 2_592_000;

function tokenCall(
  http: HttpClient,
  credentials: NetworkCredentials,
  classify: PinterestClassify,
  form: Record<string, string>,
): Promise<TokenResponse> {
  return requestToken(
    http,
    {
      method: 'POST',
      url: TOKEN_URL,
      headers: { authorization: basicAuth(credentials.clientId, credentials.clientSecret) },
      body: new URLSearchParams(form),
    },
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

  return grantFromToken(token, clock.now(), ACCESS_TTL_SEC);
}

export async function refreshGrant(
  http: HttpClient,
  clock: Clock,
  credentials: NetworkCredentials,
  classify: PinterestClassify,
  grant: Grant,
): Promise<Grant> {
  const refreshToken = refreshTokenOf(
    grant,
    'Pinterest gave no refresh token. Reconnect the Pinterest account.',
  );
  const token = await tokenCall(http, credentials, classify, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    refresh_on: 'true',
  });

  return grantFromToken(token, clock.now(), ACCESS_TTL_SEC, grant);
}

export function missingScopes(grant: Grant, features: readonly Feature[]): string[] {
  return missingOf(grant, [...new Set(features.flatMap((feature) => FEATURE_SCOPES[feature]))]);
}
