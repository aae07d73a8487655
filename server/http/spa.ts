import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { matchRoutes } from 'react-router';
import { AppError } from '../lib/errors.ts';

type RoutePreloads = { path: string; files: string[]; data?: string[] }[];
type Page = { html: string; br: Buffer; gzip: Buffer };

/**
 * The page for each path: `index.html` with `modulepreload` links for the chunks of the path's screen and
 * layout (listed by the build in `route-preloads.json`), so they download alongside the entry instead of after
 * it has run and the router has asked for them (ADR 0011), and `preload` links for the API reads the build lists
 * for the path (the signed-in app's profiles and groups), fetched with credentials as the app fetches them, so
 * the app's own request takes the answer. Each route's page is built and compressed once. Paths the build lists
 * nothing for get the page as it is; so does every path when the list is missing.
 */
export function routePages(dir: string): (pathname: string) => Page | null {
  const listFile = path.join(dir, 'route-preloads.json');
  if (!existsSync(listFile)) return () => null;
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const routes = JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreloads;
  const pages = new Map<string, Page>();

  return (pathname) => {
    const route = matchRoutes(routes, pathname)?.at(-1)?.route;
    if (!route || route.files.length === 0) return null;
    let page = pages.get(route.path);
    if (page === undefined) {
      const links = [
        ...route.files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
        ...(route.data ?? []).map(
          (href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`,
        ),
      ];
      const routeHtml = html.replace('</head>', `${links.join('\n')}\n</head>`);
      page = { html: routeHtml, br: brotliCompressSync(routeHtml), gzip: gzipSync(routeHtml) };
      pages.set(route.path, page);
    }

    return page;
  };
}

/**
 * Serves the built web app from `dir`: hashed assets cached for a year, and `index.html` for every other GET
 * that asks for a page (history fallback), so a reload on /settings/account works. API paths never fall back.
 */
export async function registerSpa(app: FastifyInstance, dir: string): Promise<void> {
  const hasBuild = existsSync(path.join(dir, 'index.html'));
  const pageFor = hasBuild ? routePages(dir) : () => null;
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

    reply.header('Cache-Control', 'no-cache');
    const page = pageFor(request.url.split('?')[0] ?? '/');

    if (page === null) return reply.sendFile('index.html');
    reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
    const accepted = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);

    return reply.send(page.html);
  });
}
