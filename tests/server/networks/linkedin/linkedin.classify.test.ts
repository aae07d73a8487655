import { createHmac } from 'node:crypto';
import { classifyExchange } from '../support/connector.ts';
import { describe, expect, it } from 'vitest';
import { ctx, liFixture, liWith } from './support.ts';

function classifyFixture(name: string) {
  return classifyExchange(liWith([]).connector, liFixture(name));
}

describe('LinkedIn classify', () => {
  it('returns null only for success', () => {
    expect(liWith([]).connector.classify({ status: 201, headers: {}, body: '' })).toBeNull();
  });

  it.each([
    ['errors/400_missing_linkedin_version', 'unknown', 'VERSION_MISSING'],
    ['errors/401_expired', 'auth_expired', 'INVALID_ACCESS_TOKEN'],
    ['errors/401_revoked', 'reauth_required', 'REVOKED_ACCESS_TOKEN'],
    ['errors/403_not_admin', 'permission_missing', 'ACCESS_DENIED'],
    ['errors/409_duplicate', 'content_rejected', '409'],
    ['errors/500_internal', 'transient', '500'],
  ])('%s → %s', (name, kind, providerCode) => {
    const error = classifyFixture(name);
    expect(error).toMatchObject({ kind, providerCode });
    expect(error?.userMessage).toContain('LinkedIn');
  });

  it('waits until the next UTC midnight on a daily throttle without Retry-After', () => {
    expect(classifyFixture('errors/429_throttle')).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 12 * 3_600_000,
    });
  });

  it('honours Retry-After when LinkedIn sends it', () => {
    expect(classifyFixture('errors/429_throttle_retry_after')).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 120_000,
    });
  });

  it('surfaces 401, 429 and 5xx through reads', async () => {
    const { connector, http } = liWith(['errors/401_expired', 'errors/429_throttle', 'errors/500_internal']);
    await expect(connector.getProfile(ctx)).rejects.toMatchObject({ error: { kind: 'auth_expired' } });
    await expect(connector.listPosts(ctx, {})).rejects.toMatchObject({ error: { kind: 'rate_limited' } });
    await expect(connector.listPosts(ctx, {})).rejects.toMatchObject({ error: { kind: 'transient' } });
    http.done();
  });
});

describe('LinkedIn webhooks', () => {
  const { connector } = liWith([]);
  const rawBody = JSON.stringify(liFixture('webhook/social_action_notifications_batch').request.body);
  const sign = (body: string) =>
    createHmac('sha256', 'li-client-secret').update(`hmacsha256=${body}`).digest('hex');

  it('answers the challengeCode validation with the HMAC of the code', () => {
    const answer = connector.webhookChallenge?.({
      method: 'GET',
      url: '/webhooks/linkedin?challengeCode=890e4665-4dfe-4ab1-b689-ed553bceeed3',
      headers: {},
      rawBody: '',
    });

    expect(answer?.status).toBe(200);
    expect(JSON.parse(answer?.body ?? '{}')).toEqual({
      challengeCode: '890e4665-4dfe-4ab1-b689-ed553bceeed3',
      challengeResponse: createHmac('sha256', 'li-client-secret')
        .update('890e4665-4dfe-4ab1-b689-ed553bceeed3')
        .digest('hex'),
    });
    expect(
      connector.webhookChallenge?.({ method: 'POST', url: '/webhooks/linkedin', headers: {}, rawBody }),
    ).toBeNull();
  });

  it('accepts a good X-LI-Signature and refuses a bad one', () => {
    const request = { method: 'POST', url: '/webhooks/linkedin', rawBody };
    expect(connector.verifyWebhook?.({ ...request, headers: { 'X-LI-Signature': sign(rawBody) } })).toBe(
      true,
    );
    expect(
      connector.verifyWebhook?.({ ...request, headers: { 'x-li-signature': sign(`${rawBody} `) } }),
    ).toBe(false);
    expect(connector.verifyWebhook?.({ ...request, headers: {} })).toBe(false);
  });

  it('parses a batch into events, deduplicated on notificationId', () => {
    const events =
      connector.parseWebhook?.({ method: 'POST', url: '/webhooks/linkedin', headers: {}, rawBody }) ?? [];

    expect(events.map((e) => e.type)).toEqual(['comment.created', 'post.updated', 'mention']);
    expect(events[0]).toMatchObject({
      accountRemoteId: 'urn:li:organization:2414183',
      comment: { text: 'Love this', postRemoteId: 'urn:li:share:7100000000000000000' },
    });
  });
});
