import type { TPostLocation, TPostMedia, TPostMediaInput } from '../../../contracts/publishing.ts';
import type {
  FailureReason,
  PostStatus,
  PublishMode,
} from '../../../statecharts/post-lifecycle/post-lifecycle.types.ts';
import type { Draft, PostKind } from '../../networks/core/types.ts';
import type { MediaService } from '../media/media.service.ts';
import type { PostRow } from './publishing.repository.ts';

/** A post's content: what the publishing commands, queries and worker read and write of a stored post. */
export type Content = {
  kind: PostKind;
  text: string;
  media: TPostMedia[];
  first_comment: string | null;
  link: string | null;
  /** Left out (ideas, imports): no place. */
  location?: TPostLocation | null;
};

/** The place stored in a post's options (`{ location: { id, name } }`), if any. */
export function locationOf(options: unknown): TPostLocation | null {
  const location = (options as { location?: unknown } | null)?.location as Partial<TPostLocation> | undefined;

  return typeof location?.id === 'string' && typeof location.name === 'string'
    ? { id: location.id, name: location.name }
    : null;
}

/** A post's options with its place set (or removed), keeping whatever else they hold. */
export function withLocation(options: unknown, location: TPostLocation | null): Record<string, unknown> {
  const { location: _old, ...rest } = (options ?? {}) as Record<string, unknown>;

  return location ? { ...rest, location } : rest;
}

/** Content as written: media may name library files by id alone (resolved against the account's library). */
type ContentInput = Omit<Content, 'media'> & { media: TPostMediaInput[] };

export type CreatePostsInput = ContentInput & {
  profile_ids: string[];
  variants: Record<string, Partial<ContentInput>>;
  scheduled_at: string | null;
  /** Each profile at its own next free time slot instead of `scheduled_at`. */
  queue?: boolean;
  publish_mode: PublishMode;
  approval_required: boolean;
};

export type UpdatePostInput = Partial<ContentInput> & {
  scheduled_at?: string | null;
  publish_mode?: PublishMode;
};

export function draftOf(content: Content): Draft {
  return {
    kind: content.kind,
    text: content.text,
    media: content.media.map((media) => ({
      type: media.type,
      url: media.url,
      mimeType: media.mime_type,
      bytes: media.bytes,
      ...(media.width !== undefined ? { width: media.width } : {}),
      ...(media.height !== undefined ? { height: media.height } : {}),
      ...(media.duration_sec !== undefined ? { durationSec: media.duration_sec } : {}),
      ...(media.alt_text !== undefined ? { altText: media.alt_text } : {}),
    })),
    ...(content.first_comment ? { firstComment: content.first_comment } : {}),
    ...(content.link ? { link: content.link } : {}),
    ...(content.location ? { location: content.location } : {}),
  };
}

/** What the post lifecycle (statecharts/post-lifecycle) needs of a stored post to decide a change. */
export const lifecycleOf = (post: PostRow) => ({
  status: post.status as PostStatus,
  approvalRequired: post.approvalRequired,
  publishMode: post.publishMode as PublishMode,
  failureReason: post.failureReason as FailureReason | null,
});

export const contentOf = (row: PostRow): Content => ({
  kind: row.kind as PostKind,
  text: row.text,
  media: row.media as TPostMedia[],
  first_comment: row.firstComment,
  link: row.link,
  location: locationOf(row.options),
});

/** Words for a status in an error message. */
export const STATUS_WORDS: Record<PostStatus, string> = {
  draft: 'a draft',
  awaiting_approval: 'waiting for approval',
  approved: 'approved',
  scheduled: 'scheduled',
  publishing: 'publishing',
  published: 'published',
  failed: 'failed',
  notification_due: 'waiting for you to publish it from its notification',
};

export type LibraryFacts = Awaited<ReturnType<MediaService['postMedia']>>;

/**
 * A post's media item with its library file's current facts and signed address (its own alt text kept); an
 * item from outside the library as it is. `found` holds every library file the item names.
 */
export function withLibraryFacts(item: TPostMedia, found: LibraryFacts): TPostMedia {
  if (!item.library_media_id) return item;
  const { name: _name, ...facts } = found.get(item.library_media_id)!;

  return { ...facts, ...(item.alt_text !== undefined ? { alt_text: item.alt_text } : {}) };
}
