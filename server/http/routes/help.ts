import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const README = path.resolve(import.meta.dirname, '../../../README.md');

/** One `## ` section of the README, as written. */
export function readmeSection(markdown: string, title: string): string | null {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) return null;
  const end = markdown.indexOf('\n## ', start + 4);

  return markdown.slice(start + 1, end < 0 ? undefined : end).trim();
}

/**
 * `/help/connecting-networks.md`: the README's own instructions for configuring a network, served by the server
 * itself, so the "Not configured on this server" link works on any installation, offline included. The web app's
 * `/help/connecting-networks` page renders it.
 */
export function helpRoutes(app: FastifyInstance): void {
  app.get('/help/connecting-networks.md', async (_request, reply) => {
    const section = existsSync(README)
      ? readmeSection(readFileSync(README, 'utf8'), 'Connecting networks')
      : null;
    if (!section) return reply.status(404).type('text/plain').send('Not found.');

    return reply.type('text/markdown; charset=utf-8').header('Cache-Control', 'no-cache').send(section);
  });
}
