/**
 * YouTube uploads (../shared/reference/networks.md §9.3): a resumable `videos.insert`. `startPublish` opens the
 * session (the answer's `Location` is the session URI); each `advancePublish` sends one chunk — YouTube answers
 * `308 Resume Incomplete` with `Range: bytes=0-N` (what it has) until the last chunk, which returns the video
 * resource. Chunks are multiples of 256 KiB.
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import type { MediaReader } from '../core/media.ts';
import { withQuery } from '../core/oauth.ts';
import type { AccountCtx, ConnectorDeps, ConnectorError, Draft, PublishState } from '../core/types.ts';
import { UPLOAD_API, type YoutubeApi } from './api.ts';
import { watchUrl } from './read.ts';

export const DEFAULT_CHUNK_BYTES = 8 * 1024 * 1024;
const TITLE_MAX = 100;

const Handle = z.object({
  sessionUrl: z.string(),
  mediaUrl: z.string(),
  /** Absent in handles saved before it was recorded. */
  mimeType: z.string().optional(),
  bytes: z.number(),
  offset: z.number(),
});

export type YoutubeUploadHandle = z.output<typeof Handle>;

const VideoResource = z.object({
  id: z.string(),
  status: z
    .object({
      uploadStatus: z.string().nullish(),
      failureReason: z.string().nullish(),
      rejectionReason: z.string().nullish(),
    })
    .nullish(),
});

/** The title YouTube shows: the draft's title, else the text's first line, cut to YouTube's 100 characters. */
export function titleOf(draft: Draft): string {
  const title = draft.title?.trim() || draft.text.split('\n')[0]?.trim() || 'Untitled';

  return [...title].slice(0, TITLE_MAX).join('');
}

function metadata(draft: Draft): Record<string, unknown> {
  const options = draft.options ?? {};
  const publishAt = typeof options.publishAt === 'string' ? options.publishAt : undefined;
  const privacy = typeof options.privacy === 'string' ? options.privacy : 'public';
  const tags = Array.isArray(options.tags)
    ? options.tags.filter((tag) => typeof tag === 'string')
    : undefined;

  return {
    snippet: {
      title: titleOf(draft),
      description: draft.text,
      tags,
      categoryId: typeof options.categoryId === 'string' ? options.categoryId : '22',
    },
    status: {
      // A scheduled video must be private until `publishAt`.
      privacyStatus: publishAt ? 'private' : privacy,
      publishAt,
      selfDeclaredMadeForKids: options.madeForKids === true,
    },
  };
}

/** `bytes=0-262143` → the next offset to send (262144); no header means YouTube has nothing yet. */
export function nextOffset(range: string | undefined): number {
  const match = range ? /bytes=\d+-(\d+)/.exec(range) : null;

  return match?.[1] ? Number(match[1]) + 1 : 0;
}

const REJECTED_MEDIA = new Set([
  'length',
  'codec',
  'conversion',
  'emptyFile',
  'invalidFile',
  'tooSmall',
  'uploadAborted',
]);

/** The upload result YouTube reports on the final chunk, when it refused the video. */
function uploadRejection(status: z.output<typeof VideoResource>['status']): ConnectorError | null {
  const upload = status?.uploadStatus;
  if (upload !== 'failed' && upload !== 'rejected') return null;
  const reason = status?.failureReason ?? status?.rejectionReason ?? upload;
  if (REJECTED_MEDIA.has(reason) || upload === 'failed')
    return {
      kind: 'media_rejected',
      providerCode: reason,
      userMessage: `YouTube could not process the video file (${reason}). Check the file and try again.`,
    };

  return {
    kind: 'content_rejected',
    providerCode: reason,
    userMessage: `YouTube rejected the video (${reason}). Review YouTube's rules for this video before trying again.`,
  };
}

function failedOrThrow(error: ConnectorError): PublishState {
  if (error.kind === 'media_rejected' || error.kind === 'content_rejected') return { phase: 'failed', error };
  throw new ConnectorFailure(error);
}

export function createPublisher(
  deps: ConnectorDeps,
  api: YoutubeApi,
  readMedia: MediaReader,
  chunkBytes: number,
) {
  const now = () => deps.clock.now().toISOString();

  async function startPublish(ctx: AccountCtx, draft: Draft): Promise<PublishState> {
    const media = draft.media[0];
    if (!media || media.type !== 'video')
      return failedOrThrow({
        kind: 'media_rejected',
        providerCode: 'video_required',
        userMessage: 'A YouTube post needs one video.',
      });
    const url = withQuery(`${UPLOAD_API}/videos`, {
      uploadType: 'resumable',
      part: 'snippet,status',
      notifySubscribers: draft.options?.notifySubscribers === false ? 'false' : 'true',
    });
    const response = await deps.http({
      method: 'POST',
      url,
      headers: {
        ...api.headers(ctx.grant.accessToken),
        'Content-Type': 'application/json; charset=UTF-8',
        'X-Upload-Content-Length': String(media.bytes),
        'X-Upload-Content-Type': media.mimeType,
      },
      body: metadata(draft),
    });
    const error = api.classify(response);
    if (error) return failedOrThrow(error);
    const sessionUrl = response.headers.location;
    if (!sessionUrl)
      throw new ConnectorFailure({
        kind: 'transient',
        providerCode: 'no_location',
        userMessage: 'YouTube did not open an upload session; we will try again.',
      });
    const handle: YoutubeUploadHandle = {
      sessionUrl,
      mediaUrl: media.url,
      mimeType: media.mimeType,
      bytes: media.bytes,
      offset: 0,
    };

    return { phase: 'uploading', handle, nextCheckAt: now() };
  }

  /** Sends the chunk at `offset`; a 308 moves the offset to what YouTube confirmed, the last chunk finishes. */
  async function sendChunk(handle: YoutubeUploadHandle): Promise<PublishState> {
    const end = Math.min(handle.offset + chunkBytes, handle.bytes);
    const media = {
      type: 'video' as const,
      url: handle.mediaUrl,
      mimeType: handle.mimeType ?? 'application/octet-stream',
      bytes: handle.bytes,
    };
    const chunk = await readMedia(media, { start: handle.offset, end });
    const response = await deps.http({
      method: 'PUT',
      url: handle.sessionUrl,
      headers: { 'Content-Range': `bytes ${handle.offset}-${end - 1}/${handle.bytes}` },
      body: chunk,
    });
    if (response.status === 308) {
      const next: YoutubeUploadHandle = { ...handle, offset: nextOffset(response.headers.range) };

      return { phase: 'uploading', handle: next, nextCheckAt: now() };
    }
    const error = api.classify(response);
    if (error) return failedOrThrow(error);
    const parsed = VideoResource.safeParse(response.body);
    if (!parsed.success)
      throw new ConnectorFailure({
        kind: 'unknown',
        userMessage: 'YouTube finished the upload but answered in a shape we do not understand.',
      });
    const rejection = uploadRejection(parsed.data.status);
    if (rejection) return { phase: 'failed', error: rejection };

    return { phase: 'published', remoteId: parsed.data.id, permalink: watchUrl(parsed.data.id) };
  }

  async function advancePublish(_ctx: AccountCtx, state: PublishState): Promise<PublishState> {
    if (state.phase === 'published' || state.phase === 'failed') return state;

    return sendChunk(Handle.parse(state.handle));
  }

  return { startPublish, advancePublish };
}
