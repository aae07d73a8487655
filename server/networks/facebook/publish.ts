/**
 * Publishing to a Facebook Page (networks.md §4.3), one request per step:
 *
 *   text / link:  start POST /{page}/feed                                  → permalink
 *   one photo:    start POST /{page}/photos (published)                    → permalink
 *   photos:       start POST /{page}/photos published=false per photo      → attach: POST /{page}/feed attached_media → permalink
 *   video:        start POST /{page}/videos file_url                        → video: poll status until ready → published
 *   permalink:    GET /{post}?fields=permalink_url                         → published
 *
 * Pages have native scheduling, but the app runs its own scheduler, so posts go out immediately.
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import type { Capabilities, Draft, PublishState, ValidationIssue } from '../core/types.ts';
import { validateAgainst } from '../core/validate.ts';
import type { Clock } from '../../lib/clock.ts';
import { settle } from '../meta/containers.ts';
import { idBody, type Graph } from '../meta/graph.ts';

const MB = 1024 * 1024;

export const facebookCapabilities: Capabilities = {
  // The longest post text Meta accepts, as used by postiz [3rd-party].
  maxTextLength: 63_206,
  media: {
    image: { formats: ['jpeg', 'jpg', 'png', 'gif'], maxBytes: 4 * MB },
    video: { formats: ['mp4', 'quicktime'], maxBytes: 1024 * MB, maxSec: 240 * 60 },
  },
  maxItems: 10,
  carousel: { min: 2, max: 10 },
  kinds: ['post', 'text', 'link', 'image', 'carousel', 'video'],
  textRequired: true,
  mediaRequired: false,
  firstComment: false,
  features: ['analytics', 'publish', 'comments', 'mentions', 'messages'],
};

export function validateFacebook(draft: Draft): ValidationIssue[] {
  const issues = validateAgainst('Facebook', facebookCapabilities, draft);
  const videos = draft.media.filter((m) => m.type === 'video').length;
  if (videos > 0 && draft.media.length > 1)
    issues.push({
      field: 'media',
      code: 'single_video',
      message: 'A Facebook post holds one video, or up to 10 photos, not both.',
    });
  if (draft.link && draft.media.length > 0)
    issues.push({
      field: 'link',
      code: 'link_with_media',
      message: 'A Facebook post shows either a link preview or media; put the link in the text instead.',
    });

  return issues;
}

const handleSchema = z.object({
  stage: z.enum(['attach', 'video', 'permalink']),
  postId: z.string().nullable(),
  photoIds: z.array(z.string()),
  message: z.string(),
  /** The tagged place: a Facebook Page id with a location (meta/places.ts). */
  place: z.string().optional(),
});
type Handle = z.output<typeof handleSchema>;

const photoBody = z.object({ id: z.string(), post_id: z.string().optional() });
const videoBody = z.object({
  status: z.object({ video_status: z.string().optional() }).optional(),
  permalink_url: z.string().optional(),
});

const VIDEO_POLL_MS = 60_000;

export function createFacebookPublisher(deps: { graph: Graph; clock: Clock }) {
  const { graph, clock } = deps;
  const due = (handle: Handle, delay = 0): PublishState => ({
    phase: handle.stage === 'attach' ? 'uploading' : 'processing',
    handle,
    nextCheckAt: new Date(clock.now().getTime() + delay).toISOString(),
  });
  const base = (draft: Draft) => ({
    postId: null,
    photoIds: [],
    message: draft.text,
    ...(draft.location ? { place: draft.location.id } : {}),
  });

  async function start(pageId: string, token: string, draft: Draft): Promise<PublishState> {
    const photos = draft.media.filter((m) => m.type === 'image');
    const video = draft.media.find((m) => m.type === 'video');
    if (video) {
      const created = await graph.post(
        `${pageId}/videos`,
        { file_url: video.url, description: draft.text || undefined },
        idBody,
        token,
      );

      return due({ ...base(draft), stage: 'video', postId: created.id }, VIDEO_POLL_MS);
    }
    if (photos.length === 1 && photos[0]) {
      const created = await graph.post(
        `${pageId}/photos`,
        {
          url: photos[0].url,
          message: draft.text || undefined,
          alt_text_custom: photos[0].altText,
          place: draft.location?.id,
        },
        photoBody,
        token,
      );

      return due({ ...base(draft), stage: 'permalink', postId: created.post_id ?? created.id });
    }
    if (photos.length > 1) {
      const photoIds: string[] = [];
      for (const photo of photos)
        photoIds.push(
          (
            await graph.post(
              `${pageId}/photos`,
              { url: photo.url, published: false, alt_text_custom: photo.altText },
              photoBody,
              token,
            )
          ).id,
        );

      return due({ ...base(draft), stage: 'attach', photoIds });
    }
    const created = await graph.post(
      `${pageId}/feed`,
      { message: draft.text, link: draft.link, place: draft.location?.id },
      idBody,
      token,
    );

    return due({ ...base(draft), stage: 'permalink', postId: created.id });
  }

  async function step(pageId: string, token: string, handle: Handle): Promise<PublishState> {
    if (handle.stage === 'attach') {
      const attached = JSON.stringify(handle.photoIds.map((id) => ({ media_fbid: id })));
      const created = await graph.post(
        `${pageId}/feed`,
        { message: handle.message, attached_media: attached, place: handle.place },
        idBody,
        token,
      );

      return due({ ...handle, stage: 'permalink', postId: created.id });
    }
    const postId = handle.postId ?? '';
    if (handle.stage === 'video') {
      const video = await graph.get(postId, { fields: 'status,permalink_url' }, videoBody, token);
      const status = video.status?.video_status;
      if (status === 'ready')
        return { phase: 'published', remoteId: postId, permalink: absolute(video.permalink_url) };
      if (status === 'error')
        return {
          phase: 'failed',
          error: {
            kind: 'media_rejected',
            providerCode: 'video_status:error',
            userMessage: 'Facebook could not process this video; check the file and try again.',
          },
        };

      return due(handle, VIDEO_POLL_MS);
    }
    const post = await graph.get(
      postId,
      { fields: 'permalink_url' },
      z.object({ permalink_url: z.string().optional() }),
      token,
    );

    return { phase: 'published', remoteId: postId, permalink: absolute(post.permalink_url) };
  }

  return {
    startPublish: (pageId: string, token: string, draft: Draft) => settle(() => start(pageId, token, draft)),
    async advancePublish(pageId: string, token: string, state: PublishState): Promise<PublishState> {
      if (state.phase === 'published' || state.phase === 'failed') return state;
      const parsed = handleSchema.safeParse(state.handle);
      if (!parsed.success)
        throw new ConnectorFailure({
          kind: 'unknown',
          userMessage: "This Facebook post's publishing state is damaged; publish it again.",
        });

      return settle(() => step(pageId, token, parsed.data));
    },
  };
}

/** Video permalinks come back as paths ("/page/videos/1/"). */
function absolute(url: string | undefined): string | null {
  if (!url) return null;

  return url.startsWith('/') ? `https://www.facebook.com${url}` : url;
}
