import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchedulerPost } from '../../contracts/publishing.ts';
import type { TSocialProfile } from '../../contracts/social.ts';
import { createDbDemoStore } from '../../server/modules/social/demo-store.ts';
import type { Agent } from '../support/agent.ts';
import { setUpUser } from '../support/flows.ts';
import { connectFirstAccount } from '../support/social.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const MINUTE = 60_000;
const PHOTO = {
  type: 'image' as const,
  url: 'https://cdn.example.com/roast.jpg',
  mime_type: 'image/jpeg',
  bytes: 420_000,
  width: 1080,
  height: 1350,
};

let t: TestApp;
let agent: Agent;
let instagram: TSocialProfile;
let linkedin: TSocialProfile;
let x: TSocialProfile;
let threadsProfile: TSocialProfile;

beforeAll(async () => {
  t = await createTestApp();
  ({ agent } = await setUpUser(t));
  instagram = await connectFirstAccount(t, agent, 'instagram');
  linkedin = await connectFirstAccount(t, agent, 'linkedin');
  x = await connectFirstAccount(t, agent, 'x');
  threadsProfile = await connectFirstAccount(t, agent, 'threads');
  await t.settle();
});
afterAll(() => t.close());

const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
const publishing = () => t.app.services.publishing;

/** The server's minute ticker, run by hand: `minutes` ticks, each queueing what is due and running it. */
async function tick(minutes = 1) {
  for (let minute = 0; minute < minutes; minute++) {
    t.clock.advance(MINUTE);
    await publishing().queueDuePosts();
    await t.settle();
  }
}

async function post(id: string) {
  const range = `from=${encodeURIComponent(at(-400 * 24 * 60 * MINUTE))}&to=${encodeURIComponent(at(400 * 24 * 60 * MINUTE))}&drafts=1`;
  const listed = await agent.get<TSchedulerPost[]>(`/api/v1/scheduler-posts?${range}`);

  return listed.data.find((entry) => entry.id === id)!;
}

async function storeOf(profile: TSocialProfile) {
  const row = await t.database.db.query.socialProfiles.findFirst({
    where: (table, { eq }) => eq(table.id, profile.id),
  });

  return createDbDemoStore(t.database.db, row?.accountId ?? '');
}

describe('writing a post for several profiles', () => {
  it('publishes each profile’s post exactly once when it is due, and the post shows in analytics', async () => {
    const created = await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
      kind: 'image',
      text: 'Our autumn roast is here #coffee',
      media: [PHOTO],
      profile_ids: [instagram.id, linkedin.id, x.id],
      variants: { [x.id]: { text: 'Autumn roast, out now #coffee' } },
      scheduled_at: at(2 * MINUTE),
    });
    expect(created.statusCode).toBe(201);
    expect(created.data.map((entry) => entry.status)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    expect(new Set(created.data.map((entry) => entry.master_post_id)).size).toBe(1);
    expect(created.data.find((entry) => entry.profile_id === x.id)!.text).toBe(
      'Autumn roast, out now #coffee',
    );

    await tick(1);
    expect((await post(created.data[0]!.id)).status).toBe('scheduled'); // not yet due
    await tick(8);
    for (const entry of created.data) {
      const done = await post(entry.id);
      expect(done, entry.network).toMatchObject({ status: 'published', failure_reason: null });
      expect(done.remote_id).toBeTruthy();
      const history = (await agent.get(`/api/v1/scheduler-post/${entry.id}/events`)).data as {
        type: string;
      }[];
      expect(history.map((event) => event.type)).toEqual(['created', 'due', 'published']);
    }
    // Exactly one post on each network.
    const published = await (await storeOf(instagram)).getPublished(instagram.remote_id);
    expect(published.filter((remote) => remote.idempotencyKey === created.data[0]!.id)).toHaveLength(1);
    // The sync that follows a publish brings it into analytics.
    const medias = await agent.get(`/api/v1/social-profile/${instagram.id}/medias?limit=50`);
    expect(
      medias.data.items.some((media: { text: string }) => media.text === 'Our autumn roast is here #coffee'),
    ).toBe(true);
  });

  it('names the network, the profile and the limit when a caption is too long, and saves nothing', async () => {
    const long = `${'Beans '.repeat(50)}#coffee`;
    const refused = await agent.post('/api/v1/scheduler-posts', {
      kind: 'image',
      text: long,
      media: [PHOTO],
      profile_ids: [instagram.id, x.id],
      scheduled_at: at(60 * MINUTE),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.data.errors.text).toEqual([
      // In the composer's own words for its check: the network, then the profile's name.
      `X (${x.name}) allows 280 characters; this has 307.`,
    ]);
    // The same text with a short variant for X is fine.
    const accepted = await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
      kind: 'image',
      text: long,
      media: [PHOTO],
      profile_ids: [instagram.id, x.id],
      variants: { [x.id]: { text: 'Beans. #coffee' } },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.data.map((entry) => entry.status)).toEqual(['draft', 'draft']);
    const tooLongVariant = await agent.post('/api/v1/scheduler-posts', {
      kind: 'image',
      text: 'Short',
      media: [PHOTO],
      profile_ids: [x.id],
      variants: { [x.id]: { text: long } },
    });
    expect(Object.keys(tooLongVariant.data.errors)).toEqual([`variants.${x.id}.text`]);
    const past = await agent.post('/api/v1/scheduler-posts', {
      kind: 'text',
      text: 'Yesterday',
      profile_ids: [x.id],
      scheduled_at: at(-60 * MINUTE),
    });
    expect(past.data.errors).toEqual({ scheduled_at: ['Pick a time in the future.'] });
  });

  it('keeps other accounts’ posts and profiles out of reach', async () => {
    const [mine] = (
      await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
        kind: 'text',
        text: 'Mine',
        profile_ids: [x.id],
      })
    ).data;
    const other = (await setUpUser(t)).agent;
    expect((await other.get(`/api/v1/scheduler-post/${mine!.id}/events`)).statusCode).toBe(404);
    expect((await other.patch(`/api/v1/scheduler-posts/${mine!.id}`, { text: 'Theirs' })).statusCode).toBe(
      404,
    );
    expect(
      (await other.post(`/api/v1/scheduler-post/${mine!.id}/status`, { event: 'schedule' })).statusCode,
    ).toBe(404);
    const onMyProfile = await other.post('/api/v1/scheduler-posts', {
      kind: 'text',
      text: 'Hi',
      profile_ids: [x.id],
    });
    expect(onMyProfile.statusCode).toBe(404);
  });
});

