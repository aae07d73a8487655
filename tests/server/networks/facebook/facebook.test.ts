import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFacebookConnector } from '../../../../server/networks/facebook/index.ts';
import type { AccountCtx, Grant, MetricPoint, PublishState } from '../../../../server/networks/core/types.ts';
import { fixedClock, fixture, replay } from '../support/replay.ts';

const PAGE = '100000000000001';
const redirectUri = 'https://kestrel.example/oauth/facebook/callback';
const credentials = { clientId: 'APP_ID', clientSecret: 'APP_SECRET', webhookVerifyToken: 'VERIFY_TOKEN' };
const grant: Grant = {
  accessToken: 'FB_LONG_TOKEN',
  refreshToken: null,
  expiresAt: '2027-01-10T00:00:00.000Z',
  refreshExpiresAt: null,
  scopes: ['pages_show_list', 'pages_read_engagement', 'read_insights'],
  extra: { login: 'facebook' },
};
const ctx: AccountCtx = { remoteId: PAGE, grant, extra: { accessToken: 'PAGE_TOKEN_1' } };

function setup(cases: string[]) {
  const http = replay(cases.map((name) => fixture(`facebook/${name}`)));
  const clock = fixedClock();

  return { http, clock, connector: createFacebookConnector({ http, clock, credentials }) };
}

describe('Facebook OAuth', () => {
  it('builds the dialog URL with the Page scopes', () => {
    const url = new URL(setup([]).connector.buildAuthorization({ state: 'S', redirectUri }).url);
    expect(url.pathname).toBe('/v24.0/dialog/oauth');
    expect(url.searchParams.get('state')).toBe('S');
    expect(url.searchParams.get('scope')?.split(',')).toEqual(
      expect.arrayContaining(['pages_show_list', 'pages_manage_posts', 'read_insights']),
    );
  });

  it('exchanges the code for a long-lived user token with the granted scopes', async () => {
    const { connector, http } = setup(['oauth/code_exchange', 'oauth/long_lived', 'oauth/me_permissions']);
    const result = await connector.exchangeCode({ code: 'CODE123', redirectUri });
    expect(result).toMatchObject({ accessToken: 'FB_LONG_TOKEN', subjectId: '10000000000000042' });
    expect(connector.missingScopes(result, ['publish', 'messages'])).toEqual([
      'pages_messaging',
      'pages_manage_metadata',
    ]);
    http.done();
  });

  it('classifies a used code, refreshes, and reports a revoked refresh as reauth_required', async () => {
    const { connector, http } = setup([
      'oauth/token_invalid_code',
      'oauth/refresh_success',
      'oauth/refresh_revoked',
    ]);
    await expect(connector.exchangeCode({ code: 'USED', redirectUri })).rejects.toMatchObject({
      error: { kind: 'reauth_required', providerCode: '100/36009' },
    });
    expect((await connector.refresh(grant)).accessToken).toBe('FB_LONG_TOKEN_2');
    await expect(connector.refresh(grant)).rejects.toMatchObject({
      error: { kind: 'reauth_required', providerCode: '190/458' },
    });
    http.done();
  });

  it('lists Pages with their tokens; a Page the person cannot post to is unavailable', async () => {
    const { connector, http } = setup(['oauth/me_accounts_pages']);
    const [coffee, jobs] = await connector.listConnectableAccounts(grant);
    expect(coffee).toMatchObject({ remoteId: PAGE, handle: 'kestrelcoffee', accessToken: 'PAGE_TOKEN_1' });
    expect(coffee?.unavailableReason).toBeUndefined();
    expect(jobs?.unavailableReason).toMatch(/Kestrel Jobs/);
    http.done();
  });
});

