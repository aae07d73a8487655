/**
 * Comments on organisation posts (`/rest/socialActions/{urn}/comments`, networks.md §7.4). Members' names need
 * a profile permission LinkedIn rarely grants, so a person shows as "LinkedIn member" with their URN as handle.
 */
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import type { AccountCtx, Page, RemoteComment } from '../core/types.ts';
import { enc, type LinkedInClient } from './client.ts';
import { commentListSchema, type LinkedInComment } from './schemas.ts';

const PAGE_SIZE = 50;

/** `urn:li:comment:(urn:li:activity:1,2)` → `urn:li:activity:1` (the thread a reply belongs to). */
export function commentObject(commentUrn: string): string | null {
  return /^urn:li:comment:\(([^,]+),/.exec(commentUrn)?.[1] ?? null;
}

function commentUrnOf(comment: LinkedInComment, postUrn: string): string {
  return comment.commentUrn ?? `urn:li:comment:(${comment.object ?? postUrn},${comment.id ?? ''})`;
}

function toComment(comment: LinkedInComment, postUrn: string): RemoteComment {
  const isOrganization = comment.actor.startsWith('urn:li:organization:');

  return {
    remoteId: commentUrnOf(comment, postUrn),
    postRemoteId: postUrn,
    parentRemoteId: comment.parentComment ?? null,
    authorName: isOrganization ? 'LinkedIn page' : 'LinkedIn member',
    authorHandle: comment.actor,
    text: comment.message?.text ?? '',
    createdAt: new Date(comment.created?.time ?? 0).toISOString(),
  };
}

export async function listComments(
  api: LinkedInClient,
  postRemoteId: string,
  cursor?: string | null,
): Promise<Page<RemoteComment>> {
  const start = Number(cursor ?? 0);
  const page = await api.get(
    `/socialActions/${enc(postRemoteId)}/comments`,
    { start, count: PAGE_SIZE },
    commentListSchema,
  );
  const total = page.paging?.total;
  const more =
    page.elements.length >= PAGE_SIZE && (total === undefined || start + page.elements.length < total);

  return {
    items: page.elements.map((comment) => toComment(comment, postRemoteId)),
    nextCursor: more ? String(start + page.elements.length) : null,
  };
}

/** Replies as the organisation; the new comment's URN comes back in `x-restli-id` (or the body). */
export async function replyToComment(
  api: LinkedInClient,
  clock: Clock,
  ctx: AccountCtx,
  commentRemoteId: string,
  text: string,
): Promise<RemoteComment> {
  const object = commentObject(commentRemoteId) ?? commentRemoteId;
  const response = await api.raw({
    method: 'POST',
    url: `https://api.linkedin.com/rest/socialActions/${enc(commentRemoteId)}/comments`,
    body: { actor: ctx.remoteId, object, parentComment: commentRemoteId, message: { text } },
  });
  const body = z.object({ commentUrn: z.string().optional() }).safeParse(response.body);
  const remoteId = response.headers['x-restli-id'] ?? (body.success ? body.data.commentUrn : undefined) ?? '';

  return {
    remoteId,
    postRemoteId: object,
    parentRemoteId: commentRemoteId,
    authorName: 'LinkedIn page',
    authorHandle: ctx.remoteId,
    text,
    createdAt: clock.now().toISOString(),
  };
}
