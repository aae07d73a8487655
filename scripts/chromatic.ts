/**
 * `npm run chromatic`: publishes the Storybook to Chromatic for teams that have a project token. Never part of
 * `npm test` or CI — the committed screenshot baselines are the gate, and Chromatic cannot work offline.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  process.stderr.write(
    'CHROMATIC_PROJECT_TOKEN is not set. Create a project on chromatic.com, then run\n' +
      '  CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic\n' +
      'The offline visual baselines (npm run test:stories) do not need it.\n',
  );
  process.exit(2);
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(path.join(root, 'storybook-static', 'index.json')) || process.argv.includes('--build')) {
  run(bin('storybook'), ['build', '-o', 'storybook-static', '--quiet']);
}
// The token is read from the environment by the CLI itself, so it never appears in a process listing.
run(bin('chromatic'), [
  '--storybook-build-dir',
  'storybook-static',
  '--exit-zero-on-changes',
  ...process.argv.slice(2).filter((arg) => arg !== '--build'),
]);
