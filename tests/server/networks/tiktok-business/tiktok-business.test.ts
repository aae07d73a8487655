import { describe, expect, it } from 'vitest';
import type {
  AccountCtx,
  Draft,
  Grant,
  PublishState,
  RemotePost,
} from '../../../../server/networks/core/types.ts';
import { createTiktokBusinessConnector } from '../../../../server/networks/tiktok-business/index.ts';
import { classifyExchange, failureOf } from '../support/connector.ts';
import { fixedClock, fixture, replay, type Exchange } from '../support/replay.ts';

const credentials = { clientId: 'tt-client-key', clientSecret: 'tt-client-secret' };
const redirectUri = 'https://kestrel.example/oauth/tiktok_business/callback';
const f = (name: string) => fixture(`tiktok_business/${name}`);

function setup(exchanges: Exchange[]) {
  const http = replay(exchanges);
  const clock = fixedClock();

  return { http, clock, connector: createTiktokBusinessConnector({ http, clock, credentials }) };
}

const grant: Grant = {
  accessToken: 'act.tt-access-1',
  refreshToken: 'rft.tt-refresh-1',
  expiresAt: '2026-11-21T12:00:00.000Z',
  refreshExpiresAt: '2027-11-20T12:00:00.000Z',
  scopes: ['user.info.basic', 'video.list', 'video.publish'],
  subjectId: 'tt-open-id-1',
};
const ctx: AccountCtx = { remoteId: 'tt-open-id-1', grant, extra: { handle: 'kestrel.coffee' } };

const classifyFixture = (name: string) => classifyExchange(setup([]).connector, f(name));

describe('tiktok_business oauth', () => {
  it('builds the TikTok authorize URL with client key, state, redirect and comma scopes (no PKCE)', () => {
    const { connector } = setup([]);
    const url = new URL(connector.buildAuthorization({ state: 'st-1', redirectUri }).url);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.tiktok.com/v2/auth/authorize/');
    expect(url.searchParams.get('client_key')).toBe('tt-client-key');
    expect(url.searchParams.get('state')).toBe('st-1');
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')?.split(',')).toContain('video.publish');
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(connector.usesPkce).toBe(false);
  });

  it('exchanges the code for a 24 h token and a 365 d refresh token', async () => {
    const { http, connector } = setup([f('oauth/tt_user_token_success')]);
    const result = await connector.exchangeCode({ code: 'tt-auth-code-1', redirectUri });
    expect(result.accessToken).toBe('act.tt-access-1');
    expect(result.expiresAt).toBe('2026-11-21T12:00:00.000Z');
    expect(result.refreshExpiresAt).toBe('2027-11-20T12:00:00.000Z');
    expect(result.subjectId).toBe('tt-open-id-1');
    expect(result.scopes).toContain('comment.list.manage');
    http.done();
  });

  it('classifies a bad code answered with HTTP 200 and a non-zero code', async () => {
    const { http, connector } = setup([f('oauth/tt_user_token_error_http200_code_nonzero')]);
    const error = await failureOf(connector.exchangeCode({ code: 'tt-auth-code-used', redirectUri }));
    expect(error.kind).toBe('reauth_required');
    expect(error.providerCode).toBe('40110');
    expect(error.userMessage).toMatch(/TikTok/);
    http.done();
  });

  it('refreshes, and a refused refresh token means reconnect', async () => {
    const ok = setup([f('oauth/refresh_token')]);
    const refreshed = await ok.connector.refresh(grant);
    expect(refreshed.accessToken).toBe('act.tt-access-2');
    expect(refreshed.refreshToken).toBe('rft.tt-refresh-2');
    ok.http.done();

    const dead = setup([f('oauth/refresh_revoked')]);
    expect((await failureOf(dead.connector.refresh(grant))).kind).toBe('reauth_required');
    dead.http.done();
  });

  it('revokes the token', async () => {
    const { http, connector } = setup([f('oauth/revoke')]);
    await connector.revoke?.(grant);
    http.done();
  });

  it('lists the business account, and explains a personal one', async () => {
    const business = setup([f('account/business_get_account')]);
    const [account] = await business.connector.listConnectableAccounts(grant);
    expect(account).toMatchObject({
      remoteId: 'tt-open-id-1',
      handle: 'kestrel.coffee',
      kind: 'business_account',
    });
    expect(account?.unavailableReason).toBeUndefined();
    business.http.done();

    const personal = setup([f('account/business_get_personal_account')]);
    const [other] = await personal.connector.listConnectableAccounts({ ...grant, subjectId: 'tt-open-id-2' });
    expect(other?.unavailableReason).toMatch(/Business account/);
    personal.http.done();
  });

  it('names the scopes a feature still needs', () => {
    const { connector } = setup([]);
    expect(connector.missingScopes(grant, ['publish'])).toEqual([]);
    expect(connector.missingScopes(grant, ['comments'])).toEqual(['comment.list', 'comment.list.manage']);
  });
});

