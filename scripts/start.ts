/**
 * `npm start`: builds the web app when its sources changed since the last build, then starts the server
 * (which migrates the database and creates the demo workspace on first start).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, globSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const stampFile = path.join(dist, '.build-inputs');

const INPUTS = [
  'src/**/*',
  'contracts/**/*',
  'statecharts/**/*.ts',
  'public/**/*',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

/** A hash of everything the web build reads: the build is redone only when one of them changes. */
function inputsHash(): string {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap((pattern) => globSync(pattern, { cwd: root }))
    .filter((file) => !file.includes('.test.'))
    .sort();
  for (const file of files) {
    const full = path.join(root, file);
    try {
      hash.update(file).update(readFileSync(full));
    } catch {
      // A folder matched by the pattern: its files are matched on their own.
    }
  }

  return hash.digest('hex');
}

const wanted = inputsHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
if (built !== wanted || !existsSync(path.join(dist, 'index.html'))) {
  process.stdout.write('Building the web app (once per change of its sources)…\n');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, `${wanted}\n`);
}

// The one-command start is a local installation: mail without a server prints its links (sign-up, reset).
process.env.APP_ENV ??= 'local';
await import('../server/main.ts');
