import { z } from 'zod';
import { ZAnalyticsRange, ZMedia } from './analytics.ts';
import { ZIsoDateTime, ZUuidList } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZProfileNetwork } from './social.ts';

/**
 * Campaigns (the spec's albums) gather posts of any profiles to measure and compare them together; categories
 * file posts under content pillars to see which kind of content works.
 */

/** What a set of posts did: their lifetime metrics as last read. Absent metrics are null, never 0. */
export const ZPostSetStats = z.object({
  posts: z.number().int(),
  profiles: z.number().int(),
  engagements: z.number().nullable(),
  /** Engagements ÷ reach (or ÷ impressions where the network gives no reach), averaged over the posts. */
  avg_engagement_rate: z.number().nullable(),
  impressions: z.number().nullable(),
  reach: z.number().nullable(),
  video_views: z.number().nullable(),
  first_published_at: ZIsoDateTime.nullable(),
  last_published_at: ZIsoDateTime.nullable(),
});
export type TPostSetStats = z.infer<typeof ZPostSetStats>;

export const ZAlbumName = z
  .string()
  .trim()
  .min(1, 'Name the campaign.')
  .max(80, 'Use at most 80 characters.');
const ZDescription = z.string().trim().max(500, 'Use at most 500 characters.');

export const ZAlbum = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    created_at: ZIsoDateTime,
    updated_at: ZIsoDateTime,
    stats: ZPostSetStats,
    networks: z.array(ZProfileNetwork),
  })
  .meta({ id: 'Album' });
export type TAlbum = z.infer<typeof ZAlbum>;

export const ZAlbumDetail = ZAlbum.extend({
  posts: z.array(ZMedia),
  by_profile: z.array(z.object({ profile_id: z.uuid(), stats: ZPostSetStats })),
  by_kind: z.array(z.object({ kind: z.string(), stats: ZPostSetStats })),
  /** Posts and their engagements by local day of publication. */
  timeline: z.array(
    z.object({ day: z.iso.date(), posts: z.number().int(), engagements: z.number().nullable() }),
  ),
  time_zone: z.string(),
}).meta({ id: 'AlbumDetail' });
export type TAlbumDetail = z.infer<typeof ZAlbumDetail>;

const ZAlbumParams = z.object({ id: z.uuid() });
const ZPostIds = z
  .array(z.uuid())
  .min(1, 'Choose at least one post.')
  .max(500, 'Add at most 500 posts at a time.');

export const listAlbums = defineEndpoint({
  id: 'listAlbums',
  method: 'GET',
  path: '/albums',
  summary: 'The campaigns, each with what its posts did',
  tag: 'Campaigns',
  access: 'user',
  permission: { profiles: 'analytics', allocated: true },
  response: { status: 200, description: 'Campaigns, newest first', schema: z.array(ZAlbum) },
  errors: [401],
});

export const listAlbumsNoDetails = defineEndpoint({
  id: 'listAlbumsNoDetails',
  method: 'GET',
  path: '/albums-no-details',
  summary: 'The campaigns by name only (for pickers)',
  tag: 'Campaigns',
  access: 'user',
  permission: { profiles: 'analytics', allocated: true },
  response: {
    status: 200,
    description: 'Campaigns',
    schema: z.array(z.object({ id: z.uuid(), name: z.string(), posts: z.number().int() })),
  },
  errors: [401],
});

export const albumsOverview = defineEndpoint({
  id: 'albumsOverview',
  method: 'GET',
  path: '/albums-overview',
  summary: 'Campaigns side by side (the comparative table); `ids[]` picks some, all otherwise',
  tag: 'Campaigns',
  access: 'user',
  permission: { profiles: 'analytics', allocated: true },
  query: z.object({
    ids: ZUuidList.optional(),
  }),
  response: { status: 200, description: 'Campaigns', schema: z.array(ZAlbum) },
  errors: [401, 404],
});

