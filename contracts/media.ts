import { z } from 'zod';
import { ZIsoDateTime, queryList } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ACCEPTED_MEDIA, CROP_ASPECTS, LIBRARY_MEDIA_KINDS } from './plain.ts';

export { ACCEPTED_MEDIA, CROP_ASPECTS, LIBRARY_MEDIA_KINDS };

/**
 * The media library: the account's pictures, videos and PDF documents, uploaded once and used in posts. A file's
 * type is read from its content (never from its name or the browser's declared type); each kind has a size
 * limit the server is configured with. Files are served to the owning account, or through the signed, expiring
 * addresses each library media carries (`url`, `thumbnail_url`) for image tags and for networks fetching them.
 */
export const ZLibraryMediaKind = z.enum(LIBRARY_MEDIA_KINDS);
export type TLibraryMediaKind = z.infer<typeof ZLibraryMediaKind>;

export const ZCropAspect = z.enum(CROP_ASPECTS);
export type TCropAspect = z.infer<typeof ZCropAspect>;

export const ZLibraryTagName = z
  .string({ error: 'Name the tag.' })
  .trim()
  .min(1, 'Name the tag.')
  .max(40, 'Use at most 40 characters.');

export const ZLibraryTag = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** Library media carrying the tag. */
    media_count: z.number().int(),
  })
  .meta({ id: 'LibraryTag' });
export type TLibraryTag = z.infer<typeof ZLibraryTag>;

export const ZLibraryMediaName = z
  .string({ error: 'Name the file.' })
  .trim()
  .min(1, 'Name the file.')
  .max(200, 'Use at most 200 characters.');
export const ZLibraryFolder = z.string().trim().max(60, 'Use at most 60 characters.');

export const ZLibraryMedia = z
  .object({
    id: z.uuid(),
    kind: ZLibraryMediaKind,
    name: z.string(),
    /** Read from the content. */
    mime_type: z.string(),
    bytes: z.number().int(),
    /** Pixels; null where the file does not tell (documents; videos whose header could not be read). */
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    duration_sec: z.number().nullable(),
    /** The folder (category) it is filed in; null: none. */
    folder: z.string().nullable(),
    tags: z.array(z.object({ id: z.uuid(), name: z.string() })),
    /** The file: a signed address that works without a session until it expires (a day or two). */
    url: z.string(),
    /** A 480-pixel WebP preview; null where none can be drawn (videos, documents). */
    thumbnail_url: z.string().nullable(),
    /** The library media this one was cropped from. */
    source_media_id: z.uuid().nullable(),
    created_at: ZIsoDateTime,
    updated_at: ZIsoDateTime,
  })
  .meta({ id: 'LibraryMedia' });
export type TLibraryMedia = z.infer<typeof ZLibraryMedia>;

export const ZLibraryMediaPage = z
  .object({
    items: z.array(ZLibraryMedia),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** Every folder the account files media in, by name (for the filter). */
    folders: z.array(z.string()),
  })
  .meta({ id: 'LibraryMediaPage' });
export type TLibraryMediaPage = z.infer<typeof ZLibraryMediaPage>;

const ZPaging = {
  page: z.coerce.number().int().min(1, 'Pages start at 1.').default(1),
  per_page: z.coerce.number().int().min(1).max(100, 'Ask for at most 100 a page.').default(40),
};

export const ZLibraryMediaQuery = z.object({
  /** Words found in the name or a tag's name. */
  search: z.string().trim().max(100).optional(),
  kind: queryList(ZLibraryMediaKind).optional(),
  /** Media carrying every one of these tags. */
  tag_ids: queryList(z.uuid()).optional(),
  /** A folder's name; an empty value: media in no folder. */
  folder: z.string().trim().max(60).optional(),
  ...ZPaging,
});

const ZUploadFields = z.object({
  /** Defaults to the file's name. */
  name: ZLibraryMediaName.optional(),
  folder: ZLibraryFolder.optional(),
});

const UPLOAD_DESCRIPTION =
  'The file is recognised by its content: a PNG named photo.jpg is stored as a PNG, and a text file named photo.png is refused with what is accepted. Each kind has a size limit (`MEDIA_MAX_IMAGE_MB`, `MEDIA_MAX_VIDEO_MB`, `MEDIA_MAX_DOCUMENT_MB`); a file over it is refused naming its size and the limit.';

const uploadEndpoint = <const Id extends string, const P extends `/${string}`>(id: Id, path: P, alias = '') =>
  defineEndpoint({
    id,
    method: 'POST',
    path,
    summary: `Upload a picture, video or PDF into the library${alias}`,
    description: UPLOAD_DESCRIPTION,
    tag: 'Media library',
    access: 'user',
    permission: { role: 'member' },
    multipart: {
      fields: ZUploadFields,
      file: `${ACCEPTED_MEDIA.image.label} pictures, ${ACCEPTED_MEDIA.video.label} videos, PDF documents`,
    },
    response: { status: 201, description: 'The library media', schema: ZLibraryMedia },
    errors: [401, 413],
  });

