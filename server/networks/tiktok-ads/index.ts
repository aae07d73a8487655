/**
 * TikTok ad accounts through the Marketing API (`tiktok_ads`, ../shared/reference/networks.md §8.3). An advertiser
 * authorises the app on TikTok's advertiser authorization page; the `auth_code` (1 h, single use) becomes a
 * long-term access token with no timer expiry and no refresh token: it dies only when the advertiser revokes it
 * or we call `/oauth2/revoke_token/`. The token reaches one or more advertiser accounts, which are what a user
 * connects.
 *
 * §8.3 documents no reporting endpoints, so this connector reads only the advertiser's name: posts and metrics
 * come back empty with a gap that says why, and publishing is not supported (ads are not posts).
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import { withQuery } from '../core/oauth.ts';
import type {
  AccountCtx,
  Capabilities,
  Connector,
  ConnectorDeps,
  ConnectorError,
  Grant,
  MetricsResult,
  PublishState,
  RemoteAccount,
  TokenPolicy,
} from '../core/types.ts';
import { validateAgainst } from '../core/validate.ts';
import { createBusinessApi, type BusinessApi } from '../tiktok/api.ts';

const NETWORK = 'TikTok Ads';

/** The advertiser authorization page (the link the developer portal shows for the app). */
export const ADVERTISER_AUTHORIZE_URL = 'https://business-api.tiktok.com/portal/auth';

export const tiktokAdsCapabilities: Capabilities = {
  maxTextLength: 0,
  media: {},
  maxItems: 0,
  kinds: [],
  textRequired: false,
  mediaRequired: false,
  firstComment: false,
  features: ['analytics'],
};

export const tiktokAdsTokenPolicy: TokenPolicy = {
  accessTtlSec: null,
  refreshTtlSec: null,
  strategy: 'none',
  refreshAheadSec: 0,
};

const PUBLISH_UNSUPPORTED: ConnectorError = {
  kind: 'content_rejected',
  providerCode: 'publish_unsupported',
  userMessage:
    'TikTok Ads accounts cannot publish posts. Publish from a connected TikTok business account instead.',
};

const RESTATED = new Set(['unsupported_kind', 'text_too_long', 'too_many_media', 'media_type']);

const NO_REPORTING = 'Ad reporting for TikTok Ads accounts is not available yet.';

const TokenData = z.object({
  access_token: z.string(),
  advertiser_ids: z.array(z.string()).nullish(),
  scope: z.array(z.union([z.number(), z.string()])).nullish(),
});

const AdvertiserList = z.object({
  list: z.array(z.object({ advertiser_id: z.string(), advertiser_name: z.string().nullish() })).nullish(),
});

function emptyMetrics(): MetricsResult {
  return { points: [], gaps: [{ raw: 'ads_reporting', reason: NO_REPORTING }] };
}

function createAdsAuth(deps: ConnectorDeps, api: BusinessApi) {
  const { clientId: appId, clientSecret: secret } = deps.credentials;

  async function advertisers(grant: Grant) {
    const data = await api.get(
      '/oauth2/advertiser/get/',
      grant.accessToken,
      { app_id: appId, secret },
      AdvertiserList,
    );

    return data.list ?? [];
  }

  return {
    advertisers,

    /** Scopes are chosen on the app in TikTok's portal, not in the link; the link carries app, state and return. */
    buildAuthorization(input: { state: string; redirectUri: string }) {
      return {
        url: withQuery(ADVERTISER_AUTHORIZE_URL, {
          app_id: appId,
          state: input.state,
          redirect_uri: input.redirectUri,
        }),
      };
    },

    async exchangeCode(input: { code: string }): Promise<Grant> {
      const data = await api.post(
        '/oauth2/access_token/',
        null,
        { app_id: appId, secret, auth_code: input.code },
        TokenData,
      );

      return {
        accessToken: data.access_token,
        refreshToken: null,
        expiresAt: null,
        refreshExpiresAt: null,
        // Marketing API scopes are numeric permission ids.
        scopes: (data.scope ?? []).map(String),
        extra: { advertiserIds: data.advertiser_ids ?? [] },
      };
    },

    /**
     * There is nothing to refresh: the token lives until revoked. A cheap advertiser listing proves it still
     * works; a token TikTok no longer accepts is classified `reauth_required` (no refresh can fix it).
     */
    async refresh(grant: Grant): Promise<Grant> {
      await advertisers(grant);

      return grant;
    },

    async revoke(grant: Grant): Promise<void> {
      await api.post(
        '/oauth2/revoke_token/',
        null,
        { app_id: appId, secret, access_token: grant.accessToken },
        z.unknown(),
      );
    },

    async listConnectableAccounts(grant: Grant): Promise<RemoteAccount[]> {
      return (await advertisers(grant)).map((advertiser) => ({
        remoteId: advertiser.advertiser_id,
        name: advertiser.advertiser_name ?? `Advertiser ${advertiser.advertiser_id}`,
        handle: null,
        avatarUrl: null,
        kind: 'advertiser',
      }));
    },
  };
}

export function createTiktokAdsConnector(deps: ConnectorDeps): Connector {
  const api = createBusinessApi(deps, NETWORK, false);
  const auth = createAdsAuth(deps, api);

  async function getProfile(ctx: AccountCtx) {
    const advertiser = (await auth.advertisers(ctx.grant)).find(
      (item) => item.advertiser_id === ctx.remoteId,
    );
    if (!advertiser)
      throw new ConnectorFailure({
        kind: 'not_found',
        providerCode: 'advertiser_not_authorized',
        userMessage:
          'This TikTok Ads advertiser is no longer shared with the app. Reconnect TikTok Ads and select the advertiser again.',
      });

    return {
      remoteId: advertiser.advertiser_id,
      name: advertiser.advertiser_name ?? `Advertiser ${advertiser.advertiser_id}`,
      handle: null,
      avatarUrl: null,
      followers: null,
      following: null,
      postsCount: null,
      url: null,
    };
  }

  return {
    key: 'tiktok_ads',
    capabilities: tiktokAdsCapabilities,
    tokenPolicy: tiktokAdsTokenPolicy,
    usesPkce: false,
    buildAuthorization: auth.buildAuthorization,
    exchangeCode: auth.exchangeCode,
    refresh: auth.refresh,
    revoke: auth.revoke,
    listConnectableAccounts: auth.listConnectableAccounts,
    // The numeric permission ids cannot be checked against features: the portal decides what the app may do.
    missingScopes: () => [],
    getProfile,
    listPosts: async () => ({ items: [], nextCursor: null }),
    getPostMetrics: async () => emptyMetrics(),
    getAccountMetrics: async () => emptyMetrics(),
    validate: (draft) => [
      // Generic issues that only restate "no publishing here" (no kinds, no text, no media) are left out.
      ...validateAgainst(NETWORK, tiktokAdsCapabilities, draft).filter((issue) => !RESTATED.has(issue.code)),
      { field: 'kind', code: 'publish_unsupported', message: PUBLISH_UNSUPPORTED.userMessage },
    ],
    startPublish: async (): Promise<PublishState> => ({ phase: 'failed', error: PUBLISH_UNSUPPORTED }),
    advancePublish: async (_ctx, state) =>
      state.phase === 'published' ? state : { phase: 'failed', error: PUBLISH_UNSUPPORTED },
    classify: (response) => api.classify(response),
  };
}
