import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_PREFIX, type Endpoint, type ParsedInput, type ResponseOf } from '../../contracts/endpoint.ts';
import { unsafeInput } from '../../contracts/common.ts';
import { ROLES, type Permission } from '../../contracts/permissions.ts';
import { AppError } from '../lib/errors.ts';

export type RouteContext = { request: FastifyRequest; reply: FastifyReply };
export type Handler<E extends Endpoint> = (
  input: ParsedInput<E>,
  context: RouteContext,
) => Promise<ResponseOf<E>>;

/** Zod issues → `{ "field.path": [messages] }`, the 422 body's `errors`. */
export function fieldErrors(issues: z.core.$ZodIssue[], location: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : location;
    // An unknown discriminator or a wrong top-level type reads better without zod's internals.
    const message =
      issue.code === 'invalid_type' && issue.path.length === 0
        ? `The ${location} is missing or has the wrong type.`
        : issue.message;
    (errors[field] ??= []).push(message);
  }

  return errors;
}

function parse<S extends z.ZodType | undefined>(schema: S, value: unknown, location: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (location === 'body' ? undefined : {}));
  if (result.success) {
    const unsafe = unsafeInput(result.data);
    if (!unsafe) return result.data;
    const field = unsafe.path || location;
    throw new AppError('validation_failed', unsafe.message, { errors: { [field]: [unsafe.message] } });
  }
  const errors = fieldErrors(result.error.issues, location);
  const first = Object.values(errors)[0]?.[0] ?? 'The request is invalid.';

  throw new AppError('validation_failed', first, { errors });
}

const ROLE_REFUSALS = {
  manager: "Only the account's admin and managers can do this.",
  admin: "Only the account's admin can do this.",
} as const;

/**
 * The contract's rule, checked before the input is read (ADR 0021): a role below the rule's is a 403 that says
 * who can. Rules on profiles (allocations and per-profile permissions) are checked here too once a user can
 * hold fewer than all of the account's profiles (issue 22); until then every user of an account is its admin.
 */
function authorise(request: FastifyRequest, permission: Permission): void {
  const { user } = request.auth!.record;
  if (
    'role' in permission &&
    permission.role !== 'member' &&
    ROLES.indexOf(user.role) < ROLES.indexOf(permission.role)
  )
    throw new AppError('forbidden', ROLE_REFUSALS[permission.role]);
}

export function toFastifyPath(path: string): string {
  return `${API_PREFIX}${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * Registers one contract endpoint. The handler gets parsed input (422 naming the fields otherwise) and its
 * result is parsed by the response schema, which also strips anything the contract does not name.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  app.route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    config: { endpointId: endpoint.id },
    handler: async (request, reply) => {
      if (endpoint.access === 'user') {
        request.actor();
        authorise(request, endpoint.permission);
      }
      const input = {
        params: parse(endpoint.params, request.params, 'path'),
        query: parse(endpoint.query, request.query, 'query'),
        body: parse(endpoint.body, request.body, 'body'),
      } as ParsedInput<E>;
      const result = await handler(input, { request, reply });
      // A handler that answered itself (a file download) is done.
      if (reply.sent) return reply;
      reply.status(endpoint.response.status);
      if (!endpoint.response.schema) return reply.send();

      return endpoint.response.schema.parse(result);
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpointId?: string;
  }
}