export const uploadMedia = uploadEndpoint('uploadMedia', '/upload/media');
export const uploadMediaAlias = uploadEndpoint(
  'uploadMediaAlias',
  '/media/upload',
  ' (same as /upload/media)',
);

export const uploadDocument = defineEndpoint({
  id: 'uploadDocument',
  method: 'POST',
  path: '/document/upload',
  summary: 'Upload a PDF document (LinkedIn documents) into the library',
  description: UPLOAD_DESCRIPTION,
  tag: 'Media library',
  access: 'user',
  permission: { role: 'member' },
  multipart: { fields: ZUploadFields, file: 'A PDF document' },
  response: { status: 201, description: 'The library media', schema: ZLibraryMedia },
  errors: [401, 413],
});

export const listDocuments = defineEndpoint({
  id: 'listDocuments',
  method: 'GET',
  path: '/document',
  summary: "The library's PDF documents, newest first",
  tag: 'Media library',
  access: 'user',
  permission: { role: 'member' },
  query: ZLibraryMediaQuery.omit({ kind: true }),
  response: { status: 200, description: 'A page of documents', schema: ZLibraryMediaPage },
  errors: [401],
});

export const listLibraryMedias = defineEndpoint({
  id: 'listLibraryMedias',
  method: 'GET',
  path: '/library-medias',
  summary: 'The library, newest first: search by name or tag, filter by kind, tags and folder',
  tag: 'Media library',
  access: 'user',
  permission: { role: 'member' },
  query: ZLibraryMediaQuery,
  response: { status: 200, description: 'A page of library media', schema: ZLibraryMediaPage },
  errors: [401],
});

const ZMediaParams = z.object({ id: z.uuid() });

export const getLibraryMedia = defineEndpoint({
  id: 'getLibraryMedia',
  method: 'GET',
  path: '/library-medias/{id}',
  summary: 'One library media',
  tag: 'Media library',
  access: 'user',
  permission: { role: 'member' },
  params: ZMediaParams,
  response: { status: 200, description: 'The library media', schema: ZLibraryMedia },
  errors: [401, 404],
});

export const updateLibraryMedia = defineEndpoint({
  id: 'updateLibraryMedia',
  method: 'PATCH',
  path: '/library-medias/{id}',
  summary: 'Rename a library media or file it in a folder (null: no folder)',
  tag: 'Media library',
  access: 'user',
  permission: { role: 'member' },
  params: ZMediaParams,
  body: z.object({ name: ZLibraryMediaName.optional(), folder: ZLibraryFolder.nullable().optional() }),
  response: { status: 200, description: 'The library media', schema: ZLibraryMedia },
  errors: [401, 404],
});

export const deleteLibraryMedia = defineEndpoint({
  id: 'deleteLibraryMedia',
  method: 'DELETE',
  path: '/library-medias/{id}',
  summary:
    'Delete a library media and its files; refused (409, naming them in `errors.posts`) while posts not yet published use it',
  tag: 'Media library',
  access: 'user',
  permission: { role: 'member' },
  params: ZMediaParams,
  response: { status: 204, description: 'Deleted' },
  errors: [401, 404, 409],
});

const ZSignature = z.object({
  expires: z.coerce.number().int().optional(),
  signature: z.string().max(128).optional(),
});

export const getLibraryMediaFile = defineEndpoint({
  id: 'getLibraryMediaFile',
  method: 'GET',
  path: '/library-medias/{id}/file',
  summary: "A library media's file",
  description:
    'For the owning account, or for anyone holding the signed address (`expires` and `signature`) before it expires. Anyone else: 404.',
  tag: 'Media library',
  access: 'public',
  params: ZMediaParams,
  query: ZSignature,
  response: {
    status: 200,
    description: 'The file',
    file: Object.values(ACCEPTED_MEDIA).flatMap((m) => m.types),
  },
  errors: [404],
});

export const getThumbnail = defineEndpoint({
  id: 'getThumbnail',
  method: 'GET',
  path: '/thumbnails',
  summary: "A library media's thumbnail (WebP, 480 pixels on its longer side)",
  description: 'Signed like the file. A media without a thumbnail (videos, documents): 404.',
  tag: 'Media library',
  access: 'public',
  query: ZSignature.extend({ id: z.uuid() }),
  response: { status: 200, description: 'The thumbnail', file: ['image/webp'] },
  errors: [404],
});

const ZBox = z.object({
  left: z.number().int().min(0),
  top: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});