describe('Facebook reading', () => {
  it('reads the Page and follows the posts cursor', async () => {
    const { connector, http } = setup(['page/fields', 'posts/feed_page1', 'posts/feed_page2']);
    expect(await connector.getProfile(ctx)).toMatchObject({ followers: 5230, handle: 'kestrelcoffee' });
    const first = await connector.listPosts(ctx, {});
    expect(first.items.map((p) => p.kind)).toEqual(['text', 'carousel']);
    expect(first.items[1]?.media).toHaveLength(2);
    const second = await connector.listPosts(ctx, { cursor: first.nextCursor });
    expect(second.items[0]?.kind).toBe('video');
    expect(second.nextCursor).toBeNull();
    http.done();
  });

  it('lists, replies to and hides comments; lists Messenger conversations', async () => {
    const { connector, http } = setup([
      'comments/list',
      'comments/reply',
      'comments/hide',
      'messenger/conversations',
    ]);
    const comments = await connector.listComments!(ctx, `${PAGE}_200000000000001`);
    expect(comments.items[0]).toMatchObject({ authorName: 'Grace Hopper', text: 'See you there' });
    const reply = await connector.replyToComment!(ctx, '200000000000001_300000000000001', 'See you!');
    expect(reply.parentRemoteId).toBe('200000000000001_300000000000001');
    await connector.moderateComment!(ctx, '200000000000001_300000000000001', 'hide');
    const conversations = await connector.listConversations!(ctx);
    expect(conversations.items[0]).toMatchObject({
      participantName: 'Alan Turing',
      snippet: 'Do you deliver?',
    });
    http.done();
  });
});

describe('Facebook metrics', () => {
  const value = (points: MetricPoint[], metric: string) => points.find((p) => p.metric === metric)?.value;

  it('sums reactions, keeps an empty clicks value as null, and derives engagements', async () => {
    const { connector, http } = setup(['insights/post_metrics', 'insights/post_counts']);
    const post = {
      remoteId: `${PAGE}_200000000000001`,
      kind: 'text' as const,
      text: '',
      permalink: null,
      publishedAt: '',
      media: [],
    };
    const { points, gaps } = await connector.getPostMetrics(ctx, [post]);
    expect(gaps).toEqual([]);
    expect(value(points, 'reach')).toBe(3100);
    expect(value(points, 'likes')).toBe(95);
    expect(value(points, 'clicks')).toBeNull();
    expect(points.find((p) => p.metric === 'engagements')).toMatchObject({
      value: 95 + 14 + 6,
      derived: true,
    });
    expect(points.some((p) => p.metric === 'impressions')).toBe(false);
    http.done();
  });

  it('falls back per metric when a Page metric is refused and keeps the others', async () => {
    const metrics = [
      'page_media_view',
      'page_total_media_view_unique',
      'page_post_engagements',
      'page_daily_follows',
      'page_daily_unfollows_unique',
      'page_follows',
    ];
    const { connector, http } = setup([
      'insights/page_group_deprecated_error',
      ...metrics.map((m) => `insights/page_${m}`),
    ]);
    const { points, gaps } = await connector.getAccountMetrics(ctx, {
      since: '2026-11-18',
      until: '2026-11-19',
    });
    const at = (date: string, metric: string) =>
      points.find((p) => p.subject.type === 'account' && p.subject.date === date && p.metric === metric)
        ?.value;
    expect(gaps.map((g) => g.raw)).toEqual(['page_daily_unfollows_unique']);
    expect(at('2026-11-18', 'impressions')).toBe(2400);
    expect(at('2026-11-19', 'engagements')).toBeNull();
    expect(at('2026-11-19', 'followers')).toBe(5230);
    http.done();
  });
});

