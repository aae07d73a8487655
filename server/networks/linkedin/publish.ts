/**
 * Publishing on a LinkedIn page (networks.md §7.4), one step per call:
 *   start:   per media `initializeUpload` → PUT bytes (videos: each part, then `finalizeUpload`)
 *   advance: poll `GET /rest/images|videos/{urn}` until AVAILABLE (one media per call) → `POST /rest/posts`,
 *            whose 201 carries the post URN in `x-restli-id`.
 */
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import type { AccountCtx, Draft, PublishState } from '../core/types.ts';
import { type MediaReader } from '../core/media.ts';
import { fail, later, publishStep } from '../core/publish.ts';
import { enc, REST, type LinkedInClient } from './client.ts';
import { permalinkOf } from './read.ts';
import { mediaStatusSchema } from './schemas.ts';

const CHECK_SEC = 5;

const handleSchema = z.object({
  commentary: z.string(),
  link: z.string().nullable(),
  title: z.string().nullable(),
  media: z.array(
    z.object({ urn: z.string(), type: z.enum(['image', 'video']), altText: z.string().nullable() }),
  ),
  available: z.array(z.string()),
});
type LinkedInHandle = z.output<typeof handleSchema>;

const imageInitSchema = z.object({ value: z.object({ uploadUrl: z.string(), image: z.string() }) });
const videoInitSchema = z.object({
  value: z.object({
    video: z.string(),
    uploadToken: z.string().optional(),
    uploadInstructions: z.array(
      z.object({ uploadUrl: z.string(), firstByte: z.number(), lastByte: z.number() }),
    ),
  }),
});

type Step = { api: LinkedInClient; clock: Clock; readMedia: MediaReader };

/**
 * Commentary is "little text format": reserved characters are escaped with a backslash, and `#word` becomes a
 * hashtag template so it stays a hashtag.
 */
