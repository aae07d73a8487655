/**
 * Comments on a TikTok business account's videos (../shared/reference/networks.md §8.1). TikTok needs the video
 * id to reply to or hide a comment, and the connector interface passes only the comment id, so comment ids we
 * hand out are `<video_id>:<comment_id>`.
 */
import { z } from 'zod';
import { ConnectorFailure } from '../core/http.ts';
import type { AccountCtx, ConnectorDeps, Page, RemoteComment } from '../core/types.ts';
import { unixSeconds, type BusinessApi } from '../tiktok/api.ts';

const PAGE_SIZE = 30;

const Comment = z.object({
  comment_id: z.string(),
  video_id: z.string(),
  create_time: unixSeconds,
  text: z.string(),
  username: z.string().nullish(),
  display_name: z.string().nullish(),
  parent_comment_id: z.string().nullish(),
  status: z.string().nullish(),
});

const CommentPage = z.object({
  comments: z.array(Comment).nullish(),
  cursor: z.union([z.number(), z.string()]).nullish(),
  has_more: z.boolean().nullish(),
});

export function commentRemoteId(videoId: string, commentId: string): string {
  return `${videoId}:${commentId}`;
}

function splitId(remoteId: string): { videoId: string; commentId: string } {
  const [videoId, commentId] = remoteId.split(':');
  if (!videoId || !commentId)
    throw new ConnectorFailure({
      kind: 'not_found',
      providerCode: 'comment_id',
      userMessage: 'This TikTok comment reference is incomplete; reload the comments and try again.',
    });

  return { videoId, commentId };
}

function toComment(comment: z.output<typeof Comment>): RemoteComment {
  // A top-level comment is its own parent in some answers; only a different id is a real parent.
  const parent =
    comment.parent_comment_id && comment.parent_comment_id !== comment.comment_id
      ? commentRemoteId(comment.video_id, comment.parent_comment_id)
      : null;

  return {
    remoteId: commentRemoteId(comment.video_id, comment.comment_id),
    postRemoteId: comment.video_id,
    parentRemoteId: parent,
    authorName: comment.display_name ?? comment.username ?? 'TikTok user',
    authorHandle: comment.username ?? null,
    text: comment.text,
    createdAt: comment.create_time,
    hidden: comment.status ? comment.status.toUpperCase() === 'HIDDEN' : undefined,
  };
}

export function createComments(deps: ConnectorDeps, api: BusinessApi) {
  async function listComments(
    ctx: AccountCtx,
    postRemoteId: string,
    cursor?: string | null,
  ): Promise<Page<RemoteComment>> {
    const data = await api.get(
      '/business/comment/list/',
      ctx.grant.accessToken,
      {
        business_id: ctx.remoteId,
        video_id: postRemoteId,
        max_count: PAGE_SIZE,
        cursor: cursor ?? undefined,
      },
      CommentPage,
    );
    const more = data.has_more === true && data.cursor !== null && data.cursor !== undefined;

    return { items: (data.comments ?? []).map(toComment), nextCursor: more ? String(data.cursor) : null };
  }

  async function replyToComment(
    ctx: AccountCtx,
    commentRemoteId: string,
    text: string,
  ): Promise<RemoteComment> {
    const { videoId, commentId } = splitId(commentRemoteId);
    const data = await api.post(
      '/business/comment/reply/create/',
      ctx.grant.accessToken,
      { business_id: ctx.remoteId, video_id: videoId, comment_id: commentId, text },
      Comment.partial().extend({ comment_id: z.string() }),
    );

    return toComment({
      comment_id: data.comment_id,
      video_id: data.video_id ?? videoId,
      create_time: data.create_time ?? deps.clock.now().toISOString(),
      text: data.text ?? text,
      username: data.username,
      display_name: data.display_name,
      parent_comment_id: commentId,
      status: data.status,
    });
  }

  async function moderateComment(
    ctx: AccountCtx,
    commentRemoteId: string,
    action: 'hide' | 'unhide' | 'delete',
  ) {
    const { videoId, commentId } = splitId(commentRemoteId);
    if (action === 'delete') {
      await api.post(
        '/business/comment/delete/',
        ctx.grant.accessToken,
        { business_id: ctx.remoteId, comment_id: commentId },
        z.unknown(),
      );

      return;
    }
    await api.post(
      '/business/comment/hide/',
      ctx.grant.accessToken,
      {
        business_id: ctx.remoteId,
        video_id: videoId,
        comment_id: commentId,
        action: action === 'hide' ? 'HIDE' : 'UNHIDE',
      },
      z.unknown(),
    );
  }

  return { listComments, replyToComment, moderateComment };
}