describe('tiktok_business reading', () => {
  it('reads the profile', async () => {
    const { http, connector } = setup([f('account/business_get_profile')]);
    const profile = await connector.getProfile(ctx);
    expect(profile).toMatchObject({
      followers: 1520,
      handle: 'kestrel.coffee',
      url: 'https://www.tiktok.com/@kestrel.coffee',
    });
    http.done();
  });

  it('follows the video cursor over two pages and maps videos and photo posts', async () => {
    const { http, connector } = setup([f('videos/video_list_page1'), f('videos/video_list_page2')]);
    const first = await connector.listPosts(ctx, {});
    expect(first.items.map((post) => post.remoteId)).toEqual(['7311000000000000001', '7311000000000000002']);
    expect(first.items[0]).toMatchObject({ kind: 'video', publishedAt: '2025-11-19T11:00:00.000Z' });
    expect(first.items[1]?.kind).toBe('carousel');
    expect(first.nextCursor).toBe('1763463600');
    const second = await connector.listPosts(ctx, { cursor: first.nextCursor });
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    http.done();
  });

  const posts = ['7311000000000000001', '7311000000000000002'].map((remoteId): RemotePost => ({
    remoteId,
    kind: 'video',
    text: '',
    permalink: null,
    publishedAt: '2026-11-19T00:00:00Z',
    media: [],
  }));

  it('maps lifetime video metrics, keeps empty values null and derives engagements', async () => {
    const { http, connector } = setup([f('videos/video_list_filtered_ids')]);
    const { points, gaps } = await connector.getPostMetrics(ctx, posts);
    const point = (id: string, metric: string) =>
      points.find((p) => p.subject.type === 'post' && p.subject.remoteId === id && p.metric === metric);
    expect(point('7311000000000000001', 'video_views')).toMatchObject({ value: 5400, raw: 'video_views' });
    expect(point('7311000000000000001', 'impressions')?.value).toBe(5400);
    expect(point('7311000000000000001', 'watch_time_total_sec')?.value).toBe(39960);
    expect(point('7311000000000000001', 'engagements')).toMatchObject({ value: 417, derived: true });
    expect(point('7311000000000000001', 'engagement_rate')?.value).toBeCloseTo(417 / 5400);
    expect(point('7311000000000000002', 'reach')?.value).toBeNull();
    expect(point('7311000000000000002', 'watch_time_avg_sec')?.value).toBeNull();
    expect(gaps).toEqual([]);
    http.done();
  });

  it('turns a refused metric into a gap and still returns the others', async () => {
    const { http, connector } = setup([
      f('videos/video_list_reach_refused'),
      f('videos/video_list_without_reach'),
    ]);
    const { points, gaps } = await connector.getPostMetrics(ctx, posts);
    expect(gaps).toEqual([expect.objectContaining({ raw: 'reach' })]);
    expect(points.some((p) => p.metric === 'reach')).toBe(false);
    expect(points.filter((p) => p.metric === 'likes').map((p) => p.value)).toEqual([380, 40]);
    http.done();
  });

  it('maps daily account metrics and derives follower changes', async () => {
    const { http, connector } = setup([f('account/business_get_metrics_daily')]);
    const { points } = await connector.getAccountMetrics(ctx, { since: '2026-11-17', until: '2026-11-19' });
    const on = (date: string, metric: string) =>
      points.find((p) => p.subject.type === 'account' && p.subject.date === date && p.metric === metric);
    expect(on('2026-11-17', 'followers')?.value).toBe(1500);
    expect(on('2026-11-18', 'profile_views')).toMatchObject({ value: 44, raw: 'profile_views' });
    expect(on('2026-11-18', 'followers_gained')).toMatchObject({ value: 12, derived: true });
    expect(on('2026-11-19', 'followers_lost')).toMatchObject({ value: 4, derived: true });
    expect(on('2026-11-17', 'followers_gained')).toBeUndefined();
    expect(on('2026-11-19', 'engagements')).toMatchObject({ value: 181, derived: true });
    http.done();
  });

  it('keeps the nulls TikTok sends for accounts under 100 followers', async () => {
    const { http, connector } = setup([f('account/business_get_under_100_followers_nulls')]);
    const { points } = await connector.getAccountMetrics(
      { ...ctx, remoteId: 'tt-open-id-3' },
      { since: '2026-11-19', until: '2026-11-19' },
    );
    expect(points.find((p) => p.metric === 'followers')?.value).toBe(87);
    for (const metric of ['profile_views', 'video_views', 'likes', 'engagements'])
      expect(points.find((p) => p.metric === metric)?.value).toBeNull();
    http.done();
  });

  it('builds the activity heatmap from audience_activity and reads the audience', async () => {
    const { http, connector } = setup([
      f('account/business_get_audience_activity'),
      f('account/business_get_audience'),
    ]);
    const heatmap = await connector.getActivityHeatmap?.(ctx);
    // 2026-11-16 and 2026-11-09 are Mondays.
    expect(heatmap).toEqual([
      { weekday: 1, hour: 18, value: 500 },
      { weekday: 1, hour: 19, value: 420 },
    ]);
    const audience = await connector.getAudience?.(ctx);
    expect(audience?.country).toEqual({ US: 0.61, CA: 0.12 });
    expect(audience?.gender).toEqual({ Female: 0.55, Male: 0.43 });
    http.done();
  });
});

