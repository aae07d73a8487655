import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { createServer } from 'node:net';
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunch } from './tests/support/chromium.ts';
import { hasPostgres } from './tests/support/postgres.ts';
import viteConfig from './vite.config.ts';

/**
 * Each browser project serves its test page on its own port. Vitest numbers them from 23315 in every process,
 * so two runs at once (a developer's and an agent's, or two worktrees) would collide; a free port picked by
 * the OS for each project avoids that.
 */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
const browserApi = async () => ({ port: await freePort(), strictPort: true, host: '127.0.0.1' });

// The pinned Chromium (tests/support/chromium.ts), unpacked here, in the main process, before any project starts.
const launchOptions = await chromiumLaunch();

const browser = (viewport = { width: 1280, height: 800 }) => ({
  enabled: true,
  headless: true,
  viewport,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // Text anti-aliasing can move a couple of pixels between runs; a real change moves hundreds.
      comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0.0005 },
      resolveScreenshotPath: ({ arg, ext, root }: { arg: string; ext: string; root: string }) =>
        path.join(root, 'tests', 'visual', '__screenshots__', `${arg}${ext}`),
    },
  },
  provider: playwright({ launchOptions }),
  instances: [{ browser: 'chromium' as const }],
});

/** Every story as a test (play function + axe), once per theme. */
const storybookProject = async (theme: 'light' | 'dark') => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'npm run storybook -- --ci' })],
  define: {
    'import.meta.env.VITE_STORYBOOK_THEME': JSON.stringify(theme),
    // React Aria's virtualizer reads process.env.VIRT_ON when NODE_ENV is 'test'; the test page has no process.
    'process.env.VIRT_ON': '"1"',
  },
  test: {
    name: theme === 'light' ? 'storybook' : 'storybook-dark',
    // A story whose picture or play timing slips on a loaded 2-core machine gets one more try; one that is
    // broken fails both.
    retry: 1,
    browser: browser(),
    api: await browserApi(),
    setupFiles: ['.storybook/vitest.setup.ts'],
  },
});

/**
 * The stories that open a popover or dialog (tagged `overlay`), on a 360 px wide phone screen: their play
 * functions open it, then nothing may be wider than the screen (.storybook/vitest.phone.setup.ts). No pictures.
 * Tagged: every design-system piece that opens one (ChartCard, ComboBox, DatePicker, DateRangePicker, Dialog, Drawer,
 * GroupSelector, KpiTile's source, Menu, MultiProfileSelector, Popover, ProfileSelector, Select, TimePicker, TopBar)
 * and the CSV import dialog; a gallery drawn at fixed widths opts out with `!overlay`.
 */
const storybookPhoneProject = async () => ({
  extends: true as const,
  plugins: [
    storybookTest({
      configDir: '.storybook',
      storybookScript: 'npm run storybook -- --ci',
      tags: { include: ['overlay'] },
    }),
  ],
  define: {
    'import.meta.env.VITE_STORYBOOK_THEME': JSON.stringify('light'),
    // The story test sets the screen from this global (.storybook/preview.tsx's `phone360` viewport).
    'import.meta.env.VITE_STORYBOOK_VIEWPORT': JSON.stringify('phone360'),
    'process.env.VIRT_ON': '"1"',
  },
  test: {
    name: 'storybook-phone',
    retry: 1,
    browser: browser({ width: 360, height: 800 }),
    api: await browserApi(),
    setupFiles: ['.storybook/vitest.phone.setup.ts'],
  },
});

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    environment: 'node' as const,
    // Several processes on one Postgres (web × 2, worker): on Postgres only, where they can share a database.
    include: ['tests/api/**/*.test.ts', ...(db === 'postgres' ? ['tests/topology/**/*.test.ts'] : [])],
    globalSetup: ['tests/support/global-setup-api.ts'],
    env: { TEST_DB: db },
    testTimeout: 20_000,
    hookTimeout: 60_000,
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
            include: [
              'src/**/*.test.{ts,tsx}',
              'tests/unit/**/*.test.{ts,tsx}',
              'tests/statecharts/**/*.test.{ts,tsx}',
            ],
            setupFiles: ['tests/unit/setup.ts'],
          },
        },
        {
          extends: true,
          test: { name: 'server', environment: 'node', include: ['tests/server/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['tests/browser/**/*.browser.test.{ts,tsx}'],
            browser: browser(),
            api: await browserApi(),
          },
        },
        apiProject('api-pglite', 'pglite'),
        // The security suite: the real server on a loopback socket, attacked as an outsider would.
        {
          extends: true as const,
          test: {
            name: 'security',
            environment: 'node' as const,
            include: ['tests/security/**/*.test.ts'],
            globalSetup: ['tests/support/global-setup-api.ts'],
            env: { TEST_DB: 'pglite' },
            // A real server per file, and every route attacked: minutes on a busy machine.
            testTimeout: 600_000,
            hookTimeout: 300_000,
          },
        },
        // On a real Postgres too, wherever one can be started (binaries on the machine) or is given.
        ...(hasPostgres() ? [apiProject('api-postgres', 'postgres')] : []),
        await storybookProject('light'),
        await storybookProject('dark'),
        await storybookPhoneProject(),
      ],
    },
  }),
);
