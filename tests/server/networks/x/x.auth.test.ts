import { describe, expect, it } from 'vitest';
import { ConnectorFailure } from '../../../../server/networks/core/http.ts';
import { createPkcePair } from '../../../../server/networks/core/oauth.ts';
import { grant, xWith } from './support.ts';

const redirectUri = 'https://kestrel.test/oauth/x/callback';
const pkce = { verifier: 'verifier-x-1', challenge: 'challenge-x-1', method: 'S256' as const };

describe('X OAuth 2.0 with PKCE', () => {
  it('builds the authorize URL with state, redirect, scopes incl. offline.access and the S256 challenge', () => {
    const { connector } = xWith([]);
    const { url } = connector.buildAuthorization({ state: 'state-1', redirectUri, pkce: createPkcePair() });
    const parsed = new URL(url);

    expect(connector.usesPkce).toBe(true);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://x.com/i/oauth2/authorize');
    expect(parsed.searchParams.get('response_type')).toBe('code');
    expect(parsed.searchParams.get('client_id')).toBe('x-client-id');
    expect(parsed.searchParams.get('state')).toBe('state-1');
    expect(parsed.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(parsed.searchParams.get('code_challenge_method')).toBe('S256');
    expect(parsed.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(parsed.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access']),
    );
  });

  it('exchanges the code with the verifier and Basic auth; the grant expires in 2 hours', async () => {
    const { connector, http } = xWith(['oauth/token_with_offline_access']);
    const result = await connector.exchangeCode({ code: 'code-x-1', redirectUri, pkce });

    expect(result.accessToken).toBe('x-access-1');
    expect(result.refreshToken).toBe('x-refresh-1');
    expect(result.expiresAt).toBe('2026-11-20T14:00:00.000Z');
    expect(result.scopes).toContain('offline.access');
    http.done();
  });

  it('keeps a grant without refresh token when offline.access was not granted, and refresh then asks to reconnect', async () => {
    const { connector, http } = xWith(['oauth/token_without_refresh']);
    const result = await connector.exchangeCode({ code: 'code-x-2', redirectUri, pkce });

    expect(result.refreshToken).toBeNull();
    expect(connector.missingScopes(result, ['publish'])).toEqual(['tweet.write', 'media.write']);
    await expect(connector.refresh(result)).rejects.toMatchObject({ error: { kind: 'reauth_required' } });
    http.done();
  });

  it('classifies a bad code as reconnect', async () => {
    const { connector, http } = xWith(['oauth/token_invalid_code']);
    const error = await connector.exchangeCode({ code: 'expired-code', redirectUri, pkce }).catch((e) => e);

    expect(error).toBeInstanceOf(ConnectorFailure);
    expect(error.error).toMatchObject({ kind: 'reauth_required', providerCode: 'invalid_request' });
    http.done();
  });

  it('refreshes and stores the rotated refresh token', async () => {
    const { connector, http } = xWith(['oauth/refresh_success']);
    const result = await connector.refresh(grant);

    expect(result).toMatchObject({
      accessToken: 'x-access-3',
      refreshToken: 'x-refresh-2',
      expiresAt: '2026-11-20T14:00:00.000Z',
    });
    http.done();
  });

  it('maps a refused refresh (invalid_grant) to reauth_required', async () => {
    const { connector, http } = xWith(['oauth/refresh_invalid_grant']);

    await expect(connector.refresh(grant)).rejects.toMatchObject({
      error: { kind: 'reauth_required', providerCode: 'invalid_grant' },
    });
    http.done();
  });

  it('revokes the access token', async () => {
    const { connector, http } = xWith(['oauth/revoke']);
    await connector.revoke?.(grant);
    http.done();
  });

  it('lists the authorising user as the one connectable account', async () => {
    const { connector, http } = xWith(['users/me']);
    const accounts = await connector.listConnectableAccounts(grant);

    expect(accounts).toEqual([
      expect.objectContaining({ remoteId: '1500000000000000001', handle: 'kestrelbirds', kind: 'user' }),
    ]);
    http.done();
  });
});
