/**
 * The LinkedIn organisation-page connector (Community Management API, networks.md §7): pages the member
 * administers, posts, share/follower/page statistics, follower demographics, comments, publishing with image
 * and video uploads, and social-action webhooks.
 */
import type { HttpRequest, HttpResponse } from '../core/http.ts';
import { validateAgainst } from '../core/validate.ts';
import type {
  Capabilities,
  Connector,
  ConnectorDeps,
  Draft,
  TokenPolicy,
  ValidationIssue,
} from '../core/types.ts';
import { mediaReaderOf } from '../core/media.ts';
import * as auth from './auth.ts';
import { classifyLinkedIn } from './classify.ts';
import { DEFAULT_VERSION, linkedInClient } from './client.ts';
import * as comments from './comments.ts';
import * as publish from './publish.ts';
import * as read from './read.ts';
import * as webhooks from './webhooks.ts';

const NAME = 'LinkedIn';
const MB = 1024 * 1024;

export const linkedInCapabilities: Capabilities = {
  maxTextLength: 3000,
  media: {
    image: { formats: ['jpeg', 'png', 'gif'], maxBytes: 8 * MB },
    video: { formats: ['mp4'], maxBytes: 5 * 1024 * MB, aspect: [1 / 2.4, 2.4], minSec: 3, maxSec: 1800 },
  },
  maxItems: 20,
  carousel: { min: 2, max: 20 },
  kinds: ['post', 'text', 'image', 'video', 'carousel', 'link'],
  textRequired: true,
  mediaRequired: false,
  firstComment: false,
  features: ['analytics', 'publish', 'comments'],
};

export const linkedInTokenPolicy: TokenPolicy = {
  accessTtlSec: 5_184_000,
  // 365 days from the first authorisation, never extended by refreshing.
  refreshTtlSec: 31_536_000,
  strategy: 'refresh_token',
  refreshAheadSec: 7 * 86_400,
};

/** Beyond the shared rules: one video per post, never mixed with images. */
function validateLinkedIn(draft: Draft): ValidationIssue[] {
  const issues = validateAgainst(NAME, linkedInCapabilities, draft);
  const videos = draft.media.filter((media) => media.type === 'video').length;
  if (videos > 0 && draft.media.length > 1)
    issues.push({
      field: 'media',
      code: 'media_mix',
      message: `${NAME} allows one video alone, or 2 to 20 images, in one post.`,
    });

  return issues;
}

export function createLinkedInConnector(deps: ConnectorDeps): Connector {
  const { http, clock, credentials } = deps;
  const version = credentials.apiVersion ?? DEFAULT_VERSION;
  const classify = (response: HttpResponse, request?: HttpRequest) =>
    classifyLinkedIn(response, clock, request);
  const api = (token: string) => linkedInClient(http, classify, token, version);
  const readMedia = mediaReaderOf(deps, NAME);
  const step = (token: string) => ({ api: api(token), clock, readMedia });

  return {
    key: 'linkedin',
    capabilities: linkedInCapabilities,
    tokenPolicy: linkedInTokenPolicy,
    usesPkce: false,

    buildAuthorization: (input) => ({ url: auth.buildAuthorizationUrl(credentials, input) }),
    exchangeCode: (input) => auth.exchangeCode(http, clock, credentials, classify, input),
    refresh: (grant) => auth.refreshGrant(http, clock, credentials, classify, grant),
    listConnectableAccounts: (grant) => read.listConnectableAccounts(api(grant.accessToken)),
    missingScopes: auth.missingScopes,

    getProfile: (ctx) => read.getProfile(api(ctx.grant.accessToken), ctx),
    listPosts: (ctx, query) => read.listPosts(api(ctx.grant.accessToken), ctx, query),
    getPostMetrics: (ctx, posts) => read.getPostMetrics(api(ctx.grant.accessToken), ctx, posts),
    getAccountMetrics: (ctx, query) => read.getAccountMetrics(api(ctx.grant.accessToken), clock, ctx, query),
    getAudience: (ctx) => read.getAudience(api(ctx.grant.accessToken), ctx),
    listComments: (ctx, postRemoteId, cursor) =>
      comments.listComments(api(ctx.grant.accessToken), postRemoteId, cursor),
    replyToComment: (ctx, commentRemoteId, text) =>
      comments.replyToComment(api(ctx.grant.accessToken), clock, ctx, commentRemoteId, text),

    validate: validateLinkedIn,
    startPublish: (ctx, draft) => publish.startPublish(step(ctx.grant.accessToken), ctx, draft),
    advancePublish: (ctx, state) => publish.advancePublish(step(ctx.grant.accessToken), ctx, state),

    webhookChallenge: (request) => webhooks.webhookChallenge(credentials.clientSecret, request),
    verifyWebhook: (request) => webhooks.verifyWebhook(credentials.clientSecret, request),
    parseWebhook: webhooks.parseWebhook,

    classify,
  };
}
