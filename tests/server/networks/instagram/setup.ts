import { createInstagramConnector } from '../../../../server/networks/instagram/index.ts';
import type { AccountCtx, Grant } from '../../../../server/networks/core/types.ts';
import { fixedClock, fixture, replay } from '../support/replay.ts';

export const IG = '17841400000000001';
export const credentials = {
  clientId: 'APP_ID',
  clientSecret: 'APP_SECRET',
  webhookVerifyToken: 'VERIFY_TOKEN',
};

export const fbGrant: Grant = {
  accessToken: 'FB_LONG_TOKEN',
  refreshToken: null,
  expiresAt: '2027-01-10T00:00:00.000Z',
  refreshExpiresAt: null,
  scopes: ['instagram_basic', 'pages_show_list', 'pages_read_engagement', 'instagram_manage_insights'],
  extra: { login: 'facebook' },
};

export const igGrant: Grant = {
  accessToken: 'IG_LONG_TOKEN',
  refreshToken: null,
  expiresAt: '2027-01-10T00:00:00.000Z',
  refreshExpiresAt: null,
  scopes: ['instagram_business_basic'],
  extra: { login: 'instagram' },
};

/** A profile connected through Facebook Login, calling with its Page token. */
export const ctx: AccountCtx = { remoteId: IG, grant: fbGrant, extra: { accessToken: 'PAGE_TOKEN_1' } };

export function setup(cases: string[], login: 'facebook' | 'instagram' = 'facebook') {
  const http = replay(cases.map((name) => fixture(`instagram/${name}`)));
  const clock = fixedClock();
  const connector = createInstagramConnector({ http, clock, credentials }, { login });

  return { http, clock, connector };
}
