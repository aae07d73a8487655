import {
  attachLibraryTags,
  createLibraryTag,
  cropImage,
  deleteLibraryMedia,
  detachLibraryTags,
  getLibraryMedia,
  listLibraryMedias,
  listLibraryTags,
  updateLibraryMedia,
  uploadMedia,
  uploadMediaAlias,
  uploadDocument,
  type TLibraryMedia,
  type TLibraryTag,
} from '@contracts/media.ts';
import { MockApiError, mockEndpoint } from '../endpoint.ts';

/** Ids the stories refer to. */
export const MEDIA_IDS = {
  storefront: '8d0c0000-0000-4000-8000-000000000001',
  latte: '8d0c0000-0000-4000-8000-000000000002',
  reel: '8d0c0000-0000-4000-8000-000000000003',
  deck: '8d0c0000-0000-4000-8000-000000000004',
  beans: '8d0c0000-0000-4000-8000-000000000005',
  brandTag: '9e0c0000-0000-4000-8000-000000000001',
  launchTag: '9e0c0000-0000-4000-8000-000000000002',
} as const;

/** A flat picture drawn in SVG (a gradient of two colours): deterministic thumbnails without files. */
export function swatch(from: string, to: string, width = 480, height = 360): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;

  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function libraryMediaFixture(overrides: Partial<TLibraryMedia> = {}): TLibraryMedia {
  const id = overrides.id ?? MEDIA_IDS.storefront;

  return {
    id,
    kind: 'image',
    name: 'storefront-autumn.jpg',
    mime_type: 'image/jpeg',
    bytes: 2_480_000,
    width: 1080,
    height: 1350,
    duration_sec: null,
    folder: null,
    tags: [],
    url: swatch('#8a5a44', '#f2c14e', 1080, 1350),
    thumbnail_url: swatch('#8a5a44', '#f2c14e', 384, 480),
    source_media_id: null,
    created_at: '2026-11-21T09:30:00.000Z',
    updated_at: '2026-11-21T09:30:00.000Z',
    ...overrides,
  };
}

const BRAND = { id: MEDIA_IDS.brandTag, name: 'Brand' };
const LAUNCH = { id: MEDIA_IDS.launchTag, name: 'Winter launch' };

/** A library with a bit of everything: pictures (one tagged twice), a video, a PDF. */
export function libraryFixture(): TLibraryMedia[] {
  return [
    libraryMediaFixture({ tags: [BRAND, LAUNCH], folder: 'Shop' }),
    libraryMediaFixture({
      id: MEDIA_IDS.latte,
      name: 'latte-art.png',
      mime_type: 'image/png',
      bytes: 912_000,
      width: 1200,
      height: 800,
      url: swatch('#3b2f2f', '#d9b99b', 1200, 800),
      thumbnail_url: swatch('#3b2f2f', '#d9b99b', 480, 320),
      tags: [BRAND],
      created_at: '2026-11-20T16:05:00.000Z',
    }),
    libraryMediaFixture({
      id: MEDIA_IDS.reel,
      kind: 'video',
      name: 'roastery-tour.mp4',
      mime_type: 'video/mp4',
      bytes: 48_200_000,
      width: 1080,
      height: 1920,
      duration_sec: 27.4,
      url: '/media/roastery-tour.mp4',
      thumbnail_url: null,
      created_at: '2026-11-19T11:00:00.000Z',
    }),
    libraryMediaFixture({
      id: MEDIA_IDS.deck,
      kind: 'document',
      name: 'Winter menu.pdf',
      mime_type: 'application/pdf',
      bytes: 1_340_000,
      width: null,
      height: null,
      url: '/media/winter-menu.pdf',
      thumbnail_url: null,
      folder: 'Shop',
      created_at: '2026-11-18T08:40:00.000Z',
    }),
    libraryMediaFixture({
      id: MEDIA_IDS.beans,
      name: 'beans-closeup.webp',
      mime_type: 'image/webp',
      bytes: 402_000,
      width: 1080,
      height: 1080,
      url: swatch('#1f3b2d', '#9bc53d', 1080, 1080),
      thumbnail_url: swatch('#1f3b2d', '#9bc53d', 480, 480),
      created_at: '2026-11-17T14:20:00.000Z',
    }),
  ];
}

type Options = {
  media?: TLibraryMedia[];
  tags?: { id: string; name: string }[];
  /** What an upload answers: the new media, or the server's refusal. */
  upload?: (name: string) => TLibraryMedia | MockApiError | undefined;
  /** Files planned posts use, by id: deleting one is refused (409) naming these posts. */
  usedBy?: Record<string, string[]>;
};

const notFound = () => new MockApiError(404, { message: 'This file was not found.', code: 'not_found' });

/** Refusals as the server words them. */
export const uploadRefusal = (message: string) =>
  new MockApiError(422, { message, code: 'validation_failed', errors: { file: [message] } });

