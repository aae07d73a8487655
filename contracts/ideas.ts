import { z } from 'zod';
import { queryList, ZIsoDateTime } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZPostKind, ZSchedulerPost } from './publishing.ts';

/**
 * The idea pool (spec: ideas, idea tags, idea-pool, idea positioning): ideas for posts, kept in the order the
 * user gives them, tagged, and turned into a draft post when their time comes.
 */

export const MAX_IDEA_MEDIA = 20;

/** Media of the library by id (with its address when known), kept as a reference until the post is made. */
export const ZIdeaMedia = z.object({
  library_media_id: z.uuid({ error: 'Choose media from the library.' }),
  url: z
    .url({ protocol: /^https?$/, error: 'Give a web address (http or https).' })
    .nullable()
    .default(null),
});

export const ZIdeaTitle = z
  .string({ error: 'Give the idea a title.' })
  .trim()
  .min(1, 'Give the idea a title.')
  .max(120, 'Use at most 120 characters.');
export const ZIdeaCaption = z.string().max(65_000, 'Use at most 65,000 characters.');
export const ZIdeaTagName = z
  .string({ error: 'Name the tag.' })
  .trim()
  .min(1, 'Name the tag.')
  .max(40, 'Use at most 40 characters.');

export const ZIdeaTag = z
  .object({ id: z.uuid(), name: z.string(), ideas: z.number().int() })
  .meta({ id: 'IdeaTag' });
export type TIdeaTag = z.infer<typeof ZIdeaTag>;

export const ZIdea = z
  .object({
    id: z.uuid(),
    title: z.string(),
    caption: z.string(),
    media: z.array(z.object({ library_media_id: z.uuid(), url: z.string().nullable() })),
    tags: z.array(z.object({ id: z.uuid(), name: z.string() })),
    /** 1…n in the user's order. */
    position: z.number().int(),
    /** The post made from it, once it is used. */
    master_post_id: z.uuid().nullable(),
    used_at: ZIsoDateTime.nullable(),
    created_at: ZIsoDateTime,
    updated_at: ZIsoDateTime,
  })
  .meta({ id: 'Idea' });
export type TIdea = z.infer<typeof ZIdea>;

const ZIdeaParams = z.object({ id: z.uuid() });
const ZTagIds = z.array(z.uuid()).max(20, 'Use at most 20 tags on an idea.');

/** An idea as written: only the title is needed. */
export const ZIdeaInput = z.object({
  title: ZIdeaTitle,
  caption: ZIdeaCaption.default(''),
  media: z.array(ZIdeaMedia).max(MAX_IDEA_MEDIA, `Add at most ${MAX_IDEA_MEDIA} media.`).default([]),
  tag_ids: ZTagIds.default([]),
});
export type TIdeaInput = z.input<typeof ZIdeaInput>;

export const listIdeas = defineEndpoint({
  id: 'listIdeas',
  method: 'GET',
  path: '/ideas',
  summary:
    'The idea pool in the user’s order; `q` searches titles and captions, `tag_ids[]` keeps ideas with any of the tags, `used` keeps used (1) or unused (0) ideas',
  tag: 'Ideas',
  access: 'user',
  permission: { role: 'member' },
  query: z.object({
    q: z.string().trim().max(200).optional(),
    tag_ids: queryList(z.uuid()).optional(),
    used: z.enum(['0', '1']).optional(),
  }),
  response: { status: 200, description: 'Ideas by position', schema: z.array(ZIdea) },
  errors: [401, 404],
});

export const createIdea = defineEndpoint({
  id: 'createIdea',
  method: 'POST',
  path: '/ideas',
  summary: 'Add an idea at the end of the pool',
  tag: 'Ideas',
  access: 'user',
  permission: { role: 'member' },
  body: ZIdeaInput,
  response: { status: 201, description: 'The idea', schema: ZIdea },
  errors: [401, 404],
});

export const getIdea = defineEndpoint({
  id: 'getIdea',
  method: 'GET',
  path: '/ideas/{id}',
  summary: 'An idea',
  tag: 'Ideas',
  access: 'user',
  permission: { role: 'member' },
  params: ZIdeaParams,
  response: { status: 200, description: 'The idea', schema: ZIdea },
  errors: [401, 404],
});

export const updateIdea = defineEndpoint({
  id: 'updateIdea',
  method: 'PATCH',
  path: '/ideas/{id}',
  summary: 'Edit an idea; `tag_ids` replaces its tags',
  tag: 'Ideas',
  access: 'user',
  permission: { role: 'member' },
  params: ZIdeaParams,
  body: z.object({
    title: ZIdeaTitle.optional(),
    caption: ZIdeaCaption.optional(),
    media: z.array(ZIdeaMedia).max(MAX_IDEA_MEDIA, `Add at most ${MAX_IDEA_MEDIA} media.`).optional(),
    tag_ids: ZTagIds.optional(),
  }),
  response: { status: 200, description: 'The idea', schema: ZIdea },
  errors: [401, 404],
});

