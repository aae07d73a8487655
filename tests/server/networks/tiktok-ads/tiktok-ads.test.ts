import { describe, expect, it } from 'vitest';
import type { AccountCtx, Draft, Grant } from '../../../../server/networks/core/types.ts';
import { createTiktokAdsConnector } from '../../../../server/networks/tiktok-ads/index.ts';
import { classifyExchange, failureOf } from '../support/connector.ts';
import { fixedClock, fixture, replay, type Exchange } from '../support/replay.ts';

const credentials = { clientId: 'tt-ads-app', clientSecret: 'tt-ads-secret' };
const redirectUri = 'https://kestrel.example/oauth/tiktok_ads/callback';
const f = (name: string) => fixture(`tiktok_ads/${name}`);

function setup(exchanges: Exchange[]) {
  const http = replay(exchanges);

  return { http, connector: createTiktokAdsConnector({ http, clock: fixedClock(), credentials }) };
}

const grant: Grant = {
  accessToken: 'act.ads-access-1',
  refreshToken: null,
  expiresAt: null,
  refreshExpiresAt: null,
  scopes: ['4', '5'],
};
const ctx: AccountCtx = { remoteId: '7000000000000000100', grant };

function classifyFixture(name: string) {
  return classifyExchange(setup([]).connector, f(name));
}

describe('tiktok_ads oauth', () => {
  it('builds the advertiser authorization link with app id, state and redirect', () => {
    const { connector } = setup([]);
    const url = new URL(connector.buildAuthorization({ state: 'st-ads', redirectUri }).url);
    expect(`${url.origin}${url.pathname}`).toBe('https://business-api.tiktok.com/portal/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_id: 'tt-ads-app',
      state: 'st-ads',
      redirect_uri: redirectUri,
    });
    expect(connector.usesPkce).toBe(false);
  });

  it('exchanges the auth code for a long-term token with no expiry and the advertiser ids', async () => {
    const { http, connector } = setup([f('oauth/advertiser_access_token')]);
    const result = await connector.exchangeCode({ code: 'ads-auth-code-1', redirectUri });
    expect(result).toMatchObject({
      accessToken: 'act.ads-access-1',
      refreshToken: null,
      expiresAt: null,
      scopes: ['4', '5', '6', '7'],
      extra: { advertiserIds: ['7000000000000000100', '7000000000000000200'] },
    });
    expect(connector.tokenPolicy.strategy).toBe('none');
    http.done();
  });

  it('classifies a used auth code', async () => {
    const { http, connector } = setup([f('oauth/token_invalid_code')]);
    const error = await failureOf(connector.exchangeCode({ code: 'ads-auth-code-used', redirectUri }));
    expect(error).toMatchObject({ kind: 'reauth_required', providerCode: '40110' });
    http.done();
  });

  it('lists advertisers as connectable accounts', async () => {
    const { http, connector } = setup([f('oauth/advertiser_get')]);
    const accounts = await connector.listConnectableAccounts(grant);
    expect(accounts).toEqual([
      expect.objectContaining({
        remoteId: '7000000000000000100',
        name: 'Kestrel Coffee Ads',
        kind: 'advertiser',
      }),
      expect.objectContaining({ remoteId: '7000000000000000200', name: 'Advertiser 7000000000000000200' }),
    ]);
    http.done();
  });

  it('"refresh" checks the token still works; a revoked token means reconnect', async () => {
    const ok = setup([f('oauth/advertiser_get')]);
    expect(await ok.connector.refresh(grant)).toBe(grant);
    ok.http.done();

    const revoked = setup([f('errors/40105_token_revoked')]);
    expect(await failureOf(revoked.connector.refresh(grant))).toMatchObject({
      kind: 'reauth_required',
      providerCode: '40105',
    });
    revoked.http.done();
  });

  it('revokes the token', async () => {
    const { http, connector } = setup([f('oauth/revoke_token')]);
    await connector.revoke?.(grant);
    http.done();
  });
});

describe('tiktok_ads reading', () => {
  it('reads the advertiser as the profile', async () => {
    const { http, connector } = setup([f('oauth/advertiser_get')]);
    expect(await connector.getProfile(ctx)).toMatchObject({ name: 'Kestrel Coffee Ads', followers: null });
    http.done();
  });

  it('returns no posts and reports ad metrics as a gap without calling TikTok', async () => {
    const { http, connector } = setup([]);
    expect(await connector.listPosts(ctx, {})).toEqual({ items: [], nextCursor: null });
    const metrics = await connector.getAccountMetrics(ctx, { since: '2026-11-01', until: '2026-11-19' });
    expect(metrics.points).toEqual([]);
    expect(metrics.gaps[0]?.raw).toBe('ads_reporting');
    http.done();
  });
});

describe('tiktok_ads publishing', () => {
  const draft: Draft = {
    kind: 'video',
    text: 'Promo',
    media: [{ type: 'video', url: 'https://media.kestrel.example/v.mp4', mimeType: 'video/mp4', bytes: 10 }],
  };

  it('validate says publishing is not supported, in plain words', () => {
    const issues = setup([]).connector.validate(draft);
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'publish_unsupported',
        message: expect.stringMatching(/cannot publish posts/),
      }),
    ]);
  });

  it('startPublish fails as rejected without a request; published stays published', async () => {
    const { http, connector } = setup([]);
    const state = await connector.startPublish(ctx, draft, 'idem-1');
    expect(state).toMatchObject({
      phase: 'failed',
      error: { kind: 'content_rejected', providerCode: 'publish_unsupported' },
    });
    const published = { phase: 'published' as const, remoteId: 'x', permalink: null };
    expect(await connector.advancePublish(ctx, published)).toBe(published);
    http.done();
  });
});

describe('tiktok_ads classify', () => {
  it('maps the Marketing API codes', () => {
    expect(classifyFixture('errors/40104_missing_header')).toMatchObject({
      kind: 'reauth_required',
      providerCode: '40104',
    });
    expect(classifyFixture('errors/40100_rate_limit')).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 60_000,
    });
    expect(classifyFixture('errors/429_with_headers')).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 12_000,
    });
    expect(classifyFixture('errors/5xx_transient')?.kind).toBe('transient');
    expect(classifyFixture('oauth/advertiser_get')).toBeNull();
  });

  it('a 401-style token error is a reconnect (no refresh exists)', () => {
    expect(classifyFixture('errors/40105_token_revoked')?.userMessage).toMatch(
      /Reconnect the TikTok Ads account/,
    );
  });
});
