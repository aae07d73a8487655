/**
 * The offline demo network (key `demo`, networks.md §15): a `Connector` like the others, emulating one real
 * network — its capabilities, post mix, cadence, engagement and the metrics it really gives under their raw
 * names — from deterministic generators. It makes no HTTP calls; what it remembers lives in a `DemoStore`.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/clock.ts';
import { classifyStatus, ConnectorFailure } from '../core/http.ts';
import { missingOf, withQuery } from '../core/oauth.ts';
import type { AccountCtx, Connector, ConnectorDeps, MetricsResult, RemotePost } from '../core/types.ts';
import { type DemoAccount, demoAccount, listDemoAccounts, networkName } from './accounts.ts';
import {
  accessProblem,
  DEMO_SCOPES,
  DEMO_SIGNING_KEY,
  DEMO_TOKEN_POLICY,
  exchangeDemoCode,
  refreshDemoGrant,
  scopesFor,
} from './auth.ts';
import { DEMO_CAPABILITIES, type DemoEmulatedNetwork } from './capabilities.ts';
import { dateOf, dayOf } from './days.ts';
import { generateDailyMetrics, postMetricsAsOf, postsOnDay } from './generator.ts';
import { pageBackwards } from './paging.ts';
import { advanceDemoPublish, demoQuota, hasQuota, type PublishContext, startDemoPublish } from './publish.ts';
import {
  activityOf,
  audienceOf,
  boardsOf,
  competitorOf,
  hasAudience,
  hashtagPosts,
  profileOf,
} from './social.ts';
import type { DemoFault, DemoPublishedPost, DemoStore } from './store.ts';
import { createInboxMethods, type Opened } from './inbox.ts';
import { validateDemoDraft } from './validate.ts';
import { demoHasPlaces, searchDemoPlaces } from './places.ts';

export { DEMO_CAPABILITIES, DEMO_NETWORKS, type DemoEmulatedNetwork } from './capabilities.ts';
export { demoAccount, demoRemoteId, listDemoAccounts, type DemoAccount } from './accounts.ts';
export { issueDemoCode, parseDemoCode } from './auth.ts';
export { followerFlowsOn, generateDailyMetrics, generatePosts, postMetricsAsOf } from './generator.ts';
export { createMemoryDemoStore, type DemoStore } from './store.ts';

export const DEFAULT_DEMO_CONSENT_URL = 'http://localhost:3000/demo-network/authorize';

export type DemoConnectorInput = ConnectorDeps & {
  store: DemoStore;
  /** The real network this demo profile behaves like (default Instagram). */
  emulate?: DemoEmulatedNetwork;
  /** The app's own consent screen; permalinks and media URLs live next to it (`…/demo-network/p/<id>`). */
  consentUrl?: string;
  /** Key that signs codes and tokens; the server may pass its own (default: a constant, see auth.ts). */
  signingKey?: string;
  /** How long each step of a publish takes (default a minute; processing a video takes three). */
  publishStepMs?: number;
};

/** How far back the demo network keeps posts and daily metrics. */
const HISTORY_DAYS = 730;
const POSTS_PAGE = 25;
const STORY_HOURS = 24;

const isOn = (fault: DemoFault, now: Date) =>
  fault.kind === 'token_expires' && (!fault.from || Date.parse(fault.from) <= now.getTime());

/** `YYYY-MM-DD` bounds cover the whole day; ISO instants are taken as they are. */
function boundMs(value: string, edge: 'start' | 'end'): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return (dayOf(value) + (edge === 'end' ? 1 : 0)) * DAY_MS - (edge === 'end' ? 1 : 0);

  return Date.parse(value);
}