export const listProfileAlbums = defineEndpoint({
  id: 'listProfileAlbums',
  method: 'GET',
  path: '/social-profile/{spid}/albums',
  summary: 'The campaigns holding posts of a profile',
  tag: 'Campaigns',
  access: 'user',
  permission: { profiles: 'analytics', at: 'params.spid' },
  params: z.object({ spid: z.uuid() }),
  response: { status: 200, description: 'Campaigns', schema: z.array(ZAlbum) },
  errors: [401, 404],
});

export const listGroupAlbums = defineEndpoint({
  id: 'listGroupAlbums',
  method: 'GET',
  path: '/user/groups/{id}/albums',
  summary: "The campaigns holding posts of a group's profiles",
  tag: 'Campaigns',
  access: 'user',
  permission: { profiles: 'analytics', of: 'group', at: 'params.id' },
  params: z.object({ id: z.uuid() }),
  response: { status: 200, description: 'Campaigns', schema: z.array(ZAlbum) },
  errors: [401, 404],
});

export const createAlbum = defineEndpoint({
  id: 'createAlbum',
  method: 'POST',
  path: '/albums',
  summary: 'Create a campaign, optionally with posts',
  tag: 'Campaigns',
  access: 'user',
  permission: { profiles: 'analytics', of: 'post', at: 'body.post_ids' },
  body: z.object({
    name: ZAlbumName,
    description: ZDescription.default(''),
    post_ids: z.array(z.uuid()).max(500).default([]),
  }),
  response: { status: 201, description: 'The campaign', schema: ZAlbum },
  errors: [401, 404, 409],
});

export const getAlbum = defineEndpoint({
  id: 'getAlbum',
  method: 'GET',
  path: '/albums/{id}',
  summary: 'A campaign with its posts and what they did, by profile, format and day',
  tag: 'Campaigns',
  access: 'user',
  permission: { profiles: 'analytics', allocated: true },
  params: ZAlbumParams,
  query: z.object({ tz: z.string().max(64).optional() }),
  response: { status: 200, description: 'The campaign', schema: ZAlbumDetail },
  errors: [401, 404],
});

export const updateAlbum = defineEndpoint({
  id: 'updateAlbum',
  method: 'PATCH',
  path: '/albums/{id}',
  summary: 'Rename a campaign or change its description',
  tag: 'Campaigns',
  access: 'user',
  permission: { role: 'member' },
  params: ZAlbumParams,
  body: z.object({ name: ZAlbumName.optional(), description: ZDescription.optional() }),
  response: { status: 200, description: 'The campaign', schema: ZAlbum },
  errors: [401, 404, 409],
});

export const deleteAlbum = defineEndpoint({
  id: 'deleteAlbum',
  method: 'DELETE',
  path: '/albums/{id}',
  summary: 'Delete a campaign (its posts stay)',
  tag: 'Campaigns',
  access: 'user',
  permission: { role: 'member' },
  params: ZAlbumParams,
  response: { status: 204, description: 'Deleted' },
  errors: [401, 404],
});

export const addAlbumPosts = defineEndpoint({
  id: 'addAlbumPosts',
  method: 'POST',
  path: '/albums/{id}/posts',
  summary: 'Add posts to a campaign',
  tag: 'Campaigns',
  access: 'user',
  permission: { profiles: 'analytics', of: 'post', at: 'body.post_ids' },
  params: ZAlbumParams,
  body: z.object({ post_ids: ZPostIds }),
  response: { status: 200, description: 'The campaign', schema: ZAlbum },
  errors: [401, 404],
});

export const removeAlbumPost = defineEndpoint({
  id: 'removeAlbumPost',
  method: 'DELETE',
  path: '/albums/{id}/posts/{postId}',
  summary: 'Take a post out of a campaign',
  tag: 'Campaigns',
  access: 'user',
  permission: { profiles: 'analytics', of: 'post', at: 'params.postId' },
  params: z.object({ id: z.uuid(), postId: z.uuid() }),
  response: { status: 200, description: 'The campaign', schema: ZAlbum },
  errors: [401, 404],
});

