/**
 * The X (Twitter API v2) connector: OAuth 2.0 with PKCE, user timeline and metrics, mentions, replies, DMs and
 * publishing with chunked media upload and reply-chain threads (networks.md §5).
 */
import type { HttpRequest, HttpResponse } from '../core/http.ts';
import { textLength, validateAgainst } from '../core/validate.ts';
import type {
  Capabilities,
  Connector,
  ConnectorDeps,
  Draft,
  TokenPolicy,
  ValidationIssue,
} from '../core/types.ts';
import * as auth from './auth.ts';
import { classifyX } from './classify.ts';
import { xClient } from './client.ts';
import * as inbox from './inbox.ts';
import { mediaReaderOf } from '../core/media.ts';
import * as publish from './publish.ts';
import * as read from './read.ts';
import * as webhooks from './webhooks.ts';

const NAME = 'X';
const MB = 1024 * 1024;
const MAX_TEXT = 280;

export const xCapabilities: Capabilities = {
  maxTextLength: MAX_TEXT,
  media: {
    image: { formats: ['jpeg', 'png', 'gif', 'webp'], maxBytes: 5 * MB },
    video: { formats: ['mp4', 'quicktime'], maxBytes: 512 * MB, minSec: 0.5, maxSec: 140 },
  },
  maxItems: 4,
  kinds: ['post', 'text', 'image', 'video', 'thread'],
  textRequired: true,
  mediaRequired: false,
  // The first comment is posted as a reply to the post (or the last post of the thread).
  firstComment: true,
  features: ['analytics', 'publish', 'comments', 'mentions', 'messages'],
};

export const xTokenPolicy: TokenPolicy = {
  accessTtlSec: 7200,
  refreshTtlSec: null,
  // Each refresh returns a new refresh token and retires the old one.
  strategy: 'rotate',
  refreshAheadSec: 600,
};

/** Rules beyond the shared ones: each post of a thread has its own 280 limit; one video or GIF is exclusive. */
function validateX(draft: Draft): ValidationIssue[] {
  const parts = publish.threadParts({ ...draft, firstComment: undefined });
  const issues = validateAgainst(NAME, xCapabilities, draft).filter(
    (issue) => parts.length === 1 || issue.code !== 'text_too_long',
  );
  if (parts.length > 1)
    parts.forEach((part, index) => {
      const length = textLength(part);
      if (length > MAX_TEXT)
        issues.push({
          field: `text.${index}`,
          code: 'text_too_long',
          message: `${NAME} allows ${MAX_TEXT} characters per post; post ${index + 1} of the thread has ${length}.`,
        });
    });
  if (draft.firstComment && textLength(draft.firstComment) > MAX_TEXT)
    issues.push({
      field: 'firstComment',
      code: 'text_too_long',
      message: `${NAME} allows ${MAX_TEXT} characters in a reply; the first comment has ${textLength(draft.firstComment)}.`,
    });
  const exclusive = draft.media.filter((media) => media.type === 'video' || media.mimeType === 'image/gif');
  if (exclusive.length > 0 && draft.media.length > 1)
    issues.push({
      field: 'media',
      code: 'media_mix',
      message: `${NAME} allows up to 4 images, or 1 video or GIF alone, in one post.`,
    });

  return issues;
}

export function createXConnector(deps: ConnectorDeps): Connector {
  const { http, clock, credentials } = deps;
  const classify = (response: HttpResponse, request?: HttpRequest) => classifyX(response, clock, request);
  const api = (token: string) => xClient(http, classify, token);
  const readMedia = mediaReaderOf(deps, NAME);
  const step = (token: string) => ({ api: api(token), clock, readMedia });
  // Account Activity signs with the app's consumer secret (OAuth 1 API secret), given as the webhook secret.
  const webhookSecret = credentials.webhookSecret ?? credentials.clientSecret;

  return {
    key: 'x',
    capabilities: xCapabilities,
    tokenPolicy: xTokenPolicy,
    usesPkce: true,

    buildAuthorization: (input) => ({ url: auth.buildAuthorizationUrl(credentials, input) }),
    exchangeCode: (input) => auth.exchangeCode(http, clock, credentials, classify, input),
    refresh: (grant) => auth.refreshGrant(http, clock, credentials, classify, grant),
    revoke: (grant) => auth.revokeGrant(http, credentials, classify, grant),
    listConnectableAccounts: (grant) => read.listConnectableAccounts(api(grant.accessToken)),
    missingScopes: auth.missingScopes,

    getProfile: (ctx) => read.getProfile(api(ctx.grant.accessToken), ctx),
    listPosts: (ctx, query) => read.listPosts(api(ctx.grant.accessToken), ctx, query),
    getPostMetrics: (ctx, posts) => read.getPostMetrics(api(ctx.grant.accessToken), clock, posts),
    getAccountMetrics: (ctx, query) => read.getAccountMetrics(api(ctx.grant.accessToken), clock, ctx, query),
    listComments: (ctx, postRemoteId, cursor) =>
      inbox.listComments(api(ctx.grant.accessToken), postRemoteId, cursor),
    replyToComment: (ctx, commentRemoteId, text) =>
      inbox.replyToComment(api(ctx.grant.accessToken), clock, ctx, commentRemoteId, text),
    moderateComment: (ctx, commentRemoteId, action) =>
      inbox.moderateComment(api(ctx.grant.accessToken), commentRemoteId, action),
    listMentions: (ctx, cursor) => inbox.listMentions(api(ctx.grant.accessToken), ctx, cursor),
    listConversations: (ctx, cursor) => inbox.listConversations(api(ctx.grant.accessToken), ctx, cursor),
    listMessages: (ctx, conversationRemoteId, cursor) =>
      inbox.listMessages(api(ctx.grant.accessToken), ctx, conversationRemoteId, cursor),
    sendMessage: (ctx, conversationRemoteId, text) =>
      inbox.sendMessage(api(ctx.grant.accessToken), clock, conversationRemoteId, text),

    validate: validateX,
    startPublish: (ctx, draft) => publish.startPublish(step(ctx.grant.accessToken), draft),
    advancePublish: (ctx, state) => publish.advancePublish(step(ctx.grant.accessToken), ctx, state),
    deletePost: (ctx, postRemoteId) =>
      inbox.moderateComment(api(ctx.grant.accessToken), postRemoteId, 'delete'),

    webhookChallenge: (request) => webhooks.webhookChallenge(webhookSecret, request),
    verifyWebhook: (request) => webhooks.verifyWebhook(webhookSecret, request),
    parseWebhook: webhooks.parseWebhook,

    classify,
  };
}
