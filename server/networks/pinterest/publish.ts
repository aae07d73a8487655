/**
 * Publishing a pin (networks.md §10.3), one step per call:
 *   images: `POST /v5/pins` with `image_url` or `multiple_image_urls` (Pinterest fetches the files)
 *   video:  `POST /v5/media` → multipart upload to the returned S3 `upload_url` → poll `GET /v5/media/{id}`
 *           until `succeeded` → `POST /v5/pins` with `video_id` and a cover.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ConnectorFailure, type HttpClient } from '../core/http.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Draft, PublishState } from '../core/types.ts';
import { type MediaReader } from '../core/media.ts';
import { multipartBody } from '../core/multipart.ts';
import { fail, later, publishStep } from '../core/publish.ts';
import type { PinterestClassify } from './auth.ts';
import type { PinterestClient } from './client.ts';
import { permalinkOf } from './read.ts';

const CHECK_SEC = 10;

const handleSchema = z.object({
  pin: z.record(z.string(), z.unknown()),
  mediaId: z.string().nullable(),
  cover: z.record(z.string(), z.unknown()).nullable(),
});
type PinterestHandle = z.output<typeof handleSchema>;

const registerSchema = z.object({
  media_id: z.string(),
  upload_url: z.string(),
  upload_parameters: z.record(z.string(), z.string()),
});
const mediaStatusSchema = z.object({ media_id: z.string(), status: z.string() });
const pinSchema = z.object({ id: z.string() });

type Step = {
  api: PinterestClient;
  http: HttpClient;
  classify: PinterestClassify;
  clock: Clock;
  readMedia: MediaReader;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The pin fields besides its media; `options.boardId` (and `boardSectionId`) say where it goes. */
function pinFields(draft: Draft): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    board_id: text(draft.options?.boardId),
    board_section_id: text(draft.options?.boardSectionId),
    title: draft.title,
    description: draft.text,
    link: draft.link,
    alt_text: draft.media[0]?.altText,
  };

  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  );
}

function imageSource(draft: Draft): Record<string, unknown> {
  const [first, ...rest] = draft.media;
  if (first && rest.length === 0) return { source_type: 'image_url', url: first.url };

  return {
    source_type: 'multiple_image_urls',
    items: draft.media.map((media) => ({
      url: media.url,
      ...(media.altText ? { description: media.altText } : {}),
    })),
  };
}

/** A video pin needs a cover: `options.coverImageUrl`, else the first frame. */
function coverOf(draft: Draft): Record<string, unknown> {
  const url = text(draft.options?.coverImageUrl);

  return url ? { cover_image_url: url } : { cover_image_key_frame_time: 0 };
}

async function uploadVideo(step: Step, draft: Draft): Promise<string> {
  const video = draft.media[0];
  if (!video) fail({ kind: 'media_rejected', userMessage: 'Pinterest needs a video file for a video pin.' });
  const registered = await step.api.post('/media', { media_type: 'video' }, registerSchema);
  const bytes = await step.readMedia(video);
  const form = multipartBody(
    registered.upload_parameters,
    { name: 'file', filename: 'video.mp4', contentType: video.mimeType, bytes },
    `kestrel-${randomUUID()}`,
  );
  // The upload goes to Pinterest's storage bucket with its signed form fields, without the API token.
  const request = {
    method: 'POST' as const,
    url: registered.upload_url,
    headers: { 'content-type': form.contentType },
    body: form.body,
  };
  const response = await step.http(request);
  const failure = step.classify(response, request);
  if (failure) throw new ConnectorFailure(failure);

  return registered.media_id;
}

export function startPublish(step: Step, draft: Draft): Promise<PublishState> {
  return publishStep(async () => {
    const now = step.clock.now();
    if (draft.media.some((media) => media.type === 'video')) {
      const mediaId = await uploadVideo(step, draft);
      const handle: PinterestHandle = { pin: pinFields(draft), mediaId, cover: coverOf(draft) };

      return { phase: 'processing', handle, nextCheckAt: later(now, CHECK_SEC) };
    }
    const handle: PinterestHandle = {
      pin: { ...pinFields(draft), media_source: imageSource(draft) },
      mediaId: null,
      cover: null,
    };

    return { phase: 'ready', handle, nextCheckAt: now.toISOString() };
  });
}

async function pollVideo(step: Step, handle: PinterestHandle, mediaId: string): Promise<PublishState> {
  const status = await step.api.get(`/media/${encodeURIComponent(mediaId)}`, {}, mediaStatusSchema);
  if (status.status === 'failed')
    return {
      phase: 'failed',
      error: {
        kind: 'media_rejected',
        providerCode: 'media_failed',
        userMessage:
          'Pinterest could not process the video. Check its format (MP4, MOV or M4V), size and length.',
      },
    };
  if (status.status !== 'succeeded')
    return { phase: 'processing', handle, nextCheckAt: later(step.clock.now(), CHECK_SEC) };
  const pin = {
    ...handle.pin,
    media_source: { source_type: 'video_id', media_id: mediaId, ...handle.cover },
  };

  return {
    phase: 'ready',
    handle: { pin, mediaId: null, cover: null },
    nextCheckAt: step.clock.now().toISOString(),
  };
}

async function createPin(step: Step, handle: PinterestHandle): Promise<PublishState> {
  const pin = await step.api.post('/pins', handle.pin, pinSchema);

  return { phase: 'published', remoteId: pin.id, permalink: permalinkOf(pin.id) };
}

export function advancePublish(step: Step, state: PublishState): Promise<PublishState> {
  if (state.phase === 'published' || state.phase === 'failed') return Promise.resolve(state);
  const parsed = handleSchema.safeParse(state.handle);
  if (!parsed.success)
    fail({
      kind: 'unknown',
      userMessage: 'This Pinterest publish job has an unreadable state; start it again.',
    });
  const handle = parsed.data;

  return publishStep(() =>
    handle.mediaId ? pollVideo(step, handle, handle.mediaId) : createPin(step, handle),
  );
}
