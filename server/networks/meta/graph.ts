/**
 * A thin Graph API caller shared by Instagram, Facebook Pages and Threads (networks.md §2.1): version pinned in
 * the base URL (unversioned calls fall back to the oldest version), the token as `access_token` as Meta's
 * references show, forms for writes, every body parsed with a zod schema, every failure classified once.
 */
import { z } from 'zod';
import { ConnectorFailure, type HttpClient, type HttpRequest, type HttpResponse } from '../core/http.ts';
import { withQuery } from '../core/oauth.ts';
import type { ConnectorError, Page } from '../core/types.ts';
import { readGraphError, type GraphErrorInfo } from './errors.ts';

export const DEFAULT_GRAPH_VERSION = 'v24.0';

/** A classified Meta failure that still carries the envelope, for callers that must look closer (insights). */
export class GraphFailure extends ConnectorFailure {
  readonly info: GraphErrorInfo | null;

  constructor(error: ConnectorError, info: GraphErrorInfo | null) {
    super(error);
    this.name = 'GraphFailure';
    this.info = info;
  }
}

type Params = Record<string, string | number | boolean | undefined>;

export type Graph = {
  readonly baseUrl: string;
  get<S extends z.ZodType>(path: string, params: Params, schema: S, token: string): Promise<z.output<S>>;
  post<S extends z.ZodType>(path: string, form: Params, schema: S, token: string): Promise<z.output<S>>;
  delete(path: string, token: string): Promise<void>;
  /** A request to an absolute URL (token endpoints on other hosts). */
  send<S extends z.ZodType>(request: HttpRequest, schema: S): Promise<z.output<S>>;
};

export function createGraph(options: {
  http: HttpClient;
  baseUrl: string;
  classify: (response: HttpResponse) => ConnectorError | null;
}): Graph {
  const { http, baseUrl, classify } = options;
  const send = async <S extends z.ZodType>(request: HttpRequest, schema: S): Promise<z.output<S>> => {
    const response = await http(request);
    const failure = classify(response);
    if (failure) throw new GraphFailure(failure, readGraphError(response.body));
    const parsed = schema.safeParse(response.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ConnectorFailure({
        kind: 'unknown',
        userMessage: `Meta answered in a shape we do not understand (${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}).`,
      });
    }

    return parsed.data;
  };
  const url = (path: string, params: Params) => withQuery(`${baseUrl}/${path}`, stringify(params));

  return {
    baseUrl,
    send,
    get: (path, params, schema, token) =>
      send({ method: 'GET', url: url(path, { ...params, access_token: token }) }, schema),
    post: (path, form, schema, token) =>
      send(
        {
          method: 'POST',
          url: url(path, { access_token: token }),
          body: new URLSearchParams(stringify(form) as Record<string, string>),
        },
        schema,
      ),
    delete: async (path, token) => {
      await send({ method: 'DELETE', url: url(path, { access_token: token }) }, z.unknown());
    },
  };
}

function stringify(params: Params): Record<string, string | undefined> {
  const result: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) result[key] = String(value);
  }

  return result;
}

/** Graph's paged list: `data` plus cursors; `next` is absent on the last page. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    paging: z
      .object({
        cursors: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(),
        next: z.string().optional(),
      })
      .optional(),
  });
}

export type PagedBody<T> = {
  data: T[];
  paging?: { cursors?: { before?: string; after?: string }; next?: string };
};

/** The `after` cursor when Meta says there is a next page. */
export function nextCursorOf(body: PagedBody<unknown>): string | null {
  if (!body.paging?.next) return null;

  return body.paging.cursors?.after ?? null;
}

export function pageOf<T, U>(body: PagedBody<T>, map: (item: T) => U): Page<U> {
  return { items: body.data.map(map), nextCursor: nextCursorOf(body) };
}

/** A time-bounded list query (since/until as ISO, a cursor from `pageOf`) as Graph parameters: 50 a page. */
export function listParams(query: { since?: string; until?: string; cursor?: string | null }): Params {
  const unix = (iso: string | undefined) => (iso ? Math.floor(Date.parse(iso) / 1000) : undefined);

  return { limit: 50, since: unix(query.since), until: unix(query.until), after: query.cursor ?? undefined };
}

/** `{success: true}` (or the string "true" some endpoints send). */
export const successBody = z.object({ success: z.union([z.boolean(), z.literal('true')]) });

export const idBody = z.object({ id: z.string() });

/** Meta's timestamps ("2019-09-26T22:36:43+0000") as ISO instants. */
export function isoFromGraph(value: string): string {
  const at = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));

  return Number.isNaN(at) ? value : new Date(at).toISOString();
}

/** The token a call for this profile uses: the per-account token (a Page token) when one was stored. */
export function tokenFor(ctx: { grant: { accessToken: string }; extra?: Record<string, unknown> }): string {
  const own = ctx.extra?.accessToken;

  return typeof own === 'string' && own ? own : ctx.grant.accessToken;
}
