import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  AccountCtx,
  Draft,
  DraftMedia,
  Grant,
  PublishState,
  RemotePost,
} from '../../../../server/networks/core/types.ts';
import { msUntilPacificMidnight } from '../../../../server/networks/youtube/classify.ts';
import { createYoutubeConnector } from '../../../../server/networks/youtube/index.ts';
import { classifyExchange, failureOf } from '../support/connector.ts';
import { fixedClock, fixture, replay, type Exchange } from '../support/replay.ts';

const credentials = {
  clientId: 'yt-client.apps.googleusercontent.com',
  clientSecret: 'yt-client-secret',
  webhookSecret: 'websub-secret',
  webhookVerifyToken: 'verify-me',
};
const redirectUri = 'https://kestrel.example/oauth/youtube/callback';
const pkce = {
  verifier: 'verifier-0123456789abcdef0123456789abcdef0123456789ab',
  challenge: 'challenge-abc',
  method: 'S256' as const,
};
const f = (name: string) => fixture(`youtube/${name}`);
const readMedia = async (_media: DraftMedia, range?: { start: number; end: number }) =>
  new Uint8Array(range ? range.end - range.start : 0);

function setup(exchanges: Exchange[]) {
  const http = replay(exchanges);
  const clock = fixedClock();

  return {
    http,
    clock,
    connector: createYoutubeConnector({ http, clock, credentials, readMedia }, { chunkBytes: 256 * 1024 }),
  };
}

const grant: Grant = {
  accessToken: 'ya29.yt-access-1',
  refreshToken: '1//yt-refresh-1',
  expiresAt: '2026-11-20T13:00:00.000Z',
  refreshExpiresAt: null,
  scopes: [
    'https://www.googleapis.com/auth/youtube.readonly',
    'https://www.googleapis.com/auth/youtube.upload',
  ],
};
const ctx: AccountCtx = { remoteId: 'UCkestrel0000000000000001', grant };

function classifyFixture(name: string) {
  return classifyExchange(setup([]).connector, f(name));
}

describe('youtube oauth', () => {
  it('builds the Google authorize URL with offline access, consent, scopes and PKCE', () => {
    const { connector } = setup([]);
    const url = new URL(connector.buildAuthorization({ state: 'st-yt', redirectUri, pkce }).url);
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: credentials.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      state: 'st-yt',
      code_challenge: 'challenge-abc',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('scope')?.split(' ')).toContain(
      'https://www.googleapis.com/auth/yt-analytics.readonly',
    );
    expect(connector.usesPkce).toBe(true);
  });

  it('exchanges the code with the verifier for an offline grant', async () => {
    const { http, connector } = setup([f('oauth/code_exchange_offline')]);
    const result = await connector.exchangeCode({ code: '4/yt-auth-code-1', redirectUri, pkce });
    expect(result).toMatchObject({
      accessToken: 'ya29.yt-access-1',
      refreshToken: '1//yt-refresh-1',
      expiresAt: '2026-11-20T12:59:59.000Z',
      refreshExpiresAt: null,
    });
    expect(result.scopes).toHaveLength(4);
    http.done();
  });

  it('classifies a bad code as reconnect', async () => {
    const { http, connector } = setup([f('oauth/token_invalid_code')]);
    const error = await failureOf(connector.exchangeCode({ code: '4/yt-auth-code-used', redirectUri, pkce }));
    expect(error).toMatchObject({ kind: 'reauth_required', providerCode: 'invalid_grant' });
    http.done();
  });

  it('refreshes keeping the refresh token; invalid_grant means reconnect', async () => {
    const ok = setup([f('oauth/refresh_success')]);
    const refreshed = await ok.connector.refresh(grant);
    expect(refreshed).toMatchObject({ accessToken: 'ya29.yt-access-2', refreshToken: '1//yt-refresh-1' });
    ok.http.done();

    const dead = setup([f('oauth/refresh_invalid_grant')]);
    const error = await failureOf(dead.connector.refresh(grant));
    expect(error.kind).toBe('reauth_required');
    expect(error.userMessage).toMatch(/Reconnect the YouTube channel/);
    dead.http.done();
  });

  it('revokes the refresh token', async () => {
    const { http, connector } = setup([f('oauth/revoke')]);
    await connector.revoke?.(grant);
    http.done();
  });

  it('lists the channel and names missing scopes', async () => {
    const { http, connector } = setup([f('channels/list_mine')]);
    expect(await connector.listConnectableAccounts(grant)).toEqual([
      {
        remoteId: 'UCkestrel0000000000000001',
        name: 'Kestrel Coffee',
        handle: '@kestrelcoffee',
        avatarUrl: 'https://yt3.ggpht.example/kestrel=s800',
        kind: 'channel',
      },
    ]);
    expect(connector.missingScopes(grant, ['publish'])).toEqual([]);
    expect(connector.missingScopes(grant, ['analytics', 'comments'])).toEqual([
      'https://www.googleapis.com/auth/yt-analytics.readonly',
      'https://www.googleapis.com/auth/youtube.force-ssl',
    ]);
    http.done();
  });
});

