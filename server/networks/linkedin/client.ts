/**
 * Rest.li 2.0 calls to LinkedIn's versioned `/rest/` API (networks.md §7.2): every call carries
 * `LinkedIn-Version: YYYYMM` and `X-Restli-Protocol-Version: 2.0.0`. Query values keep Rest.li's structural
 * characters `(`, `)`, `,`, `:` literal while URNs inside them are percent-encoded, so queries are built by hand.
 */
import type { z } from 'zod';
import {
  callJson,
  ConnectorFailure,
  type HttpClient,
  type HttpRequest,
  type HttpResponse,
} from '../core/http.ts';
import type { ConnectorError } from '../core/types.ts';

export const REST = 'https://api.linkedin.com/rest';
export const DEFAULT_VERSION = '202601';

export type LinkedInClassify = (response: HttpResponse, request?: HttpRequest) => ConnectorError | null;

/** A URN (or any scalar) as a Rest.li value: percent-encoded. */
export const enc = (value: string | number) => encodeURIComponent(String(value));

/** `List(a,b)` of encoded values. */
export const restliList = (values: readonly (string | number)[]) => `List(${values.map(enc).join(',')})`;

/** A day-granular Rest.li time interval from `start` (inclusive) to `end` (exclusive), epoch ms. */
export const dayIntervals = (start: number, end: number) =>
  `(timeRange:(start:${start},end:${end}),timeGranularityType:DAY)`;

/** Query values are already Rest.li-encoded; keys are plain. */
function queryString(query: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${value}`);

  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

export type LinkedInClient = {
  get<S extends z.ZodType>(
    path: string,
    query: Record<string, string | number | undefined>,
    schema: S,
  ): Promise<z.output<S>>;
  /** Any call whose headers matter (e.g. `x-restli-id` of a created post); the response is classified. */
  raw(request: Omit<HttpRequest, 'headers'> & { headers?: Record<string, string> }): Promise<HttpResponse>;
  post<S extends z.ZodType>(
    path: string,
    query: Record<string, string | number | undefined>,
    body: Record<string, unknown>,
    schema: S,
  ): Promise<z.output<S>>;
};

export function linkedInClient(
  http: HttpClient,
  classify: LinkedInClassify,
  accessToken: string,
  version: string,
): LinkedInClient {
  const headers = {
    authorization: `Bearer ${accessToken}`,
    'linkedin-version': version,
    'x-restli-protocol-version': '2.0.0',
  };

  return {
    get: (path, query, schema) =>
      callJson(
        http,
        { method: 'GET', url: `${REST}${path}${queryString(query)}`, headers },
        schema,
        classify,
      ),
    post: (path, query, body, schema) =>
      callJson(
        http,
        { method: 'POST', url: `${REST}${path}${queryString(query)}`, headers, body },
        schema,
        classify,
      ),
    raw: async (request) => {
      const full: HttpRequest = { ...request, headers: { ...headers, ...request.headers } };
      const response = await http(full);
      const failure = classify(response, full);
      if (failure) throw new ConnectorFailure(failure);

      return response;
    },
  };
}
