/** Small pieces the per-network `classify` functions share; the mapping rules themselves stay per network. */
import type { ConnectorError } from './types.ts';

/** An error body as an object of optional fields (`{}` when the body is text or empty). */
export function errorBody<T extends object>(body: unknown): Partial<T> {
  return body && typeof body === 'object' ? (body as Partial<T>) : {};
}

/** The lower-cased text of a provider error body, for keyword checks. */
export function bodyText(body: unknown): string {
  return (typeof body === 'string' ? body : JSON.stringify(body ?? '')).toLowerCase();
}

/**
 * An RFC 6749 §5.2 token-endpoint error: a bad client is the administrator's to fix (`unknown`), anything else
 * means the user must reconnect (`reauthMessage`).
 */
export function oauthTokenError(network: string, code: string, reauthMessage: string): ConnectorError {
  if (code === 'invalid_client' || code === 'unauthorized_client')
    return {
      kind: 'unknown',
      providerCode: code,
      userMessage: `${network} refused this app's credentials. Ask the administrator to check the ${network} client id and secret.`,
    };

  return { kind: 'reauth_required', providerCode: code, userMessage: reauthMessage };
}

/** A rejected access token the refresh job may still fix. */
export function accessTokenRejected(network: string, providerCode: string): ConnectorError {
  return {
    kind: 'auth_expired',
    providerCode,
    userMessage: `${network} did not accept the access token; we will refresh it or ask you to reconnect.`,
  };
}
