/**
 * X Account Activity webhooks (networks.md §5.5; availability for this app unverified, so polling stays the
 * default): the CRC check answers `sha256=` + base64(HMAC-SHA256(crc_token, consumer secret)), and deliveries
 * carry `x-twitter-webhooks-signature` = `sha256=` + base64(HMAC-SHA256(rawBody, consumer secret)).
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { verifyHmacSha256 } from '../core/oauth.ts';
import type { NormalizedEvent, WebhookRequest } from '../core/types.ts';
import { permalinkOf } from './read.ts';

function header(request: WebhookRequest, name: string): string | undefined {
  return Object.entries(request.headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

export function webhookChallenge(
  secret: string,
  request: WebhookRequest,
): { status: number; body: string } | null {
  if (request.method !== 'GET') return null;
  const token = new URL(request.url, 'https://kestrel.invalid').searchParams.get('crc_token');
  if (!token) return null;
  const digest = createHmac('sha256', secret).update(token).digest('base64');

  return { status: 200, body: JSON.stringify({ response_token: `sha256=${digest}` }) };
}

export function verifyWebhook(secret: string, request: WebhookRequest): boolean {
  return verifyHmacSha256(secret, request.rawBody, header(request, 'x-twitter-webhooks-signature'), {
    prefix: 'sha256=',
    encoding: 'base64',
  });
}

const payloadSchema = z.object({
  for_user_id: z.string(),
  tweet_create_events: z
    .array(
      z.object({
        id_str: z.string(),
        text: z.string().optional(),
        created_at: z.string().optional(),
        in_reply_to_status_id_str: z.string().nullish(),
        user: z.object({ id_str: z.string(), screen_name: z.string() }),
      }),
    )
    .optional(),
  direct_message_events: z
    .array(
      z.object({
        type: z.string(),
        id: z.string(),
        created_timestamp: z.string().optional(),
        message_create: z
          .object({
            sender_id: z.string(),
            target: z.object({ recipient_id: z.string() }),
            message_data: z.object({ text: z.string() }),
          })
          .optional(),
      }),
    )
    .optional(),
});

/** Posts by others that reach the account become mentions; DMs become messages. The account's own are skipped. */
export function parseWebhook(request: WebhookRequest): NormalizedEvent[] {
  let json: unknown;
  try {
    json = JSON.parse(request.rawBody);
  } catch {
    return [];
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return [];
  const { for_user_id: account, tweet_create_events = [], direct_message_events = [] } = parsed.data;
  const events: NormalizedEvent[] = [];
  for (const tweet of tweet_create_events) {
    if (tweet.user.id_str === account) continue;
    events.push({
      type: 'mention',
      accountRemoteId: account,
      mention: {
        remoteId: tweet.id_str,
        kind: tweet.in_reply_to_status_id_str ? 'comment' : 'caption',
        authorHandle: tweet.user.screen_name,
        text: tweet.text ?? '',
        permalink: permalinkOf(tweet.id_str, tweet.user.screen_name),
        createdAt: tweet.created_at ? new Date(tweet.created_at).toISOString() : '',
      },
    });
  }
  for (const dm of direct_message_events) {
    const message = dm.message_create;
    if (dm.type !== 'message_create' || !message) continue;
    const other = message.sender_id === account ? message.target.recipient_id : message.sender_id;
    events.push({
      type: 'message',
      accountRemoteId: account,
      message: {
        remoteId: dm.id,
        // X names one-to-one conversations `<smaller id>-<larger id>`.
        conversationRemoteId: [account, other].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)).join('-'),
        fromSelf: message.sender_id === account,
        text: message.message_data.text,
        createdAt: new Date(Number(dm.created_timestamp ?? 0)).toISOString(),
      },
    });
  }

  return events;
}
