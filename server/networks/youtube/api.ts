/** The YouTube Data API v3 / Analytics API transport: Bearer token, query parameters, zod-parsed answers. */
import { z } from 'zod';
import { callJson, ConnectorFailure, type HttpRequest, type HttpResponse } from '../core/http.ts';
import { withQuery } from '../core/oauth.ts';
import type { ConnectorDeps, ConnectorError } from '../core/types.ts';
import { classifyYoutube } from './classify.ts';

export const DATA_API = 'https://www.googleapis.com/youtube/v3';
export const UPLOAD_API = 'https://www.googleapis.com/upload/youtube/v3';
export const ANALYTICS_API = 'https://youtubeanalytics.googleapis.com/v2';

export type Query = Record<string, string | number | undefined>;

/** Google sends counts as decimal strings (int64); a missing count stays missing, never 0. */
export const numeric = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

export type YoutubeApi = ReturnType<typeof createYoutubeApi>;

export function createYoutubeApi(deps: ConnectorDeps) {
  const classify = (response: HttpResponse): ConnectorError | null =>
    classifyYoutube(response, deps.clock.now());
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  function call<S extends z.ZodType>(request: HttpRequest, schema: S): Promise<z.output<S>> {
    return callJson(deps.http, request, schema, classify);
  }

  return {
    classify,
    call,
    get<S extends z.ZodType>(url: string, token: string, query: Query, schema: S) {
      return call({ method: 'GET', url: withQuery(url, query), headers: auth(token) }, schema);
    },
    post<S extends z.ZodType>(
      url: string,
      token: string,
      query: Query,
      body: Record<string, unknown> | undefined,
      schema: S,
    ) {
      return call({ method: 'POST', url: withQuery(url, query), headers: auth(token), body }, schema);
    },
    delete(url: string, token: string, query: Query) {
      return call({ method: 'DELETE', url: withQuery(url, query), headers: auth(token) }, z.unknown());
    },
    /** A GET whose refusal is returned (with its HTTP status) instead of thrown, for per-metric fallbacks. */
    async tryGet<S extends z.ZodType>(url: string, token: string, query: Query, schema: S) {
      try {
        return {
          ok: true as const,
          data: await call({ method: 'GET', url: withQuery(url, query), headers: auth(token) }, schema),
        };
      } catch (error) {
        if (error instanceof ConnectorFailure) return { ok: false as const, error: error.error };
        throw error;
      }
    },
    headers: auth,
  };
}
