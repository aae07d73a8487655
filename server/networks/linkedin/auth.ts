/**
 * LinkedIn 3-legged OAuth (networks.md §7.1). Access tokens live 60 days. Refresh tokens exist only for approved
 * Community Management partners; they live 365 days from the first authorisation and refreshing never extends
 * that, so `refreshExpiresAt` shrinks with each refresh. Without one, the page must be reconnected every 60 days.
 */
import { ConnectorFailure, type HttpClient } from '../core/http.ts';
import { missingOf, withQuery } from '../core/oauth.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Feature, Grant, NetworkCredentials } from '../core/types.ts';
import { grantFromToken, requestToken, type TokenResponse } from '../core/tokens.ts';
import type { LinkedInClassify } from './client.ts';

export const AUTHORIZE_URL = 'https://www.linkedin.com/oauth/v2/authorization';
export const TOKEN_URL = 'https://www.linkedin.com/oauth/v2/accessToken';

export const DEFAULT_SCOPES = [
  'r_organization_social',
  'w_organization_social',
  'rw_organization_admin',
  'r_organization_social_feed',
  'w_organization_social_feed',
] as const;

const FEATURE_SCOPES: Record<Feature, readonly string[]> = {
  analytics: ['rw_organization_admin', 'r_organization_social'],
  publish: ['w_organization_social'],
  comments: ['r_organization_social_feed', 'w_organization_social_feed'],
  mentions: ['r_organization_social'],
  messages: [],
  hashtags: [],
  competitors: [],
};

export function buildAuthorizationUrl(
  credentials: NetworkCredentials,
  input: { state: string; redirectUri: string; scopes?: string[] },
): string {
  return withQuery(AUTHORIZE_URL, {
    response_type: 'code',
    client_id: credentials.clientId,
    redirect_uri: input.redirectUri,
    state: input.state,
    scope: (input.scopes ?? DEFAULT_SCOPES).join(' '),
  });
}

/** Access tokens live 60 days when the response does not say. */
const ACCESS_TTL_SEC = 5_184_000;

async function tokenCall(
  http: HttpClient,
  credentials: NetworkCredentials,
  classify: LinkedInClassify,
  form: Record<string, string>,
): Promise<TokenResponse> {
  return requestToken(
    http,
    {
      method: 'POST',
      url: TOKEN_URL,
      body: new URLSearchParams({
        ...form,
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      }),
    },
    classify,
  );
}

export async function exchangeCode(
  http: HttpClient,
  clock: Clock,
  credentials: NetworkCredentials,
  classify: LinkedInClassify,
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
  classify: LinkedInClassify,
  grant: Grant,
): Promise<Grant> {
  const now = clock.now();
  const refreshDead = grant.refreshExpiresAt !== null && Date.parse(grant.refreshExpiresAt) <= now.getTime();
  if (!grant.refreshToken || refreshDead)
    throw new ConnectorFailure({
      kind: 'reauth_required',
      providerCode: grant.refreshToken ? 'refresh_token_expired' : 'no_refresh_token',
      userMessage: `LinkedIn connections must be renewed ${grant.refreshToken ? 'once a year' : 'every 60 days'}. Reconnect the LinkedIn page.`,
    });
  const token = await tokenCall(http, credentials, classify, {
    grant_type: 'refresh_token',
    refresh_token: grant.refreshToken,
  });

  return grantFromToken(token, now, ACCESS_TTL_SEC, grant);
}

export function missingScopes(grant: Grant, features: readonly Feature[]): string[] {
  return missingOf(grant, [...new Set(features.flatMap((feature) => FEATURE_SCOPES[feature]))]);
}
