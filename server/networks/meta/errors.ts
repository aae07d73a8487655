/**
 * The Meta error envelope (Graph API, Instagram Platform, Threads) and the one mapping from it to
 * `ConnectorError` (../shared/reference/networks.md §2.2, §3.3 publishing table, §4.3 Pages table, §6.3).
 *
 * Order matters: Instagram publishing subcodes (2207xxx) ride on generic codes (9, 24, 100…), so subcodes are read
 * before codes; throttling and permission codes come before the catch-all `OAuthException` rule, because Meta
 * labels many unrelated errors with that type.
 */
import { z } from 'zod';
import { classifyStatus, retryAfterMs, type HttpResponse } from '../core/http.ts';
import type { ConnectorError, ConnectorErrorKind } from '../core/types.ts';

/** What we keep of an error body; `code`/`subcode` are 0 when the body carries none. */
export type GraphErrorInfo = {
  code: number;
  subcode: number;
  type: string;
  message: string;
  isTransient: boolean;
  userTitle: string | null;
  userMessage: string | null;
};

const graphEnvelope = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.coerce.number().optional(),
    error_subcode: z.coerce.number().optional(),
    is_transient: z.boolean().optional(),
    error_user_title: z.string().optional(),
    error_user_msg: z.string().optional(),
  }),
});

/** api.instagram.com (Instagram Login token endpoint) still answers in the old flat shape. */
const flatEnvelope = z.object({
  error_type: z.string(),
  code: z.coerce.number().optional(),
  error_message: z.string().optional(),
});

/** The error of a Meta response body, or null when the body is not an error envelope. */
export function readGraphError(body: unknown): GraphErrorInfo | null {
  const graph = graphEnvelope.safeParse(body);
  if (graph.success) {
    const error = graph.data.error;

    return {
      code: error.code ?? 0,
      subcode: error.error_subcode ?? 0,
      type: error.type ?? '',
      message: error.message ?? '',
      isTransient: error.is_transient ?? false,
      userTitle: error.error_user_title ?? null,
      userMessage: error.error_user_msg ?? null,
    };
  }
  const flat = flatEnvelope.safeParse(body);
  if (flat.success)
    return {
      code: flat.data.code ?? 0,
      subcode: 0,
      type: flat.data.error_type,
      message: flat.data.error_message ?? '',
      isTransient: false,
      userTitle: null,
      userMessage: null,
    };

  return null;
}

const bucEntry = z.object({ estimated_time_to_regain_access: z.coerce.number().optional() });
const bucHeader = z.record(z.string(), z.array(bucEntry));

/**
 * `X-Business-Use-Case-Usage` (keyed by business object id) carries `estimated_time_to_regain_access` in minutes;
 * the longest wait wins because every listed object must recover before the call can succeed.
 */
export function bucRetryAfterMs(headers: Record<string, string>): number | undefined {
  const raw = headers['x-business-use-case-usage'];
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const usage = bucHeader.safeParse(parsed);
  if (!usage.success) return undefined;
  const minutes = Object.values(usage.data)
    .flat()
    .map((entry) => entry.estimated_time_to_regain_access ?? 0);
  const longest = Math.max(0, ...minutes);

  return longest > 0 ? longest * 60_000 : undefined;
}

/**
 * App- and user-level limits (codes 4, 17) are computed over a rolling hour and Meta sends no time to wait, only
 * percentages. Ten minutes lets part of the window roll off without stalling jobs for the full hour; the job
 * runner backs off further if the next attempt is throttled again.
 */
export const THROTTLE_FALLBACK_MS = 10 * 60_000;

const THROTTLE_CODES = new Set([4, 17, 32, 341, 613]);
const BUC_CODES = new Set([80001, 80002, 80003, 80004, 80005, 80006, 80008, 80009, 80014]);
const SESSION_SUBCODES = new Set([458, 460, 463, 464, 467]);
/** The authorization code was expired, already used, or issued for another redirect URI. */
const BAD_CODE_SUBCODES = new Set([36007, 36008, 36009]);

type Rule = { kind: ConnectorErrorKind; say: string; retryAfterMs?: number };

/**
 * Instagram publishing subcodes [official-mirror error-codes], plus Facebook Pages publishing subcodes seen in
 * postiz [3rd-party]. `say` finishes the sentence "<Network> …".
 */
