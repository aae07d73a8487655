/**
 * The Pinterest connector (API v5, networks.md §10): the user account and its boards, pins and their analytics,
 * daily account analytics, and publishing image, multi-image and video pins. Pinterest has no organic webhooks.
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
import { mediaReaderOf } from '../core/media.ts';
import * as auth from './auth.ts';
import { classifyPinterest } from './classify.ts';
import { pinterestClient } from './client.ts';
import * as publish from './publish.ts';
import * as read from './read.ts';

const NAME = 'Pinterest';
const MB = 1024 * 1024;
const MAX_TITLE = 100;
const MAX_LINK = 2048;
const MAX_ALT = 500;

export const pinterestCapabilities: Capabilities = {
  // Description limit: 500 per ayrshare/postiz, 800 elsewhere (§16.10) — the stricter one is kept.
  maxTextLength: 500,
  media: {
    image: { formats: ['jpeg', 'png', 'webp'], maxBytes: 20 * MB },
    video: { formats: ['mp4', 'quicktime', 'x-m4v'], maxBytes: 2 * 1024 * MB, minSec: 4, maxSec: 900 },
  },
  maxItems: 5,
  carousel: { min: 2, max: 5 },
  kinds: ['pin', 'image', 'video', 'carousel'],
  textRequired: false,
  mediaRequired: true,
  firstComment: false,
  features: ['analytics', 'publish'],
};

export const pinterestTokenPolicy: TokenPolicy = {
  accessTtlSec: 2_592_000,
  refreshTtlSec: 31_536_000,
  // refresh_on=true returns a new refresh token each time.
  strategy: 'rotate',
  refreshAheadSec: 2 * 86_400,
};

/** Beyond the shared rules: a board, the title/link/alt-text limits, and one video alone. */
function validatePinterest(draft: Draft): ValidationIssue[] {
  const issues = validateAgainst(NAME, pinterestCapabilities, draft);
  const boardId = draft.options?.boardId;
  if (typeof boardId !== 'string' || boardId === '')
    issues.push({
      field: 'options.boardId',
      code: 'board_required',
      message: `${NAME} needs a board for the pin.`,
    });
  if (draft.title && textLength(draft.title) > MAX_TITLE)
    issues.push({
      field: 'title',
      code: 'title_too_long',
      message: `${NAME} allows ${MAX_TITLE} characters in a pin title; this has ${textLength(draft.title)}.`,
    });
  if (draft.link && draft.link.length > MAX_LINK)
    issues.push({
      field: 'link',
      code: 'link_too_long',
      message: `${NAME} allows links of up to ${MAX_LINK} characters; this has ${draft.link.length}.`,
    });
  draft.media.forEach((media, index) => {
    if (media.altText && textLength(media.altText) > MAX_ALT)
      issues.push({
        field: `media.${index}.altText`,
        code: 'alt_text_too_long',
        message: `${NAME} allows ${MAX_ALT} characters of alt text; this has ${textLength(media.altText)}.`,
      });
  });
  if (draft.media.some((media) => media.type === 'video') && draft.media.length > 1)
    issues.push({
      field: 'media',
      code: 'media_mix',
      message: `${NAME} allows one video alone, or up to 5 images, in one pin.`,
    });

  return issues;
}

export function createPinterestConnector(deps: ConnectorDeps): Connector {
  const { http, clock, credentials } = deps;
  const classify = (response: HttpResponse, request?: HttpRequest) =>
    classifyPinterest(response, clock, request);
  const api = (token: string) => pinterestClient(http, classify, token);
  const readMedia = mediaReaderOf(deps, NAME);
  const step = (token: string) => ({ api: api(token), http, classify, clock, readMedia });

  return {
    key: 'pinterest',
    capabilities: pinterestCapabilities,
    tokenPolicy: pinterestTokenPolicy,
    usesPkce: false,

    buildAuthorization: (input) => ({ url: auth.buildAuthorizationUrl(credentials, input) }),
    exchangeCode: (input) => auth.exchangeCode(http, clock, credentials, classify, input),
    refresh: (grant) => auth.refreshGrant(http, clock, credentials, classify, grant),
    listConnectableAccounts: (grant) => read.listConnectableAccounts(api(grant.accessToken)),
    missingScopes: auth.missingScopes,

    getProfile: (ctx) => read.getProfile(api(ctx.grant.accessToken), ctx),
    listPosts: (ctx, query) => read.listPosts(api(ctx.grant.accessToken), query),
    getPostMetrics: (ctx, posts) => read.getPostMetrics(api(ctx.grant.accessToken), clock, posts),
    getAccountMetrics: (ctx, query) => read.getAccountMetrics(api(ctx.grant.accessToken), clock, query),
    listBoards: (ctx) => read.listBoards(api(ctx.grant.accessToken)),

    validate: validatePinterest,
    startPublish: (ctx, draft) => publish.startPublish(step(ctx.grant.accessToken), draft),
    advancePublish: (ctx, state) => publish.advancePublish(step(ctx.grant.accessToken), state),

    classify,
  };
}
