import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { hasPostgres } from './tests/support/postgres.ts';

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    environment: 'node' as const,
    include: ['tests/api/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup-api.ts'],
    env: { TEST_DB: db },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        apiProject('api-pglite', 'pglite'),
        // On a real Postgres too, wherever one can be started (binaries on the machine) or is given.
        ...(hasPostgres() ? [apiProject('api-postgres', 'postgres')] : []),
      ],
    },
  }),
);
