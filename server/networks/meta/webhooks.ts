/**
 * Meta webhooks (networks.md §2.3, §3.4, §4.4): a GET handshake echoing `hub.challenge` when `hub.verify_token`
 * matches ours, and POSTs signed with `X-Hub-Signature-256: sha256=<hex HMAC of the raw body with the app
 * secret>`. The envelope is `{object, entry: [{id, time, changes?: [{field, value}], messaging?: [...]}]}`.
 */
import { z } from 'zod';
import { verifyHmacSha256 } from '../core/oauth.ts';
import type { NetworkCredentials, NormalizedEvent, WebhookRequest } from '../core/types.ts';
import { safeEqual } from '../../lib/crypto.ts';

/** The verification GET: null when the request is not a handshake, 403 when the token is wrong. */
export function metaWebhookChallenge(
  request: WebhookRequest,
  credentials: NetworkCredentials,
): { status: number; body: string } | null {
  if (request.method.toUpperCase() !== 'GET') return null;
  const query = new URL(request.url, 'http://localhost').searchParams;
  if (query.get('hub.mode') !== 'subscribe') return null;
  const expected = credentials.webhookVerifyToken;
  const given = query.get('hub.verify_token') ?? '';
  if (!expected || !safeEqual(given, expected)) return { status: 403, body: '' };

  return { status: 200, body: query.get('hub.challenge') ?? '' };
}

/** The POST signature, in constant time; the app secret signs unless a separate webhook secret is configured. */
export function verifyMetaSignature(request: WebhookRequest, credentials: NetworkCredentials): boolean {
  const secret = credentials.webhookSecret || credentials.clientSecret;
  const header = headerOf(request, 'x-hub-signature-256');

  return Boolean(secret) && verifyHmacSha256(secret, request.rawBody, header, { prefix: 'sha256=' });
}

function headerOf(request: WebhookRequest, name: string): string | undefined {
  const found = Object.entries(request.headers).find(([key]) => key.toLowerCase() === name);

  return found?.[1];
}

const change = z.object({ field: z.string(), value: z.unknown() });

const messagingEvent = z.object({
  sender: z.object({ id: z.string() }),
  recipient: z.object({ id: z.string() }),
  timestamp: z.number(),
  message: z
    .object({ mid: z.string(), text: z.string().optional(), is_echo: z.boolean().optional() })
    .optional(),
});

export type MessagingEvent = z.output<typeof messagingEvent>;

const envelope = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      id: z.string(),
      time: z.number().optional(),
      changes: z.array(change).optional(),
      messaging: z.array(messagingEvent).optional(),
    }),
  ),
});

export type MetaEnvelope = z.output<typeof envelope>;

/** The parsed envelope, or null when the body is not one (it is then ignored, not thrown: Meta would retry). */
export function readEnvelope(rawBody: string): MetaEnvelope | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = envelope.safeParse(body);

  return parsed.success ? parsed.data : null;
}

/** Unix seconds or milliseconds (Meta uses both) as an ISO instant. */
export function isoFromUnix(value: number): string {
  return new Date(value < 1e12 ? value * 1000 : value).toISOString();
}

/**
 * A direct message. Webhooks carry no conversation id, so the other person's id stands in for it; the app
 * matches it to the conversation whose participant it is.
 */
export function messageEvent(accountRemoteId: string, messaging: MessagingEvent): NormalizedEvent | null {
  if (!messaging.message) return null;
  const fromSelf = messaging.message.is_echo === true || messaging.sender.id === accountRemoteId;

  return {
    type: 'message',
    accountRemoteId,
    message: {
      remoteId: messaging.message.mid,
      conversationRemoteId: fromSelf ? messaging.recipient.id : messaging.sender.id,
      fromSelf,
      text: messaging.message.text ?? '',
      createdAt: isoFromUnix(messaging.timestamp),
    },
  };
}
