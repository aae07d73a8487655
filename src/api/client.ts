import Cookies from 'js-cookie';
import { parseQueryString, stringifyQuery } from '@/lib/query-string.ts';

/**
 * The one way the browser talks to the API (spec §7–8, to the letter):
 * - every call goes under `/api` with credentials included;
 * - GET merges the path's own query with the given one and serialises arrays with indices (`ids[0]=1`);
 * - POST sends JSON, or multipart when given a FormData; POST, PUT, PATCH and DELETE send the CSRF token
 *   read from the `XSRF-TOKEN` cookie in `X-XSRF-TOKEN`;
 * - a non-OK response throws an ApiError with status, message and errors (message: the body's, else the body
 *   text, else the default); an aborted request resolves to null; images come back as Blobs; anything else
 *   is JSON, or null when it does not parse.
 */
export const API_ROOT = `${import.meta.env.VITE_API_ORIGIN ?? ''}/api`;
export const DEFAULT_ERROR_MESSAGE = 'An error occurred while fetching the data.';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export type Query = Record<string, unknown>;
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  /** The API's machine-readable code (`validation_failed`, `rate_limited`, …) when it sent one. */
  readonly code: string | undefined;
  /** Seconds to wait, from Retry-After (429). */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    message: string,
    options: { errors?: FieldErrors; code?: string; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = options.errors;
    this.code = options.code;
    this.retryAfter = options.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** `{ ids: [1, 2], a: 'x' }` → `ids[0]=1&ids[1]=2&a=x` (brackets kept readable, values encoded). */
export function serializeQuery(query: Query): string {
  return stringifyQuery(query, 'indices');
}

/** Joins the path's own query string with `query`; keys in `query` win. */
export function buildApiUrl(path: string, query?: Query): string {
  const [pathname = '', existing = ''] = path.split('?', 2);
  const merged = { ...parseQueryString(existing), ...query };
  const search = serializeQuery(merged);
  const url = `${API_ROOT}${pathname.startsWith('/') ? '' : '/'}${pathname}`;

  return search ? `${url}?${search}` : url;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

function isAbort(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'AbortError';
}

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  type ErrorBody = { message?: unknown; errors?: unknown; code?: unknown };
  let body: ErrorBody | null;
  try {
    body = text ? (JSON.parse(text) as ErrorBody) : null;
  } catch {
    body = null;
  }
  const message =
    typeof body?.message === 'string' && body.message ? body.message : text || DEFAULT_ERROR_MESSAGE;
  const retryAfter = Number(response.headers.get('Retry-After'));

  return new ApiError(response.status, message, {
    errors: body?.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : undefined,
    code: typeof body?.code === 'string' ? body.code : undefined,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  });
}

/** The reads under way, each with the controller that can call it off. */
const readsInFlight = new Set<AbortController>();

/**
 * Calls off every read under way (they resolve to null, as any aborted request does). Sign-out calls it first:
 * a read still in flight when the session ends would come back 401 and be reported as an error.
 */
export function abortReads(): void {
  for (const controller of readsInFlight) controller.abort();
  readsInFlight.clear();
}

export async function request<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T | null> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (method !== 'GET') {
    const token = Cookies.get(XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
  }

  const read = method === 'GET' ? new AbortController() : null;
  if (read) readsInFlight.add(read);
  const signal = read
    ? options.signal
      ? AbortSignal.any([options.signal, read.signal])
      : read.signal
    : options.signal;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, method === 'GET' ? options.query : undefined), {
      method,
      headers,
      body,
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (isAbort(error)) return null;
    throw error;
  } finally {
    if (read) readsInFlight.delete(read);
  }

  try {
    if (!response.ok) throw await readError(response);
    if (response.status === 204) return null;
    if (response.headers.get('Content-Type')?.startsWith('image/')) return (await response.blob()) as T;
    const text = await response.text();
    try {
      return text ? (JSON.parse(text) as T) : null;
    } catch {
      return null;
    }
  } catch (error) {
    if (isAbort(error)) return null;
    throw error;
  }
}

export const api = {
  get: <T = unknown>(path: string, query?: Query, options?: Omit<RequestOptions, 'query' | 'body'>) =>
    request<T>('GET', path, { ...options, query }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('DELETE', path, { ...options, body }),
};
