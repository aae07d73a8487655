import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGroup, TSocialProfile } from '../../contracts/social.ts';
import type { Agent } from '../support/agent.ts';
import { setUpUser } from '../support/flows.ts';
import { connectDemo, connectFirstAccount } from '../support/social.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('connecting a demo profile through the OAuth round trip', () => {
  let agent: Agent;
  let profile: TSocialProfile;

  beforeAll(async () => {
    ({ agent } = await setUpUser(t));
    profile = await connectFirstAccount(t, agent);
    await t.settle();
  });

  it('connects the chosen account and backfills a year of history', async () => {
    expect(profile).toMatchObject({
      network: 'instagram',
      is_demo: true,
      auth_status: 'ok',
      is_active: true,
    });
    const read = await agent.get<TSocialProfile>(`/api/v1/user/social-profiles/${profile.id}`);
    expect(read.data.health.backfill.status).toBe('done');
    expect(read.data.health.backfill.days).toBeGreaterThanOrEqual(360);
    expect(read.data.health.backfill.posts).toBeGreaterThan(50);
    expect(read.data.health.last_sync_at).not.toBeNull();
    expect(read.data.health.next_sync_at).not.toBeNull();
    expect(read.data.health.last_error).toBeNull();
    expect(read.data.followers).toBeGreaterThan(0);
    const summary = await agent.get(`/api/v1/social-profile/${profile.id}/summary`);
    expect(summary.data).toMatchObject({
      posts: read.data.health.backfill.posts,
      days: read.data.health.backfill.days,
    });
  });

  it('moves the user past the connect step of the sign-up', async () => {
    const user = await agent.get('/api/v1/user');
    expect(user.data.signup.status).toBe('SOCIAL_PROFILES_CONNECTED');
  });

  it('marks accounts already connected when connecting again', async () => {
    const next = await connectDemo(t, agent);
    const attemptId = new URL(next, 'http://app').searchParams.get('attempt');
    const attempt = await agent.get(`/api/v1/connection-attempts/${attemptId}`);
    expect(
      attempt.data.accounts.find((account: { remote_id: string }) => account.remote_id === profile.remote_id),
    ).toMatchObject({
      already_connected: true,
    });
  });

  it('keeps another workspace out: its profile, group and attempt ids are 404', async () => {
    const other = await setUpUser(t);
    expect((await other.agent.get(`/api/v1/user/social-profiles/${profile.id}`)).statusCode).toBe(404);
    expect((await other.agent.post(`/api/v1/social-profile/${profile.id}/inactive`)).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/v1/user/social-profiles/${profile.id}`)).statusCode).toBe(404);
    const group = await other.agent.post('/api/v1/user/groups', { name: 'Mine', profile_ids: [profile.id] });
    expect(group.statusCode).toBe(404);
    expect((await other.agent.get('/api/v1/user/social-profiles')).data).toEqual([]);
  });

  it('refuses a callback finished in another browser or reused', async () => {
    const start = await agent.post<{ authorize_url: string }>('/api/v1/social-auth/demo/start', {
      network: 'x',
    });
    const state = new URL(start.data.authorize_url).searchParams.get('state');
    const stranger = await setUpUser(t);
    const hijack = await stranger.agent.get(`/api/v1/social-auth/demo/callback?code=whatever&state=${state}`);
    expect(hijack.statusCode).toBe(302);
    expect(String(hijack.headers.location)).toContain('error=invalid_state');
    // The state is spent: even its owner cannot use it now.
    const reuse = await agent.get(`/api/v1/social-auth/demo/callback?code=whatever&state=${state}`);
    expect(String(reuse.headers.location)).toContain('error=invalid_state');
  });

  it('says a cancelled consent plainly', async () => {
    const start = await agent.post<{ authorize_url: string }>('/api/v1/social-auth/demo/start', {
      network: 'x',
    });
    const state = new URL(start.data.authorize_url).searchParams.get('state');
    const cancelled = await agent.get(`/api/v1/social-auth/demo/callback?error=access_denied&state=${state}`);
    const location = new URL(String(cancelled.headers.location), 'http://app');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('message')).toBe('You cancelled the connection; nothing was connected.');
  });

  it("serves the demo network's pictures, the same for the same post", async () => {
    const first = await agent.get('/demo-network/media/demo.instagram.post-1/0.svg', {
      headers: { accept: 'image/*' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    const again = await agent.get('/demo-network/media/demo.instagram.post-1/0.svg', {
      headers: { accept: 'image/*' },
    });
    expect(again.body).toBe(first.body);
    expect(
      (await agent.get('/demo-network/media/x/evil.js', { headers: { accept: 'image/*' } })).statusCode,
    ).toBe(404);
  });

  it('explains that a network is not configured on this server', async () => {
    const response = await agent.post('/api/v1/social-auth/linkedin/start', {});
    expect(response.statusCode).toBe(409);
    expect(response.data.message).toBe(
      'LinkedIn is not configured on this server. See "Connecting networks" in the README.',
    );
    const networks = await agent.get('/api/v1/user/api-profiles');
    expect(networks.data.find((network: { target: string }) => network.target === 'linkedin')).toMatchObject({
      configured: false,
      help_url: '/help/connecting-networks',
    });
    // The help page's text: the README's section, as Markdown for the app's /help/connecting-networks page.
    const help = await agent.get('/help/connecting-networks.md');
    expect(help.statusCode).toBe(200);
    expect(help.headers['content-type']).toMatch(/^text\/markdown/);
    expect(help.body).toContain('| LinkedIn (pages) | `LINKEDIN_CLIENT_ID`');
    expect(networks.data.find((network: { target: string }) => network.target === 'demo')).toMatchObject({
      configured: true,
    });
  });

  it('edits labels, pauses and resumes', async () => {
    const labelled = await agent.patch<TSocialProfile>(`/api/v1/user/social-profiles/${profile.id}`, {
      labels: ['Client A', 'client a', 'Launch'],
    });
    expect(labelled.data.labels).toEqual(['client a', 'Launch']);
    const bad = await agent.patch(`/api/v1/user/social-profiles/${profile.id}`, { labels: [''] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.data.errors)).toEqual(['labels.0']);
    const paused = await agent.post<TSocialProfile>(`/api/v1/social-profile/${profile.id}/inactive`);
    expect(paused.data).toMatchObject({ is_active: false, health: { next_sync_at: null } });
    const resumed = await agent.post<TSocialProfile>(`/api/v1/social-profile/${profile.id}/active`);
    expect(resumed.data.is_active).toBe(true);
    await t.settle();
  });
});

describe('groups', () => {
  it('creates, renames, adds and removes profiles, and names the field on a clash', async () => {
    const { agent } = await setUpUser(t);
    const first = await connectFirstAccount(t, agent, 'instagram');
    const second = await connectFirstAccount(t, agent, 'linkedin');
    const created = await agent.post<TGroup>('/api/v1/user/groups', {
      name: 'Clients',
      profile_ids: [first.id],
    });
    expect(created.statusCode).toBe(201);
    expect(created.data.profile_ids).toEqual([first.id]);
    const clash = await agent.post('/api/v1/user/groups', { name: 'clients' });
    expect(clash.statusCode).toBe(422);
    expect(clash.data.errors).toEqual({ name: ['A group already has this name.'] });
    const empty = await agent.post('/api/v1/user/groups', { name: '  ' });
    expect(Object.keys(empty.data.errors)).toEqual(['name']);

    const added = await agent.post<TGroup>(`/api/v1/user/groups/${created.data.id}/profiles`, {
      profile_ids: [second.id, first.id],
    });
    expect(added.data.profile_ids).toEqual([first.id, second.id]);
    const renamed = await agent.patch<TGroup>(`/api/v1/user/groups/${created.data.id}`, {
      name: 'Key clients',
    });
    expect(renamed.data.name).toBe('Key clients');
    const listed = await agent.get<TSocialProfile[]>('/api/v1/user/social-profiles');
    expect(listed.data.find((profile) => profile.id === second.id)?.groups).toEqual([
      { id: created.data.id, name: 'Key clients' },
    ]);
    const removed = await agent.delete<TGroup>(`/api/v1/user/groups/${created.data.id}/profiles/${first.id}`);
    expect(removed.data.profile_ids).toEqual([second.id]);
    expect((await agent.delete(`/api/v1/user/groups/${created.data.id}`)).statusCode).toBe(204);
    expect((await agent.get('/api/v1/user/groups')).data).toEqual([]);
    await t.settle();
  });
});

describe("each network's sync budget", () => {
  it('starts at most the budget of syncs per tick; the rest stay due and go on the next tick', async () => {
    const budgeted = await createTestApp({ SYNC_BUDGET_DEMO: '2' });
    try {
      const { agent } = await setUpUser(budgeted);
      for (const network of ['instagram', 'x', 'pinterest'])
        await connectFirstAccount(budgeted, agent, network);
      await budgeted.settle();
      // Six hours on, all three are due again.
      budgeted.clock.advance(6 * 60 * 60 * 1000 + 60_000);
      const social = budgeted.app.services.social;
      expect(await social.queueDueSyncs()).toEqual({ queued: 2, deferred: 1 });
      await budgeted.settle();
      expect(await social.queueDueSyncs()).toEqual({ queued: 1, deferred: 0 });
      await budgeted.settle();
      expect(await social.queueDueSyncs()).toEqual({ queued: 0, deferred: 0 });
    } finally {
      await budgeted.close();
    }
    // Three profiles' first syncs of their whole history: about 10 s alone, twice that on a busy 2-core box.
  }, 60_000);
});

describe('connection health when the network fails', () => {
  it('a temporary failure never disconnects; an auth failure changes the status once and notifies once', async () => {
    const { agent } = await setUpUser(t);
    const profile = await connectFirstAccount(t, agent, 'x');
    await t.settle();
    const account = await t.database.db.query.socialProfiles.findFirst({
      where: (table, { eq }) => eq(table.id, profile.id),
    });
    const store = (await import('../../server/modules/social/demo-store.ts')).createDbDemoStore(
      t.database.db,
      account?.accountId ?? '',
    );

    await store.setFaults(profile.remote_id, [
      { kind: 'rate_limited_burst', remaining: 1, retryAfterMs: 120_000 },
    ]);
    const queued = await agent.post(`/api/v1/social-profile/${profile.id}/relaunch`);
    expect(queued.data.action).toBe('sync_queued');
    await t.settle();
    const limited = await agent.get<TSocialProfile>(`/api/v1/user/social-profiles/${profile.id}`);
    expect(limited.data.auth_status).toBe('ok');
    expect(limited.data.health.last_error).toMatchObject({ kind: 'rate_limited', class: 'retry_later' });
    expect(Date.parse(limited.data.health.last_error?.retry_after ?? '')).toBe(
      t.clock.now().getTime() + 120_000,
    );

    await store.setFaults(profile.remote_id, [{ kind: 'token_expires' }]);
    for (let run = 0; run < 2; run++) {
      await t.app.services.social.repo.updateProfile(profile.id, {
        retryAfter: null,
        nextSyncAt: t.clock.now(),
      });
      await t.app.services.social.syncProfile(profile.id).catch(() => undefined);
    }
    const expired = await agent.get<TSocialProfile>(`/api/v1/user/social-profiles/${profile.id}`);
    expect(expired.data.auth_status).toBe('expired');
    expect(expired.data.health.last_error?.class).toBe('reconnect');
    const notes = await t.app.services.social.repo.notificationsOf(account?.accountId ?? '');
    expect(notes.filter((note) => note.profileId === profile.id)).toHaveLength(1);

    const relaunch = await agent.post(`/api/v1/social-profile/${profile.id}/relaunch`);
    expect(relaunch.data.action).toBe('reconnect');
    expect(new URL(relaunch.data.authorize_url).pathname).toBe('/demo-network/authorize');
  });
});