// ---- categories ----

export const CATEGORY_COLORS = [
  'violet',
  'blue',
  'teal',
  'green',
  'amber',
  'orange',
  'red',
  'pink',
  'grey',
] as const;

export const ZCategory = z
  .object({
    id: z.uuid(),
    name: z.string(),
    color: z.enum(CATEGORY_COLORS),
    posts: z.number().int(),
  })
  .meta({ id: 'Category' });
export type TCategory = z.infer<typeof ZCategory>;

const ZCategoryName = z.string().trim().min(1, 'Name the category.').max(40, 'Use at most 40 characters.');

export const listCategories = defineEndpoint({
  id: 'listCategories',
  method: 'GET',
  path: '/categories',
  summary: 'The content categories',
  tag: 'Categories',
  access: 'user',
  permission: { role: 'member' },
  response: { status: 200, description: 'Categories by name', schema: z.array(ZCategory) },
  errors: [401],
});

export const createCategory = defineEndpoint({
  id: 'createCategory',
  method: 'POST',
  path: '/categories',
  summary: 'Create a content category',
  tag: 'Categories',
  access: 'user',
  permission: { role: 'member' },
  body: z.object({ name: ZCategoryName, color: z.enum(CATEGORY_COLORS).default('violet') }),
  response: { status: 201, description: 'The category', schema: ZCategory },
  errors: [401, 409],
});

export const updateCategory = defineEndpoint({
  id: 'updateCategory',
  method: 'PATCH',
  path: '/categories/{id}',
  summary: 'Rename or recolour a category',
  tag: 'Categories',
  access: 'user',
  permission: { role: 'member' },
  params: z.object({ id: z.uuid() }),
  body: z.object({ name: ZCategoryName.optional(), color: z.enum(CATEGORY_COLORS).optional() }),
  response: { status: 200, description: 'The category', schema: ZCategory },
  errors: [401, 404, 409],
});

export const deleteCategory = defineEndpoint({
  id: 'deleteCategory',
  method: 'DELETE',
  path: '/categories/{id}',
  summary: 'Delete a category (its posts stay)',
  tag: 'Categories',
  access: 'user',
  permission: { role: 'member' },
  params: z.object({ id: z.uuid() }),
  response: { status: 204, description: 'Deleted' },
  errors: [401, 404],
});

export const setMediaCategories = defineEndpoint({
  id: 'setMediaCategories',
  method: 'PUT',
  path: '/social-profile/{spid}/medias/{id}/categories',
  summary: 'File a post under categories (replaces its categories)',
  tag: 'Categories',
  access: 'user',
  permission: { profiles: 'analytics', at: 'params.spid' },
  params: z.object({ spid: z.uuid(), id: z.uuid() }),
  body: z.object({ category_ids: z.array(z.uuid()).max(20, 'Choose at most 20 categories.') }),
  response: {
    status: 200,
    description: "The post's categories",
    schema: z.object({ category_ids: z.array(z.uuid()) }),
  },
  errors: [401, 404],
});

export const categoriesAnalytics = defineEndpoint({
  id: 'categoriesAnalytics',
  method: 'GET',
  path: '/categories/analytics',
  summary: 'What the posts of each category did in a range (of some profiles, a group, or all)',
  tag: 'Categories',
  access: 'user',
  permission: { profiles: 'analytics', allocated: true },
  query: ZAnalyticsRange.safeExtend({
    profiles: ZUuidList.optional(),
    group: z.uuid().optional(),
  }),
  response: {
    status: 200,
    description: 'Figures per category; `category_id: null` is the posts filed under none',
    schema: z.object({
      time_zone: z.string(),
      categories: z.array(
        z.object({
          category_id: z.uuid().nullable(),
          current: ZPostSetStats,
          previous: ZPostSetStats.nullable(),
        }),
      ),
    }),
  },
  errors: [401, 404],
});
