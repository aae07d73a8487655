import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setup } from './setup.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/instagram/webhook');
const payload = (name: string) => readFileSync(path.join(fixtures, `${name}.json`), 'utf8');
const sign = (body: string, secret = 'APP_SECRET') =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const post = (rawBody: string, signature: string) => ({
  method: 'POST',
  url: '/webhooks/instagram',
  headers: { 'X-Hub-Signature-256': signature },
  rawBody,
});

describe('Instagram webhooks', () => {
  it('answers the verification handshake only with the right verify token', () => {
    const { connector } = setup([]);
    const get = (token: string) => ({
      method: 'GET',
      url: `/webhooks/instagram?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      headers: {},
      rawBody: '',
    });
    expect(connector.webhookChallenge!(get('VERIFY_TOKEN'))).toEqual({ status: 200, body: '1158201444' });
    expect(connector.webhookChallenge!(get('WRONG'))).toEqual({ status: 403, body: '' });
    expect(connector.webhookChallenge!(post('{}', ''))).toBeNull();
  });

  it('accepts a good signature and rejects a bad one', () => {
    const { connector } = setup([]);
    const body = payload('comments_fb_login');
    expect(connector.verifyWebhook!(post(body, sign(body)))).toBe(true);
    expect(connector.verifyWebhook!(post(body, sign(body, 'OTHER_SECRET')))).toBe(false);
    expect(connector.verifyWebhook!(post(`${body} `, sign(body)))).toBe(false);
  });

  it('parses comments from both login variants', () => {
    const { connector } = setup([]);
    const [fb] = connector.parseWebhook!(post(payload('comments_fb_login'), ''));
    expect(fb).toMatchObject({
      type: 'comment.created',
      accountRemoteId: '17841400000000001',
      comment: {
        remoteId: '18000000000000050',
        postRemoteId: '17900000000000001',
        authorHandle: 'bean.lover',
        text: 'Yum',
      },
    });
    const [ig] = connector.parseWebhook!(post(payload('comments_ig_login'), ''));
    expect(ig).toMatchObject({ type: 'comment.created', comment: { remoteId: '18000000000000051' } });
  });

  it('parses mentions and messages', () => {
    const { connector } = setup([]);
    const [mention] = connector.parseWebhook!(post(payload('mentions'), ''));
    expect(mention).toMatchObject({
      type: 'mention',
      mention: { kind: 'comment', remoteId: '18000000000000060' },
    });
    const [message] = connector.parseWebhook!(post(payload('messages'), ''));
    expect(message).toMatchObject({
      type: 'message',
      message: {
        remoteId: 'mid.1',
        conversationRemoteId: '6000000000000001',
        fromSelf: false,
        text: 'Hello!',
      },
    });
  });
});
