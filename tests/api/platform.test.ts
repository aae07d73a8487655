import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../contracts/endpoint.ts';
import { ALL_ENDPOINTS } from '../../contracts/index.ts';
import { toFastifyPath } from '../../server/http/route.ts';
import { setUpUser } from '../support/flows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('reports health with the database kind', async () => {
    const response = await t.agent().get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('sends security headers and a request id', async () => {
    const response = await t.agent().get('/api/v1/user');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same security headers on a 404 and on a refused write as on an answer', async () => {
    const answered = await t.agent().get('/api/v1/user');
    const security = [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
    ];
    const notFound = await t.agent().get('/api/v1/nothing-here');
    const refused = await (await t.agent().prime()).post('/api/v1/logout', {}, { csrf: 'forged' });
    expect(notFound.statusCode).toBe(404);
    expect(refused.statusCode).toBe(403);
    for (const name of security) {
      expect(answered.headers[name], name).toBeTruthy();
      expect(notFound.headers[name], name).toBe(answered.headers[name]);
      expect(refused.headers[name], name).toBe(answered.headers[name]);
    }
    expect(answered.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
    // Plain http here: no HSTS, and helmet's own header that names the server is not sent.
    expect(answered.headers['strict-transport-security']).toBeUndefined();
    expect(answered.headers['x-powered-by']).toBeUndefined();
  });

  it('tells the browser that no platform service is configured, without a session', async () => {
    const response = await t.agent().get('/api/v1/platform-config');
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({
      environment: 'local',
      featureFlags: null,
      logs: null,
      consent: null,
      sessionRecording: null,
      designEditor: null,
    });
  });

  it('opens the CSP to exactly the configured services, and hands out only public keys', async () => {
    const configured = await createTestApp({
      FLAGSMITH_ENVIRONMENT_KEY: 'env-public-key',
      DATADOG_CLIENT_TOKEN: 'pub0a1b2c',
      DESIGN_EDITOR_SDK_URL: 'https://cc-embed.adobe.com/sdk/v4/CCEverywhere.js',
      DESIGN_EDITOR_CLIENT_ID: 'client-1',
    });
    try {
      const response = await configured.agent().get('/api/v1/platform-config');
      expect(response.data.featureFlags).toMatchObject({ environmentKey: 'env-public-key', realtime: false });
      expect(response.data.logs).toMatchObject({ clientToken: 'pub0a1b2c', site: 'datadoghq.com' });
      const csp = String(response.headers['content-security-policy']);
      const directive = (name: string) =>
        csp
          .split(';')
          .find((part) => part.startsWith(`${name} `))
          ?.trim();
      expect(directive('script-src')).toBe("script-src 'self' https://cc-embed.adobe.com");
      expect(directive('connect-src')).toBe(
        "connect-src 'self' https://edge.api.flagsmith.com https://browser-intake-datadoghq.com https://cc-embed.adobe.com",
      );
      expect(JSON.stringify(response.data)).not.toContain('test-secret-that-is-long-enough');
    } finally {
      await configured.close();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.agent().get('/api/v1/nothing-here', { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.data).toEqual({ message: 'Not found.', code: 'not_found' });
  });

  it('serves the OpenAPI 3.1 document with every contract endpoint, and a readable page', async () => {
    const json = await t.agent().get('/api/docs/json');
    expect(json.statusCode).toBe(200);
    expect(json.data.openapi).toBe('3.1.0');
    for (const endpoint of ALL_ENDPOINTS) {
      const operation = json.data.paths[`${API_PREFIX}${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.id);
    }
    expect(json.data.components.schemas.User.properties).toHaveProperty('admin_id');

    const page = await t.agent().get('/api/docs', { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('registers a route for every contract endpoint, and none that no contract declares', () => {
    const declared = new Set(
      ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${toFastifyPath(endpoint.path)}`),
    );
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => line.includes('/api/v1/'));
    expect(routes.length).toBeGreaterThan(0);
    for (const endpoint of ALL_ENDPOINTS) {
      expect(
        t.app.hasRoute({ method: endpoint.method, url: toFastifyPath(endpoint.path) }),
        endpoint.id,
      ).toBe(true);
    }
    expect(declared.size).toBe(ALL_ENDPOINTS.length);
  });

  it('never answers client input with a 5xx (fuzzed bodies on every endpoint)', async () => {
    const { agent } = await setUpUser(t);
    const writes = ALL_ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(
            fc.constantFrom(
              'email',
              'password',
              'step',
              'token',
              'expires',
              'signature',
              'first_name',
              'time_zone',
            ),
            fc.jsonValue(),
          ),
        ),
        fc.constantFrom('0b0c2b8e-8f9a-4a38-9c0e-000000000000', 'x', '%00', '../../etc'),
        async (endpoint, body, id) => {
          const url = `${API_PREFIX}${endpoint.path.replace('{id}', encodeURIComponent(id))}`;
          const response = await agent.request(endpoint.method, url, body);
          expect(response.statusCode, `${endpoint.method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.data).toHaveProperty('code');
        },
      ),
      { numRuns: 150, seed: 42 },
    );
  });
});
