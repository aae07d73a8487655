/**
 * TikTok business accounts through the TikTok API for Business (`tiktok_business`,
 * ../shared/reference/networks.md §8.1): OAuth via `tt_user/oauth2`, profile and daily metrics, videos and their
 * lifetime metrics, comments, and publishing by media URL with status polling.
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
import { createBusinessApi } from '../tiktok/api.ts';
import { createAuth } from './auth.ts';
import { createComments } from './comments.ts';
import { createPublisher } from './publish.ts';
import { createReader } from './read.ts';

const NETWORK = 'TikTok';
const MB = 1024 * 1024;

export const tiktokBusinessCapabilities: Capabilities = {
  // Caption limit used by TikTok's posting tools (postiz: 2 200).
  maxTextLength: 2200,
  media: {
    video: { formats: ['mp4', 'quicktime', 'webm'], maxBytes: 4096 * MB, minSec: 3, maxSec: 600 },
    image: { formats: ['jpeg', 'jpg', 'webp'], maxBytes: 20 * MB },
  },
  // Photo posts take up to 35 pictures.
  maxItems: 35,
  carousel: { min: 2, max: 35 },
  kinds: ['video', 'image', 'carousel'],
  textRequired: false,
  mediaRequired: true,
  firstComment: false,
  features: ['analytics', 'publish', 'comments'],
};

export const tiktokBusinessTokenPolicy: TokenPolicy = {
  accessTtlSec: 24 * 60 * 60,
  refreshTtlSec: 365 * 24 * 60 * 60,
  strategy: 'refresh_token',
  refreshAheadSec: 60 * 60,
};

/** TikTok pulls media itself: one video alone, or only pictures, each at a public https address. */
function tiktokRules(draft: Draft): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const videos = draft.media.filter((media) => media.type === 'video');
  if (videos.length > 0 && draft.media.length > 1)
    issues.push({
      field: 'media',
      code: 'video_alone',
      message: 'A TikTok video post has exactly one video and no pictures.',
    });
  draft.media.forEach((media, index) => {
    if (!media.url.startsWith('https://'))
      issues.push({
        field: `media.${index}`,
        code: 'media_url_https',
        message: 'TikTok downloads media itself, so each file needs a public https address.',
      });
  });

  return issues;
}

export function createTiktokBusinessConnector(deps: ConnectorDeps): Connector {
  const api = createBusinessApi(deps, NETWORK, true);
  const auth = createAuth(deps, api);
  const reader = createReader(deps, api);
  const publisher = createPublisher(deps, api);
  const comments = createComments(deps, api);

  return {
    key: 'tiktok_business',
    capabilities: tiktokBusinessCapabilities,
    tokenPolicy: tiktokBusinessTokenPolicy,
    usesPkce: false,
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
    getAudience: reader.getAudience,
    getActivityHeatmap: reader.getActivityHeatmap,
    listComments: comments.listComments,
    replyToComment: comments.replyToComment,
    moderateComment: comments.moderateComment,
    validate: (draft) => [
      ...validateAgainst(NETWORK, tiktokBusinessCapabilities, draft),
      ...tiktokRules(draft),
    ],
    startPublish: (ctx, draft) => publisher.startPublish(ctx, draft),
    advancePublish: publisher.advancePublish,
    classify: (response) => api.classify(response),
  };
}
