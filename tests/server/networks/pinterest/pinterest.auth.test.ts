import { describe, expect, it } from 'vitest';
import { grant, pinWith } from './support.ts';

const redirectUri = 'https://kestrel.test/oauth/pinterest/callback';

describe('Pinterest OAuth', () => {
  it('builds the authorize URL with comma-separated scopes and state', () => {
    const { connector } = pinWith([]);
    const url = new URL(connector.buildAuthorization({ state: 'st-9', redirectUri }).url);

    expect(`${url.origin}${url.pathname}`).toBe('https://www.pinterest.com/oauth/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'pin-client-id',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'boards:read,boards:write,pins:read,pins:write,user_accounts:read',
      state: 'st-9',
    });
    expect(connector.usesPkce).toBe(false);
  });

  it('exchanges the code with Basic client auth', async () => {
    const { connector, http } = pinWith(['oauth/token_basic_auth']);
    const result = await connector.exchangeCode({ code: 'pin-code-1', redirectUri });

    expect(result).toMatchObject({
      accessToken: 'pina_access_1',
      refreshToken: 'pinr_refresh_1',
      expiresAt: '2026-12-20T12:00:00.000Z',
      refreshExpiresAt: '2027-11-20T12:00:00.000Z',
    });
    expect(result.scopes).toContain('pins:write');
    http.done();
  });

  it('keeps a grant without refresh token and asks to reconnect on refresh', async () => {
    const { connector, http } = pinWith(['oauth/token_without_refresh']);
    const result = await connector.exchangeCode({ code: 'pin-code-2', redirectUri });

    expect(result.refreshToken).toBeNull();
    expect(connector.missingScopes(result, ['publish'])).toEqual(['boards:read', 'pins:write']);
    await expect(connector.refresh(result)).rejects.toMatchObject({ error: { kind: 'reauth_required' } });
    http.done();
  });

  it('classifies a bad code', async () => {
    const { connector, http } = pinWith(['oauth/token_invalid_code']);
    await expect(connector.exchangeCode({ code: 'bad-code', redirectUri })).rejects.toMatchObject({
      error: { kind: 'reauth_required', providerCode: '1' },
    });
    http.done();
  });

  it('refreshes with refresh_on=true and stores the new refresh token', async () => {
    const { connector, http } = pinWith(['oauth/refresh_with_refresh_on']);
    const result = await connector.refresh(grant);

    expect(result).toMatchObject({ accessToken: 'pina_access_3', refreshToken: 'pinr_refresh_2' });
    http.done();
  });

  it('maps a refused refresh to reauth_required', async () => {
    const { connector, http } = pinWith(['oauth/refresh_invalid']);
    await expect(connector.refresh(grant)).rejects.toMatchObject({ error: { kind: 'reauth_required' } });
    http.done();
  });

  it('lists the user account as the connectable account', async () => {
    const { connector, http } = pinWith(['user_account/get']);
    expect(await connector.listConnectableAccounts(grant)).toEqual([
      {
        remoteId: '549755885175',
        name: 'Kestrel Pins',
        handle: 'kestrelpins',
        avatarUrl: 'https://i.pinimg.com/600x600_R/ab/kestrel.jpg',
        kind: 'business',
      },
    ]);
    http.done();
  });
});
