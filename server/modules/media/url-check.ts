import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
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

/**
 * Whether an address answers with a file the library accepts. Every host is resolved first and every
 * resolved address must be public; the connection goes to the address that was checked (no second lookup
 * a DNS rebinding could change), redirects are followed by hand and checked again, only the first bytes are
 * read, and the whole check has a time limit.
 */
export async function checkUrl(url: string, options: UrlCheckOptions): Promise<TUrlAvailability> {
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const resolve = options.resolve ?? defaultResolve;
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxRedirects = options.maxRedirects ?? 3;
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

  let current = new URL(url);
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:')
        return result({ reason: 'Only http and https addresses can be checked.' });
      if (current.username || current.password)
        return result({ reason: 'Addresses with a user name or password are not fetched.' });
      const host = current.hostname.replace(/^\[|\]$/g, '');
      const addresses = ipaddr.isValid(host)
        ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
        : await resolve(host);
      if (addresses.length === 0) return result({ reason: 'This address does not resolve.' });
      if (!addresses.every((entry) => isAllowed(entry.address)))
        return result({ reason: 'This address points to a private network, which is not fetched.' });
      const pinned = addresses[0]!;
      const answer = await fetchHead(current, pinned, deadline);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        current = new URL(answer.location, current);
        continue;
      }
      if (answer.status < 200 || answer.status >= 300)
        return result({ reason: `The address answered ${answer.status}.` });
      const recognised = await recognise(answer.head, options.allowed);
      if (!recognised.ok) return result({ reason: recognised.message, bytes: answer.length });
      const limit = options.maxBytes[recognised.kind];
      if (answer.length !== null && answer.length > limit)
        return result({
          kind: recognised.kind,
          mime_type: recognised.mimeType,
          bytes: answer.length,
          reason: `This file is ${formatBytes(answer.length)}; the limit is ${formatBytes(limit)}.`,
        });

      return result({
        available: true,
        kind: recognised.kind,
        mime_type: recognised.mimeType,
        bytes: answer.length,
      });
    }

    return result({ reason: 'The address redirects too many times.' });
  } catch {
    if (deadline.aborted)
      return result({ reason: `The address did not answer within ${timeoutMs / 1000} s.` });
    return result({ reason: 'The address could not be reached.' });
  }
}

type HeadAnswer = { status: number; location: string | null; length: number | null; head: Uint8Array };

/** GETs the address from the pinned IP and reads at most HEAD_BYTES of the body. */
function fetchHead(
  url: URL,
  pinned: { address: string; family: number },
  signal: AbortSignal,
): Promise<HeadAnswer> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [pinned] as never);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;

  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup,
        signal,
        headers: { 'user-agent': 'Kestrel media check', accept: '*/*', range: `bytes=0-${HEAD_BYTES - 1}` },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = typeof response.headers.location === 'string' ? response.headers.location : null;
        const range = /\/(\d+)$/.exec(response.headers['content-range'] ?? '');
        const declared = Number(response.headers['content-length']);
        const length = range
          ? Number(range[1])
          : status === 200 && Number.isFinite(declared)
            ? declared
            : null;
        const chunks: Buffer[] = [];
        let read = 0;
        const finish = () => {
          response.destroy();
          resolve({
            status: status === 206 ? 200 : status,
            location,
            length,
            head: new Uint8Array(Buffer.concat(chunks).subarray(0, HEAD_BYTES)),
          });
        };
        if (status < 200 || status >= 300) return finish();
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          read += chunk.length;
          if (read >= HEAD_BYTES) finish();
        });
        response.on('end', finish);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}
