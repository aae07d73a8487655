import { classifyExchange } from '../support/connector.ts';
import { describe, expect, it } from 'vitest';
import { xFixture, xWith } from './support.ts';

function classifyFixture(name: string) {
  return classifyExchange(xWith([]).connector, xFixture(name));
}

describe('X classify', () => {
  it('returns null only for success', () => {
    const { connector } = xWith([]);
    expect(connector.classify({ status: 200, headers: {}, body: {} })).toBeNull();
  });

  it.each([
    ['errors/401_unauthorized', 'auth_expired'],
    ['errors/403_duplicate_content', 'content_rejected'],
    ['errors/403_suspended', 'user_action_required'],
    ['errors/403_unsupported_authentication', 'reauth_required'],
    ['errors/429_usage_capped', 'quota_exhausted'],
    ['errors/400_invalid_request', 'content_rejected'],
    ['errors/503_service_unavailable', 'transient'],
    ['errors/legacy_code_88', 'rate_limited'],
  ])('%s → %s', (name, kind) => {
    const error = classifyFixture(name);
    expect(error?.kind).toBe(kind);
    expect(error?.userMessage).toContain('X');
  });

  it('reads x-rate-limit-reset (unix seconds) into retryAfterMs', () => {
    expect(classifyFixture('errors/429_rate_limit')).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 900_000,
    });
  });

  it('sends a 401 through the read path as a ConnectorFailure', async () => {
    const { connector, http } = xWith(['errors/401_unauthorized']);
    await expect(
      connector.getProfile({
        remoteId: '1500000000000000001',
        grant: {
          accessToken: 'x-access-1',
          refreshToken: null,
          expiresAt: null,
          refreshExpiresAt: null,
          scopes: [],
        },
      }),
    ).rejects.toMatchObject({ error: { kind: 'auth_expired' } });
    http.done();
  });

  it('surfaces 429 and 503 from listing posts as retryable kinds', async () => {
    const limited = xWith(['errors/429_rate_limit', 'errors/503_service_unavailable']);
    const ctx = {
      remoteId: '1500000000000000001',
      grant: { accessToken: 't', refreshToken: null, expiresAt: null, refreshExpiresAt: null, scopes: [] },
    };
    await expect(limited.connector.listPosts(ctx, {})).rejects.toMatchObject({
      error: { kind: 'rate_limited', retryAfterMs: 900_000 },
    });
    await expect(limited.connector.listPosts(ctx, {})).rejects.toMatchObject({
      error: { kind: 'transient' },
    });
    limited.http.done();
  });
});