export const cropImage = defineEndpoint({
  id: 'cropImage',
  method: 'POST',
  path: '/crop-image',
  summary: 'Crop a library picture to an aspect ratio (centred) or a box, into a new library media',
  tag: 'Media library',
  access: 'user',
  permission: { role: 'member' },
  body: z
    .object({
      media_id: z.uuid(),
      aspect: ZCropAspect.optional(),
      /** Pixels of the original. */
      box: ZBox.optional(),
    })
    .refine((body) => (body.aspect === undefined) !== (body.box === undefined), {
      message: 'Choose an aspect ratio or a box.',
      path: ['aspect'],
    }),
  response: { status: 201, description: 'The cropped copy', schema: ZLibraryMedia },
  errors: [401, 404],
});

export const ZUrlAvailability = z
  .object({
    url: z.string(),
    available: z.boolean(),
    kind: ZLibraryMediaKind.nullable(),
    mime_type: z.string().nullable(),
    /** From the answer's Content-Length; null when it did not say. */
    bytes: z.number().int().nullable(),
    /** Why it is not available, in plain words. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'UrlAvailability' });
export type TUrlAvailability = z.infer<typeof ZUrlAvailability>;

export const urlAvailable = defineEndpoint({
  id: 'urlAvailable',
  method: 'GET',
  path: '/url-available',
  summary: 'Whether an address answers with a picture, video or PDF the library accepts',
  description:
    'Only public http(s) addresses are fetched (private, loopback and link-local addresses are refused, also after a redirect); the first bytes are read to recognise the content, within a few seconds.',
  tag: 'Media library',
  access: 'user',
  permission: { role: 'member' },
  query: z.object({
    url: z.url({ protocol: /^https?$/, error: 'Give an http or https address.' }).max(2000),
  }),
  response: { status: 200, description: 'What the address answers', schema: ZUrlAvailability },
  errors: [401],
});

// ---- tags ----

export const listLibraryTags = defineEndpoint({
  id: 'listLibraryTags',
  method: 'GET',
  path: '/library-tags',
  summary: "The library's tags, by name",
  tag: 'Media library',
  access: 'user',
  permission: { role: 'member' },
  response: { status: 200, description: 'Tags', schema: z.array(ZLibraryTag) },
  errors: [401],
});

export const createLibraryTag = defineEndpoint({
  id: 'createLibraryTag',
  method: 'POST',
  path: '/library-tags',
  summary: 'Create a library tag',
  tag: 'Media library',
  access: 'user',
  permission: { role: 'member' },
  body: z.object({ name: ZLibraryTagName }),
  response: { status: 201, description: 'The tag', schema: ZLibraryTag },
  errors: [401, 409],
});

export const updateLibraryTag = defineEndpoint({
  id: 'updateLibraryTag',
  method: 'PATCH',
  path: '/library-tags/{id}',
  summary: 'Rename a library tag',
  tag: 'Media library',
  access: 'user',
  permission: { role: 'member' },
  params: z.object({ id: z.uuid() }),
  body: z.object({ name: ZLibraryTagName }),
  response: { status: 200, description: 'The tag', schema: ZLibraryTag },
  errors: [401, 404, 409],
});

export const deleteLibraryTag = defineEndpoint({
  id: 'deleteLibraryTag',
  method: 'DELETE',
  path: '/library-tags/{id}',
  summary: 'Delete a library tag (its media stay)',
  tag: 'Media library',
  access: 'user',
  permission: { role: 'member' },
  params: z.object({ id: z.uuid() }),
  response: { status: 204, description: 'Deleted' },
  errors: [401, 404],
});

const ZTagging = z.object({
  media_ids: z.array(z.uuid()).min(1, 'Choose at least one file.').max(200, 'Choose at most 200 files.'),
  tag_ids: z.array(z.uuid()).min(1, 'Choose at least one tag.').max(50, 'Choose at most 50 tags.'),
});

export const attachLibraryTags = defineEndpoint({
  id: 'attachLibraryTags',
  method: 'POST',
  path: '/library-medias/attach-tags',
  summary: 'Put tags on library media',
  tag: 'Media library',
  access: 'user',
  permission: { role: 'member' },
  body: ZTagging,
  response: { status: 200, description: 'The media, tagged', schema: z.array(ZLibraryMedia) },
  errors: [401, 404],
});

export const detachLibraryTags = defineEndpoint({
  id: 'detachLibraryTags',
  method: 'POST',
  path: '/library-medias/detach-tags',
  summary: 'Take tags off library media',
  tag: 'Media library',
  access: 'user',
  permission: { role: 'member' },
  body: ZTagging,
  response: { status: 200, description: 'The media', schema: z.array(ZLibraryMedia) },
  errors: [401, 404],
});