export function createDemoConnector(input: DemoConnectorInput): Connector {
  const { clock, store } = input;
  const network = input.emulate ?? 'instagram';
  const key = input.signingKey || DEMO_SIGNING_KEY;
  const consentUrl = input.consentUrl ?? DEFAULT_DEMO_CONSENT_URL;
  const base = consentUrl.replace(/\/authorize\/?$/, '');
  const capabilities = DEMO_CAPABILITIES[network];
  const label = networkName(network);
  const has = (feature: (typeof capabilities.features)[number]) => capabilities.features.includes(feature);

  const permalink = (id: string) => `${base}/p/${encodeURIComponent(id)}`;
  // The app itself serves the demo network's pictures: a same-origin path, so they show at whatever address the
  // app is opened by (127.0.0.1 as well as the configured public address), which the CSP's img-src 'self' allows.
  const mediaBase = new URL(base, 'http://localhost').pathname.replace(/\/$/, '');
  const mediaUrl = (id: string, index: number) => `${mediaBase}/media/${encodeURIComponent(id)}/${index}.svg`;
  const withLinks = (post: RemotePost): RemotePost => ({
    ...post,
    permalink: post.permalink ?? permalink(post.remoteId),
    media: post.media.map((media, index) => ({
      ...media,
      url: media.url ?? (media.type === 'image' ? mediaUrl(post.remoteId, index) : null),
      thumbnailUrl: media.thumbnailUrl ?? mediaUrl(post.remoteId, index),
    })),
  });
  const publishContext: PublishContext = {
    store,
    clock,
    validate: (draft) => validateDemoDraft(network, draft),
    permalink,
    stepMs: input.publishStepMs ?? MINUTE_MS,
  };

  /** Every account call starts here: the token, then the scripted faults, like a real API would answer. */
  async function open(ctx: AccountCtx): Promise<Opened> {
    const now = clock.now();
    const account = demoAccount(ctx.remoteId);
    if (account.network !== network)
      throw new ConnectorFailure({
        kind: 'not_found',
        providerCode: 'wrong_network',
        userMessage: `${label} has no account ${ctx.remoteId}. Reconnect the demo profile.`,
      });
    const problem = accessProblem(ctx.grant, network, now, key);
    const faults = await store.getFaults(account.remoteId);
    if (problem || faults.some((fault) => isOn(fault, now)))
      throw new ConnectorFailure({
        kind: 'auth_expired',
        providerCode: 'token_expired',
        userMessage: `${label} ${problem ?? 'sign-in has expired'}. Reconnect the profile to keep it in sync.`,
      });
    const burst = faults.find((fault) => fault.kind === 'rate_limited_burst' && fault.remaining > 0);
    if (burst?.kind === 'rate_limited_burst') {
      const remaining = burst.remaining - 1;
      await store.setFaults(
        account.remoteId,
        faults.flatMap((fault) =>
          fault !== burst ? [fault] : remaining > 0 ? [{ ...burst, remaining }] : [],
        ),
      );
      throw new ConnectorFailure({
        kind: 'rate_limited',
        providerCode: 'rate_limited_burst',
        retryAfterMs: burst.retryAfterMs ?? 60_000,
        userMessage: `${label} asked us to slow down; we will try again in a minute.`,
      });
    }

    return { account, faults };
  }

  const actionsOf = async (account: DemoAccount) => store.getActions(account.remoteId);

  const asPost = (post: DemoPublishedPost): RemotePost | null =>
    post.phase === 'published' && post.publishedAt
      ? {
          remoteId: post.remoteId,
          kind: post.kind,
          text: post.text,
          permalink: null,
          publishedAt: post.publishedAt,
          media: post.media,
        }
      : null;

  async function publishedPosts(account: DemoAccount): Promise<RemotePost[]> {
    return (await store.getPublished(account.remoteId)).flatMap((post) => asPost(post) ?? []);
  }

  /** A post of this account by id, generated or published through the demo network, as of now. */
  async function findPost(account: DemoAccount, postRemoteId: string): Promise<RemotePost> {
    const suffix = postRemoteId.startsWith(`${account.remoteId}.`)
      ? postRemoteId.slice(account.remoteId.length + 1)
      : '';
    const match = /^(\d{8})-\d+$/.exec(suffix);
    const day = match?.[1]
      ? dayOf(`${match[1].slice(0, 4)}-${match[1].slice(4, 6)}-${match[1].slice(6)}`)
      : null;
    const candidates =
      day !== null ? postsOnDay(account, day) : suffix.startsWith('u-') ? await publishedPosts(account) : [];
    const post = candidates.find((p) => p.remoteId === postRemoteId);
    if (!post || post.publishedAt > clock.now().toISOString())
      throw new ConnectorFailure({
        kind: 'not_found',
        providerCode: 'unknown_post',
        userMessage: `${label} could not find this post; it may have been deleted.`,
      });

    return post;
  }

  const inbox = createInboxMethods({ open, findPost, store, clock, label });

  const connector: Connector = {
    key: 'demo',
    capabilities,
    tokenPolicy: DEMO_TOKEN_POLICY,
    usesPkce: false,

    buildAuthorization({ state, redirectUri, scopes }) {
      return {
        url: withQuery(consentUrl, {
          state,
          redirect_uri: redirectUri,
          scope: (scopes ?? DEMO_SCOPES).join(' '),
          network,
          response_type: 'code',
        }),
      };
    },
    async exchangeCode({ code }) {
      return exchangeDemoCode(code, network, clock, key);
    },
    async refresh(grant) {
      const now = clock.now();
      for (const account of listDemoAccounts(network))
        if ((await store.getFaults(account.remoteId)).some((fault) => isOn(fault, now)))
          throw new ConnectorFailure({
            kind: 'reauth_required',
            providerCode: 'invalid_grant',
            userMessage: `${label} no longer accepts this sign-in. Reconnect the profile to keep it in sync.`,
          });

      return refreshDemoGrant(grant, network, clock, key);
    },
    async listConnectableAccounts(grant) {
      const problem = accessProblem(grant, network, clock.now(), key);
      if (problem)
        throw new ConnectorFailure({
          kind: 'auth_expired',
          providerCode: 'token_expired',
          userMessage: `${label} ${problem}. Sign in again.`,
        });

      return listDemoAccounts(network);
    },
    missingScopes(grant, features) {
      return missingOf(grant, scopesFor(features));
    },
    async revoke() {},

    async getProfile(ctx) {
      const { account } = await open(ctx);
      const published = await publishedPosts(account);

      return {
        ...profileOf(account, clock.now(), published.length),
        url: `${base}/u/${encodeURIComponent(account.handle)}`,
      };
    },
    async listPosts(ctx, query) {
      const { account } = await open(ctx);
      const now = clock.now().getTime();
      const untilMs = Math.min(now, query.until ? boundMs(query.until, 'end') : now);
      const sinceMs = Math.max(now - HISTORY_DAYS * DAY_MS, query.since ? boundMs(query.since, 'start') : 0);
      const deleted = new Set(
        (await actionsOf(account)).flatMap((a) => (a.type === 'post_deleted' ? [a.postRemoteId] : [])),
      );
      const published = new Map<number, RemotePost[]>();
      for (const post of await publishedPosts(account)) {
        const day = dayOf(post.publishedAt);
        published.set(day, [...(published.get(day) ?? []), post]);
      }
      const inWindow = (post: RemotePost) => {
        const at = Date.parse(post.publishedAt);

        return post.kind !== 'story' && !deleted.has(post.remoteId) && at >= sinceMs && at <= untilMs;
      };
      const page = pageBackwards({
        fromDay: dayOf(new Date(untilMs)),
        lastDay: dayOf(new Date(sinceMs)),
        itemsOn: (day) => [...postsOnDay(account, day), ...(published.get(day) ?? [])].filter(inWindow),
        keyOf: (post) => ({ at: post.publishedAt, id: post.remoteId }),
        cursor: query.cursor,
        pageSize: POSTS_PAGE,
      });

      return { items: page.items.map(withLinks), nextCursor: page.nextCursor };
    },
    async getPostMetrics(ctx, posts) {
      await open(ctx);
      const now = clock.now();
      const result: MetricsResult = { points: [], gaps: [] };
      for (const post of posts) {
        const { points, gaps } = postMetricsAsOf(post, now);
        result.points.push(...points);
        result.gaps.push(...gaps);
      }

      return result;
    },
    // Complete days only, as the real networks report them: today's numbers arrive tomorrow.
    async getAccountMetrics(ctx, query) {
      const { account } = await open(ctx);
      const today = dayOf(clock.now());
      const first = Math.max(dayOf(query.since), today - HISTORY_DAYS);
      const last = Math.min(dayOf(query.until), today - 1);
      if (first > last) return { points: [], gaps: [] };

      return { points: generateDailyMetrics(account, dateOf(first), dateOf(last)), gaps: [] };
    },

    validate(draft) {
      return validateDemoDraft(network, draft);
    },
    async startPublish(ctx, draft, idempotencyKey) {
      const { account } = await open(ctx);

      return startDemoPublish(publishContext, account, draft, idempotencyKey);
    },
    async advancePublish(ctx, state) {
      // A finished state needs no call: published stays published.
      if (state.phase === 'published' || state.phase === 'failed') return state;
      const { account, faults } = await open(ctx);

      return advanceDemoPublish(publishContext, account, state, faults);
    },

    // The demo network has no HTTP; any response handed to it is read by status alone.
    classify(response) {
      return classifyStatus(response, clock.now(), label);
    },
  };

  if (has('comments')) Object.assign(connector, inbox.comments);
  if (has('mentions')) Object.assign(connector, inbox.mentions);
  if (has('messages')) Object.assign(connector, inbox.messages);
  if (hasAudience(network))
    connector.getAudience = async (ctx) => audienceOf((await open(ctx)).account, clock.now());
  // Instagram (online_followers) and TikTok (audience_activity) give followers online by hour (§3.2, §8.1).
  if (network === 'instagram' || network === 'tiktok_business')
    connector.getActivityHeatmap = async (ctx) => activityOf((await open(ctx)).account, clock.now());
  if (capabilities.kinds.includes('story'))
    connector.listStories = async (ctx) => {
      const { account } = await open(ctx);
      const now = clock.now();
      const today = dayOf(now);
      const from = new Date(now.getTime() - STORY_HOURS * HOUR_MS).toISOString();
      const to = now.toISOString();
      const candidates = [
        ...postsOnDay(account, today - 1),
        ...postsOnDay(account, today),
        ...(await publishedPosts(account)),
      ];

      return candidates
        .filter((post) => post.kind === 'story' && post.publishedAt > from && post.publishedAt <= to)
        .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1))
        .map(withLinks);
    };
  if (has('hashtags'))
    connector.searchHashtag = async (ctx, tag) =>
      hashtagPosts((await open(ctx)).account, tag, clock.now()).map(withLinks);
  if (has('competitors'))
    connector.lookupCompetitor = async (ctx, handle) => {
      await open(ctx);
      const snapshot = competitorOf(network, handle, clock.now());

      return {
        ...snapshot,
        url: `${base}/u/${encodeURIComponent(snapshot.handle ?? '')}`,
        recentPosts: snapshot.recentPosts.map(withLinks),
      };
    };
  if (demoHasPlaces(network))
    connector.searchLocations = async (ctx, query) => {
      await open(ctx);

      return searchDemoPlaces(query);
    };
  if (network === 'pinterest') connector.listBoards = async (ctx) => boardsOf((await open(ctx)).account);
  if (hasQuota(network))
    connector.getPublishQuota = async (ctx) => demoQuota(publishContext, (await open(ctx)).account);
  // Instagram's API cannot delete media (§3.3); the others can.
  if (network !== 'instagram')
    connector.deletePost = async (ctx, postRemoteId) => {
      const { account } = await open(ctx);
      await findPost(account, postRemoteId);
      await store.addAction(account.remoteId, {
        type: 'post_deleted',
        at: clock.now().toISOString(),
        postRemoteId,
      });
    };

  return connector;
}
