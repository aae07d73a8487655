/**
 * OAuth 2.0 token responses (RFC 6749 §5) as most networks send them, and the grant they become. Networks whose
 * token endpoint answers in another shape (Meta, TikTok, Google) keep their own schema.
 */
import { z } from 'zod';
import { callJson, ConnectorFailure, type HttpClient, type HttpRequest, type HttpResponse } from './http.ts';
import { expiryFrom } from './oauth.ts';
import type { ConnectorError, Grant } from './types.ts';

/** The token response fields X, LinkedIn and Pinterest share (RFC 6749 §5.1, plus refresh expiry). */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
  refresh_token: z.string().optional(),
  refresh_token_expires_in: z.number().optional(),
  scope: z.string().optional(),
});
export type TokenResponse = z.output<typeof tokenResponseSchema>;

/** Scopes as a token response lists them: LinkedIn and Pinterest use commas, X spaces. */
export function splitScopes(scope: string | undefined): string[] {
  return (scope ?? '').split(/[\s,]+/).filter((item) => item !== '');
}

/**
 * The grant a token response makes at `now`. On refresh (`previous` given) what the network left out is kept:
 * the refresh token, its expiry and the scopes. `defaultTtlSec` stands in for a missing `expires_in`.
 */
export function grantFromToken(
  token: TokenResponse,
  now: Date,
  defaultTtlSec: number,
  previous?: Grant,
): Grant {
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token ?? previous?.refreshToken ?? null,
    expiresAt: expiryFrom(now, token.expires_in ?? defaultTtlSec),
    refreshExpiresAt: token.refresh_token_expires_in
      ? expiryFrom(now, token.refresh_token_expires_in)
      : (previous?.refreshExpiresAt ?? null),
    scopes: token.scope ? splitScopes(token.scope) : (previous?.scopes ?? []),
  };
}

/** POSTs a token request and parses the standard token response. */
export function requestToken(
  http: HttpClient,
  request: HttpRequest,
  classify: (response: HttpResponse, request?: HttpRequest) => ConnectorError | null,
): Promise<TokenResponse> {
  return callJson(http, request, tokenResponseSchema, classify);
}

/** The refresh token of a grant, or a `reauth_required` failure saying why the network must be reconnected. */
export function refreshTokenOf(grant: Grant, userMessage: string, providerCode = 'no_refresh_token'): string {
  if (!grant.refreshToken) throw new ConnectorFailure({ kind: 'reauth_required', providerCode, userMessage });

  return grant.refreshToken;
}
