import { describe, expect, it } from 'vitest';
import { ctx, grant, liWith } from './support.ts';

const redirectUri = 'https://kestrel.test/oauth/linkedin/callback';

describe('LinkedIn OAuth', () => {
  it('builds the authorize URL with state, redirect and organisation scopes, without PKCE', () => {
    const { connector } = liWith([]);
    const url = new URL(connector.buildAuthorization({ state: 'st-1', redirectUri }).url);

    expect(connector.usesPkce).toBe(false);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/oauth/v2/authorization');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'li-client-id',
      state: 'st-1',
      redirect_uri: redirectUri,
    });
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['w_organization_social', 'rw_organization_admin', 'r_organization_social']),
    );
    expect(url.searchParams.has('code_challenge')).toBe(false);
  });

  it('exchanges a code into a 60-day grant with a 365-day refresh token and comma-separated scopes', async () => {
    const { connector, http } = liWith(['oauth/code_exchange_with_refresh_token']);
    const result = await connector.exchangeCode({ code: 'li-code-1', redirectUri });

    expect(result).toMatchObject({
      accessToken: 'li-access-1',
      refreshToken: 'li-refresh-1',
      expiresAt: '2027-01-19T12:00:00.000Z',
      refreshExpiresAt: '2027-11-20T12:00:00.000Z',
    });
    expect(result.scopes).toContain('w_organization_social');
    http.done();
  });

  it('handles a response without refresh token: refresh asks to reconnect without calling LinkedIn', async () => {
    const { connector, http } = liWith(['oauth/code_exchange_without_refresh_token']);
    const result = await connector.exchangeCode({ code: 'li-code-2', redirectUri });

    expect(result.refreshToken).toBeNull();
    expect(connector.missingScopes(result, ['publish'])).toEqual(['w_organization_social']);
    await expect(connector.refresh(result)).rejects.toMatchObject({
      error: { kind: 'reauth_required', providerCode: 'no_refresh_token' },
    });
    http.done();
  });

  it('classifies a bad code', async () => {
    const { connector, http } = liWith(['oauth/token_invalid_code']);
    await expect(connector.exchangeCode({ code: 'used-code', redirectUri })).rejects.toMatchObject({
      error: { kind: 'reauth_required', providerCode: 'invalid_request' },
    });
    http.done();
  });

  it('refreshes: new access token, refresh expiry keeps counting down from the first authorisation', async () => {
    const { connector, http } = liWith(['oauth/refresh_success']);
    const result = await connector.refresh(grant);

    expect(result.accessToken).toBe('li-access-3');
    expect(result.refreshToken).toBe('li-refresh-1');
    expect(result.refreshExpiresAt).toBe('2027-09-22T12:00:00.000Z');
    http.done();
  });

  it('maps an expired refresh token to reauth_required', async () => {
    const { connector, http } = liWith(['oauth/refresh_expired']);
    await expect(connector.refresh(grant)).rejects.toMatchObject({ error: { kind: 'reauth_required' } });
    http.done();
  });

  it('does not call LinkedIn when the refresh token is past its 365 days', async () => {
    const { connector, http } = liWith([]);
    await expect(
      connector.refresh({ ...grant, refreshExpiresAt: '2026-11-19T00:00:00.000Z' }),
    ).rejects.toMatchObject({ error: { kind: 'reauth_required', providerCode: 'refresh_token_expired' } });
    http.done();
  });

  it('lists the organisations the member administers (approved ACLs only), with versioned headers', async () => {
    const { connector, http } = liWith(['org/acls_role_assignee', 'org/organization_lookup']);
    const accounts = await connector.listConnectableAccounts(ctx.grant);

    expect(accounts.map((a) => [a.remoteId, a.name, a.handle])).toEqual([
      ['urn:li:organization:2414183', 'Kestrel Outdoors', 'kestrel-outdoors'],
      ['urn:li:organization:5515715', 'Kestrel Labs', 'kestrel-labs'],
    ]);
    expect(http.sent[1]?.url).toContain('ids=List(2414183,5515715)');
    http.done();
  });
});
