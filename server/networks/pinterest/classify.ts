/**
 * Pinterest v5 error mapping (networks.md §10). The envelope is `{code, message}` (not re-verified, §16.10), so
 * the mapping leans on the HTTP status and a few message phrases postiz and ayrshare report. Rate limits answer
 * 429 with Retry-After or `x-ratelimit-reset` (seconds until reset, or a unix time).
 */
import { classifyStatus, retryAfterMs, type HttpRequest, type HttpResponse } from '../core/http.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConnectorError } from '../core/types.ts';
import { accessTokenRejected, bodyText, errorBody } from '../core/classify.ts';

const NETWORK = 'Pinterest';

type PinterestErrorBody = { code?: number; message?: string; error?: string };

function resetMs(headers: Record<string, string>, now: Date): number | undefined {
  const fromRetryAfter = retryAfterMs(headers, now);
  if (fromRetryAfter !== undefined) return fromRetryAfter;
  const reset = Number(headers['x-ratelimit-reset']);
  if (!headers['x-ratelimit-reset'] || !Number.isFinite(reset)) return undefined;

  // Large values are unix seconds; small ones are seconds to wait.
  return reset > 1_000_000_000 ? Math.max(0, reset * 1000 - now.getTime()) : reset * 1000;
}

const isPinCreate = (request?: HttpRequest) => request?.method === 'POST' && /\/v5\/pins$/.test(request.url);

/** Maps one Pinterest response to a ConnectorError; null only for success. */
export function classifyPinterest(
  response: HttpResponse,
  clock: Clock,
  request?: HttpRequest,
): ConnectorError | null {
  const { status } = response;
  if (status >= 200 && status < 300) return null;
  const now = clock.now();
  const body = errorBody<PinterestErrorBody>(response.body);
  const text = bodyText(response.body);
  const code = body.code === undefined ? (body.error ?? String(status)) : String(body.code);
  const detail = body.message ?? 'the request was refused';

  if (request?.url.includes('/v5/oauth/token') && (status === 400 || status === 401))
    return {
      kind: 'reauth_required',
      providerCode: code,
      userMessage: `${NETWORK} no longer accepts this connection. Reconnect the Pinterest account.`,
    };
  if (status === 401) return accessTokenRejected(NETWORK, code);
  if (status === 403)
    return {
      kind: 'permission_missing',
      providerCode: code,
      userMessage: `${NETWORK} refused: the connection lacks a permission this needs. Reconnect the Pinterest account and grant every requested permission.`,
    };
  if (status === 429)
    return {
      kind: 'rate_limited',
      providerCode: code,
      retryAfterMs: resetMs(response.headers, now),
      userMessage: `${NETWORK} rate limit reached; we will try again when it resets.`,
    };
  if (text.includes('board not found'))
    return {
      kind: 'not_found',
      providerCode: code,
      userMessage: `${NETWORK} could not find the board. Choose another board for this pin.`,
    };
  if (status === 404)
    return { kind: 'not_found', providerCode: code, userMessage: `${NETWORK} could not find it.` };
  if ((status === 400 || status === 409 || status === 422) && request?.method === 'POST') {
    if (/maxitems|at most 5|too long|duplicate/.test(text))
      return {
        kind: 'content_rejected',
        providerCode: code,
        userMessage: `${NETWORK} rejected the pin: ${detail}.`,
      };
    if (
      /unable to reach|could not fetch|fetch the image|invalid image|cover|media file|video|image/.test(text)
    )
      return {
        kind: 'media_rejected',
        providerCode: code,
        userMessage: `${NETWORK} could not use the media: ${detail}. Check that the file is reachable and in a supported format.`,
      };
    if (isPinCreate(request))
      return {
        kind: 'content_rejected',
        providerCode: code,
        userMessage: `${NETWORK} rejected the pin: ${detail}.`,
      };
  }

  const fallback = classifyStatus(response, now, NETWORK);

  return fallback && { ...fallback, providerCode: code, userMessage: `${fallback.userMessage} (${detail})` };
}
