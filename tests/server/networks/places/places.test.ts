/**
 * Place search and place tagging through the connectors that have them (meta/places.ts): Facebook and Instagram
 * (Facebook Login) search Facebook Pages with a location, Threads its own locations; the chosen place goes out with
 * the post. Instagram Login, X, LinkedIn, TikTok, YouTube and Pinterest offer no place search.
 */
import { describe, expect, it } from 'vitest';
import { createFacebookConnector } from '../../../../server/networks/facebook/index.ts';
import { createThreadsConnector } from '../../../../server/networks/threads/index.ts';
import { createConnector, NETWORK_KEYS } from '../../../../server/networks/registry.ts';
import type { AccountCtx, Grant } from '../../../../server/networks/core/types.ts';
import { failureOf } from '../support/connector.ts';
import { fixedClock, fixture, replay } from '../support/replay.ts';
import { ctx as igCtx, setup as setupInstagram } from '../instagram/setup.ts';

const credentials = { clientId: 'APP_ID', clientSecret: 'APP_SECRET' };
const fbGrant: Grant = {
  accessToken: 'FB_LONG_TOKEN',
  refreshToken: null,
  expiresAt: '2027-01-10T00:00:00.000Z',
  refreshExpiresAt: null,
  scopes: ['pages_show_list', 'pages_read_engagement'],
  extra: { login: 'facebook' },
};
const fbCtx: AccountCtx = {
  remoteId: '100000000000001',
  grant: fbGrant,
  extra: { accessToken: 'PAGE_TOKEN_1' },
};
const thCtx: AccountCtx = {
  remoteId: '26000000000000001',
  grant: { ...fbGrant, accessToken: 'TH_LONG_TOKEN', scopes: ['threads_basic'], extra: { login: 'threads' } },
};

const facebook = (cases: string[]) => {
  const http = replay(cases.map((name) => fixture(`facebook/${name}`)));

  return { http, connector: createFacebookConnector({ http, clock: fixedClock(), credentials }) };
};
const threads = (cases: string[]) => {
  const http = replay(cases.map((name) => fixture(`threads/${name}`)));

  return { http, connector: createThreadsConnector({ http, clock: fixedClock(), credentials }) };
};

describe('Facebook place search', () => {
  it('lists Pages with a location, with the Page token, leaving out Pages without one', async () => {
    const { connector, http } = facebook(['places/pages_search']);
    const places = await connector.searchLocations!(fbCtx, 'blue bottle');
    expect(places.map((place) => place.remoteId)).toEqual([
      '110000000000101',
      '110000000000103',
      '110000000000104',
    ]);
    expect(places[0]).toEqual({
      remoteId: '110000000000101',
      name: 'Blue Bottle Coffee Hayes Valley',
      address: '315 Linden St',
      city: 'San Francisco',
      country: 'United States',
      latitude: 37.77636,
      longitude: -122.42332,
    });
    // Coordinates Meta sends as strings are numbers; a place without them has none.
    expect(places[1]).toMatchObject({ latitude: 37.79548, longitude: -122.39377 });
    expect(places[2]).toMatchObject({ city: 'Kyoto', address: null, latitude: null });
    http.done();
  });

  it('classifies a missing Page Public Metadata Access as a reconnect-class failure', async () => {
    const { connector, http } = facebook(['places/pages_search_feature_missing']);
    expect(await failureOf(connector.searchLocations!(fbCtx, 'blue bottle'))).toMatchObject({
      kind: 'permission_missing',
    });
    http.done();
  });

  it('sends the chosen place with the post', async () => {
    const { connector, http } = facebook(['places/feed_with_place']);
    const state = await connector.startPublish(
      fbCtx,
      {
        kind: 'text',
        text: 'Cupping at the Ferry Building today',
        media: [],
        location: { id: '110000000000103', name: 'Blue Bottle Coffee Ferry Building' },
      },
      'k',
    );
    expect(state.phase).toBe('processing');
    http.done();
  });
});

describe('Instagram place search', () => {
  it('searches Facebook Pages through Facebook Login', async () => {
    const { connector, http } = setupInstagram(['places/pages_search']);
    const places = await connector.searchLocations!(igCtx, 'blue bottle');
    expect(places).toHaveLength(3);
    expect(places[0]?.name).toBe('Blue Bottle Coffee Hayes Valley');
    http.done();
  });

  it('classifies an app rate limit as retry later', async () => {
    const { connector, http } = setupInstagram(['places/pages_search_rate_limited']);
    expect(await failureOf(connector.searchLocations!(igCtx, 'blue bottle'))).toMatchObject({
      kind: 'rate_limited',
    });
    http.done();
  });

  it('offers no place search through Instagram Login', () => {
    expect(setupInstagram([], 'instagram').connector.searchLocations).toBeUndefined();
  });

  it('tags the image container with the place, and refuses a place on a story', async () => {
    const { connector, http } = setupInstagram(['places/image_container_with_location']);
    const location = { id: '110000000000103', name: 'Blue Bottle Coffee Ferry Building' };
    const image = {
      type: 'image' as const,
      url: 'https://media.kestrel.example/u/1.jpg',
      mimeType: 'image/jpeg',
      bytes: 500_000,
      width: 1080,
      height: 1080,
    };
    await connector.startPublish(
      igCtx,
      { kind: 'image', text: 'Cupping at the Ferry Building', media: [image], location },
      'k',
    );
    http.done();
    expect(
      connector.validate({ kind: 'story', text: '', media: [image], location }).map((issue) => issue.field),
    ).toContain('location');
  });
});

describe('Threads place search', () => {
  it('searches Threads locations (ids as strings)', async () => {
    const { connector, http } = threads(['places/location_search']);
    const places = await connector.searchLocations!(thCtx, 'menlo park');
    expect(places).toEqual([
      {
        remoteId: '7640348500',
        name: 'Meta Headquarters',
        address: '1 Hacker Way',
        city: 'Menlo Park',
        country: 'US',
        latitude: 37.4847,
        longitude: -122.1477,
      },
      {
        remoteId: '109435772407426',
        name: 'Menlo Park, California',
        address: null,
        city: 'Menlo Park',
        country: 'US',
        latitude: 37.453,
        longitude: -122.1817,
      },
    ]);
    http.done();
  });

  it('classifies an expired token as a reconnect-class failure', async () => {
    const { connector, http } = threads(['places/location_search_token_invalid']);
    const failure = await failureOf(connector.searchLocations!(thCtx, 'menlo park'));
    expect(['auth_expired', 'reauth_required']).toContain(failure.kind);
    http.done();
  });

  it('asks for the location permission and sends the place with the post', async () => {
    const { connector, http } = threads(['places/text_container_with_location']);
    const url = new URL(
      connector.buildAuthorization({ state: 'S', redirectUri: 'https://k.example/cb' }).url,
    );
    expect(url.searchParams.get('scope')).toContain('threads_location_tagging');
    await connector.startPublish(
      thCtx,
      {
        kind: 'text',
        text: 'Hello from HQ',
        media: [],
        location: { id: '7640348500', name: 'Meta Headquarters' },
      },
      'k',
    );
    http.done();
  });
});

describe('networks without a usable place search', () => {
  it('X, LinkedIn, TikTok, YouTube and Pinterest offer none', () => {
    const http = replay([]);
    const without = NETWORK_KEYS.filter(
      (key) =>
        key !== 'demo' && !!createConnector(key, { http, clock: fixedClock(), credentials }).searchLocations,
    );
    expect(without.sort()).toEqual(['facebook', 'instagram', 'threads']);
  });
});
