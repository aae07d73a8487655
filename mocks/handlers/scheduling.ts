import { listNotifications, markNotificationsAsRead, type TNotification } from '@contracts/notifications.ts';
import { listSchedulerPosts, type TSchedulerPost } from '@contracts/publishing.ts';
import {
  confirmPreSavedSchedulerPosts,
  convertSchedulerPost,
  createSchedulerPostNote,
  deleteSchedulerPostNote,
  getSchedulerPost,
  listSchedulerPostNotes,
  pushConfirmationNotification,
  validateAutoPublishingNotification,
  type TPostNote,
} from '@contracts/scheduling.ts';
import { nextPostStatus } from '@statecharts/post-lifecycle/post-lifecycle.machine.ts';
import { MockApiError, mockEndpoint } from '../endpoint.ts';
import { schedulerPostFixture } from './publishing.ts';

const USER_ID = '7a0c0000-0000-4000-8000-000000000001';
const TEAMMATE_ID = '7a0c0000-0000-4000-8000-000000000002';
const NOW = '2026-11-22T10:00:00.000Z';
/** Where a network's posts live, as the server checks an "I published it" address. */
const PERMALINK_HOSTS: Partial<Record<string, string[]>> = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com', 'fb.watch'],
};
const NETWORK_NAMES: Partial<Record<string, string>> = { instagram: 'Instagram', facebook: 'Facebook' };

/** A note of the fixtures: Grace's, on the post's master. */
export function postNoteFixture(overrides: Partial<TPostNote> = {}): TPostNote {
  return {
    id: '7b0c0000-0000-4000-8000-000000000001',
    post_id: null,
    author: { user_id: TEAMMATE_ID, name: 'Grace Hopper' },
    text: 'Can we check the price with the café before this goes out?',
    is_own: false,
    created_at: '2026-11-21T09:15:00.000Z',
    ...overrides,
  };
}

export function notificationFixture(overrides: Partial<TNotification> = {}): TNotification {
  return {
    id: '7c0c0000-0000-4000-8000-000000000001',
    kind: 'post_due',
    title: 'Time to publish your Instagram story',
    body: 'Kestrel Coffee: “Behind the bar this morning”. Publish it by hand, then tell us it is live.',
    link: '/publishing/scheduler?post=8d0c0000-0000-4000-8000-000000000301',
    post_id: '8d0c0000-0000-4000-8000-000000000301',
    profile_id: null,
    read_at: null,
    created_at: '2026-11-22T09:58:00.000Z',
    ...overrides,
  };
}

type Options = {
  /** The posts these handlers answer for (they also answer the calendar's list). */
  posts?: TSchedulerPost[];
  notes?: TPostNote[];
  notifications?: TNotification[];
};

const invalid = (errors: Record<string, string[]>) =>
  new MockApiError(422, { message: Object.values(errors)[0]![0]!, code: 'validation_failed', errors });

/**
 * A stateful stand-in for notes, converting, bulk scheduling, reminders and notifications, with the lifecycle
 * checks the server makes (the same statechart). Put it after `publishingHandlers()` in `msw.use` order so
 * its list of posts is the one the calendar shows.
 */
