/**
 * Facebook Page webhook events (networks.md §4.4): object `page`, `changes` of field `feed` (posts, comments,
 * reactions…), field `mention` (the Page tagged in a post or comment) and `messaging` for Messenger.
 * Reactions and shares are not normalized events; they show up in the next metrics sync.
 */
import { z } from 'zod';
import type { NormalizedEvent } from '../core/types.ts';
import { isoFromUnix, messageEvent, readEnvelope } from '../meta/webhooks.ts';

const feedValue = z.object({
  item: z.string(),
  verb: z.string(),
  post_id: z.string().optional(),
  comment_id: z.string().optional(),
  parent_id: z.string().optional(),
  message: z.string().optional(),
  from: z.object({ id: z.string().optional(), name: z.string().optional() }).optional(),
  created_time: z.union([z.number(), z.string()]).optional(),
});

const POST_ITEMS = new Set(['status', 'post', 'photo', 'video', 'share']);

function createdAt(value: number | string | undefined, fallback: number): string {
  if (typeof value === 'number') return isoFromUnix(value);
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();

  return isoFromUnix(fallback);
}

function feedEvent(pageId: string, value: z.output<typeof feedValue>, time: number): NormalizedEvent | null {
  if (value.item === 'comment' && value.verb === 'add' && value.comment_id)
    return {
      type: 'comment.created',
      accountRemoteId: pageId,
      comment: {
        remoteId: value.comment_id,
        postRemoteId: value.post_id ?? '',
        // A top-level comment names the post as its parent.
        parentRemoteId: value.parent_id && value.parent_id !== value.post_id ? value.parent_id : null,
        authorName: value.from?.name ?? '',
        authorHandle: null,
        text: value.message ?? '',
        createdAt: createdAt(value.created_time, time),
      },
    };
  if (!POST_ITEMS.has(value.item) || !value.post_id) return null;
  if (value.verb === 'add' && value.from?.id === pageId)
    return { type: 'post.published', accountRemoteId: pageId, postRemoteId: value.post_id };
  if (value.verb === 'edited')
    return { type: 'post.updated', accountRemoteId: pageId, postRemoteId: value.post_id };

  return null;
}

function mentionEvent(
  pageId: string,
  value: z.output<typeof feedValue>,
  time: number,
): NormalizedEvent | null {
  if (value.verb !== 'add') return null;
  const remoteId = value.comment_id ?? value.post_id;
  if (!remoteId) return null;

  return {
    type: 'mention',
    accountRemoteId: pageId,
    mention: {
      remoteId,
      kind: value.comment_id ? 'comment' : 'caption',
      authorHandle: value.from?.name ?? null,
      text: value.message ?? '',
      permalink: null,
      createdAt: createdAt(value.created_time, time),
    },
  };
}

export function parseFacebookWebhook(rawBody: string): NormalizedEvent[] {
  const envelope = readEnvelope(rawBody);
  if (!envelope || envelope.object !== 'page') return [];
  const events: NormalizedEvent[] = [];
  for (const entry of envelope.entry) {
    for (const change of entry.changes ?? []) {
      const value = feedValue.safeParse(change.value);
      if (!value.success) continue;
      const event =
        change.field === 'feed'
          ? feedEvent(entry.id, value.data, entry.time ?? 0)
          : change.field === 'mention'
            ? mentionEvent(entry.id, value.data, entry.time ?? 0)
            : null;
      if (event) events.push(event);
    }
    for (const messaging of entry.messaging ?? []) {
      const event = messageEvent(entry.id, messaging);
      if (event) events.push(event);
    }
  }

  return events;
}
