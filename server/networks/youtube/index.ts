/**
 * YouTube channels (`youtube`, ../shared/reference/networks.md §9): Google OAuth with offline access and PKCE,
 * Data API v3 for the channel, uploads, statistics and comments, Analytics API for daily and per-video metrics,
 * resumable uploads one chunk per step, and WebSub notifications for new videos.
 */
import type {
  Capabilities,
  Connector,
  ConnectorDeps,
  Draft,
  TokenPolicy,
  ValidationIssue,
} from '../core/types.ts';
import { validateAgainst } from '../core/validate.ts';
import { createYoutubeApi } from './api.ts';
import { createAuth } from './auth.ts';
import { createComments } from './comments.ts';
import { mediaReaderOf } from '../core/media.ts';
import { createPublisher, DEFAULT_CHUNK_BYTES } from './publish.ts';
import { createReader } from './read.ts';
import { parseWebhook, verifyWebhook, webhookChallenge } from './webhooks.ts';

const NETWORK = 'YouTube';
const GB = 1024 * 1024 * 1024;
const TITLE_MAX = 100;
const TAGS_MAX = 500;
/** Shorts last up to 3 minutes. */
const SHORT_MAX_SEC = 180;
const PRIVACY = ['public', 'unlisted', 'private'];

export const youtubeCapabilities: Capabilities = {
  // The description; the title has its own 100-character rule below.
  maxTextLength: 5000,
  media: {
    video: {
      formats: [
        'mp4',
        'quicktime',
        'webm',
        'x-msvideo',
        'mpeg',
        'x-flv',
        '3gpp',
        'x-matroska',
        'octet-stream',
      ],
      maxBytes: 256 * GB,
      // 12 h for verified channels (unverified: 15 min, enforced by YouTube).
      maxSec: 12 * 60 * 60,
    },
  },
  maxItems: 1,
  kinds: ['video', 'short'],
  textRequired: false,
  mediaRequired: true,
  firstComment: false,
  features: ['analytics', 'publish', 'comments'],
};

export const youtubeTokenPolicy: TokenPolicy = {
  accessTtlSec: 3600,
  refreshTtlSec: null,
  strategy: 'refresh_token',
  refreshAheadSec: 5 * 60,
};

function youtubeRules(draft: Draft): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const title = draft.title ?? draft.text.split('\n')[0] ?? '';
  if ([...title].length > TITLE_MAX)
    issues.push({
      field: 'title',
      code: 'title_too_long',
      message: `YouTube titles have at most ${TITLE_MAX} characters; this has ${[...title].length}.`,
    });
  if (/[<>]/.test(title) || /[<>]/.test(draft.text))
    issues.push({
      field: 'text',
      code: 'angle_brackets',
      message: 'YouTube does not accept < or > in titles and descriptions.',
    });
  const options = draft.options ?? {};
  const tags = Array.isArray(options.tags) ? options.tags.filter((tag) => typeof tag === 'string') : [];
  const tagChars =
    tags.reduce((sum, tag) => sum + tag.length + (tag.includes(' ') ? 2 : 0), 0) +
    Math.max(tags.length - 1, 0);
  if (tagChars > TAGS_MAX)
    issues.push({
      field: 'options.tags',
      code: 'tags_too_long',
      message: `YouTube allows ${TAGS_MAX} characters of tags in total; these use ${tagChars}.`,
    });
  if (typeof options.privacy === 'string' && !PRIVACY.includes(options.privacy))
    issues.push({
      field: 'options.privacy',
      code: 'privacy',
      message: `YouTube privacy is one of ${PRIVACY.join(', ')}.`,
    });
  const duration = draft.media[0]?.durationSec;
  if (draft.kind === 'short' && duration !== undefined && duration > SHORT_MAX_SEC)
    issues.push({
      field: 'media.0',
      code: 'short_too_long',
      message: `YouTube Shorts last at most ${SHORT_MAX_SEC} s; this lasts ${duration} s.`,
    });

  return issues;
}

export function createYoutubeConnector(
  deps: ConnectorDeps,
  options: { chunkBytes?: number } = {},
): Connector {
  const api = createYoutubeApi(deps);
  const auth = createAuth(deps, api);
  const reader = createReader(deps, api);
  const comments = createComments(api);
  const publisher = createPublisher(
    deps,
    api,
    // The fallback GET only works with a transport that hands back bytes; otherwise it fails loudly instead of
    // uploading a corrupted file.
    mediaReaderOf(deps, NETWORK, {
      kind: 'unknown',
      providerCode: 'media_read',
      userMessage: 'The video file could not be read for upload to YouTube.',
    }),
    options.chunkBytes ?? DEFAULT_CHUNK_BYTES,
  );

  return {
    key: 'youtube',
    capabilities: youtubeCapabilities,
    tokenPolicy: youtubeTokenPolicy,
    usesPkce: true,
    buildAuthorization: auth.buildAuthorization,
    exchangeCode: auth.exchangeCode,
    refresh: auth.refresh,
    revoke: auth.revoke,
    listConnectableAccounts: auth.listConnectableAccounts,
    missingScopes: auth.missingScopes,
    getProfile: reader.getProfile,
    listPosts: reader.listPosts,
    getPostMetrics: reader.getPostMetrics,
    getAccountMetrics: reader.getAccountMetrics,
    listComments: comments.listComments,
    replyToComment: comments.replyToComment,
    moderateComment: comments.moderateComment,
    validate: (draft) => [...validateAgainst(NETWORK, youtubeCapabilities, draft), ...youtubeRules(draft)],
    startPublish: (ctx, draft) => publisher.startPublish(ctx, draft),
    advancePublish: publisher.advancePublish,
    webhookChallenge: (request) => webhookChallenge(deps.credentials, request),
    verifyWebhook: (request) => verifyWebhook(deps.credentials, request),
    parseWebhook,
    classify: (response) => api.classify(response),
  };
}
