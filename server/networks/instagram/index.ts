/**
 * Instagram professional accounts (networks.md §3), through either login product, as one connector (`instagram`).
 * Facebook Login (default): graph.facebook.com, Pages with linked Instagram accounts, hashtags and competitors.
 * Instagram Login: graph.instagram.com, the signed-in professional account, refreshable 60-day tokens.
 */
import type { HttpResponse } from '../core/http.ts';
import type { AccountCtx, Connector, ConnectorDeps, PublishState, TokenPolicy } from '../core/types.ts';
import { advanceContainers, startContainers, type ContainerFlow } from '../meta/containers.ts';
import { searchPagePlaces } from '../meta/places.ts';
import { classifyMeta } from '../meta/errors.ts';
import { createGraph, DEFAULT_GRAPH_VERSION, tokenFor, type Graph } from '../meta/graph.ts';
import { metaWebhookChallenge, verifyMetaSignature } from '../meta/webhooks.ts';
import {
  createInstagramAuth,
  FB_HOST,
  IG_HOST,
  loginOf,
  missingScopesOf,
  type InstagramLogin,
} from './auth.ts';
import { createInstagramMetrics } from './metrics.ts';
import { instagramPlan, instagramCapabilities, validateInstagram } from './publish.ts';
import { createInstagramReader } from './read.ts';
import { parseInstagramWebhook } from './webhooks.ts';
import { z } from 'zod';

export type InstagramOptions = {
  /** Which login product new connections use (`INSTAGRAM_LOGIN`); existing grants keep their own. */
  login?: InstagramLogin;
};

const DAY_SEC = 86_400;

function tokenPolicyOf(login: InstagramLogin): TokenPolicy {
  return login === 'instagram'
    ? {
        accessTtlSec: 60 * DAY_SEC,
        refreshTtlSec: null,
        refreshMinAgeSec: DAY_SEC,
        strategy: 'exchange',
        refreshAheadSec: 10 * DAY_SEC,
      }
    : // A long-lived Facebook user token is re-exchanged while valid; Page tokens derived from it do not expire.
      { accessTtlSec: 60 * DAY_SEC, refreshTtlSec: null, strategy: 'exchange', refreshAheadSec: 5 * DAY_SEC };
}

const limitBody = z.object({
  data: z.array(
    z.object({
      quota_usage: z.number(),
      config: z.object({ quota_total: z.number(), quota_duration: z.number() }).optional(),
    }),
  ),
});

/** Documented default when the limit response omits its config (50 posts per rolling 24 h, §16.1). */
const DEFAULT_PUBLISH_LIMIT = 50;

export function createInstagramConnector(deps: ConnectorDeps, options: InstagramOptions = {}): Connector {
  const login = options.login ?? 'facebook';
  const version = deps.credentials.apiVersion ?? DEFAULT_GRAPH_VERSION;
  const classify = (response: HttpResponse) => classifyMeta(response, deps.clock.now(), 'Instagram');
  const graphs = {
    facebook: createGraph({ http: deps.http, baseUrl: `${FB_HOST}/${version}`, classify }),
    instagram: createGraph({ http: deps.http, baseUrl: `${IG_HOST}/${version}`, classify }),
  };
  const graphOf = (ctx: AccountCtx): Graph => graphs[loginOf(ctx.grant)];
  const auth = createInstagramAuth({
    login,
    graph: graphs,
    credentials: deps.credentials,
    clock: deps.clock,
    version,
  });
  const reader = createInstagramReader({ graphOf, clock: deps.clock });
  const metrics = createInstagramMetrics({ graphOf });
  const capabilities = instagramCapabilities(login);
  const flowOf = (ctx: AccountCtx): ContainerFlow => ({
    network: 'Instagram',
    graph: graphOf(ctx),
    clock: deps.clock,
    token: tokenFor(ctx),
    userId: ctx.remoteId,
    createEdge: 'media',
    publishEdge: 'media_publish',
    statusFields: 'status_code,status',
    readStatus: (body) => ({
      status: typeof body.status_code === 'string' ? body.status_code : 'IN_PROGRESS',
      detail: typeof body.status === 'string' ? body.status : null,
    }),
  });

  return {
    key: 'instagram',
    capabilities,
    tokenPolicy: tokenPolicyOf(login),
    usesPkce: false,

    buildAuthorization: (input) => ({ url: auth.authorizeUrl(input) }),
    exchangeCode: (input) => auth.exchangeCode(input.code, input.redirectUri),
    refresh: (grant) => auth.refresh(grant),
    listConnectableAccounts: (grant) => auth.listConnectableAccounts(grant),
    missingScopes: missingScopesOf,

    getProfile: reader.getProfile,
    listPosts: reader.listPosts,
    listStories: reader.listStories,
    getPostMetrics: metrics.getPostMetrics,
    getAccountMetrics: metrics.getAccountMetrics,
    getAudience: metrics.getAudience,
    listComments: reader.listComments,
    replyToComment: reader.replyToComment,
    moderateComment: reader.moderateComment,
    listMentions: reader.listMentions,
    listConversations: reader.listConversations,
    listMessages: reader.listMessages,
    sendMessage: reader.sendMessage,
    searchHashtag: reader.searchHashtag,
    lookupCompetitor: reader.lookupCompetitor,
    // Places are Facebook Pages: only through Facebook Login (Instagram Login has no place search).
    ...(login === 'facebook'
      ? { searchLocations: (ctx: AccountCtx, query: string) => searchPagePlaces(graphs.facebook, ctx, query) }
      : {}),

    validate: (draft) => validateInstagram(capabilities, draft),

    async getPublishQuota(ctx) {
      const body = await graphOf(ctx).get(
        `${ctx.remoteId}/content_publishing_limit`,
        { fields: 'quota_usage,config' },
        limitBody,
        tokenFor(ctx),
      );
      const row = body.data[0];

      return {
        used: row?.quota_usage ?? 0,
        limit: row?.config?.quota_total ?? DEFAULT_PUBLISH_LIMIT,
        windowSec: row?.config?.quota_duration ?? DAY_SEC,
        // A moving 24 h window: there is no single reset instant.
        resetsAt: null,
      };
    },

    // Meta has no idempotency key; the persisted handle is what prevents a second publish.
    startPublish: (ctx, draft) => startContainers(flowOf(ctx), instagramPlan(draft)),
    advancePublish: (ctx, state: PublishState) => advanceContainers(flowOf(ctx), state),

    webhookChallenge: (request) => metaWebhookChallenge(request, deps.credentials),
    verifyWebhook: (request) => verifyMetaSignature(request, deps.credentials),
    parseWebhook: (request) => parseInstagramWebhook(request.rawBody),

    classify,
  };
}