describe('the lifecycle', () => {
  it('waits for approval, then schedules; moving the time is in the history', async () => {
    const [draft] = (
      await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
        kind: 'text',
        text: 'Needs a yes',
        profile_ids: [x.id],
        approval_required: true,
        scheduled_at: at(30 * MINUTE),
      })
    ).data;
    expect(draft!.status).toBe('awaiting_approval');
    const early = await agent.post(`/api/v1/scheduler-post/${draft!.id}/status`, { event: 'schedule' });
    expect(early.statusCode).toBe(409);
    expect(early.data.message).toMatch(/waiting for approval/);
    expect(
      (await agent.post(`/api/v1/scheduler-post/${draft!.id}/status`, { event: 'approval.granted' })).data
        .status,
    ).toBe('approved');
    expect(
      (await agent.post(`/api/v1/scheduler-post/${draft!.id}/status`, { event: 'schedule' })).data.status,
    ).toBe('scheduled');
    const moved = await agent.patch<TSchedulerPost>(`/api/v1/scheduler-posts/${draft!.id}`, {
      scheduled_at: at(90 * MINUTE),
    });
    expect(moved.statusCode, JSON.stringify(moved.data)).toBe(200);
    expect(moved.data.scheduled_at).toBe(at(90 * MINUTE));
    const history = (await agent.get(`/api/v1/scheduler-post/${draft!.id}/events`)).data as {
      type: string;
      to_status: string;
    }[];
    expect(history.map((event) => `${event.type}→${event.to_status}`)).toEqual([
      'created→awaiting_approval',
      'approval.granted→approved',
      'schedule→scheduled',
      'rescheduled→scheduled',
    ]);
  });

  it('a format published by hand waits for its user at the time, then is confirmed', async () => {
    const [story] = (
      await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
        kind: 'story',
        media: [PHOTO],
        profile_ids: [instagram.id],
        publish_mode: 'notification',
        scheduled_at: at(MINUTE),
      })
    ).data;
    await tick(2);
    expect((await post(story!.id)).status).toBe('notification_due');
    const confirmed = await agent.post<TSchedulerPost>(`/api/v1/scheduler-post/${story!.id}/status`, {
      event: 'notification.confirmed',
    });
    expect(confirmed.data).toMatchObject({ status: 'published' });
    const edit = await agent.patch(`/api/v1/scheduler-posts/${story!.id}`, { text: 'Too late' });
    expect(edit.statusCode).toBe(409);
  });
});

