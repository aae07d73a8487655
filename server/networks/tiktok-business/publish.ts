/**
 * Publishing on a TikTok business account (../shared/reference/networks.md §8.1): TikTok pulls the media from a
 * URL (`/business/video/publish/` or `/business/photo/publish/` → `share_id`), then `/business/publish/status/`
 * is polled until the post has an id. Moderation usually takes under a minute, sometimes hours, so polls back off.
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import type { AccountCtx, ConnectorDeps, ConnectorError, Draft, PublishState } from '../core/types.ts';
import { classifyTikTok } from '../tiktok/classify.ts';
import type { BusinessApi } from '../tiktok/api.ts';

export type TikTokPublishHandle = { shareId: string; polls: number };

const FIRST_CHECK_MS = 10_000;
const MAX_CHECK_MS = 15 * 60_000;

const ShareData = z.object({ share_id: z.string() });

const StatusData = z.object({
  status: z.string(),
  post_ids: z.array(z.string()).nullish(),
  reason: z.string().nullish(),
});

const Handle = z.object({ shareId: z.string(), polls: z.number() });

/** 10 s, 20 s, 40 s… capped at 15 min: TikTok allows ~30 status reads a minute, and moderation can take hours. */
function nextCheck(now: Date, polls: number): string {
  return new Date(now.getTime() + Math.min(FIRST_CHECK_MS * 2 ** polls, MAX_CHECK_MS)).toISOString();
}

function option(draft: Draft, name: string): boolean {
  return draft.options?.[name] === true;
}

function postInfo(draft: Draft): Record<string, unknown> {
  const info: Record<string, unknown> = {
    caption: draft.text,
    disable_comment: option(draft, 'disableComment'),
  };
  if (draft.title) info.title = draft.title;
  if (draft.kind === 'video') {
    info.disable_duet = option(draft, 'disableDuet');
    info.disable_stitch = option(draft, 'disableStitch');
  }

  return info;
}

/** A media or content rejection ends the publication; anything else is thrown for the job runner to retry. */
function failedOrThrow(error: unknown): PublishState {
  if (
    error instanceof ConnectorFailure &&
    (error.error.kind === 'media_rejected' || error.error.kind === 'content_rejected')
  )
    return { phase: 'failed', error: error.error };
  throw error;
}

export function createPublisher(deps: ConnectorDeps, api: BusinessApi) {
  /** TikTok's failure `reason` uses the same code words as its errors; classify it the same way. */
  function reasonError(reason: string | null | undefined): ConnectorError {
    const classified = classifyTikTok(
      { status: 200, headers: {}, body: { code: -1, message: reason ?? '' } },
      { network: 'TikTok', now: deps.clock.now(), canRefresh: true },
    );
    if (classified && classified.kind !== 'unknown')
      return { ...classified, providerCode: reason ?? classified.providerCode };

    return {
      kind: 'content_rejected',
      providerCode: reason ?? 'FAILED',
      userMessage: 'TikTok did not publish the post. Check the media and caption, then try again.',
    };
  }

  async function startPublish(ctx: AccountCtx, draft: Draft): Promise<PublishState> {
    const isVideo = draft.media[0]?.type === 'video';
    const body: Record<string, unknown> = isVideo
      ? { business_id: ctx.remoteId, video_url: draft.media[0]?.url, post_info: postInfo(draft) }
      : {
          business_id: ctx.remoteId,
          photo_images: draft.media.map((media) => media.url),
          photo_cover_index: 0,
          post_info: postInfo(draft),
        };
    try {
      const data = await api.post(
        isVideo ? '/business/video/publish/' : '/business/photo/publish/',
        ctx.grant.accessToken,
        body,
        ShareData,
      );
      const handle: TikTokPublishHandle = { shareId: data.share_id, polls: 0 };

      return { phase: 'processing', handle, nextCheckAt: nextCheck(deps.clock.now(), 0) };
    } catch (error) {
      return failedOrThrow(error);
    }
  }

  async function advancePublish(ctx: AccountCtx, state: PublishState): Promise<PublishState> {
    if (state.phase === 'published' || state.phase === 'failed') return state;
    const handle = Handle.parse(state.handle);
    const data = await api.get(
      '/business/publish/status/',
      ctx.grant.accessToken,
      { business_id: ctx.remoteId, publish_id: handle.shareId },
      StatusData,
    );
    const status = data.status.toUpperCase();
    if (status === 'FAILED') return { phase: 'failed', error: reasonError(data.reason) };
    const postId = data.post_ids?.[0];
    // The post id only exists once moderation is over, even when the upload itself is complete.
    if (postId && (status === 'PUBLISH_COMPLETE' || status === 'PUBLISHED')) {
      const handleName = typeof ctx.extra?.handle === 'string' ? ctx.extra.handle : null;

      return {
        phase: 'published',
        remoteId: postId,
        permalink: handleName ? `https://www.tiktok.com/@${handleName}/video/${postId}` : null,
      };
    }
    const next: TikTokPublishHandle = { shareId: handle.shareId, polls: handle.polls + 1 };

    return { phase: 'processing', handle: next, nextCheckAt: nextCheck(deps.clock.now(), next.polls) };
  }

  return { startPublish, advancePublish };
}
