import { describe, expect, it } from 'vitest';
import { ctx, setup } from './setup.ts';

describe('Instagram error classification', () => {
  it.each([
    ['errors/190_463_expired', { kind: 'reauth_required', providerCode: '190/463' }],
    ['errors/401_no_body', { kind: 'auth_expired', providerCode: '401' }],
    ['errors/10_permission', { kind: 'permission_missing', providerCode: '10' }],
    ['errors/500_transient', { kind: 'transient', providerCode: '2' }],
    ['errors/4_app_limit', { kind: 'rate_limited', providerCode: '4', retryAfterMs: 600_000 }],
    ['errors/80002_buc_limit', { kind: 'rate_limited', providerCode: '80002', retryAfterMs: 420_000 }],
    ['errors/429_retry_after', { kind: 'rate_limited', providerCode: '429', retryAfterMs: 120_000 }],
  ])('%s', async (name, expected) => {
    const { connector, http } = setup([name]);
    const failure = await connector.getProfile(ctx).catch((error: unknown) => error);
    expect(failure).toMatchObject({ error: expected });
    expect((failure as { error: { userMessage: string } }).error.userMessage).toMatch(/^Instagram/);
    http.done();
  });

  it('asks the user to act on a restricted account', async () => {
    const { connector, http } = setup(['errors/2207050_restricted']);
    const ready = {
      phase: 'ready' as const,
      handle: { stage: 'publish', children: [], main: {}, containerId: 'C', mediaId: null, video: false },
      nextCheckAt: '2026-11-20T12:00:00.000Z',
    };
    await expect(connector.advancePublish(ctx, ready)).rejects.toMatchObject({
      error: { kind: 'user_action_required' },
    });
    http.done();
  });

  it('returns null only for success', () => {
    const { connector } = setup([]);
    expect(connector.classify({ status: 200, headers: {}, body: { id: '1' } })).toBeNull();
    expect(
      connector.classify({ status: 200, headers: {}, body: { error: { code: 190, message: 'x' } } })?.kind,
    ).toBe('reauth_required');
  });
});
