import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotification } from '../../contracts/notifications.ts';
import type { TSchedulerPost } from '../../contracts/publishing.ts';
import type { TPostNote } from '../../contracts/scheduling.ts';
import type { TSocialProfile } from '../../contracts/social.ts';
import { schedulerPostNotes, users } from '../../server/db/schema/index.ts';
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
let email: string;
let other: Agent;
let instagram: TSocialProfile;
let linkedin: TSocialProfile;

beforeAll(async () => {
  t = await createTestApp();
  ({ agent, email } = await setUpUser(t));
  other = (await setUpUser(t)).agent;
  instagram = await connectFirstAccount(t, agent, 'instagram');
  linkedin = await connectFirstAccount(t, agent, 'linkedin');
  await t.settle();
});
afterAll(() => t.close());

const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

async function tick(minutes = 1) {
  for (let minute = 0; minute < minutes; minute++) {
    t.clock.advance(MINUTE);
    await t.app.services.publishing.queueDuePosts();
    await t.settle();
  }
}

async function write(body: Record<string, unknown>): Promise<TSchedulerPost[]> {
  const created = await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
    kind: 'image',
    text: 'Autumn roast #coffee',
    media: [PHOTO],
    profile_ids: [instagram.id],
    ...body,
  });
  expect(created.statusCode, created.body).toBe(201);

  return created.data;
}

/** A draft that has a time (written without one, then given one). */
async function draftAt(ms: number, body: Record<string, unknown> = {}): Promise<TSchedulerPost> {
  const [draft] = await write(body);
  const timed = await agent.patch<TSchedulerPost>(`/api/v1/scheduler-posts/${draft!.id}`, {
    scheduled_at: at(ms),
  });
  expect(timed.data.status).toBe('draft');

  return timed.data;
}