export const deleteIdea = defineEndpoint({
  id: 'deleteIdea',
  method: 'DELETE',
  path: '/ideas/{id}',
  summary: 'Delete an idea (a post made from it stays)',
  tag: 'Ideas',
  access: 'user',
  permission: { role: 'member' },
  params: ZIdeaParams,
  response: { status: 204, description: 'Deleted' },
  errors: [401, 404],
});

export const positionIdea = defineEndpoint({
  id: 'positionIdea',
  method: 'POST',
  path: '/ideas/{id}/position',
  summary:
    'Move an idea just before or just after another (idea positioning); the pool is renumbered 1…n in one transaction, one move at a time per workspace',
  tag: 'Ideas',
  access: 'user',
  permission: { role: 'member' },
  params: ZIdeaParams,
  body: z
    .object({ before_id: z.uuid().optional(), after_id: z.uuid().optional() })
    .refine((body) => (body.before_id === undefined) !== (body.after_id === undefined), {
      message: 'Give either before_id or after_id.',
      path: ['before_id'],
    }),
  response: {
    status: 200,
    description: 'The pool’s order, every idea id',
    schema: z.object({ order: z.array(z.uuid()) }),
  },
  errors: [401, 404],
});

export const attachIdeaTags = defineEndpoint({
  id: 'attachIdeaTags',
  method: 'POST',
  path: '/ideas/{id}/attach-tags',
  summary: 'Put tags on an idea (those it has stay)',
  tag: 'Ideas',
  access: 'user',
  permission: { role: 'member' },
  params: ZIdeaParams,
  body: z.object({ tag_ids: ZTagIds.min(1, 'Choose at least one tag.') }),
  response: { status: 200, description: 'The idea', schema: ZIdea },
  errors: [401, 404],
});

export const detachIdeaTags = defineEndpoint({
  id: 'detachIdeaTags',
  method: 'POST',
  path: '/ideas/{id}/detach-tags',
  summary: 'Take tags off an idea',
  tag: 'Ideas',
  access: 'user',
  permission: { role: 'member' },
  params: ZIdeaParams,
  body: z.object({ tag_ids: ZTagIds.min(1, 'Choose at least one tag.') }),
  response: { status: 200, description: 'The idea', schema: ZIdea },
  errors: [401, 404],
});

export const ZIdeaToPost = z.object({
  profile_ids: z
    .array(z.uuid())
    .min(1, 'Choose at least one profile.')
    .max(50, 'Choose at most 50 profiles.'),
  /** The format; by default each profile's first of post, text, image, or its network's first. */
  kind: ZPostKind.optional(),
});

export const createPostFromIdea = defineEndpoint({
  id: 'createPostFromIdea',
  method: 'POST',
  path: '/ideas/{id}/post',
  summary:
    'Turn an idea into a draft post for some profiles, with its caption and its media library files (checked against each network like any post), and mark it used, linked to the master post: both in one transaction',
  tag: 'Ideas',
  access: 'user',
  permission: { profiles: 'publish', at: 'body.profile_ids' },
  params: ZIdeaParams,
  body: ZIdeaToPost,
  response: {
    status: 201,
    description: 'The idea, now used, and the draft (one post per profile)',
    schema: z.object({ idea: ZIdea, posts: z.array(ZSchedulerPost) }),
  },
  errors: [401, 404, 422],
});

export const listIdeaTags = defineEndpoint({
  id: 'listIdeaTags',
  method: 'GET',
  path: '/idea-tags',
  summary: 'The idea tags by name, with how many ideas carry each',
  tag: 'Ideas',
  access: 'user',
  permission: { role: 'member' },
  response: { status: 200, description: 'Tags by name', schema: z.array(ZIdeaTag) },
  errors: [401],
});

export const createIdeaTag = defineEndpoint({
  id: 'createIdeaTag',
  method: 'POST',
  path: '/idea-tags',
  summary: 'Create an idea tag',
  tag: 'Ideas',
  access: 'user',
  permission: { role: 'member' },
  body: z.object({ name: ZIdeaTagName }),
  response: { status: 201, description: 'The tag', schema: ZIdeaTag },
  errors: [401],
});

export const updateIdeaTag = defineEndpoint({
  id: 'updateIdeaTag',
  method: 'PATCH',
  path: '/idea-tags/{id}',
  summary: 'Rename an idea tag',
  tag: 'Ideas',
  access: 'user',
  permission: { role: 'member' },
  params: ZIdeaParams,
  body: z.object({ name: ZIdeaTagName }),
  response: { status: 200, description: 'The tag', schema: ZIdeaTag },
  errors: [401, 404],
});

export const deleteIdeaTag = defineEndpoint({
  id: 'deleteIdeaTag',
  method: 'DELETE',
  path: '/idea-tags/{id}',
  summary: 'Delete an idea tag (its ideas stay)',
  tag: 'Ideas',
  access: 'user',
  permission: { role: 'member' },
  params: ZIdeaParams,
  response: { status: 204, description: 'Deleted' },
  errors: [401, 404],
});
