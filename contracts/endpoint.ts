import { z } from 'zod';
import type { Permission } from './permissions.ts';

/**
 * One declaration per endpoint, shared by the server (validation), the browser client (types), the mocks
 * (typed handlers) and the OpenAPI document. Contracts import nothing but zod.
 */
export const API_PREFIX = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const ERROR_CODES = [
  'unauthenticated',
  'forbidden',
  'csrf_mismatch',
  'not_found',
  'conflict',
  'too_large',
  'unsupported_media_type',
  'validation_failed',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error response (ARCHITECTURE.md §4; spec §8 reads `message` and `errors`). */
export const ZApiError = z
  .object({
    message: z.string(),
    code: z.enum(ERROR_CODES),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ApiError' });
export type TApiError = z.infer<typeof ZApiError>;

export type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 422 | 429;

/**
 * `public`: anyone (still CSRF-checked on writes). `user`: a signed-in session, and the endpoint declares who may
 * call it (`permission`, ADR 0021), so a signed-in endpoint without a rule does not compile.
 */
type Authorisation =
  { access: 'public'; permission?: undefined } | { access: 'user'; permission: Permission };

export type Endpoint = Authorisation & {
  /** Unique, camelCase; the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** Relative to API_PREFIX, with `{name}` path parameters. */
  path: `/${string}`;
  summary: string;
  description?: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * A `multipart/form-data` upload instead of a JSON body: one file in the part named `file`, and these text
   * fields beside it. The handler reads the parts (the route does not parse a body).
   */
  multipart?: { fields: z.ZodObject; file: string };
  response: {
    status: 200 | 201 | 202 | 204;
    description: string;
    schema?: z.ZodType;
    /** A file answer instead of JSON: the content types it may have. */
    file?: readonly string[];
  };
  /** Error statuses a client should expect besides 422 for bad input (always possible when there is input). */
  errors: readonly ErrorStatus[];
};

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type InferIn<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives once the request has been parsed. */
export type ParsedInput<E extends Endpoint> = {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
};

/** What a caller sends (before defaults and transforms). */
export type RequestInput<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body' as E[K] extends z.ZodType ? K : never]: InferIn<E[K]>;
};

export type ResponseOf<E extends Endpoint> = E['response']['schema'] extends z.ZodType
  ? z.infer<E['response']['schema']>
  : undefined;
