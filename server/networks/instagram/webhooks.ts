/**
 * Instagram webhook events (networks.md §3.4): object `instagram`, `changes` for `comments`, `live_comments` and
 * `mentions`, `messaging` for direct messages. Facebook Login sends the comment id as `id`, some payloads as
 * `comment_id`; both are read. Meta does not keep payloads, so everything usable is turned into events here.
 */
import { z } from 'zod';
import type { NormalizedEvent } from '../core/types.ts';
import { isoFromUnix, messageEvent, readEnvelope } from '../meta/webhooks.ts';

const commentValue = z.object({
  id: z.string().optional(),
  comment_id: z.string().optional(),
  parent_id: z.string().optional(),
  text: z.string().optional(),
  from: z.object({ id: z.string().optional(), username: z.string().optional() }).optional(),
  media: z.object({ id: z.string() }).optional(),
});

const mentionValue = z.object({ media_id: z.string(), comment_id: z.string().optional() });

export function parseInstagramWebhook(rawBody: string): NormalizedEvent[] {
  const envelope = readEnvelope(rawBody);
  if (!envelope || envelope.object !== 'instagram') return [];
  const events: NormalizedEvent[] = [];
  for (const entry of envelope.entry) {
    const createdAt = isoFromUnix(entry.time ?? 0);
    for (const change of entry.changes ?? []) {
      if (change.field === 'comments' || change.field === 'live_comments') {
        const value = commentValue.safeParse(change.value);
        const commentId = value.success ? (value.data.id ?? value.data.comment_id) : undefined;
        if (!value.success || !commentId) continue;
        events.push({
          type: 'comment.created',
          accountRemoteId: entry.id,
          comment: {
            remoteId: commentId,
            postRemoteId: value.data.media?.id ?? '',
            parentRemoteId: value.data.parent_id ?? null,
            authorName: value.data.from?.username ?? '',
            authorHandle: value.data.from?.username ?? null,
            text: value.data.text ?? '',
            createdAt,
          },
        });
      }
      if (change.field === 'mentions') {
        const value = mentionValue.safeParse(change.value);
        if (!value.success) continue;
        // The payload only names the media/comment; its text is read with mentioned_media / mentioned_comment.
        events.push({
          type: 'mention',
          accountRemoteId: entry.id,
          mention: {
            remoteId: value.data.comment_id ?? value.data.media_id,
            kind: value.data.comment_id ? 'comment' : 'caption',
            authorHandle: null,
            text: '',
            permalink: null,
            createdAt,
          },
        });
      }
    }
    for (const messaging of entry.messaging ?? []) {
      const event = messageEvent(entry.id, messaging);
      if (event) events.push(event);
    }
  }

  return events;
}
