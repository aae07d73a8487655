/** Authenticated calls to the X API v2, each parsed with a zod schema and judged by `classifyX`. */
import type { z } from 'zod';
import { callJson, type HttpClient, type HttpRequest, type HttpResponse } from '../core/http.ts';
import { withQuery } from '../core/oauth.ts';
import type { ConnectorError } from '../core/types.ts';

export const API = 'https://api.x.com/2';

export type XClassify = (response: HttpResponse, request?: HttpRequest) => ConnectorError | null;

export type XClient = {
  get<S extends z.ZodType>(
    path: string,
    query: Record<string, string | number | undefined>,
    schema: S,
  ): Promise<z.output<S>>;
  send<S extends z.ZodType>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: HttpRequest['body'],
    schema: S,
    headers?: Record<string, string>,
  ): Promise<z.output<S>>;
};

export function xClient(http: HttpClient, classify: XClassify, accessToken: string): XClient {
  const auth = { authorization: `Bearer ${accessToken}` };

  return {
    get: (path, query, schema) =>
      callJson(
        http,
        { method: 'GET', url: withQuery(`${API}${path}`, query), headers: auth },
        schema,
        classify,
      ),
    send: (method, path, body, schema, headers = {}) =>
      callJson(
        http,
        { method, url: `${API}${path}`, headers: { ...auth, ...headers }, body },
        schema,
        classify,
      ),
  };
}
