import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemClock } from '../server/lib/clock.ts';
import type { SocialRepository } from '../server/modules/social/social.repository.ts';
import { createGrantVault } from '../server/modules/social/sync.ts';
import { exchangeDemoCode, issueDemoCode } from '../server/networks/demo/auth.ts';
import type { DemoEmulatedNetwork } from '../server/networks/demo/index.ts';

/** A loopback port nobody holds right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * Demo-network grants for an account, one per network, as the consent screen would have issued them: sealed
 * with the app secret, signed with the key the server's connector source derives from it. Returns each
 * network's grant id.
 */
export async function insertDemoGrants<N extends DemoEmulatedNetwork>(
  writes: SocialRepository,
  input: { accountId: string; appSecret: string; networks: readonly N[]; now: Date },
): Promise<Map<N, string>> {
  const vault = createGrantVault(input.appSecret);
  // What the connector source signs demo codes with (server/modules/social/connectors.ts).
  const key = createHmac('sha256', input.appSecret).update('demo-network').digest('base64url');
  const grants = new Map<N, string>();
  for (const network of input.networks) {
    const grant = exchangeDemoCode(issueDemoCode(network, systemClock, { key }), network, systemClock, key);
    const id = randomUUID();
    grants.set(network, id);
    await writes.insertGrant({
      id,
      accountId: input.accountId,
      connector: 'demo',
      secret: vault.seal(grant),
      scopes: grant.scopes,
      expiresAt: grant.expiresAt ? new Date(grant.expiresAt) : null,
      refreshExpiresAt: grant.refreshExpiresAt ? new Date(grant.refreshExpiresAt) : null,
      lastRefreshedAt: input.now,
    });
  }

  return grants;
}

/**
 * The real server (`server/main.ts`, serving the built app) with the demo workspace, in a throwaway data
 * directory: resolves once it has printed the demo sign-in. `stop(code)` ends the server, removes the directory
 * and exits with `code`.
 */
export async function startDemoServer(options: { name: string; port: number; env?: Record<string, string> }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kestrel-bench-${options.name}-`));
  const server = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_PRETTY: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const stop = async (code: number): Promise<never> => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  };

  const started = Date.now();
  // BENCH_START_SECONDS waits longer on a busy machine.
  const waitMs = Number(process.env.BENCH_START_SECONDS ?? 120) * 1000;
  while (Date.now() - started < waitMs) {
    const match = /Demo sign-in: (\S+) \/ (\S+)/.exec(output);
    if (match) return { credentials: { email: match[1]!, password: match[2]! }, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.error(
    `the server printed no demo sign-in within ${waitMs / 1000} s (is DEMO_WORKSPACE off, or dist/ missing?)`,
  );

  return stop(1);
}