describe('the publishing worker', () => {
  async function duePost(profile: TSocialProfile, text: string) {
    const [created] = (
      await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
        kind: 'text',
        text,
        profile_ids: [profile.id],
        scheduled_at: at(MINUTE),
      })
    ).data;
    t.clock.advance(MINUTE);

    return created!;
  }

  it('of two workers asking for the same post at once, one publishes it', async () => {
    const due = await duePost(x, 'Only once');
    await Promise.all([publishing().publishPost(due.id), publishing().publishPost(due.id)]);
    await tick(6);
    const history = (await agent.get(`/api/v1/scheduler-post/${due.id}/events`)).data as { type: string }[];
    expect(history.filter((event) => event.type === 'due')).toHaveLength(1);
    expect((await post(due.id)).status).toBe('published');
    const remote = await (await storeOf(x)).getPublished(x.remote_id);
    expect(remote.filter((entry) => entry.idempotencyKey === due.id)).toHaveLength(1);
  });

  it('resumes a post whose worker died mid-publish, without publishing it twice', async () => {
    const due = await duePost(x, 'Survives a crash');
    // A worker claims the post, starts it on the network, and dies before writing anything down.
    const repo = (
      await import('../../server/modules/publishing/publishing.repository.ts')
    ).createPublishingRepository(t.database.db);
    const claimed = await repo.claim(due.id, t.clock.now(), {
      until: new Date(at(2 * MINUTE)),
      token: crypto.randomUUID(),
    });
    expect(claimed).not.toBeNull();
    const opened = await t.app.services.social.openAccount(x.id);
    await opened!.connector.startPublish(
      opened!.ctx,
      { kind: 'text', text: 'Survives a crash', media: [] },
      due.id,
    );
    await tick(1);
    expect((await post(due.id)).status).toBe('publishing'); // its lease still runs
    await tick(2);
    expect((await post(due.id)).is_stuck).toBe(false);
    await tick(6);
    expect((await post(due.id)).status).toBe('published');
    const history = (await agent.get(`/api/v1/scheduler-post/${due.id}/events`)).data as { type: string }[];
    expect(history.map((event) => event.type)).toContain('resumed');
    const remote = await (await storeOf(x)).getPublished(x.remote_id);
    expect(remote.filter((entry) => entry.idempotencyKey === due.id)).toHaveLength(1);
  });

  it('tries a passing failure again later, and fails at once for a rejection, in plain words', async () => {
    const store = await storeOf(linkedin);
    await store.setFaults(linkedin.remote_id, [
      { kind: 'rate_limited_burst', remaining: 1, retryAfterMs: 120_000 },
    ]);
    const limited = await duePost(linkedin, 'Busy network');
    await publishing().publishPost(limited.id);
    const waiting = await post(limited.id);
    expect(waiting, JSON.stringify(waiting)).toMatchObject({ status: 'publishing', attempts: 1 });
    await store.setFaults(linkedin.remote_id, []);
    await tick(10);
    expect((await post(limited.id)).status).toBe('published');

    await store.setFaults(linkedin.remote_id, [{ kind: 'publish_media_rejected' }]);
    const [rejected] = (
      await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
        kind: 'image',
        text: 'Blurry',
        media: [PHOTO],
        profile_ids: [linkedin.id],
        scheduled_at: at(MINUTE),
      })
    ).data;
    await tick(6);
    const failed = await post(rejected!.id);
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'rejected' });
    expect(failed.failure_message).toMatch(/^LinkedIn \(demo\) could not process this image/);
    await store.setFaults(linkedin.remote_id, []);
    await agent.patch(`/api/v1/scheduler-posts/${rejected!.id}`, { scheduled_at: at(5 * MINUTE) });
    expect(
      (await agent.post(`/api/v1/scheduler-post/${rejected!.id}/status`, { event: 'reschedule' })).data
        .status,
    ).toBe('scheduled');
  });
});

describe('the demo network under concurrent publishing', () => {
  it('keeps every post that workers save at once for the same account', async () => {
    const store = await storeOf(threadsProfile);
    const saves = Array.from({ length: 20 }, (_, index) =>
      store.savePublished(threadsProfile.remote_id, {
        remoteId: `${threadsProfile.remote_id}.u-race-${index}`,
        idempotencyKey: `race-${index}`,
        kind: 'text',
        text: `Race ${index}`,
        media: [],
        startedAt: t.clock.now().toISOString(),
        phase: 'uploading',
        publishedAt: null,
      }),
    );
    await Promise.all(saves);
    const saved = await store.getPublished(threadsProfile.remote_id);
    expect(saved.filter((entry) => entry.idempotencyKey.startsWith('race-'))).toHaveLength(20);
    // Saving a post again replaces it.
    await store.savePublished(threadsProfile.remote_id, { ...saved[0]!, phase: 'published' });
    const again = await store.getPublished(threadsProfile.remote_id);
    expect(again).toHaveLength(saved.length);
    expect(again.find((entry) => entry.remoteId === saved[0]!.remoteId)!.phase).toBe('published');
  });
});

