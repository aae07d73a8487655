/**
 * Outbound fetches of addresses users hand in (media URLs, CSV imports, link previews), safe against server-side
 * request forgery: public addresses only, checked after name resolution and after every redirect, pinned to the
 * checked address, with limits on time, redirects and bytes. One opener (`openPublic`) serves the streaming
 * callers (the media library's check and download) and the buffered one (`fetchPublic`, link previews).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** Only ordinary public addresses: no loopback, private, link-local, carrier-grade NAT, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    // `::/96` (IPv4-compatible, deprecated): `[::127.0.0.1]` is written `[::7f00:1]` by the URL parser and
    // reaches the embedded IPv4 address on many systems; ipaddr.js calls it unicast. Nothing public is there.
    if (v6.match(IPV4_COMPATIBLE)) return false;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }

  return parsed.range() === 'unicast';
}

/** How an outbound fetch may go: which addresses, how long, how many redirects. */
export type PublicFetchLimits = {
  timeoutMs?: number;
  maxRedirects?: number;
  /**
   * Which resolved addresses may be reached. The server always uses `isPublicAddress`; only tests hand in a
   * check that also lets loopback through (through `buildApp`'s dependencies, never through config).
   */
  isAllowedAddress?: (address: string) => boolean;
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
};

const defaultResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

export type Opened =
  | {
      ok: true;
      /** The address that answered, after redirects. */
      url: URL;
      /** The open response: the caller reads or destroys it. */
      response: http.IncomingMessage;
      status: number;
      /** The whole file's size, from Content-Range or a 200's Content-Length, when the answer says it. */
      length: number | null;
    }
  | { ok: false; reason: string };

/**
 * GETs a public address the safe way: every host is resolved first and every resolved address must be allowed
 * (public, by default); the connection goes to the address that was checked (no second lookup a DNS rebinding
 * could change), and redirects are followed by hand and checked again. Answers the open final response, of
 * whatever status (the caller reads it), or why there is none.
 */
export async function openPublic(
  url: string,
  options: Pick<PublicFetchLimits, 'isAllowedAddress' | 'resolve' | 'maxRedirects'>,
  signal: AbortSignal,
  headers: Record<string, string>,
): Promise<Opened> {
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const resolve = options.resolve ?? defaultResolve;
  const maxRedirects = options.maxRedirects ?? 3;
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return { ok: false, reason: 'This is not a web address.' };
  }
  for (let hop = 0; hop <= maxRedirects; hop++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:')
      return { ok: false, reason: 'Only http and https addresses can be fetched.' };
    if (current.username || current.password)
      return { ok: false, reason: 'Addresses with a user name or password are not fetched.' };
    const host = current.hostname.replace(/^\[|\]$/g, '');
    const addresses = ipaddr.isValid(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await resolve(host);
    if (addresses.length === 0) return { ok: false, reason: 'This address does not resolve.' };
    if (!addresses.every((entry) => isAllowed(entry.address)))
      return { ok: false, reason: 'This address points to a private network, which is not fetched.' };
    const response = await get(current, addresses[0]!, signal, headers);
    const status = response.statusCode ?? 0;
    const location = typeof response.headers.location === 'string' ? response.headers.location : null;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      current = new URL(location, current);
      continue;
    }
    const range = /\/(\d+)$/.exec(response.headers['content-range'] ?? '');
    const declared = Number(response.headers['content-length']);
    const length = range
      ? Number(range[1])
      : status === 200 && response.headers['content-length'] !== undefined && Number.isFinite(declared)
        ? declared
        : null;

    return { ok: true, url: current, response, status, length };
  }

  return { ok: false, reason: 'The address redirects too many times.' };
}

export type PublicAnswer = {
  /** The address that answered, after redirects. */
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  /** At most `maxBytes` of the body (none of a non-2xx answer). */
  body: Uint8Array;
  /** Whether the body went on past `maxBytes`. */
  truncated: boolean;
};

export type PublicFetchResult = { ok: true; answer: PublicAnswer } | { ok: false; reason: string };

/**
 * GETs a public address as `openPublic` does and reads at most `maxBytes` of its body, all within a time
 * limit. A refusal or failure comes back as a reason in plain words.
 */
export async function fetchPublic(
  url: string,
  options: PublicFetchLimits & { maxBytes: number; headers?: Record<string, string> },
): Promise<PublicFetchResult> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const opened = await openPublic(url, options, deadline, options.headers ?? {});
    if (!opened.ok) return opened;
    const { response, status } = opened;
    const read =
      status < 200 || status >= 300
        ? (response.destroy(), { body: new Uint8Array(), truncated: false })
        : await readAtMost(response, options.maxBytes);

    return { ok: true, answer: { url: opened.url, status, headers: response.headers, ...read } };
  } catch {
    if (deadline.aborted)
      return { ok: false, reason: `The address did not answer within ${timeoutMs / 1000} s.` };

    return { ok: false, reason: 'The address could not be reached.' };
  }
}

/** Reads at most `maxBytes` of a response, then lets it go. */
export function readAtMost(
  response: http.IncomingMessage,
  maxBytes: number,
): Promise<{ body: Uint8Array; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let read = 0;
    let done = false;
    const finish = (truncated: boolean) => {
      if (done) return;
      done = true;
      response.destroy();
      resolve({ body: new Uint8Array(Buffer.concat(chunks).subarray(0, maxBytes)), truncated });
    };
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      read += chunk.length;
      if (read > maxBytes) finish(true);
    });
    response.on('end', () => finish(false));
    response.on('error', reject);
  });
}

/** GETs the address from the pinned IP; the caller reads (or destroys) the response. */
function get(
  url: URL,
  pinned: { address: string; family: number },
  signal: AbortSignal,
  headers: Record<string, string>,
): Promise<http.IncomingMessage> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [pinned] as never);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;

  return new Promise((resolve, reject) => {
    const request = client.get(url, { lookup, signal, headers }, resolve);
    request.on('error', reject);
  });
}
