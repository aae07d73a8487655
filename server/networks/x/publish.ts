/**
 * Publishing on X (networks.md §5.3), one step per call:
 *   media: `initialize` → `append` (4 MB segments) → `finalize` → poll `STATUS` after `check_after_secs`
 *   post:  `POST /2/tweets` with the media ids; a thread is a chain of replies, one post per step.
 * The handle remembers the uploaded media and the posts already created, so a retried step never posts twice.
 */
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import type { AccountCtx, Draft, DraftMedia, PublishState } from '../core/types.ts';
import type { XClient } from './client.ts';
import { type MediaReader } from '../core/media.ts';
import { multipartBody } from '../core/multipart.ts';
import { fail, later, publishStep } from '../core/publish.ts';
import { permalinkOf } from './read.ts';
import { createdTweetSchema } from './schemas.ts';

const SEGMENT_BYTES = 4 * 1024 * 1024;
const DEFAULT_CHECK_SEC = 5;

const draftMediaSchema = z.object({
  type: z.enum(['image', 'video', 'document']),
  url: z.string(),
  mimeType: z.string(),
  bytes: z.number(),
  altText: z.string().optional(),
});

const handleSchema = z.object({
  parts: z.array(z.string()),
  media: z.array(draftMediaSchema),
  mediaIds: z.array(z.string()),
  processingId: z.string().nullable(),
  tweetIds: z.array(z.string()),
});
type XHandle = z.output<typeof handleSchema>;

const processingInfoSchema = z.object({
  state: z.enum(['pending', 'in_progress', 'failed', 'succeeded']),
  check_after_secs: z.number().optional(),
  error: z
    .object({ code: z.number().optional(), name: z.string().optional(), message: z.string().optional() })
    .optional(),
});

const uploadSchema = z.object({
  data: z.object({
    id: z.string(),
    media_key: z.string().optional(),
    expires_after_secs: z.number().optional(),
    processing_info: processingInfoSchema.optional(),
  }),
});

/** The texts of the posts to create: the draft's text, then thread parts, then the first comment as a reply. */
export function threadParts(draft: Draft): string[] {
  const extra = draft.options?.thread;
  const parts =
    Array.isArray(extra) && extra.every((part) => typeof part === 'string')
      ? [draft.text, ...extra]
      : draft.kind === 'thread'
        ? draft.text.split(/\n[^\S\n]*-{3,}[^\S\n]*\n/)
        : [draft.text];
  const trimmed = parts.map((part) => part.trim()).filter((part, index) => index === 0 || part !== '');

  return draft.firstComment ? [...trimmed, draft.firstComment] : trimmed;
}

function mediaCategory(media: DraftMedia): string {
  if (media.type === 'video') return 'tweet_video';

  return media.mimeType === 'image/gif' ? 'tweet_gif' : 'tweet_image';
}

type Step = { api: XClient; clock: Clock; readMedia: MediaReader };

function readyState(handle: XHandle, clock: Clock): PublishState {
  const next = handle.mediaIds.length < handle.media.length ? 'uploading' : 'ready';

  return { phase: next, handle, nextCheckAt: clock.now().toISOString() };
}

/** What `processing_info` says to do next (absent = usable right away). */
function afterProcessing(
  step: Step,
  handle: XHandle,
  mediaId: string,
  info: z.output<typeof processingInfoSchema> | undefined,
): PublishState {
  if (!info || info.state === 'succeeded')
    return readyState({ ...handle, mediaIds: [...handle.mediaIds, mediaId], processingId: null }, step.clock);
  if (info.state === 'failed')
    return {
      phase: 'failed',
      error: {
        kind: 'media_rejected',
        providerCode: info.error?.name ?? 'processing_failed',
        userMessage: `X could not process the media${info.error?.message ? ` (${info.error.message})` : ''}. Check its format, size and length.`,
      },
    };

  return {
    phase: 'processing',
    handle: { ...handle, processingId: mediaId },
    nextCheckAt: later(step.clock.now(), info.check_after_secs ?? DEFAULT_CHECK_SEC),
  };
}

