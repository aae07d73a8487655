/**
 * X OAuth 2.0 authorization code with PKCE S256 (networks.md §5.1). Access tokens live 2 hours; a refresh token
 * comes only with `offline.access`, and each refresh returns a new one (the old one stops working).
 */
import { ConnectorFailure, type HttpClient, type HttpRequest } from '../core/http.ts';
import { basicAuth, missingOf, withQuery } from '../core/oauth.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Feature, Grant, NetworkCredentials, PkcePair } from '../core/types.ts';
import { grantFromToken, refreshTokenOf, requestToken, type TokenResponse } from '../core/tokens.ts';
import type { XClassify } from './client.ts';

export const AUTHORIZE_URL = 'https://x.com/i/oauth2/authorize';
export const TOKEN_URL = 'https://api.x.com/2/oauth2/token';
export const REVOKE_URL = 'https://api.x.com/2/oauth2/revoke';

export const DEFAULT_SCOPES = [
  'tweet.read',
  'tweet.write',
  'users.read',
  'media.write',
  'offline.access',
  'dm.read',
  'dm.write',
] as const;

const FEATURE_SCOPES: Record<Feature, readonly string[]> = {
  analytics: ['tweet.read', 'users.read'],
  publish: ['tweet.read', 'tweet.write', 'users.read', 'media.write'],
  comments: ['tweet.read', 'users.read'],
  mentions: ['tweet.read', 'users.read'],
  messages: ['dm.read', 'dm.write', 'tweet.read', 'users.read'],
  hashtags: [],
  competitors: ['users.read'],
};

export function buildAuthorizationUrl(
  credentials: NetworkCredentials,
  input: { state: string; redirectUri: string; pkce?: PkcePair; scopes?: string[] },
): string {
  if (!input.pkce)
    throw new ConnectorFailure({
      kind: 'unknown',
      userMessage: 'X needs a PKCE challenge to start connecting; this is a bug in Kestrel.',
    });

  return withQuery(AUTHORIZE_URL, {
    response_type: 'code',
    client_id: credentials.clientId,
    redirect_uri: input.redirectUri,
    scope: (input.scopes ?? DEFAULT_SCOPES).join(' '),
    state: input.state,
    code_challenge: input.pkce.challenge,
    code_challenge_method: input.pkce.method,
  });
}

function tokenRequest(credentials: NetworkCredentials, form: Record<string, string>): HttpRequest {
  return {
    method: 'POST',
    url: TOKEN_URL,
    // Confidential clients authenticate with Basic; client_id stays in the body as X's docs show.
    headers: { authorization: basicAuth(credentials.clientId, credentials.clientSecret) },
    body: new URLSearchParams({ ...form, client_id: credentials.clientId }),
  };
}

/** X rotates refresh tokens and gives them no expiry; the subject id is kept across refreshes. */
function grantFrom(token: TokenResponse, now: Date, previous?: Grant): Grant {
  return {
    ...grantFromToken(token, now, 7200, previous),
    refreshExpiresAt: null,
    ...(previous?.subjectId ? { subjectId: previous.subjectId } : {}),
  };
}

export async function exchangeCode(
  http: HttpClient,
  clock: Clock,
  credentials: NetworkCredentials,
  classify: XClassify,
  input: { code: string; redirectUri: string; pkce?: PkcePair },
): Promise<Grant> {
  const token = await requestToken(
    http,
    tokenRequest(credentials, {
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.pkce?.verifier ?? '',
    }),
    classify,
  );

  return grantFrom(token, clock.now());
}

export async function refreshGrant(
  http: HttpClient,
  clock: Clock,
  credentials: NetworkCredentials,
  classify: XClassify,
  grant: Grant,
): Promise<Grant> {
  const refreshToken = refreshTokenOf(
    grant,
    'X gave no refresh token (the offline.access permission was not granted). Reconnect the X account.',
  );
  const token = await requestToken(
    http,
    tokenRequest(credentials, { grant_type: 'refresh_token', refresh_token: refreshToken }),
    classify,
  );

  return grantFrom(token, clock.now(), grant);
}

export async function revokeGrant(
  http: HttpClient,
  credentials: NetworkCredentials,
  classify: XClassify,
  grant: Grant,
): Promise<void> {
  const request = tokenRequest(credentials, { token: grant.accessToken, token_type_hint: 'access_token' });
  const response = await http({ ...request, url: REVOKE_URL });
  const failure = classify(response, { ...request, url: REVOKE_URL });
  if (failure) throw new ConnectorFailure(failure);
}

export function missingScopes(grant: Grant, features: readonly Feature[]): string[] {
  const required = new Set(features.flatMap((feature) => FEATURE_SCOPES[feature]));

  return missingOf(grant, [...required]);
}
