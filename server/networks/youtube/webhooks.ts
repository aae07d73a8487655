/**
 * YouTube push notifications (../shared/reference/networks.md §9.5): WebSub (PubSubHubbub) on a channel's feed.
 * The hub verifies a subscription with a GET carrying `hub.challenge`, then POSTs Atom entries on upload and on
 * title/description changes, signed `X-Hub-Signature: sha1=<HMAC-SHA1 of the body with hub.secret>` (WebSub uses
 * SHA-1; a hub that signs with SHA-256 is accepted too). There are no comment notifications.
 */
import { safeEqual } from '../../lib/crypto.ts';
import { verifyHmac, verifyHmacSha256 } from '../core/oauth.ts';
import type { NetworkCredentials, NormalizedEvent, WebhookRequest } from '../core/types.ts';

/** An entry whose `updated` is this close to `published` is the upload itself, not a later edit. */
const NEW_VIDEO_WINDOW_MS = 15 * 60 * 1000;

function header(request: WebhookRequest, name: string): string | undefined {
  const entry = Object.entries(request.headers).find(([key]) => key.toLowerCase() === name);

  return entry?.[1];
}

function queryOf(request: WebhookRequest): URLSearchParams {
  return new URL(request.url, 'https://kestrel.invalid').searchParams;
}

export function webhookChallenge(credentials: NetworkCredentials, request: WebhookRequest) {
  if (request.method.toUpperCase() !== 'GET') return null;
  const query = queryOf(request);
  const challenge = query.get('hub.challenge');
  const mode = query.get('hub.mode');
  if (!challenge || (mode !== 'subscribe' && mode !== 'unsubscribe')) return null;
  const expected = credentials.webhookVerifyToken;
  if (expected && !safeEqual(query.get('hub.verify_token') ?? '', expected)) return { status: 404, body: '' };

  return { status: 200, body: challenge };
}

export function verifyWebhook(credentials: NetworkCredentials, request: WebhookRequest): boolean {
  const secret = credentials.webhookSecret;
  const signature = header(request, 'x-hub-signature');
  if (!secret || !signature) return false;
  if (signature.startsWith('sha256='))
    return verifyHmacSha256(secret, request.rawBody, signature, { prefix: 'sha256=' });

  return verifyHmac('sha1', secret, request.rawBody, signature, { prefix: 'sha1=' });
}

function tag(entry: string, name: string): string | null {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(entry);

  return match?.[1]?.trim() ?? null;
}

/** New uploads become `post.published`, later edits `post.updated`; deleted-entry tombstones are ignored. */
export function parseWebhook(request: WebhookRequest): NormalizedEvent[] {
  const entries = request.rawBody.match(/<entry[\s>][\s\S]*?<\/entry>/g) ?? [];

  return entries.flatMap((entry): NormalizedEvent[] => {
    const videoId = tag(entry, 'yt:videoId');
    const channelId = tag(entry, 'yt:channelId');
    if (!videoId || !channelId) return [];
    const published = Date.parse(tag(entry, 'published') ?? '');
    const updated = Date.parse(tag(entry, 'updated') ?? '');
    const isNew =
      Number.isNaN(updated) || Number.isNaN(published) || updated - published < NEW_VIDEO_WINDOW_MS;

    return [
      { type: isNew ? 'post.published' : 'post.updated', accountRemoteId: channelId, postRemoteId: videoId },
    ];
  });
}
