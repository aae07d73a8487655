import { z } from 'zod';
import { queryList, ZIsoDateTime, ZUuidList } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZProfileNetwork, ZPublishQuota } from './social.ts';

/**
 * The post scheduler (spec: scheduler posts). One post written for several profiles is a master post with one
 * scheduled post per profile; each goes through the lifecycle of statecharts/post-lifecycle on its own.
 */

export const POST_STATUSES = [
  'draft',
  'awaiting_approval',
  'approved',
  'scheduled',
  'publishing',
  'published',
  'failed',
  'notification_due',
] as const;
export const ZPostStatus = z.enum(POST_STATUSES);
export type TPostStatus = z.infer<typeof ZPostStatus>;

export const POST_KINDS = [
  'post',
  'image',
  'video',
  'reel',
  'story',
  'carousel',
  'thread',
  'pin',
  'short',
  'link',
  'text',
  'document',
] as const;
export const ZPostKind = z.enum(POST_KINDS);

/** Why a publish failed, in the three words a user acts on. */
export const ZFailureReason = z.enum(['reconnect', 'retry_later', 'rejected']);

export const ZPostMedia = z.object({
  /**
   * The media library's file this is, when it is one: the server reads its kind and size from the library, and
   * the publishing worker signs a fresh address when the post is published (a library address expires).
   */
  library_media_id: z.uuid({ error: 'Choose a file of the media library by its id.' }).optional(),
  type: z.enum(['image', 'video', 'document']),
  url: z.url({ protocol: /^https?$/, error: 'Give the address of the file (http or https).' }),
  mime_type: z.string().min(3).max(100),
  bytes: z.number().int().positive(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  duration_sec: z.number().positive().optional(),
  alt_text: z.string().max(1000).optional(),
});
export type TPostMedia = z.infer<typeof ZPostMedia>;
/**
 * A post's media as written: a library file by `library_media_id` alone (the rest is read from the library),
 * or any file by its public address and facts.
 */
export const ZPostMediaInput = ZPostMedia.partial({
  type: true,
  url: true,
  mime_type: true,
  bytes: true,
}).superRefine((media, ctx) => {
  if (media.library_media_id) return;
  for (const field of ['url', 'type', 'mime_type', 'bytes'] as const)
    if (media[field] === undefined)
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message:
          field === 'url'
            ? 'Give the address of the file (http or https), or choose it from the media library.'
            : `Give the file’s ${field.replace('_', ' ')}, or choose it from the media library.`,
      });
});
export type TPostMediaInput = z.input<typeof ZPostMediaInput>;

/** The place a post is tagged with: an id from `/search-locations` for the post's profile, and its name. */
export const ZPostLocation = z.object({
  id: z.string().trim().min(1, 'Choose a place from the search.').max(200),
  name: z.string().trim().min(1, 'Choose a place from the search.').max(300),
});
export type TPostLocation = z.infer<typeof ZPostLocation>;

/** What may differ per profile: a network's own caption, first comment, format or place. */
const ZPostFields = z.object({
  kind: ZPostKind,
  text: z.string().max(65_000),
  media: z.array(ZPostMediaInput).max(35),
  first_comment: z.string().max(10_000).nullable(),
  link: z.url({ protocol: /^https?$/, error: 'Give a web address (http or https).' }).nullable(),
  location: ZPostLocation.nullable(),
});
/** A new post: what is left out is empty. */
const ZPostContent = ZPostFields.extend({
  text: ZPostFields.shape.text.default(''),
  media: ZPostFields.shape.media.default([]),
  first_comment: ZPostFields.shape.first_comment.default(null),
  link: ZPostFields.shape.link.default(null),
  location: ZPostFields.shape.location.default(null),
});

export const ZSchedulerPost = z
  .object({
    id: z.uuid(),
    master_post_id: z.uuid(),
    profile_id: z.uuid(),
    network: ZProfileNetwork,
    kind: ZPostKind,
    text: z.string(),
    media: z.array(ZPostMedia),
    first_comment: z.string().nullable(),
    link: z.string().nullable(),
    /** The place the post is tagged with (the server always says; null: none). */
    location: ZPostLocation.nullable().optional(),
    status: ZPostStatus,
    approval_required: z.boolean(),
    publish_mode: z.enum(['auto', 'notification']),
    scheduled_at: ZIsoDateTime.nullable(),
    failure_reason: ZFailureReason.nullable(),
    failure_message: z.string().nullable(),
    remote_id: z.string().nullable(),
    permalink: z.string().nullable(),
    published_at: ZIsoDateTime.nullable(),
    /** A publish the worker has held past its lease: it is resumed, and the scheduler says so. */
    is_stuck: z.boolean(),
    attempts: z.number().int(),
    created_at: ZIsoDateTime,
    updated_at: ZIsoDateTime,
  })
  .meta({ id: 'SchedulerPost' });
