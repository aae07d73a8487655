import { createHash, createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../lib/crypto.ts';
import type { Grant, PkcePair } from './types.ts';

/** RFC 7636 S256 pair: a 64-character verifier and its SHA-256 challenge. */
export function createPkcePair(): PkcePair {
  const verifier = randomBytes(48).toString('base64url');

  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url'), method: 'S256' };
}

/** `url` with the given query parameters set (undefined ones left out). */
export function withQuery(url: string, params: Record<string, string | number | undefined>): string {
  const result = new URL(url);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) result.searchParams.set(key, String(value));
  }

  return result.toString();
}

/** Expiry instant of a token granted at `now` that lives `seconds` (null when the network gave none). */
export function expiryFrom(now: Date, seconds: number | null | undefined): string | null {
  return seconds === null || seconds === undefined
    ? null
    : new Date(now.getTime() + seconds * 1000).toISOString();
}

/** Whether `grant` has every scope of `required` (scopes compare exactly). */
export function missingOf(grant: Grant, required: readonly string[]): string[] {
  return required.filter((scope) => !grant.scopes.includes(scope));
}

export type HmacOptions = { prefix?: string; encoding?: 'hex' | 'base64' };

/**
 * HMAC of `body` with `secret` (`algorithm`: `sha256`, or `sha1` for WebSub), compared in constant time with a
 * signature header value, which may carry a prefix (`sha256=…`). `encoding` is how the network writes the digest.
 */
export function verifyHmac(
  algorithm: 'sha1' | 'sha256',
  secret: string,
  body: string,
  header: string | undefined,
  options: HmacOptions = {},
): boolean {
  if (!header) return false;
  const prefix = options.prefix ?? '';
  if (!header.startsWith(prefix)) return false;
  const expected = createHmac(algorithm, secret)
    .update(body)
    .digest(options.encoding ?? 'hex');

  return safeEqual(header.slice(prefix.length), expected);
}

/** HMAC-SHA256 signature check (Meta, LinkedIn, X, TikTok webhooks); WebSub's SHA-1 is `verifyHmac('sha1', …)`. */
export function verifyHmacSha256(
  secret: string,
  body: string,
  header: string | undefined,
  options: HmacOptions = {},
): boolean {
  return verifyHmac('sha256', secret, body, header, options);
}

/** `Basic base64(id:secret)` for token endpoints that want client authentication in a header. */
export function basicAuth(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}
