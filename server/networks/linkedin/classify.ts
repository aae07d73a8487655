/**
 * LinkedIn error mapping (networks.md §7.5): Rest.li envelope `{status, serviceErrorCode, code, message}`, OAuth
 * token errors `{error, error_description}`. Throttles are per app and per member per day and usually come
 * without Retry-After, so a 429 without it waits until the next UTC midnight, when daily counters reset.
 */
import { classifyStatus, retryAfterMs, type HttpRequest, type HttpResponse } from '../core/http.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConnectorError } from '../core/types.ts';
import { accessTokenRejected, bodyText, errorBody, oauthTokenError } from '../core/classify.ts';
import { untilNextUtcMidnight } from '../core/dates.ts';

const NETWORK = 'LinkedIn';

type LinkedInErrorBody = Partial<{
  status: number;
  serviceErrorCode: number;
  code: string;
  message: string;
  error: string;
  error_description: string;
}>;

function providerCode(body: LinkedInErrorBody, status: number): string {
  return body.code ?? (body.serviceErrorCode === undefined ? String(status) : String(body.serviceErrorCode));
}

function tokenError(body: LinkedInErrorBody): ConnectorError {
  return oauthTokenError(
    NETWORK,
    body.error ?? 'invalid_request',
    `${NETWORK} no longer accepts this connection (the authorisation expired or was revoked). Reconnect the LinkedIn page.`,
  );
}

function isPublishRequest(request?: HttpRequest): 'post' | 'media' | null {
  if (!request || request.method === 'GET') return null;
  if (request.url.includes('/rest/posts') || request.url.includes('/comments')) return 'post';
  if (/\/rest\/(images|videos|documents)/.test(request.url) || request.method === 'PUT') return 'media';

  return null;
}

/** Maps one LinkedIn response to a ConnectorError; null only for success. */
export function classifyLinkedIn(
  response: HttpResponse,
  clock: Clock,
  request?: HttpRequest,
): ConnectorError | null {
  const { status } = response;
  if (status >= 200 && status < 300) return null;
  const now = clock.now();
  const body = errorBody<LinkedInErrorBody>(response.body);
  const text = bodyText(response.body);
  const code = providerCode(body, status);

  if (request?.url.includes('/oauth/v2/') && body.error) return tokenError(body);

  if (status === 401) {
    if (body.serviceErrorCode === 65601 || code === 'REVOKED_ACCESS_TOKEN' || text.includes('revoked'))
      return {
        kind: 'reauth_required',
        providerCode: code,
        userMessage: `${NETWORK} says access was revoked. Reconnect the LinkedIn page.`,
      };

    return accessTokenRejected(NETWORK, code);
  }
  if (status === 403)
    return {
      kind: 'permission_missing',
      providerCode: code,
      userMessage: `${NETWORK} refused: you need to be an administrator of this LinkedIn page and to have granted every requested permission. Check your page role, then reconnect.`,
    };
  if (status === 409 || text.includes('duplicate'))
    return {
      kind: 'content_rejected',
      providerCode: status === 409 ? '409' : code,
      userMessage: `${NETWORK} rejected the post as a duplicate of a recent one. Change the text and try again.`,
    };
  if (status === 429)
    return {
      kind: 'rate_limited',
      providerCode: code,
      retryAfterMs: retryAfterMs(response.headers, now) ?? untilNextUtcMidnight(now),
      userMessage: `${NETWORK} daily limit reached for this page or app; we will try again after it resets.`,
    };
  if ((status === 400 || status === 426) && text.includes('version'))
    return {
      kind: 'unknown',
      providerCode: code,
      userMessage: `${NETWORK} refused the API version Kestrel uses. Ask the administrator to update LINKEDIN_API_VERSION.`,
    };
  const publish = isPublishRequest(request);
  if ((status === 400 || status === 422) && publish === 'media')
    return {
      kind: 'media_rejected',
      providerCode: code,
      userMessage: `${NETWORK} rejected the file: ${body.message ?? 'invalid media'}. Check its format and size.`,
    };
  if ((status === 400 || status === 422) && publish === 'post')
    return {
      kind: 'content_rejected',
      providerCode: code,
      userMessage: `${NETWORK} rejected the post: ${body.message ?? 'invalid content'}.`,
    };
  if (status === 404)
    return {
      kind: 'not_found',
      providerCode: code,
      userMessage: `${NETWORK} could not find it; it may have been deleted.`,
    };

  const fallback = classifyStatus(response, now, NETWORK);

  return fallback && { ...fallback, providerCode: code };
}
