import { describe, expect, it } from 'vitest';
import type { AccountCtx, Draft, RemotePost } from '../../../../server/networks/core/types.ts';
import {
  createDemoConnector,
  createMemoryDemoStore,
  type DemoEmulatedNetwork,
  type DemoStore,
  generatePosts,
  demoAccount,
  issueDemoCode,
  parseDemoCode,
} from '../../../../server/networks/demo/index.ts';
import { fixedClock } from '../support/replay.ts';

const noHttp = async () => {
  throw new Error('the demo network makes no HTTP calls');
};
const credentials = { clientId: '', clientSecret: '' };
const KESTREL = (network: DemoEmulatedNetwork) => `demo.${network}.kestrel-roasters`;

async function setup(emulate: DemoEmulatedNetwork = 'instagram', store: DemoStore = createMemoryDemoStore()) {
  const clock = fixedClock();
  const connector = createDemoConnector({ http: noHttp, clock, credentials, store, emulate });
  const grant = await connector.exchangeCode({
    code: issueDemoCode(emulate, clock),
    redirectUri: 'http://x/cb',
  });
  const ctx: AccountCtx = { remoteId: KESTREL(emulate), grant };

  return { clock, connector, grant, ctx, store };
}

/** A store that counts calls, to prove a finished publish makes none. */
function countingStore() {
  const inner = createMemoryDemoStore();
  const calls: string[] = [];
  const store = Object.fromEntries(
    Object.entries(inner).map(([name, fn]) => [
      name,
      (...args: unknown[]) => {
        calls.push(name);

        return (fn as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as DemoStore;

  return { store, calls };
}

const imageDraft: Draft = {
  kind: 'image',
  text: 'Fresh roast day ☕',
  media: [
    {
      type: 'image',
      url: 'http://localhost/m/1.jpg',
      mimeType: 'image/jpeg',
      bytes: 200_000,
      width: 1080,
      height: 1080,
    },
  ],
};

describe('demo connector: sign-in', () => {
  it('sends the user to the local consent screen with state, redirect URI and scopes', () => {
    const connector = createDemoConnector({
      http: noHttp,
      clock: fixedClock(),
      credentials,
      store: createMemoryDemoStore(),
      emulate: 'x',
      consentUrl: 'http://localhost:3000/demo-network/authorize',
    });
    const url = new URL(
      connector.buildAuthorization({ state: 's1', redirectUri: 'http://localhost:3000/cb' }).url,
    );
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/demo-network/authorize');
    expect(url.searchParams.get('state')).toBe('s1');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/cb');
    expect(url.searchParams.get('scope')).toContain('demo:publish');
    expect(url.searchParams.get('network')).toBe('x');
    expect(connector.usesPkce).toBe(false);
  });

  it('exchanges a code from the consent screen for a 60-day grant', async () => {
    const { clock, grant, connector } = await setup('linkedin');
    expect(parseDemoCode(issueDemoCode('linkedin', clock), clock)?.network).toBe('linkedin');
    expect(Date.parse(grant.expiresAt!) - clock.now().getTime()).toBe(60 * 86_400_000);
    expect(grant.refreshToken).toBeTruthy();
    const accounts = await connector.listConnectableAccounts(grant);
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    expect(accounts.length).toBeLessThanOrEqual(3);
    expect(accounts[0]).toMatchObject({
      remoteId: 'demo.linkedin.kestrel-roasters',
      name: 'Kestrel Roasting Co.',
    });
    expect(connector.missingScopes(grant, ['analytics', 'publish'])).toEqual([]);
    expect(connector.missingScopes({ ...grant, scopes: ['demo:profile'] }, ['publish'])).toEqual([
      'demo:publish',
    ]);
  });

  it('refuses a bad, foreign or stale code in plain words', async () => {
    const clock = fixedClock();
    const connector = createDemoConnector({
      http: noHttp,
      clock,
      credentials,
      store: createMemoryDemoStore(),
    });
    const refused = {
      error: { kind: 'unknown', userMessage: expect.stringContaining('did not accept this sign-in code') },
    };
    await expect(connector.exchangeCode({ code: 'nonsense', redirectUri: 'x' })).rejects.toMatchObject(
      refused,
    );
    const tampered = issueDemoCode('instagram', clock).replace('dmc.instagram', 'dmc.facebook');
    await expect(connector.exchangeCode({ code: tampered, redirectUri: 'x' })).rejects.toMatchObject(refused);
    await expect(
      connector.exchangeCode({ code: issueDemoCode('x', clock), redirectUri: 'x' }),
    ).rejects.toMatchObject(refused);
    const code = issueDemoCode('instagram', clock);
    clock.advance(11 * 60_000);
    await expect(connector.exchangeCode({ code, redirectUri: 'x' })).rejects.toMatchObject(refused);
  });

  it('refreshes a grant, and asks for a new sign-in when the refresh token is dead', async () => {
    const { clock, connector, grant } = await setup();
    clock.advance(50 * 86_400_000);
    const refreshed = await connector.refresh(grant);
    expect(refreshed.accessToken).not.toBe(grant.accessToken);
    expect(Date.parse(refreshed.expiresAt!)).toBe(clock.now().getTime() + 60 * 86_400_000);
    await expect(
      connector.refresh({ ...grant, refreshToken: 'drt.instagram.x.1.2.forged' }),
    ).rejects.toMatchObject({
      error: { kind: 'reauth_required' },
    });
  });

  it('fails reads with auth_expired once the access token has expired', async () => {
    const { clock, connector, ctx } = await setup();
    await expect(connector.getProfile(ctx)).resolves.toMatchObject({ name: 'Kestrel Roasters' });
    clock.advance(61 * 86_400_000);
    await expect(connector.getProfile(ctx)).rejects.toMatchObject({ error: { kind: 'auth_expired' } });
  });
});

describe('demo accounts', () => {
  it("gives the demo brand's profile a distinct name on each network, so lists of them can be told apart", () => {
    const networks: DemoEmulatedNetwork[] = [
      'instagram',
      'facebook',
      'x',
      'threads',
      'linkedin',
      'tiktok_business',
      'youtube',
      'pinterest',
    ];
    const names = networks.map((network) => demoAccount(KESTREL(network)).name);
    expect(new Set(names).size).toBe(networks.length);
    for (const name of names) expect(name).toMatch(/^Kestrel /);
  });
});

describe('demo connector: reads', () => {
  it('pages through posts with a cursor, newest first, without stories or duplicates', async () => {
    const { connector, ctx, clock } = await setup('instagram');
    const seen: RemotePost[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { items: RemotePost[]; nextCursor: string | null } = await connector.listPosts(ctx, {
        since: '2026-08-01',
        cursor,
      });
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    const expected = generatePosts(demoAccount(ctx.remoteId), '2026-08-01', '2026-11-20')
      .filter((p) => p.kind !== 'story' && p.publishedAt <= clock.now().toISOString())
      .reverse();
    expect(seen.map((p) => p.remoteId)).toEqual(expected.map((p) => p.remoteId));
    expect(seen[0]!.permalink).toContain('/demo-network/p/');
    await expect(connector.listPosts(ctx, { cursor: 'not-a-cursor' })).rejects.toMatchObject({
      error: { kind: 'unknown' },
    });
  });

  it('reports complete days of account metrics, through yesterday', async () => {
    const { connector, ctx } = await setup('facebook');
    const { points } = await connector.getAccountMetrics(ctx, { since: '2026-11-01', until: '2026-11-30' });
    const dates = new Set(points.map((p) => (p.subject.type === 'account' ? p.subject.date : '')));
    expect([...dates].sort().at(-1)).toBe('2026-11-19');
    expect(dates.size).toBe(19);
    expect(points.find((p) => p.metric === 'followers')?.raw).toBe('page_follows');
  });

  it('lets stories vanish after 24 hours', async () => {
    const { connector, ctx, clock } = await setup('instagram');
    let stories: RemotePost[] = [];
    // Find a moment with stories up (a few per week).
    for (let i = 0; i < 14 && stories.length === 0; i++) {
      stories = await connector.listStories!(ctx);
      if (!stories.length) clock.advance(86_400_000);
    }
    expect(stories.length).toBeGreaterThan(0);
    const newest = Date.parse(stories[0]!.publishedAt);
    expect(clock.now().getTime() - Date.parse(stories.at(-1)!.publishedAt)).toBeLessThan(86_400_000);
    clock.advance(newest + 86_400_000 + 1 - clock.now().getTime());
    const gone = new Set(stories.map((s) => s.remoteId));
    expect((await connector.listStories!(ctx)).filter((s) => gone.has(s.remoteId))).toEqual([]);
  });

  it('lists as many comments as the comments metric says, with replies and moderation', async () => {
    const { connector, ctx } = await setup('instagram');
    const { items } = await connector.listPosts(ctx, { since: '2026-10-01' });
    const post = items.find((p) => p.kind === 'reel') ?? items[0]!;
    const metrics = await connector.getPostMetrics(ctx, [post]);
    const count = metrics.points.find((p) => p.metric === 'comments')!.value!;
    const all = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<NonNullable<typeof connector.listComments>>> =
        await connector.listComments!(ctx, post.remoteId, cursor);
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(all.filter((c) => c.parentRemoteId === null)).toHaveLength(Math.min(count, 300));
    expect(count).toBeGreaterThan(0);
    const first = all.find((c) => c.parentRemoteId === null);
    if (first) {
      const reply = await connector.replyToComment!(ctx, first.remoteId, 'Thank you!');
      await connector.moderateComment!(ctx, first.remoteId, 'hide');
      const after = (await connector.listComments!(ctx, post.remoteId)).items;
      expect(after.find((c) => c.remoteId === reply.remoteId)?.parentRemoteId).toBe(first.remoteId);
      expect(after.find((c) => c.remoteId === first.remoteId)?.hidden).toBe(true);
    }
  });

  it('gives mentions, conversations and messages, and remembers sent messages', async () => {
    const { connector, ctx } = await setup('instagram');
    const mentions = await connector.listMentions!(ctx);
    expect(mentions.items.length).toBeGreaterThan(0);
    expect(mentions.items[0]!.text).toMatch(/@kestrelroasters/);
    const conversations = await connector.listConversations!(ctx);
    const conversation = conversations.items[0]!;
    const sent = await connector.sendMessage!(ctx, conversation.remoteId, 'See you Saturday!');
    const messages = await connector.listMessages!(ctx, conversation.remoteId);
    expect(messages.items[0]).toEqual(sent);
    expect(messages.items.some((m) => !m.fromSelf)).toBe(true);
    await expect(connector.listMessages!(ctx, `${ctx.remoteId}.dm20260101-9`)).rejects.toMatchObject({
      error: { kind: 'not_found' },
    });
  });

  it('answers hashtag searches, competitor lookups, audience and heatmap deterministically', async () => {
    const { connector, ctx } = await setup('instagram');
    const tagged = await connector.searchHashtag!(ctx, 'coffee');
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((p) => p.text.includes('#coffee'))).toBe(true);
    expect(await connector.searchHashtag!(ctx, 'coffee')).toEqual(tagged);
    const competitor = await connector.lookupCompetitor!(ctx, '@bluebird.cafe');
    expect(competitor).toMatchObject({ handle: 'bluebirdcafe', name: 'Bluebird Cafe' });
    expect(competitor.followers).toBeGreaterThan(0);
    expect(competitor.recentPosts.length).toBeGreaterThan(0);
    const audience = await connector.getAudience!(ctx);
    const profile = await connector.getProfile(ctx);
    const sum = (record: Record<string, number> | undefined) =>
      Object.values(record ?? {}).reduce((a, b) => a + b, 0);
    expect(sum(audience.age)).toBeLessThanOrEqual(profile.followers!);
    expect(Object.keys(audience.country ?? {})[0]).toBe('US');
    const heatmap = await connector.getActivityHeatmap!(ctx);
    expect(heatmap).toHaveLength(7 * 24);
    // Portland evenings (20:00 local = 04:00 UTC) beat Portland nights (04:00 local = 12:00 UTC).
    const cell = (weekday: number, hour: number) =>
      heatmap.find((c) => c.weekday === weekday && c.hour === hour)!.value;
    expect(cell(3, 4)).toBeGreaterThan(cell(3, 12));
  });

  it('reads any HTTP response by its status alone, null only for success', async () => {
    const { connector } = await setup();
    expect(connector.classify({ status: 200, headers: {}, body: {} })).toBeNull();
    expect(connector.classify({ status: 429, headers: { 'retry-after': '30' }, body: '' })).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 30_000,
    });
    expect(connector.classify({ status: 503, headers: {}, body: '' })?.kind).toBe('transient');
  });

  it('offers only what the emulated network supports', async () => {
    const youtube = (await setup('youtube')).connector;
    expect(youtube.listConversations).toBeUndefined();
    expect(youtube.listStories).toBeUndefined();
    expect(youtube.listComments).toBeDefined();
    const x = (await setup('x')).connector;
    expect(x.getAudience).toBeUndefined();
    expect(x.listConversations).toBeDefined();
    const pinterest = await setup('pinterest');
    expect((await pinterest.connector.listBoards!(pinterest.ctx)).length).toBeGreaterThan(0);
    expect(pinterest.connector.listComments).toBeUndefined();
  });
});

describe('demo connector: publishing', () => {
  it('moves uploading → processing → published one step at a time, then stays published', async () => {
    const { store, calls } = countingStore();
    const { connector, ctx, clock } = await setup('instagram', store);
    const started = await connector.startPublish(ctx, imageDraft, 'job-1');
    expect(started).toMatchObject({ phase: 'uploading' });
    if (started.phase !== 'uploading') throw new Error('expected uploading');
    expect(Date.parse(started.nextCheckAt)).toBeGreaterThan(clock.now().getTime());
    clock.advance(60_000);
    const processing = await connector.advancePublish(ctx, started);
    expect(processing.phase).toBe('processing');
    clock.advance(60_000);
    const published = await connector.advancePublish(ctx, processing);
    expect(published).toMatchObject({
      phase: 'published',
      permalink: expect.stringContaining('/demo-network/p/'),
    });
    calls.length = 0;
    expect(await connector.advancePublish(ctx, published)).toEqual(published);
    expect(calls).toEqual([]);

    if (published.phase !== 'published') throw new Error('expected published');
    const { items } = await connector.listPosts(ctx, {});
    expect(items[0]).toMatchObject({ remoteId: published.remoteId, text: imageDraft.text });
    clock.advance(3 * 86_400_000);
    const metrics = await connector.getPostMetrics(ctx, [items[0]!]);
    expect(metrics.points.find((p) => p.metric === 'reach')!.value).toBeGreaterThan(0);
  });

  it('counts published posts against the network quota, and deletes where the network can', async () => {
    const { connector, ctx, clock } = await setup('x');
    let state = await connector.startPublish(ctx, { kind: 'text', text: 'Roast day!', media: [] }, 'job-q');
    while (state.phase === 'uploading' || state.phase === 'processing') {
      clock.advance(60_000);
      state = await connector.advancePublish(ctx, state);
    }
    expect(await connector.getPublishQuota!(ctx)).toMatchObject({ used: 1, limit: 100, windowSec: 900 });
    if (state.phase !== 'published') throw new Error('expected published');
    await connector.deletePost!(ctx, state.remoteId);
    expect((await connector.listPosts(ctx, {})).items.map((p) => p.remoteId)).not.toContain(state.remoteId);
    expect((await setup('instagram')).connector.deletePost).toBeUndefined();
  });

  it('does not create a second post for the same idempotency key', async () => {
    const { connector, ctx, store } = await setup('instagram');
    const first = await connector.startPublish(ctx, imageDraft, 'job-2');
    const again = await connector.startPublish(ctx, imageDraft, 'job-2');
    expect(again).toEqual(first);
    expect(await store.getPublished(ctx.remoteId)).toHaveLength(1);
    const other = await connector.startPublish(ctx, imageDraft, 'job-3');
    expect(other).not.toEqual(first);
    expect(await store.getPublished(ctx.remoteId)).toHaveLength(2);
  });

  it('fails a draft the network would refuse, naming the limit', async () => {
    const { connector, ctx } = await setup('instagram');
    const long = { ...imageDraft, text: 'a'.repeat(2201) };
    expect(connector.validate(long)[0]?.message).toMatch(/^Instagram allows 2,200 characters/);
    await expect(connector.startPublish(ctx, long, 'job-4')).resolves.toMatchObject({
      phase: 'failed',
      error: { kind: 'content_rejected' },
    });
    expect(connector.validate({ ...imageDraft, kind: 'text', media: [] }).map((i) => i.code)).toContain(
      'unsupported_kind',
    );
    const pinterest = (await setup('pinterest')).connector;
    expect(pinterest.validate({ ...imageDraft, kind: 'pin' }).map((i) => i.code)).toEqual(['board_required']);
    const linkedin = (await setup('linkedin')).connector;
    const pdf = {
      type: 'document' as const,
      url: 'http://l/d.pdf',
      mimeType: 'application/pdf',
      bytes: 2_000_000,
    };
    expect(linkedin.validate({ kind: 'document', text: 'Our report', media: [pdf] })).toEqual([]);
  });
});

describe('demo connector: scripted faults', () => {
  it('token_expires: reads fail with auth_expired and refresh with reauth_required', async () => {
    const { connector, ctx, store, grant } = await setup('instagram');
    await store.setFaults(ctx.remoteId, [{ kind: 'token_expires' }]);
    await expect(connector.getProfile(ctx)).rejects.toMatchObject({ error: { kind: 'auth_expired' } });
    await expect(connector.refresh(grant)).rejects.toMatchObject({ error: { kind: 'reauth_required' } });
  });

  it('token_expires from a given day leaves the earlier days alone', async () => {
    const { connector, ctx, store, clock } = await setup('instagram');
    const from = new Date(clock.now().getTime() + 30 * 86_400_000).toISOString();
    await store.setFaults(ctx.remoteId, [{ kind: 'token_expires', from }]);
    await expect(connector.getProfile(ctx)).resolves.toBeTruthy();
    clock.advance(30 * 86_400_000);
    await expect(connector.getProfile(ctx)).rejects.toMatchObject({ error: { kind: 'auth_expired' } });
  });

  it('rate_limited_burst: the next N calls are rate limited, then calls succeed', async () => {
    const { connector, ctx, store } = await setup('x');
    await store.setFaults(ctx.remoteId, [{ kind: 'rate_limited_burst', remaining: 2, retryAfterMs: 90_000 }]);
    const limited = { error: { kind: 'rate_limited', retryAfterMs: 90_000 } };
    await expect(connector.listPosts(ctx, {})).rejects.toMatchObject(limited);
    await expect(connector.getProfile(ctx)).rejects.toMatchObject(limited);
    await expect(connector.getProfile(ctx)).resolves.toMatchObject({ handle: 'kestrel_coffee' });
    expect(await store.getFaults(ctx.remoteId)).toEqual([]);
  });

  it('publish_media_rejected: publishing fails with media_rejected in plain words', async () => {
    const { connector, ctx, store } = await setup('instagram');
    await store.setFaults(ctx.remoteId, [{ kind: 'publish_media_rejected' }]);
    const started = await connector.startPublish(ctx, imageDraft, 'job-5');
    const failed = await connector.advancePublish(ctx, started);
    expect(failed).toMatchObject({
      phase: 'failed',
      error: { kind: 'media_rejected', userMessage: expect.stringMatching(/could not process this image/) },
    });
    expect(await connector.advancePublish(ctx, failed)).toEqual(failed);
  });
});
