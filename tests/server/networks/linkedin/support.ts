import { createLinkedInConnector } from '../../../../server/networks/linkedin/index.ts';
import type { AccountCtx, Grant } from '../../../../server/networks/core/types.ts';
import { fixedClock, fixture, replay, type Exchange } from '../support/replay.ts';

export const liFixture = (name: string): Exchange => fixture(`linkedin/${name}`);

export const ORG = 'urn:li:organization:2414183';

export const grant: Grant = {
  accessToken: 'li-access-1',
  refreshToken: 'li-refresh-1',
  expiresAt: '2027-01-19T12:00:00.000Z',
  refreshExpiresAt: '2027-11-20T12:00:00.000Z',
  scopes: ['r_organization_social', 'w_organization_social', 'rw_organization_admin'],
};

export const ctx: AccountCtx = { remoteId: ORG, grant };

export const credentials = {
  clientId: 'li-client-id',
  clientSecret: 'li-client-secret',
  apiVersion: '202601',
};

/** A connector answering with the named fixtures in order, on a clock pinned at 2026-11-20T12:00Z. */
export function liWith(names: string[]) {
  const http = replay(names.map(liFixture));
  const clock = fixedClock();
  const connector = createLinkedInConnector({
    http,
    clock,
    credentials,
    readMedia: async () => new TextEncoder().encode('0123456789abcdef'),
  });

  return { http, clock, connector };
}
