import type { Endpoint, RequestInput, ResponseOf } from '@contracts/endpoint.ts';
import { buildPath } from '@contracts/plain.ts';
import { request, type RequestOptions } from './client.ts';

export const API_VERSION_PREFIX = '/v1';

/** The path (under /api) of a contract endpoint, its `{params}` filled in. */
export function endpointPath<E extends Endpoint>(endpoint: E, params?: Record<string, unknown>): string {
  return `${API_VERSION_PREFIX}${buildPath(endpoint.path, params)}`;
}

/**
 * Calls a contract endpoint: the path, method, body and result types all come from `contracts/`, so a
 * contract change is a type error here before it is a bug in the browser.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: keyof RequestInput<E> extends never
    ? [input?: RequestInput<E>, options?: Pick<RequestOptions, 'signal'>]
    : [input: RequestInput<E>, options?: Pick<RequestOptions, 'signal'>]
): Promise<ResponseOf<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };

  return (await request(endpoint.method, endpointPath(endpoint, params), {
    query,
    body,
    signal: options?.signal,
  })) as ResponseOf<E>;
}
