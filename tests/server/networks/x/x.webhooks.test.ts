import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { xFixture, xWith } from './support.ts';

const rawBody = JSON.stringify(xFixture('webhook/account_activity_batch').request.body);
const sign = (body: string) =>
  `sha256=${createHmac('sha256', 'x-client-secret').update(body).digest('base64')}`;

describe('X Account Activity webhooks', () => {
  const { connector } = xWith([]);

  it('answers the CRC check with the base64 HMAC of crc_token', () => {
    const answer = connector.webhookChallenge?.({
      method: 'GET',
      url: '/webhooks/x?crc_token=abc123',
      headers: {},
      rawBody: '',
    });

    expect(JSON.parse(answer?.body ?? '{}')).toEqual({ response_token: sign('abc123') });
  });

  it('accepts a good signature and refuses a bad one', () => {
    const request = { method: 'POST', url: '/webhooks/x', rawBody };
    expect(
      connector.verifyWebhook?.({ ...request, headers: { 'X-Twitter-Webhooks-Signature': sign(rawBody) } }),
    ).toBe(true);
    expect(
      connector.verifyWebhook?.({ ...request, headers: { 'x-twitter-webhooks-signature': sign('{}') } }),
    ).toBe(false);
  });

  it('turns replies by others into mentions and DMs into messages, skipping the account’s own posts', () => {
    const events =
      connector.parseWebhook?.({ method: 'POST', url: '/webhooks/x', headers: {}, rawBody }) ?? [];

    expect(events).toEqual([
      expect.objectContaining({
        type: 'mention',
        mention: expect.objectContaining({
          kind: 'comment',
          authorHandle: 'anabirder',
          createdAt: '2026-11-20T11:30:00.000Z',
        }),
      }),
      expect.objectContaining({
        type: 'message',
        message: expect.objectContaining({
          conversationRemoteId: '2200-1500000000000000001',
          fromSelf: false,
          text: 'Hi there',
        }),
      }),
    ]);
  });
});