describe('notes on a post', () => {
  it('are shared by every version of the post, and each author deletes only their own', async () => {
    const [onInstagram, onLinkedin] = await write({ profile_ids: [instagram.id, linkedin.id] });
    const added = await agent.post<TPostNote>(`/api/v1/scheduler-post/${onInstagram!.id}/notes`, {
      text: '  Check the price with Sam before this goes out.  ',
    });
    expect(added.statusCode).toBe(201);
    expect(added.data).toMatchObject({
      text: 'Check the price with Sam before this goes out.',
      is_own: true,
      post_id: onInstagram!.id,
      author: { name: 'Ada Lovelace' },
    });
    // The LinkedIn version shows the same discussion.
    const listed = await agent.get<TPostNote[]>(`/api/v1/scheduler-post/${onLinkedin!.id}/notes`);
    expect(listed.data.map((note) => note.text)).toEqual(['Check the price with Sam before this goes out.']);

    // A teammate's note (another user of the same workspace) is visible but not deletable: 403.
    const [me] = await t.database.db
      .select()
      .from(users)
      .where((await import('drizzle-orm')).eq(users.email, email));
    const teammateId = randomUUID();
    await t.database.db.insert(users).values({
      id: teammateId,
      accountId: me!.accountId,
      role: 'member',
      email: `teammate-${teammateId}@example.com`,
      passwordHash: 'not-a-usable-hash',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const theirNoteId = randomUUID();
    await t.database.db.insert(schedulerPostNotes).values({
      id: theirNoteId,
      accountId: me!.accountId,
      masterPostId: onInstagram!.master_post_id,
      postId: onLinkedin!.id,
      authorUserId: teammateId,
      text: 'Price confirmed.',
    });
    const both = await agent.get<TPostNote[]>(`/api/v1/scheduler-post/${onInstagram!.id}/notes`);
    expect(both.data.find((note) => note.id === theirNoteId)).toMatchObject({
      is_own: false,
      author: { user_id: teammateId, name: 'Grace Hopper' },
    });
    const refused = await agent.delete(`/api/v1/scheduler-post/${onInstagram!.id}/notes/${theirNoteId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.data.code).toBe('forbidden');

    const deleted = await agent.delete(`/api/v1/scheduler-post/${onLinkedin!.id}/notes/${added.data.id}`);
    expect(deleted.statusCode).toBe(204);
    const after = await agent.get<TPostNote[]>(`/api/v1/scheduler-post/${onInstagram!.id}/notes`);
    expect(after.data.map((note) => note.id)).toEqual([theirNoteId]);
    // A note of another post is not found through this one.
    const [unrelated] = await write({});
    expect(
      (await agent.delete(`/api/v1/scheduler-post/${unrelated!.id}/notes/${theirNoteId}`)).statusCode,
    ).toBe(404);
  });

  it('names the text when a note is empty or too long', async () => {
    const [draft] = await write({});
    const empty = await agent.post(`/api/v1/scheduler-post/${draft!.id}/notes`, { text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.data.errors.text).toEqual(['Write a note first.']);
    const long = await agent.post(`/api/v1/scheduler-post/${draft!.id}/notes`, { text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.data.errors.text).toEqual(['Keep a note to 2,000 characters.']);
  });

  it('keeps another account out: its post’s notes are not found', async () => {
    const [draft] = await write({});
    const note = await agent.post<TPostNote>(`/api/v1/scheduler-post/${draft!.id}/notes`, { text: 'Mine' });
    expect((await other.get(`/api/v1/scheduler-post/${draft!.id}/notes`)).statusCode).toBe(404);
    expect((await other.post(`/api/v1/scheduler-post/${draft!.id}/notes`, { text: 'Hi' })).statusCode).toBe(
      404,
    );
    expect((await other.delete(`/api/v1/scheduler-post/${draft!.id}/notes/${note.data.id}`)).statusCode).toBe(
      404,
    );
    expect((await other.get(`/api/v1/scheduler-post/${draft!.id}`)).statusCode).toBe(404);
    expect((await agent.get<TSchedulerPost>(`/api/v1/scheduler-post/${draft!.id}`)).data.id).toBe(draft!.id);
  });
});

describe('converting a post', () => {
  it('switches to a reminder and to another format, checked against the network', async () => {
    const [draft] = await write({ scheduled_at: at(60 * MINUTE) });
    const reminder = await agent.post<TSchedulerPost>(`/api/v1/scheduler-post/${draft!.id}/convert`, {
      publish_mode: 'notification',
      kind: 'story',
    });
    expect(reminder.statusCode).toBe(200);
    expect(reminder.data).toMatchObject({ publish_mode: 'notification', kind: 'story', status: 'scheduled' });
    const history = await agent.get<{ type: string; message: string }[]>(
      `/api/v1/scheduler-post/${draft!.id}/events`,
    );
    expect(history.data.at(-1)).toMatchObject({
      type: 'mode.changed',
      message: 'Now a reminder to publish it by hand. Format changed to story.',
    });

    const unsupported = await agent.post(`/api/v1/scheduler-post/${draft!.id}/convert`, { kind: 'thread' });
    expect(unsupported.statusCode).toBe(422);
    expect(unsupported.data.errors.kind).toEqual([
      expect.stringMatching(/^Instagram.* does not support thread posts/),
    ]);
    const nothing = await agent.post(`/api/v1/scheduler-post/${draft!.id}/convert`, {});
    expect(nothing.statusCode).toBe(422);
    expect(Object.keys(nothing.data.errors)).toEqual(['publish_mode']);

    const back = await agent.post<TSchedulerPost>(`/api/v1/scheduler-post/${draft!.id}/convert`, {
      publish_mode: 'auto',
    });
    expect(back.data.publish_mode).toBe('auto');
    expect(
      (await other.post(`/api/v1/scheduler-post/${draft!.id}/convert`, { publish_mode: 'auto' })).statusCode,
    ).toBe(404);
  });

  it('is refused once the post is published', async () => {
    const [post] = await write({ kind: 'story', publish_mode: 'notification', scheduled_at: at(MINUTE) });
    await tick(2);
    await agent.post(`/api/v1/scheduler-post/${post!.id}/status`, { event: 'notification.confirmed' });
    const refused = await agent.post(`/api/v1/scheduler-post/${post!.id}/convert`, { publish_mode: 'auto' });
    expect(refused.statusCode).toBe(409);
    expect(refused.data.message).toMatch(/published/);
  });
});

describe('scheduling several drafts at once', () => {
  it('schedules every draft at its own time, through the lifecycle', async () => {
    const first = await draftAt(30 * MINUTE);
    const second = await draftAt(90 * MINUTE, { profile_ids: [linkedin.id], kind: 'text', media: [] });
    const confirmed = await agent.post<TSchedulerPost[]>('/api/v1/confirm-pre-saved-scheduler-posts', {
      post_ids: [first.id, second.id],
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.data.map((post) => [post.id, post.status, post.scheduled_at])).toEqual([
      [first.id, 'scheduled', first.scheduled_at],
      [second.id, 'scheduled', second.scheduled_at],
    ]);
    const history = await agent.get<{ type: string }[]>(`/api/v1/scheduler-post/${first.id}/events`);
    expect(history.data.at(-1)).toMatchObject({ type: 'schedule', to_status: 'scheduled' });
  });

  it('schedules none when one cannot be, and names each one and why', async () => {
    const fine = await draftAt(30 * MINUTE);
    const [noTime] = await write({});
    const needsApproval = await draftAt(30 * MINUTE, { approval_required: true });
    const [scheduled] = await write({ scheduled_at: at(30 * MINUTE) });
    const refused = await agent.post('/api/v1/confirm-pre-saved-scheduler-posts', {
      post_ids: [fine.id, noTime!.id, needsApproval.id, scheduled!.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.data.errors).toEqual({
      'post_ids.1': ['This draft has no time yet: give it one first.'],
      'post_ids.2': ['This post needs approval before it can be scheduled.'],
      'post_ids.3': ['This post is scheduled, not a draft.'],
    });
    expect((await agent.get<TSchedulerPost>(`/api/v1/scheduler-post/${fine.id}`)).data.status).toBe('draft');

    const late = await draftAt(2 * MINUTE);
    t.clock.advance(10 * MINUTE);
    const past = await agent.post('/api/v1/confirm-pre-saved-scheduler-posts', { post_ids: [late.id] });
    expect(past.data.errors).toEqual({
      'post_ids.0': ['This draft’s time has passed: pick a time in the future.'],
    });
    const empty = await agent.post('/api/v1/confirm-pre-saved-scheduler-posts', { post_ids: [] });
    expect(Object.keys(empty.data.errors)).toEqual(['post_ids']);
  });

  it('answers 404 for another account’s draft, and schedules nothing', async () => {
    const mine = await draftAt(30 * MINUTE);
    const theirs = await other.post('/api/v1/confirm-pre-saved-scheduler-posts', { post_ids: [mine.id] });
    expect(theirs.statusCode).toBe(404);
    expect((await agent.get<TSchedulerPost>(`/api/v1/scheduler-post/${mine.id}`)).data.status).toBe('draft');
  });
});

describe('notification publishing', () => {
  async function duePost() {
    const [post] = await write({
      kind: 'story',
      text: 'Behind the bar',
      publish_mode: 'notification',
      scheduled_at: at(MINUTE),
    });
    await tick(2);

    return post!;
  }
  const notifications = (who: Agent = agent) =>
    who.get<{ items: TNotification[]; unread_count: number }>('/api/v1/notifications');

  it('reminds the author in the app and by e-mail, and takes "I published it" with its address', async () => {
    await agent.post('/api/v1/notifications/mark-as-read', {});
    const mailsBefore = t.mail.sent.length;
    const post = await duePost();
    const listed = await notifications();
    expect(listed.data.unread_count).toBe(1);
    expect(listed.data.items[0]).toMatchObject({
      kind: 'post_due',
      title: 'Time to publish your Instagram story',
      post_id: post.id,
      link: `/publishing/scheduler?post=${post.id}`,
      read_at: null,
    });
    const mail = t.mail.last(email);
    expect(mail.subject).toBe('Time to publish your Instagram story');
    expect(mail.text).toContain(`${t.config.publicUrl}/publishing/scheduler?post=${post.id}`);
    expect((await notifications(other)).data.items).toEqual([]);

    // Remind me again: a second notification and mail.
    const again = await agent.post<TSchedulerPost>('/api/v1/push-confirmation-notification', {
      post_id: post.id,
    });
    expect(again.statusCode).toBe(200);
    await t.settle();
    expect((await notifications()).data.unread_count).toBe(2);
    expect(
      t.mail.sent.slice(mailsBefore).filter((sent) => sent.to === email && sent.subject === mail.subject),
    ).toHaveLength(2);

    const wrongSite = await agent.post('/api/v1/validate-auto-publishing-notification', {
      post_id: post.id,
      published: true,
      permalink: 'https://example.com/p/123',
    });
    expect(wrongSite.statusCode).toBe(422);
    expect(wrongSite.data.errors.permalink).toEqual([
      'That is not the address of a post on Instagram (instagram.com).',
    ]);
    const notUrl = await agent.post('/api/v1/validate-auto-publishing-notification', {
      post_id: post.id,
      published: true,
      permalink: 'instagram',
    });
    expect(Object.keys(notUrl.data.errors)).toEqual(['permalink']);

    const done = await agent.post<TSchedulerPost>('/api/v1/validate-auto-publishing-notification', {
      post_id: post.id,
      published: true,
      permalink: 'https://www.instagram.com/stories/roastery/123/',
    });
    expect(done.statusCode).toBe(200);
    expect(done.data).toMatchObject({
      status: 'published',
      permalink: 'https://www.instagram.com/stories/roastery/123/',
    });
    expect(done.data.published_at).not.toBeNull();
    // Answered: its reminders are read.
    expect((await notifications()).data.unread_count).toBe(0);
    // Answering twice, or reminding of a published post, is refused by the lifecycle.
    const twice = await agent.post('/api/v1/validate-auto-publishing-notification', {
      post_id: post.id,
      published: false,
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (await agent.post('/api/v1/push-confirmation-notification', { post_id: post.id })).statusCode,
    ).toBe(409);
  });

  it('takes "I won\'t publish it": the post is a draft again', async () => {
    const post = await duePost();
    const declined = await agent.post<TSchedulerPost>('/api/v1/validate-auto-publishing-notification', {
      post_id: post.id,
      published: false,
    });
    expect(declined.data.status).toBe('draft');
    const history = await agent.get<{ type: string }[]>(`/api/v1/scheduler-post/${post.id}/events`);
    expect(history.data.at(-1)).toMatchObject({ type: 'notification.declined', to_status: 'draft' });
    // The old /status path still confirms a due post.
    const viaStatus = await duePost();
    const confirmed = await agent.post<TSchedulerPost>(`/api/v1/scheduler-post/${viaStatus.id}/status`, {
      event: 'notification.confirmed',
    });
    expect(confirmed.data.status).toBe('published');
  });

  it('refuses a post that is not due, and another account’s post is not found', async () => {
    const [scheduled] = await write({ scheduled_at: at(60 * MINUTE) });
    const notDue = await agent.post('/api/v1/validate-auto-publishing-notification', {
      post_id: scheduled!.id,
      published: true,
    });
    expect(notDue.statusCode).toBe(409);
    expect(notDue.data.message).toMatch(/scheduled/);
    expect(
      (await agent.post('/api/v1/push-confirmation-notification', { post_id: scheduled!.id })).statusCode,
    ).toBe(409);
    const missing = await agent.post('/api/v1/validate-auto-publishing-notification', { post_id: 'nope' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.data.errors).sort()).toEqual(['post_id', 'published']);

    const due = await duePost();
    expect(
      (
        await other.post('/api/v1/validate-auto-publishing-notification', {
          post_id: due.id,
          published: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.post('/api/v1/push-confirmation-notification', { post_id: due.id })).statusCode).toBe(
      404,
    );
  });

  it('marks notifications read one by one or all at once', async () => {
    await duePost();
    await duePost();
    const before = await notifications();
    expect(before.data.unread_count).toBeGreaterThanOrEqual(2);
    const first = before.data.items[0]!;
    const one = await agent.post<{ unread_count: number }>('/api/v1/notifications/mark-as-read', {
      ids: [first.id],
    });
    expect(one.data.unread_count).toBe(before.data.unread_count - 1);
    expect((await notifications()).data.items[0]!.read_at).not.toBeNull();
    // Another account cannot mark mine.
    await other.post('/api/v1/notifications/mark-as-read', {});
    expect((await notifications()).data.unread_count).toBe(before.data.unread_count - 1);
    const all = await agent.post<{ unread_count: number }>('/api/v1/notifications/mark-as-read');
    expect(all.data.unread_count).toBe(0);
    const bad = await agent.post('/api/v1/notifications/mark-as-read', { ids: ['x'] });
    expect(Object.keys(bad.data.errors)).toEqual(['ids.0']);
  });
});
