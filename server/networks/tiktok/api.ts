/**
 * The TikTok Business / Marketing API transport shared by `tiktok_business` and `tiktok_ads`
 * (../shared/reference/networks.md §8.1, §8.3): base `…/open_api/v1.3`, the token in an `Access-Token` header (not
 * `Authorization: Bearer`), GET parameters in the query (JSON arrays as text: a JSON body on GET silently yields
 * nothing), and the `{code, message, request_id, data}` envelope.
 */
import { z } from 'zod';
import { ConnectorFailure, type HttpClient, type HttpRequest, type HttpResponse } from '../core/http.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConnectorError } from '../core/types.ts';
import { classifyTikTok, readProblem } from './classify.ts';

export const BUSINESS_API = 'https://business-api.tiktok.com/open_api/v1.3';

export type Query = Record<string, string | number | undefined>;

/** A classified failure plus TikTok's own message (kept out of user messages; used to find a refused field). */
export type Refusal = { error: ConnectorError; message: string };

export type BusinessApi = {
  classify(response: HttpResponse): ConnectorError | null;
  get<S extends z.ZodType>(path: string, token: string, query: Query, data: S): Promise<z.output<S>>;
  post<S extends z.ZodType>(
    path: string,
    token: string | null,
    body: Record<string, unknown>,
    data: S,
  ): Promise<z.output<S>>;
  /** Like `get`, but a refusal is returned instead of thrown, for per-field fallbacks. */
  tryGet<S extends z.ZodType>(
    path: string,
    token: string,
    query: Query,
    data: S,
  ): Promise<{ ok: true; data: z.output<S> } | { ok: false; refusal: Refusal }>;
};

/** A JSON array or object as a query value, the way the Business API reads `fields` and `filters`. */
export const jsonParam = (value: unknown): string => JSON.stringify(value);

function urlWith(path: string, query: Query): string {
  const url = new URL(`${BUSINESS_API}${path}`);
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(key, String(value));

  return url.toString();
}

export function createBusinessApi(
  deps: { http: HttpClient; clock: Clock },
  network: string,
  canRefresh: boolean,
) {
  const classify = (response: HttpResponse) =>
    classifyTikTok(response, { network, now: deps.clock.now(), canRefresh });

  async function send<S extends z.ZodType>(request: HttpRequest, data: S) {
    const response = await deps.http(request);
    const error = classify(response);
    if (error) {
      const problem = readProblem(response.body);

      return { ok: false as const, refusal: { error, message: problem?.message ?? '' } };
    }
    const body =
      response.body && typeof response.body === 'object' ? (response.body as { data?: unknown }) : {};
    const parsed = data.safeParse(body.data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ConnectorFailure({
        kind: 'unknown',
        userMessage: `${network} answered in a shape we do not understand (${['data', ...(issue?.path ?? [])].join('.')}: ${issue?.message ?? 'invalid'}).`,
      });
    }

    return { ok: true as const, data: parsed.data as z.output<S> };
  }

  async function orThrow<T>(
    result: Promise<{ ok: true; data: T } | { ok: false; refusal: Refusal }>,
  ): Promise<T> {
    const settled = await result;
    if (!settled.ok) throw new ConnectorFailure(settled.refusal.error);

    return settled.data;
  }

  const headers = (token: string | null): Record<string, string> =>
    token
      ? { 'Access-Token': token, 'Content-Type': 'application/json' }
      : { 'Content-Type': 'application/json' };

  const api: BusinessApi = {
    classify,
    tryGet: (path, token, query, data) =>
      send({ method: 'GET', url: urlWith(path, query), headers: headers(token) }, data),
    get: (path, token, query, data) => orThrow(api.tryGet(path, token, query, data)),
    post: (path, token, body, data) =>
      orThrow(send({ method: 'POST', url: `${BUSINESS_API}${path}`, headers: headers(token), body }, data)),
  };

  return api;
}

/** A number TikTok may send as a number or numeric text; `null` stays null (never 0). */
export const count = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
  z.null(),
]);

/** Unix seconds (number or text) as an ISO instant. */
export const unixSeconds = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
  .transform((seconds) => new Date(seconds * 1000).toISOString());
