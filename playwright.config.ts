import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tests/support/chromium.ts';

/**
 * Fixed, unusual ports with strict binding: another process may hold the common ones. `E2E_PORT` moves it when two
 * checkouts run their end-to-end tests on one machine at once.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);
export const E2E_DATA_DIR = 'test-results/e2e-data';

/**
 * The pinned Chromium (tests/support/chromium.ts). The runner loads this file before it starts any worker, so the
 * browser is unpacked once, there; each worker loads it again and finds it in place.
 */
const chromium = { ...devices['Desktop Chrome'], launchOptions: await chromiumLaunch() };

export default defineConfig({
  testDir: './tests',
  outputDir: 'test-results/playwright',
  reporter: process.env.CI ? [['list']] : [['list']],
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [
    {
      name: 'e2e',
      testMatch: /e2e\/.*\.e2e\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${E2E_PORT}`, trace: 'retain-on-failure' },
    },
  ],
  webServer: [
    {
      // The real server on an in-memory database, serving the built app (npm test builds it first).
      command: 'node server/main.ts',
      url: `http://127.0.0.1:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      // E2E_SERVER_TIMEOUT_MS: more time for the server's start on a machine busy with other work.
      timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000),
      env: {
        NODE_ENV: 'production',
        PORT: String(E2E_PORT),
        PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
        HOST: '127.0.0.1',
        DATABASE_URL: 'memory:',
        DATA_DIR: E2E_DATA_DIR,
        APP_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
        LOG_LEVEL: 'warn',
        LOG_PRETTY: 'false',
        RATE_LIMIT_LOGIN_PER_15_MIN: '50',
        // Publishing end to end: each demo publish step takes a second, and the sync that brings a published
        // post into analytics runs at once.
        DEMO_PUBLISH_STEP_SECONDS: '1',
        PUBLISH_SYNC_DELAY_SECONDS: '0',
      },
    },
  ],
});
