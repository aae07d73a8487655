/**
 * The injected transport every connector uses. Production passes `fetchHttpClient`; tests pass a fixture replay
 * (`tests/server/networks/support/replay.ts`), so no connector test touches the network.
 */
import type { z } from 'zod';
import type { ConnectorError } from './types.ts';

export type HttpRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** A string is sent as is; an object is sent as JSON; `URLSearchParams` as a form. */
  body?: string | URLSearchParams | Record<string, unknown> | Uint8Array;
};

export type HttpResponse = {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** Parsed JSON when the body is JSON, else the text ('' when empty). */
  body: unknown;
};

export type HttpClient = (request: HttpRequest) => Promise<HttpResponse>;

/** A classified network failure: what jobs retry on, what the connection-health panel shows. */
export class ConnectorFailure extends Error {
  readonly error: ConnectorError;

  constructor(error: ConnectorError) {
    super(error.userMessage);
    this.name = 'ConnectorFailure';
    this.error = error;
  }
}

const TIMEOUT_MS = 30_000;

/** The real transport: fetch with a timeout; a connection failure is a response the classifier sees as 503. */
export const fetchHttpClient: HttpClient = async (request) => {
  const headers = new Headers(request.headers);
  let body: RequestInit['body'];
  if (request.body instanceof URLSearchParams || typeof request.body === 'string') body = request.body;
  else if (request.body instanceof Uint8Array) body = request.body as RequestInit['body'];
  else if (request.body) {
    body = JSON.stringify(request.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'follow',
    });
  } catch (error) {
    return {
      status: 503,
      headers: {},
      body: { transportError: error instanceof Error ? error.message : String(error) },
    };
  }
  const text = await response.text();
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    responseHeaders[name.toLowerCase()] = value;
  });

  return { status: response.status, headers: responseHeaders, body: parseBody(text) };
};

function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One call: send, let `classify` judge the response (it must return an error for every non-success), then parse
 * the body with `schema`. A body that does not match the schema is an `unknown` failure naming the path, so a
 * provider's shape change is loud.
 */
export async function callJson<S extends z.ZodType>(
  http: HttpClient,
  request: HttpRequest,
  schema: S,
  classify: (response: HttpResponse, request: HttpRequest) => ConnectorError | null,
): Promise<z.output<S>> {
  const response = await http(request);
  const failure = classify(response, request);
  if (failure) throw new ConnectorFailure(failure);
  const parsed = schema.safeParse(response.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConnectorFailure({
      kind: 'unknown',
      userMessage: `The network answered in a shape we do not understand (${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}).`,
    });
  }

  return parsed.data;
}

/** `Retry-After` as seconds or an HTTP date, in ms from `now`. */
export function retryAfterMs(headers: Record<string, string>, now: Date): number | undefined {
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);

  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

/** The default reading of a status when a network's body says nothing more specific. */
export function classifyStatus(response: HttpResponse, now: Date, network: string): ConnectorError | null {
  const { status } = response;
  if (status >= 200 && status < 300) return null;
  if (status === 401)
    return {
      kind: 'auth_expired',
      providerCode: '401',
      userMessage: `${network} no longer accepts the connection.`,
    };
  if (status === 403)
    return {
      kind: 'permission_missing',
      providerCode: '403',
      userMessage: `${network} refused: the connection lacks a permission this needs.`,
    };
  if (status === 404)
    return { kind: 'not_found', providerCode: '404', userMessage: `${network} could not find it.` };
  if (status === 429)
    return {
      kind: 'rate_limited',
      providerCode: '429',
      retryAfterMs: retryAfterMs(response.headers, now),
      userMessage: `${network} asked us to slow down; we will try again later.`,
    };
  if (status >= 500)
    return {
      kind: 'transient',
      providerCode: String(status),
      userMessage: `${network} is having trouble right now; we will try again later.`,
    };

  return { kind: 'unknown', providerCode: String(status), userMessage: `${network} rejected the request.` };
}
