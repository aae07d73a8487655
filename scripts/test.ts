/**
 * `npm test`: every check the project has, in the order that fails fastest, on a clean machine.
 * The browser is the Chromium pinned in the lockfile (@sparticuz/chromium), unpacked on the first run; nothing is
 * installed with apt and test tools never download browsers.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumExecutable } from '../tests/support/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  // Scripts and tools run on the project's Node (node_modules/.bin/node), not the machine's.
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  PUPPETEER_SKIP_DOWNLOAD: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  CI: process.env.CI ?? 'true',
};

const timings: Array<[string, number]> = [];

function step(name: string, command: string, args: string[]): void {
  process.stdout.write(`\n▶ ${name}\n`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  timings.push([name, seconds]);
  if (result.status !== 0) {
    process.stderr.write(
      `\n✖ ${name} failed (exit ${result.status ?? result.signal}) after ${seconds.toFixed(1)} s\n`,
    );
    process.exit(result.status ?? 1);
  }
}

/** The pinned Chromium (tests/support/chromium.ts), unpacked before the test runners start their workers. */
async function ensureChromium(): Promise<void> {
  process.stdout.write('\n▶ unpack the pinned Chromium\n');
  const started = performance.now();
  const executable = await chromiumExecutable();
  // Vitest and Playwright would find it in place anyway; the path passed on spares them the look.
  env.CHROMIUM_PATH = executable;
  const version = spawnSync(executable, ['--version'], { encoding: 'utf8' }).stdout.trim();
  process.stdout.write(`${version || executable}\n`);
  timings.push(['unpack the pinned Chromium', (performance.now() - started) / 1000]);
}

const started = performance.now();
await ensureChromium();
step('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
step('lint', bin('eslint'), ['--max-warnings', '0', '.']);
step('unused files, exports and dependencies (knip)', 'sh', [
  '-c',
  'knip && knip --production --include files',
]);
step('typecheck', 'sh', ['-c', 'tsc -p tsconfig.node.json && tsc -p tsconfig.app.json']);
step('statechart diagrams are current', bin('node'), ['scripts/statecharts.ts', '--check']);
step('build the web app', bin('vite'), ['build', '--logLevel', 'warn']);
step('build Storybook', bin('storybook'), ['build', '-o', 'storybook-static', '--quiet']);
step(
  'vitest: unit, API on PGlite and Postgres, stories with visual regression (light and dark)',
  bin('vitest'),
  ['run'],
);
rmSync(path.join(root, 'test-results', 'e2e-data'), { recursive: true, force: true });
step('playwright: end-to-end on the real server', bin('playwright'), ['test']);

const total = (performance.now() - started) / 1000;
process.stdout.write('\nAll checks passed.\n');
for (const [name, seconds] of timings)
  process.stdout.write(`  ${seconds.toFixed(1).padStart(6)} s  ${name}\n`);
process.stdout.write(`  ${total.toFixed(1).padStart(6)} s  total\n`);
