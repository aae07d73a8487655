import type { FastifyInstance } from 'fastify';
import { NETWORK_NAMES, PROFILE_NETWORKS } from '../../../contracts/social.ts';
import type { Clock } from '../../lib/clock.ts';
import { type ConnectorSource, issueDemoCode } from '../../modules/social/index.ts';
import { withFormBodies } from '../security.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

type ConsentQuery = { state?: string; redirect_uri?: string; network?: string; scope?: string };

/**
 * The demo network's own consent screen, so connecting it walks the same OAuth round trip as a real network:
 * the app sends the browser here, the visitor allows or cancels, and the browser goes back to the app's
 * callback with a code (or `error=access_denied`). It only ever redirects to this app's demo callback.
 */
export function demoNetworkRoutes(
  app: FastifyInstance,
  deps: { connectors: ConnectorSource; clock: Clock },
): void {
  const callback = deps.connectors.redirectUri('demo');
  const valid = (query: ConsentQuery) =>
    typeof query.state === 'string' &&
    query.state.length > 0 &&
    query.redirect_uri === callback &&
    (PROFILE_NETWORKS as readonly string[]).includes(
      query.network === 'tiktok_business' ? 'tiktok' : (query.network ?? ''),
    );
  const back = (query: ConsentQuery, params: Record<string, string>) =>
    `${callback}?${new URLSearchParams({ ...params, state: query.state ?? '' }).toString()}`;

  app.get<{ Querystring: ConsentQuery }>('/demo-network/authorize', async (request, reply) => {
    const query = request.query;
    if (!valid(query))
      return reply.status(400).type('text/plain').send('This demo sign-in link is not valid.');
    const network =
      query.network === 'tiktok_business' ? 'tiktok' : (query.network as (typeof PROFILE_NETWORKS)[number]);
    const name = NETWORK_NAMES[network];
    const scopes = (query.scope ?? '').split(/[ ,]+/).filter(Boolean);
    const hidden = (field: keyof ConsentQuery) =>
      `<input type="hidden" name="${field}" value="${escape(String(query[field] ?? ''))}">`;

    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo network · Allow Kestrel</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f5f7; color: #15171c; }
  main { background: #fff; border: 1px solid #dfe2e7; border-radius: 12px; padding: 32px; max-width: 440px; box-shadow: 0 8px 24px rgba(16,24,40,.08); }
  h1 { font-size: 20px; margin: 0 0 8px; } p { margin: 0 0 16px; color: #4a505c; }
  ul { margin: 0 0 24px; padding-left: 20px; } .actions { display: flex; gap: 12px; }
  button, a.cancel { font: inherit; padding: 10px 18px; border-radius: 8px; border: 1px solid #c9ced6; background: #fff; color: #15171c; text-decoration: none; cursor: pointer; }
  button { background: #4f46e5; border-color: #4f46e5; color: #fff; font-weight: 600; }
  button:focus-visible, a.cancel:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
</style></head>
<body><main>
  <p>Demo network · plays ${escape(name)}</p>
  <h1>Allow Kestrel to use your demo ${escape(name)} accounts?</h1>
  <p>This is the offline demo network: nothing leaves this server. Kestrel asks to:</p>
  <ul>${scopes.map((scope) => `<li>${escape(scope)}</li>`).join('')}</ul>
  <form method="post" action="/demo-network/authorize" class="actions">
    ${hidden('state')}${hidden('redirect_uri')}${hidden('network')}${hidden('scope')}
    <button type="submit">Allow</button>
    <a class="cancel" href="${escape(back(query, { error: 'access_denied' }))}">Cancel</a>
  </form>
</main></body></html>`);
  });

  // The demo network's media: a deterministic picture per post and image, so previews and grids have something
  // real to show (same id, same picture).
  app.get<{ Params: { id: string; file: string } }>(
    '/demo-network/media/:id/:file',
    async (request, reply) => {
      const index = Number.parseInt(request.params.file, 10);
      if (!/^\d+\.svg$/.test(request.params.file) || request.params.id.length > 200)
        return reply.status(404).type('text/plain').send('Not found.');
      const hue = [...`${request.params.id}:${index}`].reduce(
        (sum, char) => (sum * 31 + char.charCodeAt(0)) % 360,
        7,
      );

      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(
          `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080" viewBox="0 0 1080 1080">` +
            `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 62%)"/>` +
            `<stop offset="1" stop-color="hsl(${(hue + 50) % 360} 65% 42%)"/></linearGradient></defs>` +
            `<rect width="1080" height="1080" fill="url(#g)"/>` +
            `<circle cx="${300 + (hue % 480)}" cy="${360 + ((hue * 7) % 360)}" r="${140 + (hue % 120)}" fill="rgba(255,255,255,.18)"/>` +
            `<text x="60" y="1020" font-family="system-ui, sans-serif" font-size="44" fill="rgba(255,255,255,.85)">Demo network</text></svg>`,
        );
    },
  );

  // Permalinks and profile pages of the demo network point back into the app: there is no network to visit.
  app.get('/demo-network/p/:id', async (_request, reply) => reply.redirect('/social-profiles'));
  app.get('/demo-network/u/:handle', async (_request, reply) => reply.redirect('/social-profiles'));

  // The consent screen's form posts urlencoded fields, from this server's own page (its Origin is checked).
  withFormBodies(app, (scope) =>
    scope.post<{ Body: ConsentQuery }>(
      '/demo-network/authorize',
      { config: { formPost: true } },
      async (request, reply) => {
        const body = request.body ?? {};
        if (!valid(body))
          return reply.status(400).type('text/plain').send('This demo sign-in link is not valid.');
        const network = body.network === 'tiktok' ? 'tiktok_business' : body.network;
        const code = issueDemoCode(network as Parameters<typeof issueDemoCode>[0], deps.clock, {
          scopes: (body.scope ?? '').split(/[ ,]+/).filter(Boolean),
          key: deps.connectors.demoSigningKey,
        });

        return reply.redirect(back(body, { code }));
      },
    ),
  );
}
