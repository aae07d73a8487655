import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Transform, type Readable } from 'node:stream';
import ipaddr from 'ipaddr.js';
import type { TLibraryMediaKind, TUrlAvailability } from '../../../contracts/media.ts';
import { formatBytes, HEAD_BYTES, recognise } from './inspect.ts';

/** Only ordinary public addresses: no loopback, private, link-local, carrier-grade NAT, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();

  return parsed.range() === 'unicast';
}

export type UrlCheckOptions = {
  allowed: readonly TLibraryMediaKind[];
  maxBytes: Record<TLibraryMediaKind, number>;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Which resolved addresses may be reached (tests open this to loopback; the server never does). */
  isAllowedAddress?: (address: string) => boolean;
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
};

const defaultResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

type Opened =
  | { ok: true; response: http.IncomingMessage; status: number; length: number | null }
  | { ok: false; reason: string };

/**
 * GETs a public address the safe way: every host is resolved first and every resolved address must be public;
 * the connection goes to the address that was checked (no second lookup a DNS rebinding could change), and
 * redirects are followed by hand and checked again. Answers the open 2xx response (the caller reads it) or why
 * there is none.
 */
async function openPublic(
  url: string,
  options: Pick<UrlCheckOptions, 'isAllowedAddress' | 'resolve' | 'maxRedirects'>,
  signal: AbortSignal,
  headers: Record<string, string>,
): Promise<Opened> {
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const resolve = options.resolve ?? defaultResolve;
  const maxRedirects = options.maxRedirects ?? 3;
  let current = new URL(url);
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
    if (status < 200 || status >= 300) {
      response.destroy();

      return { ok: false, reason: `The address answered ${status}.` };
    }
    const range = /\/(\d+)$/.exec(response.headers['content-range'] ?? '');
    const declared = Number(response.headers['content-length']);
    const length = range
      ? Number(range[1])
      : status === 200 && response.headers['content-length'] !== undefined && Number.isFinite(declared)
        ? declared
        : null;

    return { ok: true, response, status, length };
  }

  return { ok: false, reason: 'The address redirects too many times.' };
}

/**
 * Whether an address answers with a file the library accepts: fetched as `openPublic` does, only the first
 * bytes are read, and the whole check has a time limit.
 */
export async function checkUrl(url: string, options: UrlCheckOptions): Promise<TUrlAvailability> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const result = (fields: Partial<TUrlAvailability>): TUrlAvailability => ({
    url,
    available: false,
    kind: null,
    mime_type: null,
    bytes: null,
    reason: null,
    ...fields,
  });
  const deadline = AbortSignal.timeout(timeoutMs);

  try {
    const opened = await openPublic(url, options, deadline, {
      'user-agent': 'Kestrel media check',
      accept: '*/*',
      range: `bytes=0-${HEAD_BYTES - 1}`,
    });
    if (!opened.ok) return result({ reason: opened.reason });
    const head = await readHead(opened.response);
    const recognised = await recognise(head, options.allowed);
    if (!recognised.ok) return result({ reason: recognised.message, bytes: opened.length });
    const limit = options.maxBytes[recognised.kind];
    if (opened.length !== null && opened.length > limit)
      return result({
        kind: recognised.kind,
        mime_type: recognised.mimeType,
        bytes: opened.length,
        reason: `This file is ${formatBytes(opened.length)}; the limit is ${formatBytes(limit)}.`,
      });

    return result({
      available: true,
      kind: recognised.kind,
      mime_type: recognised.mimeType,
      bytes: opened.length,
    });
  } catch {
    if (deadline.aborted)
      return result({ reason: `The address did not answer within ${timeoutMs / 1000} s.` });
    return result({ reason: 'The address could not be reached.' });
  }
}

/**
 * Downloads a public address (fetched as `openPublic` does) for the library: answers the open body, cut
 * after `maxBytes` (then marked `truncated`, as an upload over the limit is), or why it cannot be fetched. A
 * declared size over the limit is refused before anything is read. `signal` bounds the whole download.
 */
export async function downloadPublic(
  url: string,
  options: Pick<UrlCheckOptions, 'isAllowedAddress' | 'resolve' | 'maxRedirects'> & {
    maxBytes: number;
    signal: AbortSignal;
  },
): Promise<
  | { ok: true; body: Readable & { truncated?: boolean }; declaredBytes: number | null }
  | { ok: false; reason: string; declaredBytes?: number }
> {
  const opened = await openPublic(url, options, options.signal, {
    'user-agent': 'Kestrel media import',
    accept: '*/*',
  });
  if (!opened.ok) return opened;
  if (opened.length !== null && opened.length > options.maxBytes) {
    opened.response.destroy();

    return { ok: false, reason: 'over the limit', declaredBytes: opened.length };
  }
  const body = opened.response as Readable & { truncated?: boolean };
  let read = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      if (read > options.maxBytes) {
        (capped as Readable & { truncated?: boolean }).truncated = true;
        body.destroy();
        this.push(chunk.subarray(0, Math.max(0, chunk.length - (read - options.maxBytes))));
        this.push(null);
        done();

        return;
      }
      done(null, chunk);
    },
  });
  body.on('error', (error) => capped.destroy(error));
  body.pipe(capped);

  return { ok: true, body: capped, declaredBytes: opened.length };
}

function readHead(response: http.IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let read = 0;
    const finish = () => {
      response.destroy();
      resolve(new Uint8Array(Buffer.concat(chunks).subarray(0, HEAD_BYTES)));
    };
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      read += chunk.length;
      if (read >= HEAD_BYTES) finish();
    });
    response.on('end', finish);
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
