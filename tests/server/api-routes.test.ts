import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../contracts/index.ts';
import { renderRoutes } from '../../scripts/api-routes.ts';
import * as routes from '../../src/api/routes.generated.ts';

describe("the browser's endpoint routes", () => {
  it('are current with the contracts (node scripts/api-routes.ts rewrites them)', () => {
    expect(readFileSync(new URL('../../src/api/routes.generated.ts', import.meta.url), 'utf8')).toBe(
      renderRoutes(),
    );
  });

  it('give every endpoint its method and path, and nothing of the schemas', () => {
    const byRoute = new Set(Object.values(routes).map((entry) => `${entry.method} ${entry.path}`));
    expect(byRoute).toEqual(new Set(ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`)));
    for (const entry of Object.values(routes)) expect(Object.keys(entry).sort()).toEqual(['method', 'path']);
  });
});
