import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  concrete,
  PASSWORD,
  rawRequest,
  signedUpUser,
  startLiveServer,
  writeRoutes,
  type LiveServer,
  type WriteRoute,
} from './server.ts';

let server: LiveServer;
let routes: WriteRoute[];
let victim: Browser;
let victimEmail: string;
beforeAll(async () => {
  server = await startLiveServer();
  routes = await writeRoutes(server.origin);
  ({ browser: victim, email: victimEmail } = await signedUpUser(server));
});
afterAll(() => server.close());

const EVIL = 'http://evil.example';
/** The same path as the route, written the ways a router decodes but a prefix check does not. */
const disguises = (path: string, origin: string) => [
  path.replace('/api/', '/%61pi/'),
  path.replace('/api/v1/', '/api/%761/'),
  `${origin}${path}`,
  `//evil.example${path}`,
];

describe('CSRF, attacked from another site', () => {
  it('reads a useful list of write routes from the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/v1/login' }));
  });

  it('refuses every write route reached by an encoded or absolute path without the token (403)', async () => {
    const passed: string[] = [];
    for (const route of routes) {
      for (const path of disguises(concrete(route.path), server.origin)) {
        const answer = await victim.request(route.method, path, {
          csrf: false,
          headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
          raw: 'email=a%40b.example&password=x',
        });
        if (answer.status !== 403 && answer.status !== 404)
          passed.push(`${route.method} ${path} → ${answer.status}`);
      }
    }
    expect(passed).toEqual([]);
  });

  it('refuses a form or text body from a foreign Origin on every write route (403)', async () => {
    const passed: string[] = [];
    for (const route of routes) {
      const path = concrete(route.path);
      for (const [type, raw] of [
        ['application/x-www-form-urlencoded', 'a=1'],
        ['text/plain', '{"a":1}'],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
        ],
      ] as const) {
        const answer = await victim.request(route.method, path, {
          csrf: false,
          headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'content-type': type },
          raw,
        });
        if (answer.status !== 403) passed.push(`${route.method} ${path} (${type}) → ${answer.status}`);
      }
    }
    expect(passed).toEqual([]);
  });

  it('refuses a write from a foreign Origin or a cross-site fetch even with the right token (403)', async () => {
    const { browser: victim } = await signedUpUser(server);
    const foreign: Record<string, string>[] = [
      { origin: EVIL },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const answer = await victim.request('PUT', '/api/v1/user/marketing', {
        body: { accepts_marketing: true },
        headers,
      });
      expect(answer.status).toBe(403);
    }
    const own = await victim.request('PUT', '/api/v1/user/marketing', {
      body: { accepts_marketing: true },
      headers: { origin: server.origin, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(200);
  });

  it('does not sign a visitor in through a cross-site login form, whatever the path (login CSRF)', async () => {
    for (const path of ['/api/v1/login', ...disguises('/api/v1/login', server.origin)]) {
      const answer = await rawRequest(
        server.origin,
        'POST',
        path,
        { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
        new URLSearchParams({ email: victimEmail, password: PASSWORD }).toString(),
      );
      expect([403, 404, 415]).toContain(answer.status);
      expect(String(answer.headers['set-cookie'] ?? '')).not.toMatch(/kestrel_session=[^;]/);
    }
  });

  it('takes form bodies only where a form posts: the API refuses them even with the token (415)', async () => {
    const browser = await new Browser(server.origin).prime();
    const answer = await browser.request('POST', '/api/v1/login', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      raw: new URLSearchParams({ email: victimEmail, password: PASSWORD }).toString(),
    });
    expect(answer.status).toBe(415);
  });
});
