import { z } from 'zod';
import { ZIsoDateTime } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZPostKind, ZSchedulerPost } from './publishing.ts';

/**
 * What a team does with a scheduled post beyond writing it: discuss it in notes, change how it is published,
 * schedule several drafts at once, and answer the reminder of a post published by hand (notification mode).
 * Each status change goes through statecharts/post-lifecycle on the server.
 */

export const NOTE_MAX_LENGTH = 2000;

export const ZPostNote = z
  .object({
    id: z.uuid(),
    /** The version (one profile's post) it was written from; notes are shared by every version of a post. */
    post_id: z.uuid().nullable(),
    /** Null once its author's user was removed. */
    author: z.object({ user_id: z.uuid(), name: z.string() }).nullable(),
    text: z.string(),
    /** Written by the signed-in user: only they may delete it. */
    is_own: z.boolean(),
    created_at: ZIsoDateTime,
  })
  .meta({ id: 'SchedulerPostNote' });
export type TPostNote = z.infer<typeof ZPostNote>;

const ZPostId = z.object({ id: z.uuid() });

export const getSchedulerPost = defineEndpoint({
  id: 'getSchedulerPost',
  method: 'GET',
  path: '/scheduler-post/{id}',
  summary: 'One scheduled post (the scheduler opens it from a notification)',
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', of: 'post', at: 'params.id' },
  params: ZPostId,
  response: { status: 200, description: 'The post', schema: ZSchedulerPost },
  errors: [401, 404],
});

export const listSchedulerPostNotes = defineEndpoint({
  id: 'listSchedulerPostNotes',
  method: 'GET',
  path: '/scheduler-post/{id}/notes',
  summary:
    "The team's notes on a post, oldest first: shared by every profile's version of it (one master post)",
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', of: 'post', at: 'params.id' },
  params: ZPostId,
  response: { status: 200, description: 'Notes, oldest first', schema: z.array(ZPostNote) },
  errors: [401, 404],
});

export const createSchedulerPostNote = defineEndpoint({
  id: 'createSchedulerPostNote',
  method: 'POST',
  path: '/scheduler-post/{id}/notes',
  summary: 'Add a note to a post (seen on every version of it)',
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', of: 'post', at: 'params.id' },
  params: ZPostId,
  body: z.object({
    text: z
      .string()
      .trim()
      .min(1, 'Write a note first.')
      .max(NOTE_MAX_LENGTH, `Keep a note to ${NOTE_MAX_LENGTH.toLocaleString('en')} characters.`),
  }),
  response: { status: 201, description: 'The note', schema: ZPostNote },
  errors: [401, 404, 422],
});

export const deleteSchedulerPostNote = defineEndpoint({
  id: 'deleteSchedulerPostNote',
  method: 'DELETE',
  path: '/scheduler-post/{id}/notes/{note_id}',
  summary:
    "Delete one of your own notes. A teammate's note is 403 (you can see it, only its author may delete it); another workspace's is 404",
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', of: 'post', at: 'params.id' },
  params: z.object({ id: z.uuid(), note_id: z.uuid() }),
  response: { status: 204, description: 'Deleted' },
  errors: [401, 403, 404],
});

export const convertSchedulerPost = defineEndpoint({
  id: 'convertSchedulerPost',
  method: 'POST',
  path: '/scheduler-post/{id}/convert',
  summary:
    'Change how a post is published (automatically, or a reminder to publish it by hand) and/or its format, checked against its network again; refused (409) once it publishes or is published',
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', of: 'post', at: 'params.id' },
  params: ZPostId,
  body: z
    .object({
      publish_mode: z.enum(['auto', 'notification']).optional(),
      kind: ZPostKind.optional(),
    })
    .superRefine((body, context) => {
      if (body.publish_mode === undefined && body.kind === undefined)
        context.addIssue({
          code: 'custom',
          path: ['publish_mode'],
          message: 'Choose how to publish the post or its new format.',
        });
    }),
  response: { status: 200, description: 'The post', schema: ZSchedulerPost },
  errors: [401, 404, 409, 422],
});

export const confirmPreSavedSchedulerPosts = defineEndpoint({
  id: 'confirmPreSavedSchedulerPosts',
  method: 'POST',
  path: '/confirm-pre-saved-scheduler-posts',
  summary:
    "Schedule several drafts at once, each at its own time: all or none. A 422 names each post that cannot be scheduled (`post_ids.<index>`) and why; a post that is not the workspace's is 404",
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', of: 'post', at: 'body.post_ids' },
  body: z.object({
    post_ids: z
      .array(z.uuid())
      .min(1, 'Choose at least one draft.')
      .max(200, 'Schedule at most 200 drafts at once.'),
  }),
  response: { status: 200, description: 'The scheduled posts', schema: z.array(ZSchedulerPost) },
  errors: [401, 404, 422],
});

export const pushConfirmationNotification = defineEndpoint({
  id: 'pushConfirmationNotification',
  method: 'POST',
  path: '/push-confirmation-notification',
  summary:
    "Remind the post's author again (in the app and by e-mail) to publish a due post by hand; only for a post waiting for that (409 otherwise)",
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', of: 'post', at: 'body.post_id' },
  body: z.object({ post_id: z.uuid() }),
  response: { status: 200, description: 'The post', schema: ZSchedulerPost },
  errors: [401, 404, 409, 422],
});

export const validateAutoPublishingNotification = defineEndpoint({
  id: 'validateAutoPublishingNotification',
  method: 'POST',
  path: '/validate-auto-publishing-notification',
  summary:
    'Answer a post\'s reminder: `published: true` ("I published it", optionally with the live post\'s address on its network) makes it published; `published: false` ("I won\'t publish it") makes it a draft again',
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', of: 'post', at: 'body.post_id' },
  body: z.object({
    post_id: z.uuid(),
    published: z.boolean(),
    permalink: z
      .url({ protocol: /^https$/, error: 'Give the address of the post on the network (https).' })
      .max(2000)
      .nullable()
      .optional(),
  }),
  response: { status: 200, description: 'The post', schema: ZSchedulerPost },
  errors: [401, 404, 409, 422],
});