describe('youtube reading', () => {
  it('reads the channel profile', async () => {
    const { http, connector } = setup([f('channels/list_mine_statistics')]);
    expect(await connector.getProfile(ctx)).toMatchObject({
      followers: 1520,
      postsCount: 48,
      handle: '@kestrelcoffee',
    });
    http.done();
  });

  it('pages through the uploads playlist with pageToken, skipping private entries', async () => {
    const { http, connector } = setup([
      f('channels/list_mine_statistics'),
      f('playlistItems/uploads_page1'),
      f('playlistItems/uploads_page2'),
    ]);
    const first = await connector.listPosts(ctx, {});
    expect(first.items.map((post) => post.remoteId)).toEqual(['vidA0000001', 'vidA0000002']);
    expect(first.items[0]).toMatchObject({
      kind: 'video',
      text: 'Morning pour-over\n\nHow we brew it.',
      permalink: 'https://www.youtube.com/watch?v=vidA0000001',
      publishedAt: '2026-11-18T15:00:00.000Z',
    });
    expect(first.nextCursor).not.toBeNull();
    const second = await connector.listPosts(ctx, { cursor: first.nextCursor });
    expect(second.items.map((post) => post.remoteId)).toEqual(['vidA0000003']);
    expect(second.nextCursor).toBeNull();
    http.done();
  });

  it('maps video statistics and Analytics per-video metrics, with nulls and gaps', async () => {
    const { http, connector } = setup([f('videos/list_statistics'), f('analytics/reports_video_filter')]);
    const posts: RemotePost[] = [
      ['vidA0000001', '2026-11-18T15:00:00.000Z'],
      ['vidA0000002', '2026-11-12T10:30:00.000Z'],
      ['vidGONE0001', '2026-11-15T10:30:00.000Z'],
    ].map(([remoteId = '', publishedAt = '']) => ({
      remoteId,
      kind: 'video',
      text: '',
      permalink: null,
      publishedAt,
      media: [],
    }));
    const { points, gaps } = await connector.getPostMetrics(ctx, posts);
    const point = (id: string, metric: string) =>
      points.find((p) => p.subject.type === 'post' && p.subject.remoteId === id && p.metric === metric);
    expect(point('vidA0000001', 'video_views')).toMatchObject({ value: 1200, raw: 'viewCount' });
    expect(point('vidA0000001', 'watch_time_total_sec')).toMatchObject({
      value: 540 * 60,
      raw: 'estimatedMinutesWatched',
    });
    expect(point('vidA0000001', 'engagements')).toMatchObject({ value: 98, derived: true });
    expect(point('vidA0000001', 'engagement_rate')?.value).toBeCloseTo(98 / 1200);
    expect(point('vidA0000002', 'likes')?.value).toBeNull();
    expect(point('vidA0000002', 'shares')?.value).toBeNull();
    expect(point('vidA0000002', 'engagements')?.value).toBeNull();
    expect(gaps).toEqual([expect.objectContaining({ raw: 'video' })]);
    http.done();
  });

  it('maps the daily Analytics report by column headers', async () => {
    const { http, connector } = setup([f('analytics/reports_day_dimension')]);
    const { points, gaps } = await connector.getAccountMetrics(ctx, {
      since: '2026-11-18',
      until: '2026-11-19',
    });
    const on = (date: string, metric: string) =>
      points.find((p) => p.subject.type === 'account' && p.subject.date === date && p.metric === metric);
    expect(on('2026-11-18', 'video_views')).toMatchObject({ value: 410, raw: 'views' });
    expect(on('2026-11-19', 'watch_time_total_sec')?.value).toBe(1500 * 60);
    expect(on('2026-11-19', 'followers_gained')).toMatchObject({ value: 7, raw: 'subscribersGained' });
    expect(on('2026-11-19', 'followers_lost')?.value).toBe(0);
    expect(on('2026-11-18', 'engagements')).toMatchObject({ value: 37, derived: true });
    expect(gaps).toEqual([]);
    http.done();
  });

  it('empty rows give no points (not zeros)', async () => {
    const { http, connector } = setup([f('analytics/empty_rows')]);
    expect(await connector.getAccountMetrics(ctx, { since: '2026-11-18', until: '2026-11-19' })).toEqual({
      points: [],
      gaps: [],
    });
    http.done();
  });

  it('falls back per metric when the group is refused; the refused metric becomes a gap', async () => {
    const refused = f('analytics/reports_metric_refused');
    const single = f('analytics/reports_single_metric_day');
    const daily = [
      'views',
      'estimatedMinutesWatched',
      'averageViewDuration',
      'likes',
      'comments',
      'shares',
      'subscribersGained',
      'subscribersLost',
    ];
    const alone = (metric: string): Exchange =>
      metric === 'subscribersLost'
        ? refused
        : {
            request: { ...single.request, query: { ...single.request.query, metrics: metric } },
            response: {
              ...single.response,
              body: {
                columnHeaders: [{ name: 'day' }, { name: metric }],
                rows: [
                  ['2026-11-18', 4],
                  ['2026-11-19', 5],
                ],
              },
            },
          };
    const { http, connector } = setup([refused, ...daily.map(alone)]);
    const { points, gaps } = await connector.getAccountMetrics(ctx, {
      since: '2026-11-18',
      until: '2026-11-19',
    });
    expect(gaps).toEqual([expect.objectContaining({ raw: 'subscribersLost' })]);
    expect(points.some((p) => p.metric === 'followers_lost')).toBe(false);
    expect(points.filter((p) => p.metric === 'likes').map((p) => p.value)).toEqual([4, 5]);
    http.done();
  });
});