const SUBCODE_RULES: Record<number, Rule> = {
  2207001: { kind: 'transient', say: 'had a server error while preparing the post; we will try again.' },
  2207003: { kind: 'transient', say: 'timed out downloading the media; we will try again.' },
  2207032: { kind: 'transient', say: 'could not create the post container; we will try again.' },
  2207020: { kind: 'media_rejected', say: 'found the media link expired; upload the media again.' },
  2207053: { kind: 'media_rejected', say: 'could not process the uploaded media; upload it again.' },
  2207057: { kind: 'media_rejected', say: 'rejected the video cover position; choose another cover frame.' },
  2207051: {
    kind: 'content_rejected',
    say: 'flagged this post as possible spam; edit it or publish it from the app.',
  },
  2207042: {
    kind: 'quota_exhausted',
    say: 'daily publishing limit is reached; the post will go out when the limit resets.',
  },
  2207006: { kind: 'media_rejected', say: 'could not find the media; upload it again.' },
  2207008: {
    kind: 'transient',
    say: 'could not find the prepared post yet; we will try again shortly.',
    retryAfterMs: 60_000,
  },
  2207050: {
    kind: 'user_action_required',
    say: 'has restricted this account; open the Instagram app, resolve the notice, then try again.',
  },
  2207023: { kind: 'media_rejected', say: 'does not accept this media type.' },
  2207028: { kind: 'media_rejected', say: 'carousels need 2 to 10 items.' },
  2207035: { kind: 'content_rejected', say: 'rejected the people tagged in this post.' },
  2207036: { kind: 'content_rejected', say: 'rejected the people tagged in this post.' },
  2207037: { kind: 'content_rejected', say: 'rejected the people tagged in this post.' },
  2207040: { kind: 'content_rejected', say: 'allows at most 20 @-mentions in a caption.' },
  2207026: {
    kind: 'media_rejected',
    say: 'does not accept this video format; use an MP4 or MOV with H.264 video and AAC audio.',
  },
  2207052: {
    kind: 'media_rejected',
    say: 'could not download the media from its link; check that the file is public.',
  },
  2207027: {
    kind: 'transient',
    say: 'is still processing the media; we will publish once it is ready.',
    retryAfterMs: 60_000,
  },
  2207004: { kind: 'media_rejected', say: 'accepts images up to 8 MB; this one is larger.' },
  2207005: { kind: 'media_rejected', say: 'does not accept this image format; use a JPEG.' },
  2207009: { kind: 'media_rejected', say: 'accepts images with an aspect ratio between 4:5 and 1.91:1.' },
  2207010: { kind: 'content_rejected', say: 'allows captions up to 2,200 characters.' },
  1404078: {
    kind: 'user_action_required',
    say: 'requires Page Publishing Authorization; complete it in the Page settings, then reconnect.',
  },
  1390008: {
    kind: 'rate_limited',
    say: 'says posts are going out too fast; we will try again later.',
    retryAfterMs: THROTTLE_FALLBACK_MS,
  },
  1366046: { kind: 'media_rejected', say: 'accepts photos up to 4 MB in JPEG, PNG or GIF.' },
  1366051: { kind: 'content_rejected', say: 'rejected duplicate photos in this post.' },
  1346003: { kind: 'content_rejected', say: 'rejected this post under its Community Standards.' },
  1404102: { kind: 'content_rejected', say: 'rejected this post under its Community Standards.' },
  1609008: { kind: 'content_rejected', say: 'does not allow links to facebook.com in this post.' },
  1609005: { kind: 'content_rejected', say: 'could not read the link in this post; check the URL.' },
  1363047: { kind: 'transient', say: 'is temporarily unavailable; we will try again later.' },
  1609010: { kind: 'transient', say: 'is temporarily unavailable; we will try again later.' },
  33: {
    kind: 'not_found',
    say: 'could not find it, or the connection may no longer see it; reconnect if this keeps happening.',
  },
};

const CODE_RULES: Record<number, Rule> = {
  1: { kind: 'transient', say: 'had an unknown error; we will try again later.' },
  2: { kind: 'transient', say: 'is temporarily unavailable; we will try again later.' },
  102: { kind: 'reauth_required', say: 'ended the session; reconnect the account.' },
  190: { kind: 'reauth_required', say: 'no longer accepts the connection; reconnect the account.' },
  490: { kind: 'reauth_required', say: 'no longer accepts the connection; reconnect the account.' },
  368: {
    kind: 'content_rejected',
    say: 'has temporarily blocked this action for policy reasons; review the post before trying again.',
  },
  506: { kind: 'content_rejected', say: 'rejected this post as a duplicate of a recent one.' },
  10: {
    kind: 'permission_missing',
    say: 'refused: the connection lacks a permission this needs; reconnect and grant it.',
  },
};

