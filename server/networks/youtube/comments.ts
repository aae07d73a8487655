/**
 * YouTube comments (../shared/reference/networks.md §9.2): `commentThreads.list` per video (top-level comments
 * with their first replies), `comments.insert` for replies, `comments.setModerationStatus` to hide (held for
 * review) or show again, `comments.delete`.
 */
import { z } from 'zod';
import type { AccountCtx, Page, RemoteComment } from '../core/types.ts';
import { DATA_API, type YoutubeApi } from './api.ts';

const PAGE_SIZE = 100;

const CommentSnippet = z.object({
  videoId: z.string().nullish(),
  parentId: z.string().nullish(),
  authorDisplayName: z.string().nullish(),
  textOriginal: z.string().nullish(),
  textDisplay: z.string().nullish(),
  publishedAt: z.string(),
  moderationStatus: z.string().nullish(),
});

const Comment = z.object({ id: z.string(), snippet: CommentSnippet });

const Threads = z.object({
  nextPageToken: z.string().nullish(),
  items: z.array(
    z.object({
      snippet: z.object({ videoId: z.string(), topLevelComment: Comment }),
      replies: z.object({ comments: z.array(Comment) }).nullish(),
    }),
  ),
});

function toComment(
  comment: z.output<typeof Comment>,
  videoId: string,
  parentId: string | null,
): RemoteComment {
  const author = comment.snippet.authorDisplayName ?? 'YouTube user';
  const status = comment.snippet.moderationStatus;

  return {
    remoteId: comment.id,
    postRemoteId: comment.snippet.videoId ?? videoId,
    parentRemoteId: parentId ?? comment.snippet.parentId ?? null,
    authorName: author,
    // YouTube now shows channel handles ("@name") as display names.
    authorHandle: author.startsWith('@') ? author : null,
    text: comment.snippet.textOriginal ?? comment.snippet.textDisplay ?? '',
    createdAt: new Date(comment.snippet.publishedAt).toISOString(),
    hidden: status ? status !== 'published' : undefined,
  };
}

export function createComments(api: YoutubeApi) {
  async function listComments(
    ctx: AccountCtx,
    postRemoteId: string,
    cursor?: string | null,
  ): Promise<Page<RemoteComment>> {
    const data = await api.get(
      `${DATA_API}/commentThreads`,
      ctx.grant.accessToken,
      {
        part: 'snippet,replies',
        videoId: postRemoteId,
        maxResults: PAGE_SIZE,
        textFormat: 'plainText',
        pageToken: cursor ?? undefined,
      },
      Threads,
    );
    const items = data.items.flatMap((thread) => {
      const top = thread.snippet.topLevelComment;

      return [
        toComment(top, thread.snippet.videoId, null),
        ...(thread.replies?.comments ?? []).map((reply) => toComment(reply, thread.snippet.videoId, top.id)),
      ];
    });

    return { items, nextCursor: data.nextPageToken ?? null };
  }

  async function replyToComment(
    ctx: AccountCtx,
    commentRemoteId: string,
    text: string,
  ): Promise<RemoteComment> {
    const created = await api.post(
      `${DATA_API}/comments`,
      ctx.grant.accessToken,
      { part: 'snippet' },
      { snippet: { parentId: commentRemoteId, textOriginal: text } },
      Comment,
    );

    return toComment(created, created.snippet.videoId ?? '', commentRemoteId);
  }

  async function moderateComment(
    ctx: AccountCtx,
    commentRemoteId: string,
    action: 'hide' | 'unhide' | 'delete',
  ) {
    if (action === 'delete') {
      await api.delete(`${DATA_API}/comments`, ctx.grant.accessToken, { id: commentRemoteId });

      return;
    }
    // heldForReview hides the comment from viewers and can be undone, unlike `rejected`.
    await api.post(
      `${DATA_API}/comments/setModerationStatus`,
      ctx.grant.accessToken,
      { id: commentRemoteId, moderationStatus: action === 'hide' ? 'heldForReview' : 'published' },
      undefined,
      z.unknown(),
    );
  }

  return { listComments, replyToComment, moderateComment };
}
