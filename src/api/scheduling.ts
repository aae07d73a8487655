import type { TSchedulerPost } from '@contracts/publishing.ts';
import type { TPostNote } from '@contracts/scheduling.ts';
import {
  confirmPreSavedSchedulerPosts,
  convertSchedulerPost,
  createSchedulerPostNote,
  deleteSchedulerPostNote,
  getSchedulerPost,
  listNotifications,
  listSchedulerPostEvents,
  listSchedulerPostNotes,
  listSchedulerPosts,
  pushConfirmationNotification,
  validateAutoPublishingNotification,
} from '@/api/routes.generated.ts';
import type { RequestInput } from '@contracts/endpoint.ts';
import useSWR, { useSWRConfig } from 'swr';
import { callEndpoint, endpointPath } from './endpoints.ts';

export type ConvertChanges = RequestInput<typeof convertSchedulerPost>['body'];
export type ReminderAnswer = Omit<RequestInput<typeof validateAutoPublishingNotification>['body'], 'post_id'>;

/** One post (the scheduler opens it from a notification's link). */
export function useSchedulerPost(id: string | null) {
  const { data, error } = useSWR(id ? endpointPath(getSchedulerPost, { id }) : null, () =>
    callEndpoint(getSchedulerPost, { params: { id: id! } }),
  );

  return { post: data, error: error as unknown };
}

/** The team's notes on a post (shared by its versions), oldest first. */
export function usePostNotes(id: string) {
  const { data, error, isLoading, mutate } = useSWR(endpointPath(listSchedulerPostNotes, { id }), () =>
    callEndpoint(listSchedulerPostNotes, { params: { id } }),
  );

  return { notes: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

const POSTS_KEY = endpointPath(listSchedulerPosts);
const isPostsKey = (key: unknown) => typeof key === 'string' && key.startsWith(POSTS_KEY);

/**
 * Notes, converting, scheduling drafts in bulk and answering a post's reminder. Each write reloads what it
 * changes: the calendar's windows, the post's history, its notes, the notifications.
 */
export function useSchedulingActions() {
  const { mutate } = useSWRConfig();
  const refresh = async (ids: readonly string[]) => {
    await mutate(isPostsKey);
    for (const id of ids) {
      await mutate(endpointPath(listSchedulerPostEvents, { id }));
      await mutate(endpointPath(getSchedulerPost, { id }));
    }
  };

  return {
    async addNote(postId: string, text: string): Promise<TPostNote> {
      const note = await callEndpoint(createSchedulerPostNote, { params: { id: postId }, body: { text } });
      await mutate(endpointPath(listSchedulerPostNotes, { id: postId }));

      return note;
    },
    async deleteNote(postId: string, noteId: string): Promise<void> {
      await callEndpoint(deleteSchedulerPostNote, { params: { id: postId, note_id: noteId } });
      await mutate(endpointPath(listSchedulerPostNotes, { id: postId }));
    },
    async convert(postId: string, body: ConvertChanges): Promise<TSchedulerPost> {
      const post = await callEndpoint(convertSchedulerPost, { params: { id: postId }, body });
      await refresh([postId]);

      return post;
    },
    async confirmDrafts(postIds: string[]): Promise<TSchedulerPost[]> {
      const posts = await callEndpoint(confirmPreSavedSchedulerPosts, { body: { post_ids: postIds } });
      await refresh(postIds);

      return posts;
    },
    async remindAgain(postId: string): Promise<TSchedulerPost> {
      const post = await callEndpoint(pushConfirmationNotification, { body: { post_id: postId } });
      await refresh([postId]);
      await mutate(endpointPath(listNotifications));

      return post;
    },
    async answerReminder(postId: string, answer: ReminderAnswer): Promise<TSchedulerPost> {
      const post = await callEndpoint(validateAutoPublishingNotification, {
        body: { post_id: postId, ...answer },
      });
      await refresh([postId]);
      await mutate(endpointPath(listNotifications));

      return post;
    },
  };
}
