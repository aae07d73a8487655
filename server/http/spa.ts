import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * Serves the built web app from `dir`: hashed assets cached for a year, and `index.html` for every other GET
 * that asks for a page (history fallback), so a reload on /settings/account works. API paths never fall back.
 */
export async function registerSpa(app: FastifyInstance, dir: string): Promise<void> {
  const hasBuild = existsSync(path.join(dir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files: sent to browsers that accept them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : path.basename(filePath) === 'version.json'
              ? 'no-store' // the staging version check must see a new build the moment it is out
              : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`no web app build in ${dir}: run "npm run build" (npm start does it for you)`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0] ?? '') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) throw new AppError('not_found', 'Not found.');
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send(
          'The web app is not built yet. Run "npm run build", or start with "npm start", which builds it.',
        );
    }

    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
