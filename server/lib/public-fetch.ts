/**
 * Outbound fetches of addresses users hand in (media URLs, link previews), safe against server-side request
 * forgery: public addresses only, checked after name resolution and after every redirect, pinned to the checked
 * address, with limits on time, redirects and bytes.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Only ordinary public addresses: no loopback, private, link-local, carrier-grade NAT, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();

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

export type PublicAnswer = {
  /** The address that answered, after redirects. */
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  /** At most `maxBytes` of the body. */
  body: Uint8Array;
  /** Whether the body went on past `maxBytes`. */
  truncated: boolean;
};

export type PublicFetchResult = { ok: true; answer: PublicAnswer } | { ok: false; reason: string };

const defaultResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

/**
 * GETs a public address. Every host is resolved first and every resolved address must be allowed (public, by
 * default); the connection goes to the address that was checked (no second lookup a DNS rebinding could
 * change), redirects are followed by hand and checked again, at most `maxBytes` of the body are read, and the
 * whole fetch has a time limit. A refusal or failure comes back as a reason in plain words.
 */
export async function fetchPublic(
  url: string,
  options: PublicFetchLimits & { maxBytes: number; headers?: Record<string, string> },
): Promise<PublicFetchResult> {
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const resolve = options.resolve ?? defaultResolve;
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxRedirects = options.maxRedirects ?? 3;
  const refuse = (reason: string): PublicFetchResult => ({ ok: false, reason });
  const deadline = AbortSignal.timeout(timeoutMs);

  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return refuse('This is not a web address.');
  }
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:')
        return refuse('Only http and https addresses can be fetched.');
      if (current.username || current.password)
        return refuse('Addresses with a user name or password are not fetched.');
      const host = current.hostname.replace(/^\[|\]$/g, '');
      const addresses = ipaddr.isValid(host)
        ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
        : await resolve(host);
      if (addresses.length === 0) return refuse('This address does not resolve.');
      if (!addresses.every((entry) => isAllowed(entry.address)))
        return refuse('This address points to a private network, which is not fetched.');
      const answer = await fetchPinned(current, addresses[0]!, deadline, options.maxBytes, options.headers);
      const location = typeof answer.headers.location === 'string' ? answer.headers.location : null;
      if (answer.status >= 300 && answer.status < 400 && location) {
        current = new URL(location, current);
        continue;
      }

      return { ok: true, answer: { ...answer, url: current } };
    }

    return refuse('The address redirects too many times.');
  } catch {
    if (deadline.aborted) return refuse(`The address did not answer within ${timeoutMs / 1000} s.`);

    return refuse('The address could not be reached.');
  }
}

type PinnedAnswer = Omit<PublicAnswer, 'url'>;

/** GETs the address from the pinned IP and reads at most `maxBytes` of the body (none of a non-2xx answer). */
function fetchPinned(
  url: URL,
  pinned: { address: string; family: number },
  signal: AbortSignal,
  maxBytes: number,
  headers: Record<string, string> = {},
): Promise<PinnedAnswer> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [pinned] as never);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;

  return new Promise((resolve, reject) => {
    const request = client.get(url, { lookup, signal, headers }, (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let read = 0;
      let done = false;
      const finish = (truncated: boolean) => {
        if (done) return;
        done = true;
        response.destroy();
        resolve({
          status,
          headers: response.headers,
          body: new Uint8Array(Buffer.concat(chunks).subarray(0, maxBytes)),
          truncated,
        });
      };
      if (status < 200 || status >= 300) return finish(false);
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        read += chunk.length;
        if (read > maxBytes) finish(true);
      });
      response.on('end', () => finish(false));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
