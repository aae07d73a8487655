import type { FastifyInstance } from 'fastify';
import * as postImport from '../../../contracts/imports.ts';
import type { createPostImport } from '../../modules/publishing/index.ts';
import { route } from '../route.ts';

/** Bulk import of posts from CSV. Thin: parse, call the importer, answer. */
export function postImportRoutes(app: FastifyInstance, importer: ReturnType<typeof createPostImport>): void {
  route(app, postImport.importSchedulerPosts, ({ body }, { request }) => importer.run(request.actor(), body));
}