export function schedulingHandlers(options: Options = {}) {
  let posts = options.posts ?? [schedulerPostFixture()];
  let notes = options.notes ?? [];
  let notifications = options.notifications ?? [];
  let counter = 0;
  const find = (postId: string) => {
    const post = posts.find((entry) => entry.id === postId);
    if (!post) throw new MockApiError(404, { message: 'This post was not found.', code: 'not_found' });

    return post;
  };
  const store = (post: TSchedulerPost) => {
    posts = posts.map((entry) => (entry.id === post.id ? post : entry));

    return post;
  };
  const lifecycle = (post: TSchedulerPost) => ({
    status: post.status,
    approvalRequired: post.approval_required,
    publishMode: post.publish_mode,
    failureReason: post.failure_reason,
  });
  const unread = () => notifications.filter((entry) => !entry.read_at).length;

  return [
    mockEndpoint(listSchedulerPosts, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const from = Date.parse(query.get('from') ?? '');
      const to = Date.parse(query.get('to') ?? '');

      return posts.filter((post) =>
        post.scheduled_at === null
          ? query.get('drafts') === '1'
          : Date.parse(post.scheduled_at) >= from && Date.parse(post.scheduled_at) < to,
      );
    }),
    mockEndpoint(getSchedulerPost, ({ params }) => find(String(params.id))),
    mockEndpoint(listSchedulerPostNotes, ({ params }) => {
      const post = find(String(params.id));

      return notes.filter(
        (note) =>
          note.post_id === null ||
          posts.some((entry) => entry.id === note.post_id && entry.master_post_id === post.master_post_id),
      );
    }),
    mockEndpoint(createSchedulerPostNote, async ({ params, request }) => {
      const post = find(String(params.id));
      const { text } = (await request.json()) as { text: string };
      if (text.trim() === '') throw invalid({ text: ['Write a note first.'] });
      counter += 1;
      const note = postNoteFixture({
        id: `7b0c0000-0000-4000-8000-${String(100 + counter).padStart(12, '0')}`,
        post_id: post.id,
        author: { user_id: USER_ID, name: 'Ada Lovelace' },
        text: text.trim(),
        is_own: true,
        created_at: NOW,
      });
      notes = [...notes, note];

      return note;
    }),
    mockEndpoint(deleteSchedulerPostNote, ({ params }) => {
      find(String(params.id));
      const note = notes.find((entry) => entry.id === String(params.note_id));
      if (!note) throw new MockApiError(404, { message: 'This note was not found.', code: 'not_found' });
      if (!note.is_own)
        throw new MockApiError(403, {
          message: 'Only the person who wrote this note can delete it.',
          code: 'forbidden',
        });
      notes = notes.filter((entry) => entry.id !== note.id);

      return undefined;
    }),
    mockEndpoint(convertSchedulerPost, async ({ params, request }) => {
      const post = find(String(params.id));
      const body = (await request.json()) as Partial<Pick<TSchedulerPost, 'publish_mode' | 'kind'>>;
      const mode = body.publish_mode ?? post.publish_mode;
      if (!nextPostStatus(lifecycle(post), { type: 'mode.changed', publishMode: mode }))
        throw new MockApiError(409, {
          message: `This post is ${post.status}: how it is published can no longer change.`,
          code: 'conflict',
        });

      return store({ ...post, publish_mode: mode, kind: body.kind ?? post.kind });
    }),
    mockEndpoint(confirmPreSavedSchedulerPosts, async ({ request }) => {
      const { post_ids: ids } = (await request.json()) as { post_ids: string[] };
      const chosen = ids.map(find);
      const errors: Record<string, string[]> = {};
      chosen.forEach((post, index) => {
        if (post.status !== 'draft')
          errors[`post_ids.${index}`] = [`This post is ${post.status}, not a draft.`];
        else if (!nextPostStatus(lifecycle(post), { type: 'schedule' }))
          errors[`post_ids.${index}`] = ['This post needs approval before it can be scheduled.'];
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);

      return chosen.map((post) => store({ ...post, status: 'scheduled' }));
    }),
    mockEndpoint(pushConfirmationNotification, async ({ request }) => {
      const { post_id: postId } = (await request.json()) as { post_id: string };
      const post = find(postId);
      if (post.status !== 'notification_due')
        throw new MockApiError(409, {
          message: `This post is ${post.status}: it is not waiting for you to publish it.`,
          code: 'conflict',
        });
      counter += 1;
      notifications = [
        notificationFixture({
          id: `7c0c0000-0000-4000-8000-${String(100 + counter).padStart(12, '0')}`,
          post_id: post.id,
          created_at: NOW,
        }),
        ...notifications,
      ];

      return post;
    }),
    mockEndpoint(validateAutoPublishingNotification, async ({ request }) => {
      const body = (await request.json()) as { post_id: string; published: boolean; permalink?: string };
      const post = find(body.post_id);
      if (post.status !== 'notification_due')
        throw new MockApiError(409, {
          message: `This post is ${post.status}: it is not waiting for you to publish it.`,
          code: 'conflict',
        });
      const hosts = PERMALINK_HOSTS[post.network];
      if (
        body.permalink &&
        hosts &&
        !hosts.some((host) =>
          new RegExp(`^https://([a-z0-9-]+\\.)*${host.replace('.', '\\.')}/`).test(body.permalink!),
        )
      )
        throw invalid({
          permalink: [
            `That is not the address of a post on ${NETWORK_NAMES[post.network] ?? post.network} (${hosts.join(', ')}).`,
          ],
        });
      notifications = notifications.map((entry) =>
        entry.post_id === post.id && !entry.read_at ? { ...entry, read_at: NOW } : entry,
      );

      return store(
        body.published
          ? { ...post, status: 'published', published_at: NOW, permalink: body.permalink ?? null }
          : { ...post, status: 'draft' },
      );
    }),
    mockEndpoint(listNotifications, () => ({ items: notifications, unread_count: unread() })),
    mockEndpoint(markNotificationsAsRead, async ({ request }) => {
      const text = await request.text();
      const { ids } = (text ? JSON.parse(text) : {}) as { ids?: string[] };
      notifications = notifications.map((entry) =>
        !entry.read_at && (!ids || ids.includes(entry.id)) ? { ...entry, read_at: NOW } : entry,
      );

      return { unread_count: unread() };
    }),
  ];
}
