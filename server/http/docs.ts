import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ALL_ENDPOINTS } from '../../contracts/index.ts';
import { buildOpenApiDocument } from '../../contracts/openapi.ts';

export const OPENAPI_INFO = {
  title: 'Kestrel API',
  version: '1.0.0',
  description:
    'The HTTP API of Kestrel, generated from the zod contracts in `contracts/`. Errors are `{ message, code, errors? }`. Writes need the `X-XSRF-TOKEN` header (the value of the `XSRF-TOKEN` cookie).',
};

/** OpenAPI 3.1 at /api/docs/json, and a readable page at /api/docs (Swagger UI, served from the package: offline). */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument(ALL_ENDPOINTS, OPENAPI_INFO) as never },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