export function littleText(text: string): string {
  return text
    .split(/(#[\p{L}\p{N}_]+)/u)
    .map((part, index) =>
      index % 2 === 1
        ? `{hashtag|\\#|${part.slice(1)}}`
        : part.replace(/[\\|{}@[\]()<>#*_~]/g, (char) => `\\${char}`),
    )
    .join('');
}

async function put(step: Step, url: string, bytes: Uint8Array): Promise<string | undefined> {
  const response = await step.api.raw({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/octet-stream' },
    body: bytes,
  });

  return response.headers.etag;
}

async function uploadImage(step: Step, owner: string, bytes: Uint8Array): Promise<string> {
  const init = await step.api.post(
    '/images',
    { action: 'initializeUpload' },
    { initializeUploadRequest: { owner } },
    imageInitSchema,
  );
  await put(step, init.value.uploadUrl, bytes);

  return init.value.image;
}

async function uploadVideo(step: Step, owner: string, bytes: Uint8Array): Promise<string> {
  const init = await step.api.post(
    '/videos',
    { action: 'initializeUpload' },
    {
      initializeUploadRequest: {
        owner,
        fileSizeBytes: bytes.length,
        uploadCaptions: false,
        uploadThumbnail: false,
      },
    },
    videoInitSchema,
  );
  const partIds: string[] = [];
  for (const part of init.value.uploadInstructions) {
    const etag = await put(step, part.uploadUrl, bytes.subarray(part.firstByte, part.lastByte + 1));
    if (etag) partIds.push(etag);
  }
  await step.api.post(
    '/videos',
    { action: 'finalizeUpload' },
    {
      finalizeUploadRequest: {
        video: init.value.video,
        uploadToken: init.value.uploadToken ?? '',
        uploadedPartIds: partIds,
      },
    },
    z.unknown(),
  );

  return init.value.video;
}

export function startPublish(step: Step, ctx: AccountCtx, draft: Draft): Promise<PublishState> {
  return publishStep(async () => {
    const media: LinkedInHandle['media'] = [];
    for (const item of draft.media) {
      if (item.type === 'document')
        fail({ kind: 'media_rejected', userMessage: 'LinkedIn documents are not supported by Kestrel yet.' });
      const bytes = await step.readMedia(item);
      const urn =
        item.type === 'video'
          ? await uploadVideo(step, ctx.remoteId, bytes)
          : await uploadImage(step, ctx.remoteId, bytes);
      media.push({ urn, type: item.type, altText: item.altText ?? null });
    }
    const handle: LinkedInHandle = {
      commentary: littleText(draft.text),
      link: draft.link ?? null,
      title: draft.title ?? null,
      media,
      available: [],
    };
    const now = step.clock.now();

    return media.length > 0
      ? { phase: 'processing', handle, nextCheckAt: later(now, CHECK_SEC) }
      : { phase: 'ready', handle, nextCheckAt: now.toISOString() };
  });
}

async function pollMedia(step: Step, handle: LinkedInHandle): Promise<PublishState> {
  const next = handle.media.find((item) => !handle.available.includes(item.urn));
  if (!next) return { phase: 'ready', handle, nextCheckAt: step.clock.now().toISOString() };
  const status = await step.api.get(
    `/${next.type === 'video' ? 'videos' : 'images'}/${enc(next.urn)}`,
    {},
    mediaStatusSchema,
  );
  if (status.status === 'PROCESSING_FAILED')
    return {
      phase: 'failed',
      error: {
        kind: 'media_rejected',
        providerCode: status.processingFailureReason ?? 'PROCESSING_FAILED',
        userMessage: `LinkedIn could not process the ${next.type}. Check its format, size and length.`,
      },
    };
  if (status.status !== 'AVAILABLE')
    return { phase: 'processing', handle, nextCheckAt: later(step.clock.now(), CHECK_SEC) };
  const updated = { ...handle, available: [...handle.available, next.urn] };
  const done = updated.available.length === updated.media.length;

  return done
    ? { phase: 'ready', handle: updated, nextCheckAt: step.clock.now().toISOString() }
    : { phase: 'processing', handle: updated, nextCheckAt: step.clock.now().toISOString() };
}

function contentOf(handle: LinkedInHandle): Record<string, unknown> | undefined {
  const [first, ...rest] = handle.media;
  if (first && rest.length > 0)
    return {
      multiImage: {
        images: handle.media.map((item) => ({
          id: item.urn,
          ...(item.altText ? { altText: item.altText } : {}),
        })),
      },
    };
  if (first)
    return {
      media: {
        id: first.urn,
        ...(handle.title ? { title: handle.title } : {}),
        ...(first.altText ? { altText: first.altText } : {}),
      },
    };
  if (handle.link) return { article: { source: handle.link, title: handle.title ?? handle.link } };

  return undefined;
}

async function createPost(step: Step, ctx: AccountCtx, handle: LinkedInHandle): Promise<PublishState> {
  const content = contentOf(handle);
  const response = await step.api.raw({
    method: 'POST',
    url: `${REST}/posts`,
    body: {
      author: ctx.remoteId,
      commentary: handle.commentary,
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
      ...(content ? { content } : {}),
    },
  });
  const urn = response.headers['x-restli-id'];
  if (!urn)
    fail({
      kind: 'unknown',
      userMessage: 'LinkedIn accepted the post but did not say its id; check the page.',
    });

  return { phase: 'published', remoteId: urn, permalink: permalinkOf(urn) };
}

export function advancePublish(step: Step, ctx: AccountCtx, state: PublishState): Promise<PublishState> {
  if (state.phase === 'published' || state.phase === 'failed') return Promise.resolve(state);
  const parsed = handleSchema.safeParse(state.handle);
  if (!parsed.success)
    fail({
      kind: 'unknown',
      userMessage: 'This LinkedIn publish job has an unreadable state; start it again.',
    });
  const handle = parsed.data;

  return publishStep(() =>
    handle.available.length < handle.media.length ? pollMedia(step, handle) : createPost(step, ctx, handle),
  );
}