export type TSchedulerPost = z.infer<typeof ZSchedulerPost>;

export const ZSchedulerPostEvent = z
  .object({
    at: ZIsoDateTime,
    type: z.string(),
    from_status: ZPostStatus.nullable(),
    to_status: ZPostStatus.nullable(),
    message: z.string().nullable(),
    actor_user_id: z.uuid().nullable(),
  })
  .meta({ id: 'SchedulerPostEvent' });

const ZStatusList = queryList(ZPostStatus);

export const listSchedulerPosts = defineEndpoint({
  id: 'listSchedulerPosts',
  method: 'GET',
  path: '/scheduler-posts',
  summary:
    'Scheduled posts planned between two instants (drafts without a time are included with `drafts=1`)',
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', allocated: true },
  query: z.object({
    from: ZIsoDateTime,
    to: ZIsoDateTime,
    profile_ids: ZUuidList.optional(),
    status: ZStatusList.optional(),
    drafts: z.enum(['0', '1']).optional(),
  }),
  response: { status: 200, description: 'Posts, by planned time', schema: z.array(ZSchedulerPost) },
  errors: [401, 404, 422],
});

export const createSchedulerPosts = defineEndpoint({
  id: 'createSchedulerPosts',
  method: 'POST',
  path: '/scheduler-posts',
  summary:
    'Write one post for several profiles (a master post), with per-profile variants; each is checked against its network before it is saved',
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', at: 'body.profile_ids' },
  body: ZPostContent.extend({
    profile_ids: z
      .array(z.uuid())
      .min(1, 'Choose at least one profile.')
      .max(50, 'Choose at most 50 profiles.'),
    /** Per profile id: what differs from the master post. */
    variants: z.record(z.uuid(), ZPostFields.partial()).default({}),
    scheduled_at: ZIsoDateTime.nullable().default(null),
    /** Add to queue: each profile at its own next free time slot (`scheduled_at` is then not used). */
    queue: z.boolean().default(false),
    publish_mode: z.enum(['auto', 'notification']).default('auto'),
    approval_required: z.boolean().default(false),
  }),
  response: { status: 201, description: 'One post per profile', schema: z.array(ZSchedulerPost) },
  errors: [401, 404, 422],
});

export const updateSchedulerPost = defineEndpoint({
  id: 'updateSchedulerPost',
  method: 'PATCH',
  path: '/scheduler-posts/{id}',
  summary: 'Edit a post or move it to another time (not while it publishes or once published)',
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', of: 'post', at: 'params.id' },
  params: z.object({ id: z.uuid() }),
  body: ZPostFields.partial().extend({
    scheduled_at: ZIsoDateTime.nullable().optional(),
    publish_mode: z.enum(['auto', 'notification']).optional(),
  }),
  response: { status: 200, description: 'The post', schema: ZSchedulerPost },
  errors: [401, 404, 409, 422],
});

export const POST_STATUS_EVENTS = [
  'approval.requested',
  'approval.granted',
  'approval.refused',
  'schedule',
  'unschedule',
  'reschedule',
  'notification.confirmed',
] as const;

export const setSchedulerPostStatus = defineEndpoint({
  id: 'setSchedulerPostStatus',
  method: 'POST',
  path: '/scheduler-post/{id}/status',
  summary:
    'Move a post on in its lifecycle: ask for approval, approve or refuse, schedule or unschedule, reschedule after a failure, confirm a post published by hand from its notification',
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', of: 'post', at: 'params.id' },
  params: z.object({ id: z.uuid() }),
  body: z.object({ event: z.enum(POST_STATUS_EVENTS) }),
  response: { status: 200, description: 'The post', schema: ZSchedulerPost },
  errors: [401, 404, 409, 422],
});

export const listSchedulerPostEvents = defineEndpoint({
  id: 'listSchedulerPostEvents',
  method: 'GET',
  path: '/scheduler-post/{id}/events',
  summary: "A post's history: every change of status, who or what made it, and why",
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', of: 'post', at: 'params.id' },
  params: z.object({ id: z.uuid() }),
  response: { status: 200, description: 'Events, oldest first', schema: z.array(ZSchedulerPostEvent) },
  errors: [401, 404],
});

