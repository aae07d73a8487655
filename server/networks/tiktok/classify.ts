/**
 * One classifier for both TikTok APIs we use (../shared/reference/networks.md §8). TikTok answers most errors with
 * HTTP 200 and a non-zero `code` in the body, so the body is read before the status:
 * - Business / Marketing API: `{code: 40100, message, request_id, data}` (`code: 0` is success);
 * - TikTok for Developers v2: `{data, error: {code: "ok" | "access_token_invalid" | …, message, log_id}}`;
 * - Login Kit OAuth: `{error: "invalid_grant", error_description}`.
 * Numeric codes are third-party observations (networks.md §8.1, §16.8); the string codes are documented.
 */
import { classifyStatus, retryAfterMs, type HttpResponse } from '../core/http.ts';
import type { ConnectorError, ConnectorErrorKind } from '../core/types.ts';

export type TikTokClassifyOptions = {
  /** "TikTok" or "TikTok Ads": named in every user message. */
  network: string;
  now: Date;
  /** Business accounts can refresh a dead access token; Marketing API tokens cannot (no refresh token). */
  canRefresh: boolean;
};

type Problem = { code: string; message: string };

type Rule = {
  kind: ConnectorErrorKind;
  userMessage: (network: string) => string;
  retryAfterMs?: number;
};

/** TikTok's windows are per minute (600 req/min, 6 publish inits/min); without a header we wait one window. */
const RATE_WINDOW_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const reconnect = (network: string) =>
  `${network} ended this connection (the account removed our access or the token is no longer valid). Reconnect the ${network} account to continue.`;
const rateLimited = (network: string) => `${network} asked us to slow down; we will try again in a minute.`;
const mediaRejected = (what: string) => (network: string) =>
  `${network} could not use the media: ${what}. Check the file and try again.`;

const RULES: Record<string, Rule> = {
  auth_removed: { kind: 'reauth_required', userMessage: reconnect },
  invalid_grant: { kind: 'reauth_required', userMessage: reconnect },
  // 40104: no Access-Token header, i.e. there is no token left to use.
  '40104': { kind: 'reauth_required', userMessage: reconnect },
  // 40110: the authorization code or refresh token is invalid or expired.
  '40110': {
    kind: 'reauth_required',
    userMessage: (network) =>
      `${network} did not accept the authorization (it expired or was already used). Connect the account again.`,
  },
  '40101': {
    kind: 'unknown',
    userMessage: (network) =>
      `${network} does not recognise this app's credentials; an administrator should check the ${network} app settings.`,
  },
  scope_not_authorized: {
    kind: 'permission_missing',
    userMessage: (network) =>
      `The ${network} connection lacks a permission this needs. Reconnect the account and allow every requested permission.`,
  },
  scope_permission_missed: {
    kind: 'permission_missing',
    userMessage: (network) =>
      `The ${network} connection lacks a permission this needs. Reconnect the account and allow every requested permission.`,
  },
  rate_limit_exceeded: { kind: 'rate_limited', userMessage: rateLimited, retryAfterMs: RATE_WINDOW_MS },
  '40100': { kind: 'rate_limited', userMessage: rateLimited, retryAfterMs: RATE_WINDOW_MS },
  spam_risk_too_many_posts: {
    kind: 'quota_exhausted',
    retryAfterMs: DAY_MS,
    userMessage: (network) =>
      `${network} says this account reached its daily limit of posts made through apps. Try again tomorrow.`,
  },
  spam_risk_too_many_pending_share: {
    kind: 'quota_exhausted',
    retryAfterMs: DAY_MS,
    userMessage: (network) =>
      `${network} has too many posts from this account waiting to be processed. Try again later.`,
  },
  spam_risk_user_banned_from_posting: {
    kind: 'user_action_required',
    userMessage: (network) =>
      `${network} does not allow this account to post right now. Check the account in the ${network} app.`,
  },
  reached_active_user_cap: {
    kind: 'quota_exhausted',
    retryAfterMs: DAY_MS,
    userMessage: (network) =>
      `${network} capped how many accounts this app may publish for today. Try again tomorrow, or ask the administrator to raise the app's ${network} quota.`,
  },
  unaudited_client_can_only_post_to_private_accounts: {
    kind: 'user_action_required',
    userMessage: (network) =>
      `${network} only lets this app post privately until TikTok audits it. Make the account private or ask the administrator about the audit.`,
  },
  privacy_level_option_mismatch: {
    kind: 'content_rejected',
    userMessage: (network) =>
      `${network} does not offer the chosen privacy level for this account. Pick another one.`,
  },
  video_pull_failed: {
    kind: 'media_rejected',
    userMessage: mediaRejected('it could not download the video from its address'),
  },
  photo_pull_failed: {
    kind: 'media_rejected',
    userMessage: mediaRejected('it could not download a photo from its address'),
  },
  url_ownership_unverified: {
    kind: 'media_rejected',
    userMessage: mediaRejected("the media address is on a domain not verified in the app's TikTok settings"),
  },
  file_format_check_failed: {
    kind: 'media_rejected',
    userMessage: mediaRejected('the file format is not supported'),
  },
  duration_check_failed: {
    kind: 'media_rejected',
    userMessage: mediaRejected('the video is too short or too long'),
  },
  frame_rate_check_failed: {
    kind: 'media_rejected',
    userMessage: mediaRejected('the video frame rate is not supported'),
  },
  picture_size_check_failed: {
    kind: 'media_rejected',
    userMessage: mediaRejected('the picture size is not supported'),
  },
  invalid_file_upload: {
    kind: 'media_rejected',
    userMessage: mediaRejected('the file does not meet its rules'),
  },
  invalid_params: {
    kind: 'content_rejected',
    userMessage: (network) => `${network} rejected the post's settings. Check the caption and options.`,
  },
  internal: { kind: 'transient', userMessage: (network) => transientMessage(network) },
  internal_error: { kind: 'transient', userMessage: (network) => transientMessage(network) },
  '50000': { kind: 'transient', userMessage: (network) => transientMessage(network) },
  '50002': { kind: 'transient', userMessage: (network) => transientMessage(network) },
};