describe('what each profile can publish', () => {
  it('gives each profile its network’s formats and limits, and its publishing quota as used', async () => {
    const specifications = await agent.get<
      { profile_id: string; network: string; specification: Record<string, unknown> }[]
    >('/api/v1/scheduler-posts-specifications');
    expect(specifications.statusCode).toBe(200);
    const ofX = specifications.data.find((entry) => entry.profile_id === x.id)!;
    expect(ofX.specification).toMatchObject({ can_publish: true, max_text_length: 280, text_required: true });
    const ofInstagram = specifications.data.find((entry) => entry.profile_id === instagram.id)!;
    expect(ofInstagram.specification).toMatchObject({
      media_required: true,
      max_hashtags: 30,
      kinds: ['image', 'carousel', 'reel', 'story'],
      carousel: { min: 2, max: 10 },
    });
    expect((ofInstagram.specification.media as { image: unknown }).image).toMatchObject({
      formats: ['jpeg'],
      label: 'JPEG',
      max_bytes: 8 * 1024 * 1024,
      aspect: [0.8, 1.91],
    });

    // Instagram allows 50 posts a day; the posts published above count.
    const profile = await agent.get<{
      quota: { used: number; limit: number; window_seconds: number } | null;
    }>(`/api/v1/scheduler-profile/${instagram.id}`);
    expect(profile.data.quota).toMatchObject({ limit: 50, window_seconds: 86_400 });
    const published = (await (await storeOf(instagram)).getPublished(instagram.remote_id)).filter(
      (entry) => entry.phase === 'published',
    );
    expect(profile.data.quota!.used).toBe(published.length);
    expect(published.length).toBeGreaterThan(0);

    const other = (await setUpUser(t)).agent;
    expect((await other.get(`/api/v1/scheduler-profile/${instagram.id}`)).statusCode).toBe(404);
  });
});

describe('checking a post before saving it, and reading it back', () => {
  it('answers what each profile would publish and what its network refuses, saving nothing', async () => {
    const range = `from=${encodeURIComponent(at(-MINUTE))}&to=${encodeURIComponent(at(400 * 24 * 60 * MINUTE))}&drafts=1`;
    const before = (await agent.get<TSchedulerPost[]>(`/api/v1/scheduler-posts?${range}`)).data.length;
    const long = `${'Beans '.repeat(50)}#coffee`;
    const preview = await agent.post<{
      ok: boolean;
      errors: Record<string, string[]>;
      posts: {
        profile_id: string;
        network: string;
        text: string;
        problems: { field: string; message: string }[];
      }[];
    }>('/api/v1/preview-scheduler-posts', {
      kind: 'text',
      text: long,
      profile_ids: [x.id, linkedin.id],
      variants: { [linkedin.id]: { text: 'Beans, roasted today.' } },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.data.ok).toBe(false);
    expect(preview.data.errors.text).toEqual([`X (${x.name}) allows 280 characters; this has 307.`]);
    const ofX = preview.data.posts.find((entry) => entry.profile_id === x.id)!;
    expect(ofX.problems).toEqual([
      { field: 'text', message: expect.stringMatching(/allows 280 characters/) },
    ]);
    const ofLinkedin = preview.data.posts.find((entry) => entry.profile_id === linkedin.id)!;
    expect(ofLinkedin).toMatchObject({ network: 'linkedin', text: 'Beans, roasted today.', problems: [] });
    expect((await agent.get<TSchedulerPost[]>(`/api/v1/scheduler-posts?${range}`)).data).toHaveLength(before);

    const other = (await setUpUser(t)).agent;
    const theirs = await other.post('/api/v1/preview-scheduler-posts', {
      kind: 'text',
      text: 'Hi',
      profile_ids: [x.id],
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('reads a master post back as its posts, and lists the scheduler’s profiles', async () => {
    const created = await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
      kind: 'text',
      text: 'One post, two profiles',
      profile_ids: [x.id, linkedin.id],
    });
    const master = created.data[0]!.master_post_id;
    const read = await agent.get<TSchedulerPost[]>(`/api/v1/scheduler-master-posts/${master}`);
    expect(read.statusCode).toBe(200);
    expect(read.data.map((entry) => entry.profile_id).toSorted()).toEqual([x.id, linkedin.id].toSorted());
    const other = (await setUpUser(t)).agent;
    expect((await other.get(`/api/v1/scheduler-master-posts/${master}`)).statusCode).toBe(404);

    const profiles = await agent.get<{ profile_id: string; quota: unknown }[]>('/api/v1/scheduler-profiles');
    expect(profiles.statusCode).toBe(200);
    expect(profiles.data.map((entry) => entry.profile_id).toSorted()).toEqual(
      [instagram.id, linkedin.id, x.id, threadsProfile.id].toSorted(),
    );
    expect(profiles.data.find((entry) => entry.profile_id === instagram.id)!.quota).toMatchObject({
      limit: 50,
    });
    expect((await other.get('/api/v1/scheduler-profiles')).data).toEqual([]);
  });
});
