import { createPinterestConnector } from '../../../../server/networks/pinterest/index.ts';
import type { AccountCtx, Grant } from '../../../../server/networks/core/types.ts';
import { fixedClock, fixture, replay, type Exchange } from '../support/replay.ts';

export const pinFixture = (name: string): Exchange => fixture(`pinterest/${name}`);

export const grant: Grant = {
  accessToken: 'pina_access_1',
  refreshToken: 'pinr_refresh_1',
  expiresAt: '2026-12-20T12:00:00.000Z',
  refreshExpiresAt: '2027-11-20T12:00:00.000Z',
  scopes: ['boards:read', 'boards:write', 'pins:read', 'pins:write', 'user_accounts:read'],
};

export const ctx: AccountCtx = { remoteId: '549755885175', grant };

/** A connector answering with the named fixtures in order, on a clock pinned at 2026-11-20T12:00Z. */
export function pinWith(names: string[]) {
  const http = replay(names.map(pinFixture));
  const clock = fixedClock();
  const connector = createPinterestConnector({
    http,
    clock,
    credentials: { clientId: 'pin-client-id', clientSecret: 'pin-client-secret' },
    readMedia: async () => new TextEncoder().encode('video-bytes'),
  });

  return { http, clock, connector };
}
