import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
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
