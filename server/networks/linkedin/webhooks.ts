/**
 * LinkedIn organisation social-action webhooks (networks.md §7.6): a `challengeCode` validation answered with
 * `hex(HMAC-SHA256(challengeCode, clientSecret))`, and POSTs signed in `X-LI-Signature` as
 * `hex(HMAC-SHA256("hmacsha256=" + rawBody, clientSecret))`.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { verifyHmacSha256 } from '../core/oauth.ts';
import type { NormalizedEvent, WebhookRequest } from '../core/types.ts';
import { permalinkOf } from './read.ts';

function header(request: WebhookRequest, name: string): string | undefined {
  const entry = Object.entries(request.headers).find(([key]) => key.toLowerCase() === name);

  return entry?.[1];
}

export function webhookChallenge(
  clientSecret: string,
  request: WebhookRequest,
): { status: number; body: string } | null {
  if (request.method !== 'GET') return null;
  const challengeCode = new URL(request.url, 'https://kestrel.invalid').searchParams.get('challengeCode');
  if (!challengeCode) return null;
  const challengeResponse = createHmac('sha256', clientSecret).update(challengeCode).digest('hex');

  return { status: 200, body: JSON.stringify({ challengeCode, challengeResponse }) };
}

export function verifyWebhook(clientSecret: string, request: WebhookRequest): boolean {
  return verifyHmacSha256(clientSecret, `hmacsha256=${request.rawBody}`, header(request, 'x-li-signature'));
}

const notificationSchema = z.object({
  notificationId: z.union([z.number(), z.string()]),
  organizationalEntity: z.string(),
  action: z.string(),
  sourcePost: z.string().optional(),
  generatedActivity: z.string().optional(),
  lastModifiedAt: z.number().optional(),
  decoratedGeneratedActivity: z
    .object({
      comment: z.object({ text: z.string().optional(), owner: z.string().optional() }).optional(),
      share: z.object({ text: z.string().optional(), owner: z.string().optional() }).optional(),
    })
    .optional(),
});
type Notification = z.output<typeof notificationSchema>;

const payloadSchema = z.object({ type: z.string().optional(), notifications: z.array(notificationSchema) });

function toEvent(notification: Notification): NormalizedEvent | null {
  const account = notification.organizationalEntity;
  const post = notification.sourcePost;
  const createdAt = new Date(notification.lastModifiedAt ?? 0).toISOString();
  const decorated = notification.decoratedGeneratedActivity;
  switch (notification.action) {
    case 'COMMENT':
      if (!post) return null;

      return {
        type: 'comment.created',
        accountRemoteId: account,
        comment: {
          remoteId: notification.generatedActivity ?? String(notification.notificationId),
          postRemoteId: post,
          parentRemoteId: null,
          authorName: 'LinkedIn member',
          authorHandle: decorated?.comment?.owner ?? null,
          text: decorated?.comment?.text ?? '',
          createdAt,
        },
      };
    case 'SHARE_MENTION': {
      const id = notification.generatedActivity ?? post ?? String(notification.notificationId);

      return {
        type: 'mention',
        accountRemoteId: account,
        mention: {
          remoteId: id,
          kind: 'caption',
          authorHandle: decorated?.share?.owner ?? null,
          text: decorated?.share?.text ?? '',
          permalink: permalinkOf(id),
          createdAt,
        },
      };
    }
    case 'LIKE':
    case 'SHARE':
    case 'ADMIN_COMMENT':
    case 'COMMENT_EDIT':
    case 'COMMENT_DELETE':
      // Counts on the post changed: re-read its statistics.
      return post ? { type: 'post.updated', accountRemoteId: account, postRemoteId: post } : null;
    default:
      return null;
  }
}

/** Events of one batch, deduplicated on `notificationId` (LinkedIn retries deliveries). */
export function parseWebhook(request: WebhookRequest): NormalizedEvent[] {
  let json: unknown;
  try {
    json = JSON.parse(request.rawBody);
  } catch {
    return [];
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return [];
  const seen = new Set<string>();
  const events: NormalizedEvent[] = [];
  for (const notification of parsed.data.notifications) {
    const id = String(notification.notificationId);
    if (seen.has(id)) continue;
    seen.add(id);
    const event = toEvent(notification);
    if (event) events.push(event);
  }

  return events;
}