describe('youtube comments', () => {
  it('lists threads with replies, replies, and hides for review', async () => {
    const { http, connector } = setup([
      f('comments/commentThreads_list'),
      f('comments/insert_reply'),
      f('comments/set_moderation_status'),
    ]);
    const page = await connector.listComments?.(ctx, 'vidA0000001');
    expect(page?.items.map((c) => [c.remoteId, c.parentRemoteId])).toEqual([
      ['UgzTop1', null],
      ['UgzTop1.reply1', 'UgzTop1'],
    ]);
    expect(page?.items[0]).toMatchObject({ authorHandle: '@beanfan', postRemoteId: 'vidA0000001' });
    expect(page?.nextCursor).toBe('QURTSl9p');
    const reply = await connector.replyToComment?.(ctx, 'UgzTop1', 'Thanks for watching!');
    expect(reply).toMatchObject({ remoteId: 'UgzTop1.reply2', parentRemoteId: 'UgzTop1' });
    await connector.moderateComment?.(ctx, 'UgzTop1', 'hide');
    http.done();
  });
});

describe('youtube publishing', () => {
  const draft: Draft = {
    kind: 'video',
    title: 'Morning pour-over',
    text: 'Morning pour-over\n\nHow we brew it.',
    media: [
      {
        type: 'video',
        url: 'https://media.kestrel.example/v/pour-over.mp4',
        mimeType: 'video/mp4',
        bytes: 307_200,
      },
    ],
  };

  it('opens a resumable session, sends one chunk per step and stays published', async () => {
    const { http, connector } = setup([
      f('upload/resumable_session_init_location'),
      f('upload/chunk_308_resume_incomplete'),
      f('upload/final_chunk_video_resource'),
    ]);
    let state: PublishState = await connector.startPublish(ctx, draft, 'idem-1');
    expect(state).toMatchObject({
      phase: 'uploading',
      handle: { offset: 0 },
      nextCheckAt: '2026-11-20T12:00:00.000Z',
    });
    state = await connector.advancePublish(ctx, state);
    expect(state).toMatchObject({ phase: 'uploading', handle: { offset: 262_144 } });
    expect(http.sent[1]?.body).toBeInstanceOf(Uint8Array);
    state = await connector.advancePublish(ctx, state);
    expect(state).toEqual({
      phase: 'published',
      remoteId: 'vidNEW00001',
      permalink: 'https://www.youtube.com/watch?v=vidNEW00001',
    });
    expect(await connector.advancePublish(ctx, state)).toBe(state);
    http.done();
  });

  it('a video YouTube cannot process fails with media_rejected', async () => {
    const { http, connector } = setup([
      f('upload/resumable_session_init_location'),
      f('upload/final_chunk_failed_codec'),
    ]);
    const started = await connector.startPublish(ctx, draft, 'idem-2');
    const resumed: PublishState = {
      ...started,
      handle: { ...(started as { handle: object }).handle, offset: 262_144 },
    } as PublishState;
    expect(await connector.advancePublish(ctx, resumed)).toMatchObject({
      phase: 'failed',
      error: { kind: 'media_rejected', providerCode: 'codec' },
    });
    http.done();
  });

  it('an invalid title fails with content_rejected; the upload cap throws quota_exhausted', async () => {
    const rejected = setup([f('upload/init_invalid_title')]);
    expect(await rejected.connector.startPublish(ctx, draft, 'idem-3')).toMatchObject({
      phase: 'failed',
      error: { kind: 'content_rejected', providerCode: 'invalidTitle' },
    });
    rejected.http.done();

    const capped = setup([f('errors/400_uploadLimitExceeded')]);
    expect(await failureOf(capped.connector.startPublish(ctx, draft, 'idem-4'))).toMatchObject({
      kind: 'quota_exhausted',
      retryAfterMs: 24 * 60 * 60 * 1000,
    });
    capped.http.done();
  });

  it('validates the title limit, angle brackets and Shorts length', () => {
    const { connector } = setup([]);
    const issues = connector.validate({
      ...draft,
      kind: 'short',
      title: 'x'.repeat(101),
      text: 'Use <b>',
      media: draft.media.map((media) => ({ ...media, durationSec: 200 })),
    });
    expect(issues.find((issue) => issue.code === 'title_too_long')?.message).toMatch(
      /at most 100 characters/,
    );
    expect(issues.map((issue) => issue.code)).toEqual(
      expect.arrayContaining(['angle_brackets', 'short_too_long']),
    );
    expect(connector.validate(draft)).toEqual([]);
  });
});

