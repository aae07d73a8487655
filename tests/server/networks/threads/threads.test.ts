import { describe, expect, it } from 'vitest';
import { createThreadsConnector } from '../../../../server/networks/threads/index.ts';
import type {
  AccountCtx,
  Grant,
  MetricPoint,
  PublishState,
  RemotePost,
} from '../../../../server/networks/core/types.ts';
import { fixedClock, fixture, replay } from '../support/replay.ts';

const USER = '26000000000000001';
const redirectUri = 'https://kestrel.example/oauth/threads/callback';
const credentials = { clientId: 'APP_ID', clientSecret: 'APP_SECRET' };
const grant: Grant = {
  accessToken: 'TH_LONG_TOKEN',
  refreshToken: null,
  expiresAt: '2027-01-10T00:00:00.000Z',
  refreshExpiresAt: null,
  scopes: ['threads_basic', 'threads_content_publish'],
  extra: { login: 'threads' },
};
const ctx: AccountCtx = { remoteId: USER, grant };
const post = (remoteId: string, kind: RemotePost['kind']): RemotePost => ({
  remoteId,
  kind,
  text: '',
  permalink: null,
  publishedAt: '',
  media: [],
});
const value = (points: MetricPoint[], metric: string) => points.find((p) => p.metric === metric)?.value;

function setup(cases: string[]) {
  const http = replay(cases.map((name) => fixture(`threads/${name}`)));
  const clock = fixedClock();

  return { http, clock, connector: createThreadsConnector({ http, clock, credentials }) };
}

describe('Threads OAuth', () => {
  it('builds the authorize URL', () => {
    const url = new URL(setup([]).connector.buildAuthorization({ state: 'S', redirectUri }).url);
    expect(`${url.origin}${url.pathname}`).toBe('https://threads.com/oauth/authorize');
    expect(url.searchParams.get('scope')).toContain('threads_basic');
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(url.searchParams.get('state')).toBe('S');
  });

  it('exchanges the code, then for a 60-day token', async () => {
    const { connector, http } = setup(['oauth/code_exchange', 'oauth/th_exchange_token']);
    const result = await connector.exchangeCode({ code: 'THCODE#_', redirectUri });
    expect(result).toMatchObject({ accessToken: 'TH_LONG_TOKEN', subjectId: USER, refreshToken: null });
    expect(result.expiresAt).toBe(
      new Date(Date.parse('2026-11-20T12:00:00Z') + 5183944 * 1000).toISOString(),
    );
    http.done();
  });

  it('classifies a bad code; refreshes; a dead token needs a reconnect', async () => {
    const { connector, http } = setup([
      'oauth/token_invalid_code',
      'oauth/th_refresh_token',
      'oauth/refresh_expired_over_60d',
    ]);
    await expect(connector.exchangeCode({ code: 'BAD', redirectUri })).rejects.toMatchObject({
      error: { kind: 'reauth_required' },
    });
    expect((await connector.refresh(grant)).accessToken).toBe('TH_LONG_TOKEN_2');
    await expect(connector.refresh(grant)).rejects.toMatchObject({
      error: { kind: 'reauth_required', providerCode: '190/463' },
    });
    http.done();
  });
});

describe('Threads reading and metrics', () => {
  it('reads the profile with the follower total, and two pages of posts', async () => {
    const { connector, http } = setup([
      'profile/me',
      'insights/user_followers_count_total_value',
      'posts/list_page1',
      'posts/list_page2',
    ]);
    expect(await connector.getProfile(ctx)).toMatchObject({ handle: 'kestrel.coffee', followers: 2210 });
    const first = await connector.listPosts(ctx, {});
    expect(first.items.map((p) => p.kind)).toEqual(['text', 'video']);
    const second = await connector.listPosts(ctx, { cursor: first.nextCursor });
    expect(second.items[0]?.kind).toBe('post');
    expect(second.nextCursor).toBeNull();
    http.done();
  });

  it('maps post metrics, empty repost facades to null, and a refused metric to a gap', async () => {
    const singles = ['views', 'likes', 'replies', 'reposts', 'quotes', 'shares'].map(
      (m) => `insights/media_single_${m}`,
    );
    const { connector, http } = setup([
      'insights/media_views_likes_replies_reposts_quotes_shares',
      'insights/repost_facade_empty',
      'insights/media_group_refused',
      ...singles,
    ]);
    const { points, gaps } = await connector.getPostMetrics(ctx, [
      post('18000000000000102', 'video'),
      post('18000000000000103', 'post'),
      post('18000000000000101', 'text'),
    ]);
    const of = (id: string) => points.filter((p) => p.subject.type === 'post' && p.subject.remoteId === id);
    expect(value(of('18000000000000102'), 'video_views')).toBe(5400);
    expect(of('18000000000000102').find((p) => p.metric === 'shares')).toMatchObject({
      value: 26,
      derived: true,
    });
    expect(value(of('18000000000000103'), 'likes')).toBeNull();
    expect(value(of('18000000000000101'), 'impressions')).toBe(800);
    expect(gaps.map((g) => g.raw)).toEqual(['shares']);
    http.done();
  });

  it('reads daily profile views and per-day totals', async () => {
    const { connector, http } = setup([
      'insights/user_threads_insights_time_series',
      'insights/user_totals_day1',
      'insights/user_totals_day2',
    ]);
    const { points } = await connector.getAccountMetrics(ctx, { since: '2026-11-18', until: '2026-11-19' });
    const at = (date: string, metric: string) =>
      points.find((p) => p.subject.type === 'account' && p.subject.date === date && p.metric === metric)
        ?.value;
    expect(at('2026-11-18', 'profile_views')).toBe(120);
    expect(at('2026-11-19', 'likes')).toBe(44);
    expect(at('2026-11-18', 'shares')).toBe(4);
    expect(at('2026-11-19', 'shares')).toBeNull();
    http.done();
  });

  it('lists, replies to and hides replies', async () => {
    const { connector, http } = setup(['replies/list', 'replies/create', 'replies/publish', 'replies/hide']);
    const page = await connector.listComments!(ctx, '18000000000000101');
    expect(page.items[0]).toMatchObject({ authorHandle: 'early.bird', parentRemoteId: null, hidden: false });
    expect((await connector.replyToComment!(ctx, '18000000000000201', 'Thanks!')).remoteId).toBe(
      '18000000000000301',
    );
    await connector.moderateComment!(ctx, '18000000000000201', 'hide');
    http.done();
  });
});

