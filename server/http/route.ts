import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_PREFIX, type Endpoint, type ParsedInput, type ResponseOf } from '../../contracts/endpoint.ts';
import { unsafeInput } from '../../contracts/common.ts';
import { ROLES, type Permission, type ProfileAction } from '../../contracts/permissions.ts';
import { AppError, notFound, profileNotFound } from '../lib/errors.ts';

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

/** What a 403 says is missing when a profile is held without the right the endpoint needs. */
const ACTION_REFUSALS: Record<Exclude<ProfileAction, 'view'>, string> = {
  analytics: "You can't see this profile's analytics. Ask your account's admin or a manager.",
  publish: "You can't write or schedule posts for this profile. Ask your account's admin or a manager.",
  approve: "You can't approve posts for this profile. Ask your account's admin or a manager.",
  reply: "You can't reply to conversations of this profile. Ask your account's admin or a manager.",
  manage: "You can't manage this profile. Ask your account's admin or a manager.",
};

/** The ids a request names at `params.x`, `query.x` or `body.x`: one id or a list (anything else is validation's). */
function idsAt(request: FastifyRequest, at: string): string[] {
  const [location, field] = at.split('.') as ['params' | 'query' | 'body', string];
  const source = request[location] as Record<string, unknown> | undefined;
  const value = source && typeof source === 'object' ? source[field] : undefined;
  const values = Array.isArray(value) ? value : [value];

  return values.filter((id): id is string => typeof id === 'string');
}

/**
 * The contract's rule, checked before the input is validated (ADR 0021). A role below the rule's is a 403 that
 * says who can. The admin holds every profile; a manager or a team member must hold each profile the request
 * names, or the profile of each post it names, with the rule's right: a profile (or a post) they do not hold is
 * a 404 worded as another account's, one held without the right a 403 naming the right.
 */
async function authorise(request: FastifyRequest, permission: Permission): Promise<void> {
  const { user } = request.auth!.record;
  if ('role' in permission) {
    if (permission.role !== 'member' && ROLES.indexOf(user.role) < ROLES.indexOf(permission.role))
      throw new AppError('forbidden', ROLE_REFUSALS[permission.role]);

    return;
  }
  // Lists cut to the profiles held, and a group's members, are the services' to scope (issue 22, next).
  if (user.role === 'admin' || !('at' in permission) || ('of' in permission && permission.of !== 'post'))
    return;
  const ids = idsAt(request, permission.at);
  if (ids.length === 0) return;
  const held = await request.heldProfiles();
  const check = (profileId: string, whenNotHeld: () => AppError) => {
    const rights = held.get(profileId);
    if (!rights) throw whenNotHeld();
    // `view` is holding the profile at all.
    if (permission.profiles !== 'view' && !rights.includes(permission.profiles))
      throw new AppError('forbidden', ACTION_REFUSALS[permission.profiles]);
  };
  if (!('of' in permission)) {
    for (const id of ids) check(id, profileNotFound);

    return;
  }
  // A post of a profile not held is not found, as another account's; one that does not exist is the service's.
  const owners = await request.profilesOfPosts(ids);
  for (const id of ids) {
    const profileId = owners.get(id);
    if (profileId) check(profileId, () => notFound('This post'));
  }
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
        await authorise(request, endpoint.permission);
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