describe('tiktok_business comments', () => {
  it('lists, replies to and hides comments by video-qualified ids', async () => {
    const { http, connector } = setup([f('comments/list'), f('comments/reply_create'), f('comments/hide')]);
    const page = await connector.listComments?.(ctx, '7311000000000000001');
    expect(page?.items.map((comment) => comment.remoteId)).toEqual([
      '7311000000000000001:c-100',
      '7311000000000000001:c-101',
    ]);
    expect(page?.items[0]?.parentRemoteId).toBeNull();
    expect(page?.items[1]?.parentRemoteId).toBe('7311000000000000001:c-100');
    expect(page?.nextCursor).toBe('2');
    const reply = await connector.replyToComment?.(ctx, '7311000000000000001:c-100', 'On Main Street!');
    expect(reply).toMatchObject({ remoteId: '7311000000000000001:c-102', authorHandle: 'kestrel.coffee' });
    await connector.moderateComment?.(ctx, '7311000000000000001:c-100', 'hide');
    http.done();
  });
});

describe('tiktok_business publishing', () => {
  const draft: Draft = {
    kind: 'video',
    text: 'Morning pour-over #coffee',
    media: [
      {
        type: 'video',
        url: 'https://media.kestrel.example/v/pour-over.mp4',
        mimeType: 'video/mp4',
        bytes: 9_000_000,
        durationSec: 30,
      },
    ],
    options: { disableStitch: true },
  };

  it('publishes a video step by step and stays published', async () => {
    const { http, clock, connector } = setup([
      f('publish/video_publish_share_id'),
      f('publish/status_processing'),
      f('publish/status_complete_in_moderation'),
      f('publish/status_published'),
    ]);
    let state: PublishState = await connector.startPublish(ctx, draft, 'idem-1');
    expect(state).toMatchObject({ phase: 'processing', nextCheckAt: '2026-11-20T12:00:10.000Z' });
    state = await connector.advancePublish(ctx, state);
    expect(state).toMatchObject({ phase: 'processing', nextCheckAt: '2026-11-20T12:00:20.000Z' });
    clock.advance(60_000);
    state = await connector.advancePublish(ctx, state);
    expect(state.phase).toBe('processing');
    state = await connector.advancePublish(ctx, state);
    expect(state).toEqual({
      phase: 'published',
      remoteId: '7311000000000000099',
      permalink: 'https://www.tiktok.com/@kestrel.coffee/video/7311000000000000099',
    });
    expect(await connector.advancePublish(ctx, state)).toBe(state);
    http.done();
  });

  it('publishes photos through the photo endpoint', async () => {
    const { http, connector } = setup([f('publish/photo_publish')]);
    const state = await connector.startPublish(
      ctx,
      {
        kind: 'carousel',
        text: 'New beans',
        media: ['1', '2'].map((n) => ({
          type: 'image' as const,
          url: `https://media.kestrel.example/i/${n}.jpeg`,
          mimeType: 'image/jpeg',
          bytes: 1000,
        })),
      },
      'idem-2',
    );
    expect(state.phase).toBe('processing');
    http.done();
  });

  it('fails with media_rejected when TikTok cannot pull the video', async () => {
    const { http, connector } = setup([f('publish/video_publish_share_id'), f('publish/status_failed')]);
    const state = await connector.advancePublish(ctx, await connector.startPublish(ctx, draft, 'idem-3'));
    expect(state).toMatchObject({
      phase: 'failed',
      error: { kind: 'media_rejected', providerCode: 'video_pull_failed' },
    });
    http.done();
  });

  it('throws the daily post cap as quota_exhausted for the job runner', async () => {
    const { http, connector } = setup([f('publish/video_publish_spam_risk')]);
    const error = await failureOf(connector.startPublish(ctx, draft, 'idem-4'));
    expect(error).toMatchObject({ kind: 'quota_exhausted', providerCode: 'spam_risk_too_many_posts' });
    http.done();
  });

  it('validates the caption length, a lone video and https media', () => {
    const { connector } = setup([]);
    const issues = connector.validate({
      ...draft,
      text: 'x'.repeat(2300),
      media: [
        ...draft.media,
        { type: 'image', url: 'http://media.kestrel.example/i.jpeg', mimeType: 'image/jpeg', bytes: 10 },
      ],
    });
    expect(issues.find((issue) => issue.code === 'text_too_long')?.message).toMatch(
      /TikTok allows 2,200 characters/,
    );
    expect(issues.map((issue) => issue.code)).toEqual(
      expect.arrayContaining(['video_alone', 'media_url_https']),
    );
    expect(connector.validate(draft)).toEqual([]);
  });
});