/** The media library's endpoints over an in-memory library (each story gets its own). */
export function mediaHandlers(options: Options = {}) {
  let media = options.media ?? libraryFixture();
  let tags = options.tags ?? [BRAND, LAUNCH];
  let counter = 0;
  const find = (id: string) => {
    const found = media.find((entry) => entry.id === id);
    if (!found) throw notFound();

    return found;
  };
  const replace = (next: TLibraryMedia) => {
    media = media.map((entry) => (entry.id === next.id ? next : entry));

    return next;
  };
  const tagRows = (): TLibraryTag[] =>
    [...tags]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((tag) => ({
        ...tag,
        media_count: media.filter((entry) => entry.tags.some((held) => held.id === tag.id)).length,
      }));
  const newId = () => `8d0c0000-0000-4000-8000-1000000000${String((counter += 1)).padStart(2, '0')}`;

  const upload = async (request: Request) => {
    const form = await request.formData();
    const file = form.get('file') as File | null;
    const name = file?.name ?? 'upload';
    const answer = options.upload?.(name);
    if (answer instanceof MockApiError) throw answer;
    const created =
      answer ??
      libraryMediaFixture({
        id: newId(),
        name,
        bytes: file?.size ?? 1000,
        created_at: '2026-11-22T11:59:00.000Z',
        updated_at: '2026-11-22T11:59:00.000Z',
      });
    media = [created, ...media];

    return created;
  };

  return [
    mockEndpoint(listLibraryMedias, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const all = [...query.entries()];
      const values = (key: string) =>
        all.filter(([name]) => name.replace(/\[\d*\]$/, '') === key).map(([, v]) => v);
      const search = (query.get('search') ?? '').toLowerCase();
      const kinds = values('kind');
      const tagIds = values('tag_ids');
      const folder = query.get('folder');
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 40);
      const matching = media.filter(
        (entry) =>
          (!search ||
            entry.name.toLowerCase().includes(search) ||
            entry.tags.some((tag) => tag.name.toLowerCase().includes(search))) &&
          (kinds.length === 0 || kinds.includes(entry.kind)) &&
          tagIds.every((id) => entry.tags.some((tag) => tag.id === id)) &&
          (folder === null || (folder === '' ? entry.folder === null : entry.folder === folder)),
      );

      return {
        items: matching.slice((page - 1) * perPage, page * perPage),
        total: matching.length,
        page,
        per_page: perPage,
        folders: [
          ...new Set(media.map((entry) => entry.folder).filter((f): f is string => f !== null)),
        ].sort(),
      };
    }),
    mockEndpoint(getLibraryMedia, ({ params }) => find(String(params.id))),
    mockEndpoint(updateLibraryMedia, async ({ params, request }) => {
      const body = (await request.json()) as { name?: string; folder?: string | null };
      const current = find(String(params.id));

      return replace({
        ...current,
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.folder !== undefined ? { folder: body.folder } : {}),
      });
    }),
    mockEndpoint(deleteLibraryMedia, ({ params }) => {
      const file = find(String(params.id));
      const posts = options.usedBy?.[file.id] ?? [];
      if (posts.length > 0)
        throw new MockApiError(409, {
          message: `“${file.name}” is in ${posts.length === 1 ? 'a planned post' : `${posts.length} planned posts`}: ${posts.join('; ')}. Remove it from ${posts.length === 1 ? 'that post' : 'those posts'} first, then delete it.`,
          code: 'conflict',
          errors: { posts },
        });
      media = media.filter((entry) => entry.id !== params.id);

      return undefined;
    }),
    mockEndpoint(uploadMedia, ({ request }) => upload(request)),
    mockEndpoint(uploadMediaAlias, ({ request }) => upload(request)),
    mockEndpoint(uploadDocument, ({ request }) => upload(request)),
    mockEndpoint(cropImage, async ({ request }) => {
      const body = (await request.json()) as { media_id: string; aspect: string };
      const source = find(body.media_id);
      const copy = {
        ...source,
        id: newId(),
        name: `${source.name.replace(/\.\w+$/, '')} (${body.aspect})`,
        width: Math.min(source.width ?? 0, source.height ?? 0),
        height: Math.min(source.width ?? 0, source.height ?? 0),
        source_media_id: source.id,
      };
      media = [copy, ...media];

      return copy;
    }),
    mockEndpoint(listLibraryTags, () => tagRows()),
    mockEndpoint(createLibraryTag, async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      if (tags.some((tag) => tag.name.toLowerCase() === name.toLowerCase()))
        throw new MockApiError(422, {
          message: `There is already a tag named “${name}”.`,
          code: 'validation_failed',
          errors: { name: [`There is already a tag named “${name}”.`] },
        });
      const tag = {
        id: `9e0c0000-0000-4000-8000-1000000000${String((counter += 1)).padStart(2, '0')}`,
        name,
      };
      tags = [...tags, tag];

      return tagRows().find((row) => row.id === tag.id)!;
    }),
    ...([attachLibraryTags, detachLibraryTags] as const).map((endpoint) =>
      mockEndpoint(endpoint, async ({ request }) => {
        const body = (await request.json()) as { media_ids: string[]; tag_ids: string[] };
        const chosen = tags.filter((tag) => body.tag_ids.includes(tag.id));

        return body.media_ids.map((id) => {
          const current = find(id);
          const kept = current.tags.filter((tag) => !body.tag_ids.includes(tag.id));

          return replace({
            ...current,
            tags: (endpoint === attachLibraryTags ? [...kept, ...chosen] : kept).sort((a, b) =>
              a.name.localeCompare(b.name),
            ),
          });
        });
      }),
    ),
  ];
}
