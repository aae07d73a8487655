import { createXConnector } from '../../../../server/networks/x/index.ts';
import type { AccountCtx, Grant } from '../../../../server/networks/core/types.ts';
import { fixedClock, fixture, replay, type Exchange } from '../support/replay.ts';

export const xFixture = (name: string): Exchange => fixture(`x/${name}`);

export const grant: Grant = {
  accessToken: 'x-access-1',
  refreshToken: 'x-refresh-1',
  expiresAt: '2026-11-20T14:00:00.000Z',
  refreshExpiresAt: null,
  scopes: ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'],
};

export const ctx: AccountCtx = { remoteId: '1500000000000000001', grant };

/** A connector answering with the named fixtures in order, on a clock pinned at 2026-11-20T12:00Z. */
export function xWith(names: string[], options: { media?: Uint8Array } = {}) {
  const http = replay(names.map(xFixture));
  const clock = fixedClock();
  const connector = createXConnector({
    http,
    clock,
    credentials: { clientId: 'x-client-id', clientSecret: 'x-client-secret' },
    readMedia: async () => options.media ?? new TextEncoder().encode('0123456789abcdef'),
  });

  return { http, clock, connector };
}
