/**
 * YouTube / Google error classification (../shared/reference/networks.md §9.4). API errors come as
 * `{error: {code, message, errors: [{reason, domain}], status, details}}`; the OAuth token endpoint answers
 * `{error: "invalid_grant", error_description}`. The `reason` decides, the status is the fallback.
 */
import { classifyStatus, retryAfterMs, type HttpResponse } from '../core/http.ts';
import type { ConnectorError, ConnectorErrorKind } from '../core/types.ts';

const NETWORK = 'YouTube';
const DAY_MS = 24 * 60 * 60 * 1000;

type Rule = { kind: ConnectorErrorKind; userMessage: string; retry?: 'pacific_midnight' | 'day' | 'header' };

const userAction = (what: string): Rule => ({ kind: 'user_action_required', userMessage: what });
const contentRejected = (what: string): Rule => ({
  kind: 'content_rejected',
  userMessage: `YouTube rejected the video details: ${what}. Edit the post and try again.`,
});
const notFound: Rule = {
  kind: 'not_found',
  userMessage: 'YouTube could not find it; it may have been deleted.',
};
const transient: Rule = {
  kind: 'transient',
  userMessage: 'YouTube is having trouble right now; we will try again later.',
};
const rateLimited: Rule = {
  kind: 'rate_limited',
  retry: 'header',
  userMessage: 'YouTube asked us to slow down; we will try again shortly.',
};
const permissionMissing: Rule = {
  kind: 'permission_missing',
  userMessage:
    'The YouTube connection lacks a permission this needs. Reconnect the channel and allow every requested permission.',
};

const RULES: Record<string, Rule> = {
  quotaExceeded: {
    kind: 'quota_exhausted',
    retry: 'pacific_midnight',
    userMessage: "The app used up today's YouTube API quota; we will continue after midnight Pacific time.",
  },
  dailyLimitExceeded: {
    kind: 'quota_exhausted',
    retry: 'pacific_midnight',
    userMessage: "The app used up today's YouTube API quota; we will continue after midnight Pacific time.",
  },
  uploadLimitExceeded: {
    kind: 'quota_exhausted',
    retry: 'day',
    userMessage: 'This channel reached its YouTube upload limit; we will try again in 24 hours.',
  },
  rateLimitExceeded: rateLimited,
  userRateLimitExceeded: rateLimited,
  RATE_LIMIT_EXCEEDED: rateLimited,
  invalid_grant: {
    kind: 'reauth_required',
    userMessage:
      'YouTube ended this connection (access was revoked, unused for six months, or the app is in testing). Reconnect the YouTube channel.',
  },
  authError: {
    kind: 'auth_expired',
    userMessage: 'YouTube no longer accepts the current access token; we will renew it.',
  },
  insufficientPermissions: permissionMissing,
  ACCESS_TOKEN_SCOPE_INSUFFICIENT: permissionMissing,
  forbidden: permissionMissing,
  youtubeSignupRequired: userAction(
    'This Google account has no YouTube channel yet. Create a channel on youtube.com, then reconnect.',
  ),
  accountDelegationForbidden: userAction(
    'This Google account may not act for the selected channel. Ask the channel owner to add it as a manager.',
  ),
  authenticatedUserAccountClosed: userAction('This YouTube account is closed. Connect another channel.'),
  authenticatedUserAccountSuspended: userAction(
    'This YouTube account is suspended. Resolve it with YouTube, then reconnect.',
  ),
  authenticatedUserNotChannel: userAction(
    'Pick a YouTube channel when you connect (not only a Google account), then reconnect.',
  ),
  invalidTitle: contentRejected('the title is empty, too long or has invalid characters'),
  invalidDescription: contentRejected('the description is too long or has invalid characters'),
  invalidTags: contentRejected('the tags are too long or invalid'),
  invalidCategoryId: contentRejected('the category does not exist'),
  invalidPublishAt: contentRejected(
    'the scheduled time is invalid (it must be in the future, for a private video)',
  ),
  invalidVideoMetadata: contentRejected('some metadata is invalid'),
  commentsDisabled: {
    kind: 'content_rejected',
    userMessage: 'Comments are turned off for this YouTube video.',
  },
  mediaBodyRequired: {
    kind: 'media_rejected',
    userMessage: 'YouTube received no video file. Check the file and try again.',
  },
  videoNotFound: notFound,
  channelNotFound: notFound,
  commentNotFound: notFound,
  playlistNotFound: notFound,
  notFound,
  backendError: transient,
  internalError: transient,
};

/** The Google error's reason: the first `errors[].reason`, a `details[].reason`, or the OAuth `error` string. */
export function googleReason(body: unknown): { reason: string | null; message: string } {
  if (!body || typeof body !== 'object') return { reason: null, message: '' };
  const record = body as Record<string, unknown>;
  if (typeof record.error === 'string')
    return {
      reason: record.error,
      message: typeof record.error_description === 'string' ? record.error_description : '',
    };
  const error =
    record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : null;
  if (!error) return { reason: null, message: '' };
  const message = typeof error.message === 'string' ? error.message : '';
  const reasons = [
    ...(Array.isArray(error.errors) ? error.errors : []),
    ...(Array.isArray(error.details) ? error.details : []),
  ].flatMap((item: unknown) =>
    item && typeof item === 'object' && typeof (item as { reason?: unknown }).reason === 'string'
      ? [(item as { reason: string }).reason]
      : [],
  );
  const known = reasons.find((reason) => reason in RULES);

  return { reason: known ?? reasons[0] ?? null, message };
}

/** Parts of `at` on the wall clock of America/Los_Angeles, where YouTube's daily quota resets. */
function pacificParts(at: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);

  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Milliseconds from `now` to the next midnight Pacific time (daylight saving included). */
export function msUntilPacificMidnight(now: Date): number {
  const today = pacificParts(now);
  const wallMidnight = Date.UTC(today.year, today.month - 1, today.day + 1);
  // The offset at a moment near that midnight (8 h is the winter offset) turns the wall time into an instant.
  const probe = new Date(wallMidnight + 8 * 60 * 60 * 1000);
  const wall = pacificParts(probe);
  const offset =
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) -
    Math.floor(probe.getTime() / 1000) * 1000;

  return wallMidnight - offset - now.getTime();
}

function retryFor(rule: Rule, response: HttpResponse, now: Date): number | undefined {
  if (rule.retry === 'pacific_midnight') return msUntilPacificMidnight(now);
  if (rule.retry === 'day') return DAY_MS;
  if (rule.retry === 'header') return retryAfterMs(response.headers, now);

  return undefined;
}

export function classifyYoutube(response: HttpResponse, now: Date): ConnectorError | null {
  const success = response.status >= 200 && response.status < 300;
  if (success) return null;
  const { reason } = googleReason(response.body);
  const rule = reason ? RULES[reason] : undefined;
  if (rule && reason) {
    const error: ConnectorError = { kind: rule.kind, providerCode: reason, userMessage: rule.userMessage };
    const retry = retryFor(rule, response, now);
    if (retry !== undefined) error.retryAfterMs = retry;

    return error;
  }
  const byStatus = classifyStatus(response, now, NETWORK) ?? {
    kind: 'unknown' as const,
    userMessage: 'YouTube rejected the request.',
  };

  return reason ? { ...byStatus, providerCode: reason } : byStatus;
}