/** Why Meta said no, in the shape the rest of the app understands. `network` is the name users see. */
export function classifyMeta(response: HttpResponse, now: Date, network: string): ConnectorError | null {
  const info = readGraphError(response.body);
  const ok = response.status >= 200 && response.status < 300;
  if (ok && !info) return null;
  if (!info) return classifyStatus(response, now, network);
  const providerCode = info.subcode ? `${info.code}/${info.subcode}` : String(info.code || response.status);
  const rule = ruleFor(info, response, now);
  if (rule)
    return {
      kind: rule.kind,
      providerCode,
      retryAfterMs: rule.retryAfterMs,
      userMessage: sentence(network, rule, info),
    };
  if (response.status >= 500 || info.isTransient)
    return {
      kind: 'transient',
      providerCode,
      userMessage: `${network} is having trouble right now; we will try again later.`,
    };
  const byStatus = classifyStatus(response, now, network);

  return {
    kind: byStatus?.kind ?? 'unknown',
    providerCode,
    retryAfterMs: byStatus?.retryAfterMs,
    userMessage: info.userMessage
      ? `${network}: ${info.userMessage}`
      : (byStatus?.userMessage ?? `${network} rejected the request.`),
  };
}

function ruleFor(info: GraphErrorInfo, response: HttpResponse, now: Date): Rule | null {
  const bySubcode = SUBCODE_RULES[info.subcode];
  if (bySubcode) return bySubcode;
  if (info.subcode === 459)
    return {
      kind: 'user_action_required',
      say: 'needs you to log in on its website and complete a security check, then reconnect.',
    };
  if (SESSION_SUBCODES.has(info.subcode))
    return {
      kind: 'reauth_required',
      say: 'ended the session (password change or log-out); reconnect the account.',
    };
  if (BAD_CODE_SUBCODES.has(info.subcode))
    return {
      kind: 'reauth_required',
      say: 'did not accept the sign-in; start connecting the account again.',
    };
  if (THROTTLE_CODES.has(info.code) || BUC_CODES.has(info.code))
    return {
      kind: 'rate_limited',
      say: 'asked us to slow down; we will try again later.',
      retryAfterMs: throttleWait(response, now),
    };
  if (info.code === 9)
    return { kind: 'quota_exhausted', say: 'limit for this action is reached; it will reset within a day.' };
  if (info.code >= 200 && info.code <= 299) return CODE_RULES[10] ?? null;
  const byCode = CODE_RULES[info.code];
  if (byCode) return byCode;
  if (isMessage(info, /media download (has )?failed|could not be (downloaded|fetched)/i))
    return {
      kind: 'media_rejected',
      say: 'could not download the media from its link; check that the file is public.',
    };
  if (isMessage(info, /at most 500 characters/i))
    return { kind: 'content_rejected', say: 'allows posts up to 500 characters.' };
  // The Instagram Login token endpoint says "OAuthException" with HTTP-like code 400 for a bad or used code.
  if (info.type === 'OAuthException' && (info.code === 0 || info.code === 400))
    return { kind: 'reauth_required', say: 'did not accept the sign-in; connect the account again.' };

  return null;
}

function throttleWait(response: HttpResponse, now: Date): number {
  return bucRetryAfterMs(response.headers) ?? retryAfterMs(response.headers, now) ?? THROTTLE_FALLBACK_MS;
}

function isMessage(info: GraphErrorInfo, pattern: RegExp): boolean {
  return pattern.test(info.message) || pattern.test(info.userMessage ?? '');
}

function sentence(network: string, rule: Rule, info: GraphErrorInfo): string {
  const detail = rule.kind === 'content_rejected' && info.userMessage ? ` (${info.userMessage})` : '';

  return `${network} ${rule.say}${detail}`;
}

/**
 * A container that ended in `ERROR`: Instagram writes the reason into `status` ("… error code 2207026"), Threads
 * into `error_message` ("FAILED_DOWNLOADING_VIDEO"). A known subcode keeps its own rule; anything else is a media
 * rejection, since the container failed while Meta processed the media.
 */
export function classifyContainerError(network: string, detail: string | null): ConnectorError {
  const subcode = Number(/\b(2207\d{3})\b/.exec(detail ?? '')?.[1] ?? 0);
  const rule = SUBCODE_RULES[subcode];
  if (rule) return { kind: rule.kind, providerCode: String(subcode), userMessage: `${network} ${rule.say}` };
  const reason = detail ? ` (${detail})` : '';

  return {
    kind: 'media_rejected',
    providerCode: 'ERROR',
    userMessage: `${network} could not process the media${reason}; check the file and try again.`,
  };
}