describe('Threads publishing', () => {
  it('publishes a text post with a link step by step and stays published', async () => {
    const { connector, http } = setup([
      'publish/text_container',
      'publish/text_status_finished',
      'publish/threads_publish',
      'publish/permalink',
    ]);
    let state: PublishState = await connector.startPublish(
      ctx,
      { kind: 'text', text: 'Fresh beans today', link: 'https://kestrel.example/beans', media: [] },
      'k',
    );
    for (let step = 0; step < 5 && state.phase !== 'published'; step += 1)
      state = await connector.advancePublish(ctx, state);
    expect(state).toEqual({
      phase: 'published',
      remoteId: '18000000000000401',
      permalink: 'https://www.threads.com/@kestrel.coffee/post/NEW401',
    });
    expect(await connector.advancePublish(ctx, state)).toBe(state);
    http.done();
  });

  it('polls a video container and fails with media_rejected on ERROR', async () => {
    const { connector, http } = setup([
      'publish/video_container',
      'publish/video_container_status_in_progress',
      'publish/video_container_status_error',
    ]);
    const video = {
      type: 'video' as const,
      url: 'https://media.kestrel.example/u/v.mp4',
      mimeType: 'video/mp4',
      bytes: 10,
    };
    let state = await connector.startPublish(ctx, { kind: 'video', text: 'Roasting', media: [video] }, 'v');
    expect(state).toMatchObject({ phase: 'processing', nextCheckAt: '2026-11-20T12:01:00.000Z' });
    state = await connector.advancePublish(ctx, state);
    expect(state.phase).toBe('processing');
    state = await connector.advancePublish(ctx, state);
    expect(state).toMatchObject({
      phase: 'failed',
      error: { kind: 'media_rejected', providerCode: 'ERROR' },
    });
    expect(state.phase === 'failed' && state.error.userMessage).toMatch(/FAILED_PROCESSING_VIDEO/);
    http.done();
  });

  it('creates carousel items first; an unfetchable image fails as media_rejected; long text as content_rejected', async () => {
    const { connector, http } = setup([
      'publish/carousel_item_1',
      'publish/carousel_item_2',
      'publish/media_unfetchable',
      'errors/text_over_500',
    ]);
    const image = (url: string) => ({ type: 'image' as const, url, mimeType: 'image/jpeg', bytes: 10 });
    const carousel = await connector.startPublish(
      ctx,
      {
        kind: 'carousel',
        text: '',
        media: [
          image('https://media.kestrel.example/u/1.jpg'),
          image('https://media.kestrel.example/u/2.jpg'),
        ],
      },
      'c',
    );
    expect(carousel.phase).toBe('uploading');
    expect(
      await connector.startPublish(
        ctx,
        { kind: 'image', text: '', media: [image('https://x/404.jpg')] },
        'm',
      ),
    ).toMatchObject({
      phase: 'failed',
      error: { kind: 'media_rejected' },
    });
    expect(await connector.startPublish(ctx, { kind: 'text', text: 'long', media: [] }, 't')).toMatchObject({
      phase: 'failed',
      error: { kind: 'content_rejected' },
    });
    http.done();
  });

  it('reads the publishing limit', async () => {
    const { connector, http } = setup(['publish/publishing_limit']);
    expect(await connector.getPublishQuota!(ctx)).toEqual({
      used: 12,
      limit: 250,
      windowSec: 86400,
      resetsAt: null,
    });
    http.done();
  });

  it('counts emoji by their bytes when validating', () => {
    const issues = setup([]).connector.validate({
      kind: 'text',
      text: `${'a'.repeat(480)}${'😀'.repeat(6)}`,
      media: [],
    });
    expect(issues[0]).toMatchObject({ code: 'text_too_long' });
    expect(issues[0]?.message).toMatch(/500 characters/);
  });
});

describe('Threads errors', () => {
  it.each([
    ['errors/190_token_invalid', { kind: 'reauth_required' }],
    ['errors/rate_limit', { kind: 'rate_limited', retryAfterMs: 600_000 }],
    ['errors/500', { kind: 'transient' }],
  ])('%s', async (name, expected) => {
    const { connector, http } = setup([name]);
    await expect(connector.getProfile(ctx)).rejects.toMatchObject({ error: expected });
    http.done();
  });
});