describe('Facebook publishing', () => {
  it('posts text with a link, then reads the permalink; published stays published', async () => {
    const { connector, http } = setup(['publish/feed_text', 'publish/permalink']);
    let state: PublishState = await connector.startPublish(
      ctx,
      { kind: 'link', text: 'Open late on Friday', link: 'https://kestrel.example/friday', media: [] },
      'k',
    );
    expect(state.phase).toBe('processing');
    state = await connector.advancePublish(ctx, state);
    expect(state).toEqual({
      phase: 'published',
      remoteId: `${PAGE}_200000000000010`,
      permalink: 'https://www.facebook.com/kestrelcoffee/posts/10',
    });
    expect(await connector.advancePublish(ctx, state)).toBe(state);
    http.done();
  });

  it('uploads photos unpublished, then attaches them to one post', async () => {
    const { connector, http } = setup([
      'publish/photos_unpublished_1',
      'publish/photos_unpublished_2',
      'publish/feed_attached_media',
      'publish/permalink_attached',
    ]);
    const photo = (url: string) => ({ type: 'image' as const, url, mimeType: 'image/jpeg', bytes: 100_000 });
    let state = await connector.startPublish(
      ctx,
      {
        kind: 'image',
        text: 'New mugs',
        media: [
          photo('https://media.kestrel.example/u/1.jpg'),
          photo('https://media.kestrel.example/u/2.jpg'),
        ],
      },
      'p',
    );
    expect(state.phase).toBe('uploading');
    state = await connector.advancePublish(ctx, state);
    state = await connector.advancePublish(ctx, state);
    expect(state).toMatchObject({ phase: 'published', remoteId: `${PAGE}_200000000000011` });
    http.done();
  });

  it('fails with media_rejected for a photo Meta refuses, content_rejected for a duplicate', async () => {
    const { connector, http } = setup(['publish/photo_too_large', 'errors/506_duplicate']);
    const big = {
      type: 'image' as const,
      url: 'https://media.kestrel.example/u/big.jpg',
      mimeType: 'image/jpeg',
      bytes: 100,
    };
    expect(await connector.startPublish(ctx, { kind: 'image', text: 'x', media: [big] }, 'b')).toMatchObject({
      phase: 'failed',
      error: { kind: 'media_rejected', providerCode: '100/1366046' },
    });
    expect(await connector.startPublish(ctx, { kind: 'text', text: 'again', media: [] }, 'd')).toMatchObject({
      phase: 'failed',
      error: { kind: 'content_rejected', providerCode: '506' },
    });
    http.done();
  });

  it('throws user_action_required when Page Publishing Authorization is missing', async () => {
    const { connector, http } = setup(['errors/1404078_ppa_required']);
    await expect(
      connector.startPublish(ctx, { kind: 'text', text: 'hi', media: [] }, 'x'),
    ).rejects.toMatchObject({
      error: { kind: 'user_action_required' },
    });
    http.done();
  });

  it('validates with the limits named', () => {
    const issues = setup([]).connector.validate({
      kind: 'image',
      text: '',
      media: [{ type: 'image', url: 'https://e/1.jpg', mimeType: 'image/jpeg', bytes: 5 * 1024 * 1024 }],
      link: 'https://e',
    });
    expect(issues.map((i) => i.message).join('\n')).toMatch(/up to 4 MB/);
    expect(issues.map((i) => i.code)).toContain('link_with_media');
  });
});

describe('Facebook errors and webhooks', () => {
  it.each([
    ['errors/190_460_password_changed', { kind: 'reauth_required', providerCode: '190/460' }],
    ['errors/32_page_limit', { kind: 'rate_limited', providerCode: '32', retryAfterMs: 900_000 }],
    ['errors/503_transient', { kind: 'transient', providerCode: '503' }],
  ])('%s', async (name, expected) => {
    const { connector, http } = setup([name]);
    await expect(connector.getProfile(ctx)).rejects.toMatchObject({ error: expected });
    http.done();
  });

  it('verifies the signature and parses comments and Page posts, ignoring reactions', () => {
    const { connector } = setup([]);
    const rawBody = readFileSync(
      path.resolve(import.meta.dirname, '../fixtures/facebook/webhook/feed_comment_add.json'),
      'utf8',
    );
    const signature = `sha256=${createHmac('sha256', 'APP_SECRET').update(rawBody).digest('hex')}`;
    const request = {
      method: 'POST',
      url: '/webhooks/facebook',
      headers: { 'x-hub-signature-256': signature },
      rawBody,
    };
    expect(connector.verifyWebhook!(request)).toBe(true);
    expect(connector.verifyWebhook!({ ...request, headers: { 'x-hub-signature-256': 'sha256=00' } })).toBe(
      false,
    );
    const events = connector.parseWebhook!(request);
    expect(events.map((e) => e.type)).toEqual(['comment.created', 'post.published']);
    expect(events[0]).toMatchObject({
      comment: { parentRemoteId: null, authorName: 'Grace Hopper', createdAt: '2026-11-20T11:59:50.000Z' },
    });
  });
});