describe('youtube classify', () => {
  it('quotaExceeded waits until midnight Pacific', () => {
    // 12:00 UTC on 20 Nov 2026 is 04:00 PST; midnight PST is 08:00 UTC on 21 Nov.
    expect(classifyFixture('errors/403_quotaExceeded')).toMatchObject({
      kind: 'quota_exhausted',
      retryAfterMs: 20 * 3600_000,
    });
    // In summer (PDT, UTC-7): 12:00 UTC on 1 Jul is 05:00; midnight is 07:00 UTC on 2 Jul.
    expect(msUntilPacificMidnight(new Date('2026-07-01T12:00:00Z'))).toBe(19 * 3600_000);
  });

  it('maps rate limits with Retry-After, auth, signup and 5xx', () => {
    expect(classifyFixture('errors/403_rateLimitExceeded')).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 120_000,
    });
    expect(classifyFixture('errors/401_authError')).toMatchObject({
      kind: 'auth_expired',
      providerCode: 'authError',
    });
    expect(classifyFixture('errors/403_youtubeSignupRequired')?.kind).toBe('user_action_required');
    expect(classifyFixture('errors/503_backendError')?.kind).toBe('transient');
    expect(classifyFixture('channels/list_mine')).toBeNull();
  });
});

describe('youtube webhooks', () => {
  const atom = (name: string) =>
    readFileSync(path.resolve(import.meta.dirname, `../fixtures/youtube/webhook/${name}.xml`), 'utf8');
  const signed = (body: string, secret = credentials.webhookSecret) => ({
    method: 'POST',
    url: '/webhooks/youtube',
    headers: { 'x-hub-signature': `sha1=${createHmac('sha1', secret).update(body).digest('hex')}` },
    rawBody: body,
  });

  it('answers the WebSub challenge when the verify token matches', () => {
    const { connector } = setup([]);
    const url =
      '/webhooks/youtube?hub.mode=subscribe&hub.topic=t&hub.challenge=ch-123&hub.verify_token=verify-me';
    expect(connector.webhookChallenge?.({ method: 'GET', url, headers: {}, rawBody: '' })).toEqual({
      status: 200,
      body: 'ch-123',
    });
    const wrong = url.replace('verify-me', 'nope');
    expect(
      connector.webhookChallenge?.({ method: 'GET', url: wrong, headers: {}, rawBody: '' })?.status,
    ).toBe(404);
    expect(connector.webhookChallenge?.({ method: 'POST', url, headers: {}, rawBody: '' })).toBeNull();
  });

  it('verifies the X-Hub-Signature and rejects a bad one', () => {
    const { connector } = setup([]);
    const body = atom('atom_new_video');
    expect(connector.verifyWebhook?.(signed(body))).toBe(true);
    expect(connector.verifyWebhook?.(signed(body, 'other-secret'))).toBe(false);
    expect(connector.verifyWebhook?.({ ...signed(body), rawBody: `${body} ` })).toBe(false);
  });

  it('parses a new upload and a title update from the Atom feed', () => {
    const { connector } = setup([]);
    expect(connector.parseWebhook?.(signed(atom('atom_new_video')))).toEqual([
      { type: 'post.published', accountRemoteId: 'UCkestrel0000000000000001', postRemoteId: 'vidNEW00001' },
    ]);
    expect(connector.parseWebhook?.(signed(atom('atom_title_update')))).toEqual([
      { type: 'post.updated', accountRemoteId: 'UCkestrel0000000000000001', postRemoteId: 'vidA0000002' },
    ]);
  });
});
