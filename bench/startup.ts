/**
 * Cold start of `npm start` on a fresh data folder: time to the first 200 from /healthz (PGlite initdb,
 * migrations, demo user, web build when needed). Prints figures; it is not a test.
 *   node bench/startup.ts [--with-build]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = 4391;
const withBuild = process.argv.includes('--with-build');
if (withBuild) rmSync('dist/.build-inputs', { force: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'kestrel-bench-start-'));
const started = performance.now();
const child = spawn(process.execPath, ['scripts/start.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
  },
  stdio: 'ignore',
});

let healthyAt: number | null = null;
while (healthyAt === null && performance.now() - started < 120_000) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    if (response.ok) healthyAt = performance.now();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
if (healthyAt === null) {
  console.error('no 200 from /healthz within 120 s');
  process.exit(1);
}
console.log(
  `cold start to first 200 on /healthz${withBuild ? ' (web build included)' : ''}: ${((healthyAt - started) / 1000).toFixed(2)} s`,
);
