/**
 * X error mapping (networks.md §5.4): v2 problem+json `{title, detail, type: …/problems/<kind>}`, the legacy
 * `{errors: [{code, message}]}`, and OAuth token errors `{error, error_description}`. Rate limits come with
 * `x-rate-limit-reset` (unix seconds), never Retry-After.
 */
import { classifyStatus, retryAfterMs, type HttpRequest, type HttpResponse } from '../core/http.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConnectorError } from '../core/types.ts';
import { accessTokenRejected, bodyText, errorBody, oauthTokenError } from '../core/classify.ts';

const NETWORK = 'X';

type XErrorBody = {
  type?: string;
  title?: string;
  detail?: string;
  reason?: string;
  error?: string;
  error_description?: string;
  errors?: { code?: number; message?: string; type?: string }[];
};

/** The last segment of a problem type URL (`https://api.x.com/2/problems/usage-capped` → `usage-capped`). */
function problemKind(body: XErrorBody): string | undefined {
  const type = body.type ?? body.errors?.[0]?.type;
  if (!type || type === 'about:blank') return undefined;

  return type.split('/').pop();
}

/** Milliseconds until `x-rate-limit-reset` (unix seconds), falling back to Retry-After. */
export function xRetryAfterMs(headers: Record<string, string>, now: Date): number | undefined {
  const reset = Number(headers['x-rate-limit-reset']);
  if (headers['x-rate-limit-reset'] && Number.isFinite(reset))
    return Math.max(0, reset * 1000 - now.getTime());

  return retryAfterMs(headers, now);
}

function isTokenRequest(request?: HttpRequest): boolean {
  return request?.url.includes('/2/oauth2/') ?? false;
}

function tokenError(code: string): ConnectorError {
  return oauthTokenError(
    NETWORK,
    code,
    `${NETWORK} no longer accepts this connection. Reconnect the X account to continue.`,
  );
}

/** Legacy v1.1-style codes still seen on some endpoints (media upload, older errors). */
function legacyError(code: number, response: HttpResponse, now: Date): ConnectorError | null {
  switch (code) {
    case 88:
      return {
        kind: 'rate_limited',
        providerCode: '88',
        retryAfterMs: xRetryAfterMs(response.headers, now),
        userMessage: `${NETWORK} rate limit reached; we will try again when it resets.`,
      };
    case 89:
    case 32:
      return accessTokenRejected(NETWORK, String(code));
    case 64:
    case 326:
      return {
        kind: 'user_action_required',
        providerCode: String(code),
        userMessage: `${NETWORK} has locked or suspended this account. Log in on x.com to resolve it, then retry.`,
      };
    case 186:
      return {
        kind: 'content_rejected',
        providerCode: '186',
        userMessage: `${NETWORK} says the post is too long. Shorten it and try again.`,
      };
    case 187:
      return {
        kind: 'content_rejected',
        providerCode: '187',
        userMessage: `${NETWORK} rejected the post as a duplicate of a recent one. Change the text and try again.`,
      };
    case 324:
      return {
        kind: 'media_rejected',
        providerCode: '324',
        userMessage: `${NETWORK} could not use the attached media. Check its format and size.`,
      };
    default:
      return null;
  }
}

/** Maps one X response to a ConnectorError; null only for success. */
export function classifyX(
  response: HttpResponse,
  clock: Clock,
  request?: HttpRequest,
): ConnectorError | null {
  const { status } = response;
  if (status >= 200 && status < 300) return null;
  const now = clock.now();
  const body = errorBody<XErrorBody>(response.body);
  const text = bodyText(response.body);

  if (isTokenRequest(request) && body.error) return tokenError(body.error);

  const kind = problemKind(body);
  if (status === 429 || kind === 'rate-limit-exceeded' || kind === 'usage-capped') {
    if (kind === 'usage-capped' || text.includes('usage cap'))
      return {
        kind: 'quota_exhausted',
        providerCode: 'usage-capped',
        userMessage: `${NETWORK} says this app has used its monthly API allowance. Publishing and syncing resume when the billing cycle resets or the plan is raised.`,
      };

    return {
      kind: 'rate_limited',
      providerCode: kind ?? '429',
      retryAfterMs: xRetryAfterMs(response.headers, now),
      userMessage: `${NETWORK} rate limit reached; we will try again when it resets.`,
    };
  }

  const legacy = body.errors?.find((error) => typeof error.code === 'number');
  if (legacy?.code !== undefined) {
    const mapped = legacyError(legacy.code, response, now);
    if (mapped) return mapped;
  }

  if (status === 401) return accessTokenRejected(NETWORK, kind ?? '401');

  if (status === 403) {
    if (text.includes('duplicate content') || kind === 'duplicate-content')
      return {
        kind: 'content_rejected',
        providerCode: 'duplicate',
        userMessage: `${NETWORK} rejected the post as a duplicate of a recent one. Change the text and try again.`,
      };
    if (kind === 'unsupported-authentication' || text.includes('unsupported authentication'))
      return {
        kind: 'reauth_required',
        providerCode: 'unsupported-authentication',
        userMessage: `${NETWORK} needs the account to be connected again. Reconnect the X account.`,
      };
    if (text.includes('suspended'))
      return {
        kind: 'user_action_required',
        providerCode: 'user-suspended',
        userMessage: `${NETWORK} says this account is suspended. Resolve it on x.com, then retry.`,
      };
    if (kind === 'client-forbidden')
      return {
        kind: 'permission_missing',
        providerCode: 'client-forbidden',
        userMessage: `${NETWORK} refused: this app's API access level does not include this. Ask the administrator to check the X developer project.`,
      };

    return {
      kind: 'permission_missing',
      providerCode: kind ?? '403',
      userMessage: `${NETWORK} refused: the connection lacks a permission this needs. Reconnect the X account and grant every requested permission.`,
    };
  }

  if (status === 400 && request?.url.endsWith('/2/tweets') && request.method === 'POST')
    return {
      kind: 'content_rejected',
      providerCode: kind ?? 'invalid-request',
      userMessage: `${NETWORK} rejected the post: ${body.detail ?? body.title ?? 'invalid request'}.`,
    };

  if (status === 400 && request?.url.includes('/2/media/upload'))
    return {
      kind: 'media_rejected',
      providerCode: kind ?? 'invalid-request',
      userMessage: `${NETWORK} rejected the media file: ${body.detail ?? 'invalid media'}. Check its format and size.`,
    };

  if (status === 404 || kind === 'resource-not-found')
    return {
      kind: 'not_found',
      providerCode: kind ?? '404',
      userMessage: `${NETWORK} could not find it; it may have been deleted.`,
    };

  const fallback = classifyStatus(response, now, NETWORK);

  return fallback && kind ? { ...fallback, providerCode: kind } : fallback;
}