async function uploadNext(step: Step, handle: XHandle): Promise<PublishState> {
  const media = handle.media[handle.mediaIds.length];
  if (!media) return readyState(handle, step.clock);
  const bytes = await step.readMedia({ ...media });
  const init = await step.api.send(
    'POST',
    '/media/upload/initialize',
    { media_type: media.mimeType, total_bytes: bytes.length, media_category: mediaCategory(media) },
    uploadSchema,
  );
  const id = init.data.id;
  for (let index = 0; index * SEGMENT_BYTES < bytes.length; index += 1) {
    const segment = bytes.subarray(index * SEGMENT_BYTES, (index + 1) * SEGMENT_BYTES);
    const form = multipartBody(
      { segment_index: String(index) },
      {
        name: 'media',
        filename: `segment-${index}`,
        contentType: 'application/octet-stream',
        bytes: segment,
      },
      `kestrel-${id}-${index}`,
    );
    await step.api.send('POST', `/media/upload/${encodeURIComponent(id)}/append`, form.body, z.unknown(), {
      'content-type': form.contentType,
    });
  }
  const finalized = await step.api.send(
    'POST',
    `/media/upload/${encodeURIComponent(id)}/finalize`,
    undefined,
    uploadSchema,
  );

  return afterProcessing(step, handle, id, finalized.data.processing_info);
}

async function pollStatus(step: Step, handle: XHandle, mediaId: string): Promise<PublishState> {
  const status = await step.api.get('/media/upload', { command: 'STATUS', media_id: mediaId }, uploadSchema);

  return afterProcessing(step, handle, mediaId, status.data.processing_info);
}

async function postNext(step: Step, handle: XHandle): Promise<PublishState> {
  const index = handle.tweetIds.length;
  const text = handle.parts[index] ?? '';
  const previous = handle.tweetIds[index - 1];
  const body: Record<string, unknown> = { text };
  if (index === 0 && handle.mediaIds.length > 0) body.media = { media_ids: handle.mediaIds };
  if (previous) body.reply = { in_reply_to_tweet_id: previous };
  const { data } = await step.api.send('POST', '/tweets', body, createdTweetSchema);
  const tweetIds = [...handle.tweetIds, data.id];
  const first = tweetIds[0] ?? data.id;
  if (tweetIds.length >= handle.parts.length)
    return { phase: 'published', remoteId: first, permalink: permalinkOf(first) };

  return { phase: 'ready', handle: { ...handle, tweetIds }, nextCheckAt: step.clock.now().toISOString() };
}

export function startPublish(step: Step, draft: Draft): Promise<PublishState> {
  const handle: XHandle = {
    parts: threadParts(draft),
    media: draft.media.map(({ type, url, mimeType, bytes, altText }) => ({
      type,
      url,
      mimeType,
      bytes,
      ...(altText ? { altText } : {}),
    })),
    mediaIds: [],
    processingId: null,
    tweetIds: [],
  };

  return publishStep(() =>
    handle.media.length > 0 ? uploadNext(step, handle) : Promise.resolve(readyState(handle, step.clock)),
  );
}

export function advancePublish(step: Step, _ctx: AccountCtx, state: PublishState): Promise<PublishState> {
  if (state.phase === 'published' || state.phase === 'failed') return Promise.resolve(state);
  const parsed = handleSchema.safeParse(state.handle);
  if (!parsed.success)
    fail({ kind: 'unknown', userMessage: 'This X publish job has an unreadable state; start it again.' });
  const handle = parsed.data;

  return publishStep(() => {
    if (handle.processingId) return pollStatus(step, handle, handle.processingId);
    if (handle.mediaIds.length < handle.media.length) return uploadNext(step, handle);

    return postNext(step, handle);
  });
}
