/**
 * Facebook Pages (networks.md §4) as the `facebook` connector. The grant holds the person's long-lived user token;
 * each Page profile calls with its own Page token (`RemoteAccount.accessToken`, handed back as
 * `ctx.extra.accessToken`), which does not expire while the user token it came from stays authorised.
 */
import type { HttpResponse } from '../core/http.ts';
import { missingOf } from '../core/oauth.ts';
import type { Connector, ConnectorDeps, Feature, Grant, RemoteAccount } from '../core/types.ts';
import { classifyMeta } from '../meta/errors.ts';
import { createFacebookLogin } from '../meta/facebook-login.ts';
import { createGraph, DEFAULT_GRAPH_VERSION, tokenFor } from '../meta/graph.ts';
import { searchPagePlaces } from '../meta/places.ts';
import { metaWebhookChallenge, verifyMetaSignature } from '../meta/webhooks.ts';
import { createFacebookMetrics } from './metrics.ts';
import { createFacebookPublisher, facebookCapabilities, validateFacebook } from './publish.ts';
import { createFacebookReader } from './read.ts';
import { parseFacebookWebhook } from './webhooks.ts';

const FEATURE_SCOPES: Partial<Record<Feature, readonly string[]>> = {
  analytics: ['pages_show_list', 'pages_read_engagement', 'read_insights'],
  publish: ['pages_show_list', 'pages_read_engagement', 'pages_manage_posts'],
  comments: ['pages_read_user_engagement', 'pages_manage_engagement'],
  mentions: ['pages_read_user_engagement'],
  messages: ['pages_messaging', 'pages_manage_metadata'],
};

const DEFAULT_SCOPES = [...new Set(Object.values(FEATURE_SCOPES).flat())];

/** Page roles (tasks) that can publish; a Page without one is listed but cannot be connected for publishing. */
const PUBLISH_TASKS = ['CREATE_CONTENT', 'MANAGE'];

export function createFacebookConnector(deps: ConnectorDeps): Connector {
  const version = deps.credentials.apiVersion ?? DEFAULT_GRAPH_VERSION;
  const classify = (response: HttpResponse) => classifyMeta(response, deps.clock.now(), 'Facebook');
  const graph = createGraph({ http: deps.http, baseUrl: `https://graph.facebook.com/${version}`, classify });
  const login = createFacebookLogin({
    graph,
    credentials: deps.credentials,
    clock: deps.clock,
    version,
    login: 'facebook',
    network: 'Facebook',
  });
  const reader = createFacebookReader({ graph, clock: deps.clock });
  const metrics = createFacebookMetrics({ graph });
  const publisher = createFacebookPublisher({ graph, clock: deps.clock });

  async function listConnectableAccounts(grant: Grant): Promise<RemoteAccount[]> {
    const pages = await login.listPages(grant);

    return pages.map((page) => {
      const canPublish = !page.tasks || page.tasks.some((task) => PUBLISH_TASKS.includes(task));
      const unavailableReason = !page.access_token
        ? `Facebook did not share access to the Page "${page.name}"; reconnect and select it.`
        : canPublish
          ? undefined
          : `Your role on the Page "${page.name}" cannot create content; ask an admin for full or content access.`;

      return {
        remoteId: page.id,
        name: page.name,
        handle: page.username ?? null,
        avatarUrl: page.picture?.data.url ?? null,
        kind: 'facebook_page',
        accessToken: page.access_token,
        unavailableReason,
      };
    });
  }

  return {
    key: 'facebook',
    capabilities: facebookCapabilities,
    tokenPolicy: {
      accessTtlSec: 60 * 86_400,
      refreshTtlSec: null,
      strategy: 'exchange',
      refreshAheadSec: 5 * 86_400,
    },
    usesPkce: false,

    buildAuthorization: (input) => ({
      url: login.authorizeUrl({ ...input, scopes: input.scopes ?? DEFAULT_SCOPES }),
    }),
    exchangeCode: (input) => login.exchangeCode(input.code.replace(/#_$/, ''), input.redirectUri),
    refresh: (grant) => login.refresh(grant),
    listConnectableAccounts,
    missingScopes: (grant, features) =>
      missingOf(grant, [...new Set(features.flatMap((f) => FEATURE_SCOPES[f] ?? []))]),

    getProfile: reader.getProfile,
    listPosts: reader.listPosts,
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
    searchLocations: (ctx, query) => searchPagePlaces(graph, ctx, query),

    validate: validateFacebook,
    startPublish: (ctx, draft) => publisher.startPublish(ctx.remoteId, tokenFor(ctx), draft),
    advancePublish: (ctx, state) => publisher.advancePublish(ctx.remoteId, tokenFor(ctx), state),
    deletePost: (ctx, postRemoteId) => graph.delete(postRemoteId, tokenFor(ctx)),

    webhookChallenge: (request) => metaWebhookChallenge(request, deps.credentials),
    verifyWebhook: (request) => verifyMetaSignature(request, deps.credentials),
    parseWebhook: (request) => parseFacebookWebhook(request.rawBody),

    classify,
  };
}