const ZMediaRules = z.object({
  formats: z.array(z.string()),
  /** How the formats are named to people ("JPEG, PNG"). */
  label: z.string(),
  max_bytes: z.number().int(),
  /** Width ÷ height, inclusive. */
  aspect: z.tuple([z.number(), z.number()]).nullable(),
  min_sec: z.number().nullable(),
  max_sec: z.number().nullable(),
});

/** What a profile's network accepts: the composer checks and shows these before the server does. */
export const ZPublishingSpecification = z
  .object({
    can_publish: z.boolean(),
    kinds: z.array(ZPostKind),
    max_text_length: z.number().int(),
    max_hashtags: z.number().int().nullable(),
    max_mentions: z.number().int().nullable(),
    max_items: z.number().int(),
    carousel: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    text_required: z.boolean(),
    media_required: z.boolean(),
    first_comment: z.boolean(),
    /** Whether posts can be tagged with a place (`/search-locations`); the server always says. */
    locations: z.boolean().optional(),
    media: z.object({
      image: ZMediaRules.nullable(),
      video: ZMediaRules.nullable(),
      document: ZMediaRules.nullable(),
    }),
  })
  .meta({ id: 'PublishingSpecification' });
export type TPublishingSpecification = z.infer<typeof ZPublishingSpecification>;

export const listSchedulerPostsSpecifications = defineEndpoint({
  id: 'listSchedulerPostsSpecifications',
  method: 'GET',
  path: '/scheduler-posts-specifications',
  summary: "What each of the workspace's profiles can publish: formats, caption and media limits",
  tag: 'Publishing',
  access: 'user',
  permission: { role: 'member' },
  response: {
    status: 200,
    description: 'One entry per profile',
    schema: z.array(
      z.object({ profile_id: z.uuid(), network: ZProfileNetwork, specification: ZPublishingSpecification }),
    ),
  },
  errors: [401],
});

const ZSchedulerProfile = z
  .object({
    profile_id: z.uuid(),
    network: ZProfileNetwork,
    specification: ZPublishingSpecification,
    quota: ZPublishQuota.nullable(),
  })
  .meta({ id: 'SchedulerProfile' });

export const getSchedulerProfile = defineEndpoint({
  id: 'getSchedulerProfile',
  method: 'GET',
  path: '/scheduler-profile/{spid}',
  summary:
    'A profile as the scheduler sees it: what its network accepts and how much of its publishing quota is used (null when the network has none, or the profile is disconnected)',
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', at: 'params.spid' },
  params: z.object({ spid: z.uuid() }),
  response: {
    status: 200,
    description: 'The profile',
    schema: ZSchedulerProfile,
  },
  errors: [401, 404],
});

export const listSchedulerProfiles = defineEndpoint({
  id: 'listSchedulerProfiles',
  method: 'GET',
  path: '/scheduler-profiles',
  summary:
    'Every profile of the workspace as the scheduler sees it: what its network accepts and its publishing quota right now',
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', allocated: true },
  response: { status: 200, description: 'One entry per profile', schema: z.array(ZSchedulerProfile) },
  errors: [401],
});

export const previewSchedulerPosts = defineEndpoint({
  id: 'previewSchedulerPosts',
  method: 'POST',
  path: '/preview-scheduler-posts',
  summary:
    'What a new post would publish on each profile and what each network would refuse, without saving anything',
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', at: 'body.profile_ids' },
  body: createSchedulerPosts.body,
  response: {
    status: 200,
    description:
      'Per profile: the content it would publish and its problems; `errors` as a save would answer them',
    schema: z.object({
      ok: z.boolean(),
      errors: z.record(z.string(), z.array(z.string())),
      posts: z.array(
        ZPostFields.extend({
          profile_id: z.uuid(),
          network: ZProfileNetwork,
          media: z.array(ZPostMedia),
          link: z.string().nullable(),
          problems: z.array(z.object({ field: z.string(), message: z.string() })),
        }),
      ),
    }),
  },
  errors: [401, 404, 422],
});

export const getSchedulerMasterPost = defineEndpoint({
  id: 'getSchedulerMasterPost',
  method: 'GET',
  path: '/scheduler-master-posts/{id}',
  summary: 'The posts one master post became, one per profile',
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', allocated: true },
  params: z.object({ id: z.uuid() }),
  response: {
    status: 200,
    description: 'The posts, in the order they were written',
    schema: z.array(ZSchedulerPost),
  },
  errors: [401, 404],
});
