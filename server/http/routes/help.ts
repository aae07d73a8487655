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

const escape = (text: string) =>
  text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char] ?? char);

/**
 * `/help/connecting-networks`: the README's own instructions for configuring a network, served by the server
 * itself, so the "Not configured on this server" link works on any installation, offline included.
 */
export function helpRoutes(app: FastifyInstance): void {
  app.get('/help/connecting-networks', async (_request, reply) => {
    const section = existsSync(README)
      ? readmeSection(readFileSync(README, 'utf8'), 'Connecting networks')
      : null;
    if (!section) return reply.status(404).type('text/plain').send('Not found.');

    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connecting networks · Kestrel</title>
<style>body { font: 15px/1.6 system-ui, sans-serif; max-width: 900px; margin: 40px auto; padding: 0 20px; color: #15171c; }
pre { white-space: pre-wrap; font: 13px/1.55 ui-monospace, monospace; background: #f4f5f7; padding: 20px; border-radius: 8px; overflow-x: auto; }</style>
</head><body><h1>Connecting networks</h1><p>For the administrator of this Kestrel server: how to let its users connect each network.</p>
<pre>${escape(section)}</pre></body></html>`);
  });
}
