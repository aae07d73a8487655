/** Authenticated calls to Pinterest API v5, each parsed with a zod schema and judged by `classifyPinterest`. */
import type { z } from 'zod';
import { callJson, type HttpClient } from '../core/http.ts';
import { withQuery } from '../core/oauth.ts';
import type { PinterestClassify } from './auth.ts';

export const API = 'https://api.pinterest.com/v5';

export type PinterestClient = {
  get<S extends z.ZodType>(
    path: string,
    query: Record<string, string | number | undefined>,
    schema: S,
  ): Promise<z.output<S>>;
  post<S extends z.ZodType>(path: string, body: Record<string, unknown>, schema: S): Promise<z.output<S>>;
};

export function pinterestClient(
  http: HttpClient,
  classify: PinterestClassify,
  accessToken: string,
): PinterestClient {
  const headers = { authorization: `Bearer ${accessToken}` };

  return {
    get: (path, query, schema) =>
      callJson(http, { method: 'GET', url: withQuery(`${API}${path}`, query), headers }, schema, classify),
    post: (path, body, schema) =>
      callJson(http, { method: 'POST', url: `${API}${path}`, headers, body }, schema, classify),
  };
}
