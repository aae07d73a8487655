import { z } from 'zod';
import { API_PREFIX, type Endpoint, type ErrorStatus, ZApiError } from './endpoint.ts';
import { describePermission } from './permissions.ts';

type JsonSchema = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<ErrorStatus | 422, string> = {
  401: 'Not signed in (`unauthenticated`)',
  403: 'Refused: `csrf_mismatch` when the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie, or `forbidden`',
  404: "Not found, also for another account's ids (`not_found`)",
  409: 'Conflicts with the current state (`conflict`)',
  413: 'The body is too large (`too_large`)',
  422: 'Invalid input: `errors` names each field (`validation_failed`)',
  429: 'Too many attempts: wait for the Retry-After header (`rate_limited`)',
};

/**
 * Converts a zod schema to JSON Schema 2020-12 (what OpenAPI 3.1 uses), moving named schemas (`.meta({ id })`)
 * into `components.schemas` so the document shows them once.
 */
function convert(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema>,
): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  delete json.$defs;
  delete json.$schema;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) =>
          key === '$ref' && typeof inner === 'string'
            ? [key, inner.replace('#/$defs/', '#/components/schemas/')]
            : [key, rewrite(inner)],
        ),
      );
    }

    return value;
  };
  for (const [name, def] of Object.entries(defs)) {
    // Input and output forms of one schema can differ (defaults, transforms): keep both when they do.
    const key = components[name] && io === 'input' ? `${name}Input` : name;
    components[key] = rewrite(def) as JsonSchema;
  }

  return rewrite(json) as JsonSchema;
}

function parametersOf(endpoint: Endpoint, components: Record<string, JsonSchema>): JsonSchema[] {
  const result: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = convert(schema, 'input', components);
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      result.push({
        name,
        in: location,
        required: location === 'path' || required.has(name),
        schema: property,
      });
    }
  }

  return result;
}

function multipartBody(
  multipart: NonNullable<Endpoint['multipart']>,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const fields = convert(multipart.fields, 'input', components);

  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          ...fields,
          properties: {
            file: { type: 'string', format: 'binary', description: multipart.file },
            ...((fields.properties ?? {}) as JsonSchema),
          },
          required: ['file', ...((fields.required ?? []) as string[])],
        },
      },
    },
  };
}

export function buildOpenApiDocument(
  endpoints: readonly Endpoint[],
  info: { title: string; version: string; description: string },
): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const errorRef = convert(ZApiError, 'output', components);

  for (const endpoint of endpoints) {
    const responses: Record<string, JsonSchema> = {
      [endpoint.response.status]: {
        description: endpoint.response.description,
        ...(endpoint.response.schema
          ? {
              content: {
                'application/json': { schema: convert(endpoint.response.schema, 'output', components) },
              },
            }
          : {}),
        ...(endpoint.response.file
          ? {
              content: Object.fromEntries(
                endpoint.response.file.map((type) => [
                  type,
                  { schema: { type: 'string', format: 'binary' } },
                ]),
              ),
            }
          : {}),
      },
    };
    const errorStatuses = new Set<ErrorStatus | 422>(endpoint.errors);
    if (endpoint.body || endpoint.multipart || endpoint.params || endpoint.query) errorStatuses.add(422);
    for (const status of [...errorStatuses].sort()) {
      responses[status] = {
        description: ERROR_DESCRIPTIONS[status],
        content: { 'application/json': { schema: errorRef } },
        ...(status === 429
          ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
          : {}),
      };
    }
    const who = endpoint.permission ? `Who may call it: ${describePermission(endpoint.permission)}.` : null;
    const description = [endpoint.description, who].filter(Boolean).join('\n\n');
    const operation: JsonSchema = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      ...(description ? { description } : {}),
      tags: [endpoint.tag],
      security: endpoint.access === 'user' ? [{ session: [] }] : [],
      // The contract's rule as data, for clients and for the role × endpoint test (ADR 0021).
      ...(endpoint.permission ? { 'x-permission': endpoint.permission } : {}),
      parameters: parametersOf(endpoint, components),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: convert(endpoint.body, 'input', components) } },
            },
          }
        : {}),
      ...(endpoint.multipart ? { requestBody: multipartBody(endpoint.multipart, components) } : {}),
      responses,
    };
    const url = `${API_PREFIX}${endpoint.path}`;
    paths[url] = { ...paths[url], [endpoint.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'kestrel_session',
          description:
            'The HttpOnly session cookie set by /login and /register. Every POST, PUT, PATCH and DELETE must also send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header.',
        },
      },
    },
  };
}
