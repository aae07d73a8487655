/**
 * Values without zod (path building, constants), so that the browser's first view can build API paths without loading the
 * schemas (the client imports endpoint routes from `src/api/routes.generated.ts`, schemas only where it
 * validates a form).
 */

/** `/user/sessions/{id}` + `{ id: 'x' }` → `/user/sessions/x` (values are URI-encoded). */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${path}`);

    return encodeURIComponent(String(value));
  });
}

/**
 * The interface languages (a constant the browser needs before any schema). Languages are added when every
 * screen is translated (src/i18n/locales): a half-translated product would be worse than English alone.
 */
export const PLATFORM_LANGUAGES = ['en'] as const;

/** The lifetime metrics stored on a post, by which posts can be sorted. */
export const POST_SORTS = [
  'published_at',
  'engagements',
  'engagement_rate',
  'impressions',
  'reach',
  'video_views',
  'likes',
  'comments',
  'shares',
  'saves',
] as const;

/** The media library's kinds of file. */
export const LIBRARY_MEDIA_KINDS = ['image', 'video', 'document'] as const;

/** What each kind accepts, by content: the MIME types and how they are named to people. */
export const ACCEPTED_MEDIA = {
  image: { types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'], label: 'JPEG, PNG, WebP or GIF' },
  video: { types: ['video/mp4', 'video/quicktime'], label: 'MP4 or MOV' },
  document: { types: ['application/pdf'], label: 'PDF' },
} as const satisfies Record<
  (typeof LIBRARY_MEDIA_KINDS)[number],
  { types: readonly string[]; label: string }
>;

/** The crops offered for the networks' formats: square, portrait, landscape (link) and vertical (story, reel). */
export const CROP_ASPECTS = ['1:1', '4:5', '1.91:1', '9:16'] as const;
