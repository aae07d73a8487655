import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PG_BIN_CANDIDATES = [
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
];

export function findPostgresBin(): string | null {
  return PG_BIN_CANDIDATES.find((dir) => existsSync(path.join(dir, 'initdb'))) ?? null;
}

export type ThrowawayPostgres = { url: string; stop(): void };

/**
 * A private Postgres cluster on a loopback port, for tests. Root may not run the server, so as root it runs as
 * the `postgres` user (toolchain pitfall P10). Everything lives in one temporary folder, removed on stop.
 */
export function startThrowawayPostgres(port: number): ThrowawayPostgres {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL server binaries found');
  const dir = mkdtempSync(path.join(tmpdir(), 'kestrel-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const result = isRoot
      ? spawnSync(
          'su',
          ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map((a) => `'${a}'`).join(' ')],
          {
            encoding: 'utf8',
          },
        )
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
  };
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export function hasPostgres(): boolean {
  if (process.env.TEST_DATABASE_URL) return true;
  if (!findPostgresBin()) return false;
  if (process.getuid?.() !== 0) return true;
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });

    return true;
  } catch {
    return false;
  }
}