describe('tiktok_business classify', () => {
  it('reads errors from the body even on HTTP 200', () => {
    expect(classifyFixture('errors/access_token_invalid')).toMatchObject({
      kind: 'auth_expired',
      providerCode: 'access_token_invalid',
    });
    expect(classifyFixture('errors/40105_access_token_revoked')?.kind).toBe('auth_expired');
    expect(classifyFixture('errors/auth_removed')).toMatchObject({
      kind: 'reauth_required',
      providerCode: '40001/auth_removed',
    });
    expect(classifyFixture('errors/reached_active_user_cap')?.kind).toBe('quota_exhausted');
    expect(classifyFixture('errors/50002_internal')?.kind).toBe('transient');
  });

  it('rate limits: a 429 with Retry-After, and code 40100 waits one minute', () => {
    expect(classifyFixture('errors/rate_limit_exceeded')).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 30_000,
    });
    expect(classifyFixture('errors/40100_rate_limit')).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 60_000,
    });
  });

  it('treats 5xx as transient and success as null', () => {
    expect(classifyFixture('errors/5xx_transient')?.kind).toBe('transient');
    expect(classifyFixture('account/business_get_profile')).toBeNull();
  });

  it('throws a classified failure from a read', async () => {
    const { http, connector } = setup([f('errors/40105_access_token_revoked')]);
    expect((await failureOf(connector.getProfile(ctx))).kind).toBe('auth_expired');
    http.done();
  });
});
