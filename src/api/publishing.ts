import type { POST_STATUS_EVENTS, TPostStatus, TSchedulerPost } from '@contracts/publishing.ts';
import {
  createSchedulerPosts,
  listSchedulerPostEvents,
  listSchedulerPosts,
  listSchedulerPostsSpecifications,
  setSchedulerPostStatus,
  updateSchedulerPost,
} from '@/api/routes.generated.ts';
import type { RequestInput } from '@contracts/endpoint.ts';
import useSWR, { useSWRConfig } from 'swr';
import { serializeQuery } from './client.ts';
import { callEndpoint, endpointPath } from './endpoints.ts';

export const SCHEDULER_POSTS_KEY = endpointPath(listSchedulerPosts);
export const SPECIFICATIONS_KEY = endpointPath(listSchedulerPostsSpecifications);

export type PlannedWindow = {
  /** The first instant shown, ISO. */
  from: string;
  /** The instant after the last one shown, ISO. */
  to: string;
  /** Drafts without a time too. */
  drafts?: boolean;
};

export type NewPosts = RequestInput<typeof createSchedulerPosts>['body'];
export type PostChanges = RequestInput<typeof updateSchedulerPost>['body'];
export type PostStatusEvent = (typeof POST_STATUS_EVENTS)[number];

/** Posts still on their way: the calendar asks again while one of them is due or publishing. */
const IN_FLIGHT: ReadonlySet<TPostStatus> = new Set(['publishing', 'scheduled', 'approved']);
const POLL_MS = 5_000;
const IDLE_POLL_MS = 60_000;

function windowQuery({ from, to, drafts }: PlannedWindow) {
  return { from, to, ...(drafts ? { drafts: '1' as const } : {}) };
}

/**
 * The posts planned in a window, every profile's (filters are applied on the screen: switching one does not
 * ask the server again). Asked again every few seconds while a post is on its way, so a publish shows up.
 */
export function useSchedulerPosts(window: PlannedWindow, now: () => number = Date.now) {
  const query = windowQuery(window);
  const { data, error, isLoading, mutate } = useSWR(
    `${SCHEDULER_POSTS_KEY}?${serializeQuery(query)}`,
    () => callEndpoint(listSchedulerPosts, { query }),
    {
      keepPreviousData: true,
      refreshInterval: (posts) =>
        posts?.some(
          (post) =>
            post.status === 'publishing' ||
            (IN_FLIGHT.has(post.status) &&
              post.scheduled_at !== null &&
              Date.parse(post.scheduled_at) - now() < 10 * 60_000),
        )
          ? POLL_MS
          : IDLE_POLL_MS,
    },
  );

  return { posts: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** What each profile's network accepts (formats, caption, media), for the composer. */
export function usePublishingSpecifications(enabled = true) {
  const { data, error } = useSWR(enabled ? SPECIFICATIONS_KEY : null, () =>
    callEndpoint(listSchedulerPostsSpecifications),
  );

  return { specifications: data, error: error as unknown };
}

/** A post's history, oldest first. */
export function useSchedulerPostEvents(id: string | null) {
  const { data, error, isLoading } = useSWR(id ? endpointPath(listSchedulerPostEvents, { id }) : null, () =>
    callEndpoint(listSchedulerPostEvents, { params: { id: id! } }),
  );

  return { events: data, error: error as unknown, isLoading };
}

/** The posts' lists and single posts, not `/scheduler-posts-specifications` (which only shares the prefix). */
const isPostsKey = (key: unknown) =>
  typeof key === 'string' &&
  (key === SCHEDULER_POSTS_KEY ||
    key.startsWith(`${SCHEDULER_POSTS_KEY}?`) ||
    key.startsWith(`${SCHEDULER_POSTS_KEY}/`));

/**
 * Every write on scheduled posts. A move shows at once (the cached windows are changed before the server
 * answers, and put back if it refuses); every write reloads the windows and the post's history after.
 */
export function useSchedulerActions() {
  const { mutate } = useSWRConfig();
  const refresh = async (id?: string) => {
    await mutate(isPostsKey);
    if (id) await mutate(endpointPath(listSchedulerPostEvents, { id }));
  };

  return {
    async create(body: NewPosts): Promise<TSchedulerPost[]> {
      const posts = await callEndpoint(createSchedulerPosts, { body });
      await refresh();

      return posts;
    },
    async update(id: string, body: PostChanges): Promise<TSchedulerPost> {
      const post = await callEndpoint(updateSchedulerPost, { params: { id }, body });
      await refresh(id);

      return post;
    },
    /** Moves a post to another time, showing it there before the server has answered. */
    async move(post: TSchedulerPost, scheduledAt: string): Promise<TSchedulerPost> {
      const moved = { ...post, scheduled_at: scheduledAt };
      const request = callEndpoint(updateSchedulerPost, {
        params: { id: post.id },
        body: { scheduled_at: scheduledAt },
      });
      let answer: TSchedulerPost | undefined;
      await mutate(
        isPostsKey,
        async () => {
          answer = await request;

          return undefined;
        },
        {
          optimisticData: (current: TSchedulerPost[] | undefined) =>
            current?.map((existing) => (existing.id === post.id ? moved : existing)) ?? [],
          populateCache: false,
          rollbackOnError: true,
          revalidate: true,
        },
      );
      await mutate(endpointPath(listSchedulerPostEvents, { id: post.id }));

      return answer ?? (await request);
    },
    async setStatus(id: string, event: PostStatusEvent): Promise<TSchedulerPost> {
      const post = await callEndpoint(setSchedulerPostStatus, { params: { id }, body: { event } });
      await refresh(id);

      return post;
    },
  };
}
