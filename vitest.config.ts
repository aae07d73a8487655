import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { hasPostgres } from './tests/support/postgres.ts';
import viteConfig from './vite.config.ts';

/** Debian's Chromium, never a downloaded one; the flags keep it quiet on a machine with no internet. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

const browser = (viewport = { width: 1280, height: 800 }) => ({
  enabled: true,
  headless: true,
  viewport,
  provider: playwright({ launchOptions: chromiumLaunch }),
  instances: [{ browser: 'chromium' as const }],
});

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
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/statecharts/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/support/setup-unit.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server-unit',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
          },
        },
        apiProject('api-pglite', 'pglite'),
        // On a real Postgres too, wherever one can be started (binaries on the machine) or is given.
        ...(hasPostgres() ? [apiProject('api-postgres', 'postgres')] : []),
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'npm run storybook -- --ci' })],
          test: {
            name: 'storybook',
            browser: browser(),
          },
        },
      ],
    },
  }),
);
