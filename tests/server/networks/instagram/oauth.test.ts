import { describe, expect, it } from 'vitest';
import { ctx, fbGrant, igGrant, setup } from './setup.ts';

const redirectUri = 'https://kestrel.example/oauth/instagram/callback';

describe('Instagram OAuth — Facebook Login', () => {
  it('builds the Facebook dialog URL with state, redirect and comma-separated scopes, without PKCE', () => {
    const { connector } = setup([]);
    const url = new URL(connector.buildAuthorization({ state: 'STATE1', redirectUri }).url);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v24.0/dialog/oauth');
    expect(url.searchParams.get('client_id')).toBe('APP_ID');
    expect(url.searchParams.get('state')).toBe('STATE1');
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(url.searchParams.get('scope')?.split(',')).toEqual(
      expect.arrayContaining(['instagram_basic', 'instagram_content_publish', 'instagram_manage_insights']),
    );
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(connector.usesPkce).toBe(false);
  });

  it('exchanges the code, then for a long-lived token, and records the granted scopes and the variant', async () => {
    const { connector, http } = setup([
      'oauth/fb_dialog_code_exchange',
      'oauth/fb_exchange_token_long_lived',
      'oauth/me_permissions_partial',
    ]);
    const grant = await connector.exchangeCode({ code: 'CODE123#_', redirectUri });
    expect(grant.accessToken).toBe('FB_LONG_TOKEN');
    expect(grant.expiresAt).toBe(new Date(Date.parse('2026-11-20T12:00:00Z') + 5183944 * 1000).toISOString());
    expect(grant.scopes).toContain('instagram_content_publish');
    expect(grant.scopes).not.toContain('instagram_manage_comments');
    expect(grant.subjectId).toBe('10000000000000042');
    expect(grant.extra).toEqual({ login: 'facebook' });
    expect(connector.missingScopes(grant, ['comments'])).toEqual(['instagram_manage_comments']);
    http.done();
  });

  it('classifies a stale code as reauth_required', async () => {
    const { connector, http } = setup(['oauth/token_invalid_code']);
    await expect(connector.exchangeCode({ code: 'STALE_CODE', redirectUri })).rejects.toMatchObject({
      error: { kind: 'reauth_required', providerCode: '100/36008' },
    });
    http.done();
  });

  it('refreshes by re-exchanging the long-lived token', async () => {
    const { connector, http } = setup(['oauth/fb_refresh_success']);
    const grant = await connector.refresh(fbGrant);
    expect(grant.accessToken).toBe('FB_LONG_TOKEN_2');
    expect(grant.extra).toEqual({ login: 'facebook' });
    http.done();
  });

  it('turns a refused refresh (password changed) into reauth_required', async () => {
    const { connector, http } = setup(['oauth/refresh_revoked']);
    await expect(connector.refresh(fbGrant)).rejects.toMatchObject({
      error: { kind: 'reauth_required', providerCode: '190/460' },
    });
    http.done();
  });

  it('does not call Meta to refresh an expired token', async () => {
    const { connector, http } = setup([]);
    await expect(
      connector.refresh({ ...fbGrant, expiresAt: '2026-11-01T00:00:00.000Z' }),
    ).rejects.toMatchObject({
      error: { kind: 'reauth_required' },
    });
    http.done();
  });

  it('lists Pages across two pages of results; a Page without Instagram is listed as unavailable', async () => {
    const { connector, http } = setup(['oauth/me_accounts_page1', 'oauth/me_accounts_page2']);
    const accounts = await connector.listConnectableAccounts(fbGrant);
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).toMatchObject({
      remoteId: '17841400000000001',
      handle: 'kestrel.coffee',
      kind: 'instagram_business',
      accessToken: 'PAGE_TOKEN_1',
    });
    expect(accounts[0]?.unavailableReason).toBeUndefined();
    expect(accounts[1]?.remoteId).toBe('100000000000002');
    expect(accounts[1]?.unavailableReason).toMatch(/Kestrel Bakery.*no Instagram professional account/);
    http.done();
  });
});

describe('Instagram OAuth — Instagram Login', () => {
  it('builds the Instagram authorize URL with instagram_business_* scopes', () => {
    const { connector } = setup([], 'instagram');
    const url = new URL(connector.buildAuthorization({ state: 'S2', redirectUri }).url);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.instagram.com/oauth/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toBe('S2');
    expect(url.searchParams.get('scope')).toContain('instagram_business_basic');
    expect(connector.capabilities.features).not.toContain('hashtags');
  });

  it('exchanges the code and the short token for a 60-day token', async () => {
    const { connector, http } = setup(['oauth/ig_login_short_token', 'oauth/ig_exchange_token'], 'instagram');
    const grant = await connector.exchangeCode({ code: 'IGCODE#_', redirectUri });
    expect(grant).toMatchObject({
      accessToken: 'IG_LONG_TOKEN',
      refreshToken: null,
      subjectId: '17841400000000001',
      extra: { login: 'instagram' },
    });
    expect(grant.scopes).toContain('instagram_business_content_publish');
    expect(connector.missingScopes(grant, ['competitors'])).toEqual(['facebook_login_required']);
    http.done();
  });

  it('classifies the flat error of a used code as reauth_required', async () => {
    const { connector, http } = setup(['oauth/ig_token_invalid_code'], 'instagram');
    await expect(connector.exchangeCode({ code: 'USED', redirectUri })).rejects.toMatchObject({
      error: { kind: 'reauth_required' },
    });
    http.done();
  });

  it('refreshes a token older than 24 h', async () => {
    const { connector, http } = setup(['oauth/ig_refresh_access_token'], 'instagram');
    const grant = await connector.refresh(igGrant);
    expect(grant.accessToken).toBe('IG_LONG_TOKEN_2');
    expect(grant.expiresAt).toBe(new Date(Date.parse('2026-11-20T12:00:00Z') + 5183944 * 1000).toISOString());
    http.done();
  });

  it('keeps a token younger than 24 h without calling Instagram', async () => {
    const { connector, http } = setup([], 'instagram');
    const young = { ...igGrant, expiresAt: '2027-01-19T06:00:00.000Z' };
    expect(await connector.refresh(young)).toBe(young);
    http.done();
  });

  it('throws reauth_required when Instagram refuses the refresh', async () => {
    const { connector, http } = setup(['oauth/ig_refresh_expired'], 'instagram');
    await expect(connector.refresh(igGrant)).rejects.toMatchObject({
      error: { kind: 'reauth_required', providerCode: '190/463' },
    });
    http.done();
  });

  it('lists the signed-in professional account', async () => {
    const { connector, http } = setup(['oauth/ig_me'], 'instagram');
    const [account] = await connector.listConnectableAccounts(igGrant);
    expect(account).toMatchObject({ remoteId: '17841400000000001', handle: 'kestrel.coffee' });
    expect(account?.unavailableReason).toBeUndefined();
    http.done();
  });

  it('reads an Instagram-Login grant from graph.instagram.com', async () => {
    const { connector, http } = setup(['media/list_ig_login'], 'instagram');
    const page = await connector.listPosts({ ...ctx, grant: igGrant, extra: undefined }, {});
    expect(page.items[0]?.kind).toBe('image');
    expect(page.nextCursor).toBeNull();
    http.done();
  });
});
