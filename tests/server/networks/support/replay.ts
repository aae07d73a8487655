import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { HttpClient, HttpRequest, HttpResponse } from '../../../../server/networks/core/http.ts';
import type { Clock } from '../../../../server/lib/clock.ts';

/**
 * A recorded exchange (../shared/reference/networks.md §14): what we expect to send and what the network answers.
 * `request.url` is matched without its query; `request.query` (when given) must be contained in the sent query;
 * `request.body` (when given) must be contained in the sent body (form fields or JSON keys).
 */
export type Exchange = {
  request: {
    method: HttpRequest['method'];
    url: string;
    query?: Record<string, string>;
    body?: Record<string, unknown>;
    headers?: Record<string, string>;
  };
  response: { status: number; headers?: Record<string, string>; body?: unknown };
};

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

/** Loads `tests/server/networks/fixtures/<network>/<area>/<case>.json`. */
export function fixture(relativePath: string): Exchange {
  return JSON.parse(readFileSync(path.join(FIXTURES, `${relativePath}.json`), 'utf8')) as Exchange;
}

function sentBody(body: HttpRequest['body']): Record<string, unknown> {
  if (body === undefined) return {};
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as Record<string, unknown>;
    } catch {
      return Object.fromEntries(new URLSearchParams(body));
    }
  }
  if (body instanceof Uint8Array) return {};

  return body;
}

/**
 * An HTTP client that answers with `exchanges` in order and fails the test when a request differs from the
 * recording or when more requests are made than recorded. `sent` keeps every request for further assertions;
 * `done()` asserts every exchange was used.
 */
export function replay(exchanges: Exchange[]): HttpClient & { sent: HttpRequest[]; done(): void } {
  const queue = [...exchanges];
  const sent: HttpRequest[] = [];
  const client = (async (request: HttpRequest): Promise<HttpResponse> => {
    sent.push(request);
    const next = queue.shift();
    if (!next)
      throw new Error(`Unexpected request ${request.method} ${request.url}: no recorded exchange left`);
    const url = new URL(request.url);
    expect(`${request.method} ${url.origin}${url.pathname}`).toBe(
      `${next.request.method} ${next.request.url}`,
    );
    if (next.request.query) expect(Object.fromEntries(url.searchParams)).toMatchObject(next.request.query);
    if (next.request.body) expect(sentBody(request.body)).toMatchObject(next.request.body);
    if (next.request.headers) {
      const headers = Object.fromEntries(
        Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
      );
      expect(headers).toMatchObject(next.request.headers);
    }

    return {
      status: next.response.status,
      headers: Object.fromEntries(
        Object.entries(next.response.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
      ),
      body: next.response.body ?? '',
    };
  }) as HttpClient & { sent: HttpRequest[]; done(): void };
  client.sent = sent;
  client.done = () => expect(queue.map((e) => `${e.request.method} ${e.request.url}`)).toEqual([]);

  return client;
}

/** A clock pinned at `iso`, moved with `advance(ms)`. */
export function fixedClock(iso = '2026-11-20T12:00:00.000Z'): Clock & { advance(ms: number): void } {
  let now = new Date(iso).getTime();

  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}