function transientMessage(network: string): string {
  return `${network} is having trouble right now; we will try again later.`;
}

/** The access-token rule depends on whether a refresh can fix it. */
function accessTokenRule(canRefresh: boolean): Rule {
  return canRefresh
    ? {
        kind: 'auth_expired',
        userMessage: (network) =>
          `${network} no longer accepts the current access token; we will renew it, and if that fails you will need to reconnect.`,
      }
    : { kind: 'reauth_required', userMessage: reconnect };
}

const ACCESS_TOKEN_CODES = new Set(['access_token_invalid', '40105', '40102']);

/** The error carried in a body, whichever TikTok shape it has; null when the body says success. */
export function readProblem(body: unknown): Problem | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const message = typeof record.message === 'string' ? record.message : '';
  if (typeof record.code === 'number')
    return record.code === 0 ? null : { code: String(record.code), message };
  if (record.error && typeof record.error === 'object') {
    const error = record.error as Record<string, unknown>;
    const code = typeof error.code === 'string' ? error.code : '';
    if (code === '' || code === 'ok') return null;

    return { code, message: typeof error.message === 'string' ? error.message : '' };
  }
  if (typeof record.error === 'string')
    return {
      code: record.error,
      message: typeof record.error_description === 'string' ? record.error_description : '',
    };

  return null;
}

/** A rule by code, else by a documented code word inside the message (postiz-style matching). */
function ruleFor(problem: Problem, canRefresh: boolean): Rule | undefined {
  if (ACCESS_TOKEN_CODES.has(problem.code)) return accessTokenRule(canRefresh);
  const byCode = RULES[problem.code];
  if (byCode) return byCode;
  const text = problem.message.toLowerCase();
  if (
    text.includes('access_token_invalid') ||
    /access token is (incorrect|invalid|expired)|has expired/.test(text)
  )
    return accessTokenRule(canRefresh);
  const word = Object.keys(RULES).find((key) => key.includes('_') && text.includes(key));
  if (word) return RULES[word];
  if (problem.code.startsWith('spam_risk'))
    return {
      kind: 'content_rejected',
      userMessage: (network) => `${network} flagged this post as risky and did not publish it.`,
    };

  return undefined;
}

/** The code word of a problem, for `providerCode`: the numeric code plus the documented word when both exist. */
function providerCodeOf(problem: Problem): string {
  const text = problem.message.toLowerCase();
  const word = Object.keys(RULES).find((key) => key.includes('_') && text.includes(key));

  return word && word !== problem.code ? `${problem.code}/${word}` : problem.code;
}

export function classifyTikTok(
  response: HttpResponse,
  options: TikTokClassifyOptions,
): ConnectorError | null {
  const { network, now, canRefresh } = options;
  const problem = readProblem(response.body);
  const success = response.status >= 200 && response.status < 300;
  if (success && !problem) return null;
  const rule = problem ? ruleFor(problem, canRefresh) : undefined;
  if (problem && rule) {
    const error: ConnectorError = {
      kind: rule.kind,
      providerCode: providerCodeOf(problem),
      userMessage: rule.userMessage(network),
    };
    if (rule.kind === 'rate_limited' || rule.kind === 'quota_exhausted')
      error.retryAfterMs = retryAfterMs(response.headers, now) ?? rule.retryAfterMs;

    return error;
  }
  if (!success) {
    const byStatus = classifyStatus(response, now, network);
    if (!byStatus) return null;
    if (byStatus.kind === 'rate_limited') byStatus.retryAfterMs ??= RATE_WINDOW_MS;
    if (problem) byStatus.providerCode = problem.code;

    return byStatus;
  }

  return {
    kind: 'unknown',
    providerCode: problem?.code,
    userMessage: `${network} refused the request (error ${problem?.code ?? 'unknown'}).`,
  };
}
