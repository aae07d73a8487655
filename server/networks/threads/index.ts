/**
 * Threads (networks.md §6) as the `threads` connector: its own login and app credentials, graph.threads.net v1.0,
 * Meta's error envelope, container publishing like Instagram. Webhooks are not implemented (§16.6).
 */
import { z } from 'zod';
import type { HttpResponse } from '../core/http.ts';
import type { AccountCtx, Connector, ConnectorDeps } from '../core/types.ts';
import { advanceContainers, startContainers, type ContainerFlow } from '../meta/containers.ts';
import { classifyMeta } from '../meta/errors.ts';
import { createGraph, tokenFor } from '../meta/graph.ts';
import { searchThreadsPlaces } from '../meta/places.ts';
import { createThreadsAuth, THREADS_HOST, threadsMissingScopes } from './auth.ts';
import { createThreadsMetrics } from './metrics.ts';
import { threadsCapabilities, threadsPlan, validateThreads } from './publish.ts';
import { createThreadsReader } from './read.ts';

const DAY_SEC = 86_400;
/** Threads documents 250 API-published posts per 24 h (a carousel counts once). */
const DEFAULT_PUBLISH_LIMIT = 250;

const limitBody = z.object({
  data: z.array(
    z.object({
      quota_usage: z.number(),
      config: z.object({ quota_total: z.number(), quota_duration: z.number() }).optional(),
    }),
  ),
});

export function createThreadsConnector(deps: ConnectorDeps): Connector {
  const version = deps.credentials.apiVersion ?? 'v1.0';
  const classify = (response: HttpResponse) => classifyMeta(response, deps.clock.now(), 'Threads');
  const graph = createGraph({ http: deps.http, baseUrl: `${THREADS_HOST}/${version}`, classify });
  const auth = createThreadsAuth({ graph, credentials: deps.credentials, clock: deps.clock });
  const reader = createThreadsReader({ graph, clock: deps.clock });
  const metrics = createThreadsMetrics({ graph, clock: deps.clock });
  const flowOf = (ctx: AccountCtx): ContainerFlow => ({
    network: 'Threads',
    graph,
    clock: deps.clock,
    token: tokenFor(ctx),
    userId: ctx.remoteId,
    createEdge: 'threads',
    publishEdge: 'threads_publish',
    statusFields: 'status,error_message',
    readStatus: (body) => ({
      status: typeof body.status === 'string' ? body.status : 'IN_PROGRESS',
      detail: typeof body.error_message === 'string' ? body.error_message : null,
    }),
  });

  return {
    key: 'threads',
    capabilities: threadsCapabilities,
    tokenPolicy: {
      accessTtlSec: 60 * DAY_SEC,
      refreshTtlSec: null,
      refreshMinAgeSec: DAY_SEC,
      strategy: 'exchange',
      refreshAheadSec: 10 * DAY_SEC,
    },
    usesPkce: false,

    buildAuthorization: (input) => ({ url: auth.authorizeUrl(input) }),
    exchangeCode: (input) => auth.exchangeCode(input.code, input.redirectUri),
    refresh: (grant) => auth.refresh(grant),
    async listConnectableAccounts(grant) {
      const me = await graph.get(
        'me',
        { fields: 'id,username,name,threads_profile_picture_url' },
        z.object({
          id: z.string(),
          username: z.string(),
          name: z.string().optional(),
          threads_profile_picture_url: z.string().optional(),
        }),
        grant.accessToken,
      );

      return [
        {
          remoteId: me.id,
          name: me.name || me.username,
          handle: me.username,
          avatarUrl: me.threads_profile_picture_url ?? null,
          kind: 'threads_profile',
        },
      ];
    },
    missingScopes: threadsMissingScopes,

    getProfile: reader.getProfile,
    listPosts: reader.listPosts,
    getPostMetrics: metrics.getPostMetrics,
    getAccountMetrics: metrics.getAccountMetrics,
    getAudience: metrics.getAudience,
    listComments: reader.listComments,
    replyToComment: reader.replyToComment,
    moderateComment: reader.moderateComment,
    searchLocations: (ctx, query) => searchThreadsPlaces(graph, ctx, query),

    validate: validateThreads,
    async getPublishQuota(ctx) {
      const body = await graph.get(
        `${ctx.remoteId}/threads_publishing_limit`,
        { fields: 'quota_usage,config' },
        limitBody,
        tokenFor(ctx),
      );
      const row = body.data[0];

      return {
        used: row?.quota_usage ?? 0,
        limit: row?.config?.quota_total ?? DEFAULT_PUBLISH_LIMIT,
        windowSec: row?.config?.quota_duration ?? DAY_SEC,
        resetsAt: null,
      };
    },
    startPublish: (ctx, draft) => startContainers(flowOf(ctx), threadsPlan(draft)),
    advancePublish: (ctx, state) => advanceContainers(flowOf(ctx), state),

    classify,
  };
}
