import { describe, expect, it } from 'vitest';
import type { AccountCtx, Draft } from '../../../../server/networks/core/types.ts';
import {
  createDemoConnector,
  createMemoryDemoStore,
  type DemoEmulatedNetwork,
  issueDemoCode,
} from '../../../../server/networks/demo/index.ts';
import { DEMO_PLACES, searchDemoPlaces } from '../../../../server/networks/demo/places.ts';
import { failureOf } from '../support/connector.ts';
import { fixedClock } from '../support/replay.ts';

const noHttp = async () => {
  throw new Error('the demo network makes no HTTP calls');
};

async function setup(emulate: DemoEmulatedNetwork) {
  const clock = fixedClock();
  const store = createMemoryDemoStore();
  const connector = createDemoConnector({
    http: noHttp,
    clock,
    credentials: { clientId: '', clientSecret: '' },
    store,
    emulate,
  });
  const grant = await connector.exchangeCode({
    code: issueDemoCode(emulate, clock),
    redirectUri: 'http://x/cb',
  });
  const ctx: AccountCtx = { remoteId: `demo.${emulate}.kestrel-roasters`, grant };

  return { connector, ctx, store, clock };
}

describe('demo places', () => {
  it('are found by any words of their name, city or country, accents ignored, name matches first', () => {
    expect(searchDemoPlaces('market').map((place) => place.name)).toEqual([
      'Borough Market',
      'Chelsea Market',
      'Ferry Building Marketplace',
      'Granville Island Public Market',
      'Pike Place Market',
      'Queen Victoria Market',
      'Tsukiji Outer Market',
    ]);
    // A name that starts with the query comes before one that only contains it.
    expect(searchDemoPlaces('ferry').map((place) => place.name)).toEqual([
      'Ferry Building Marketplace',
      'Blue Bottle Coffee Ferry Building',
    ]);
    expect(searchDemoPlaces('musee louvre').map((place) => place.name)).toEqual(['Musée du Louvre']);
    expect(searchDemoPlaces('london bridge').map((place) => place.name)).toEqual(['Tower Bridge']);
    expect(searchDemoPlaces('zzz')).toEqual([]);
    expect(searchDemoPlaces('   ')).toEqual([]);
  });

  it('have stable ids, real coordinates and at most 10 a search', () => {
    expect(new Set(DEMO_PLACES.map((place) => place.remoteId)).size).toBe(DEMO_PLACES.length);
    expect(DEMO_PLACES.find((place) => place.name === 'Eiffel Tower')).toMatchObject({
      remoteId: 'demo-place-18',
      city: 'Paris',
      country: 'France',
      latitude: 48.85837,
    });
    expect(searchDemoPlaces('a').length).toBe(10);
  });

  it('are offered by the Instagram, Facebook and Threads emulations only', async () => {
    for (const network of ['instagram', 'facebook', 'threads'] as const)
      expect((await setup(network)).connector.searchLocations).toBeTypeOf('function');
    for (const network of ['x', 'linkedin', 'tiktok_business', 'youtube', 'pinterest'] as const)
      expect((await setup(network)).connector.searchLocations).toBeUndefined();
  });

  it('fail like the network when the token expired or the rate limit is hit', async () => {
    const { connector, ctx, store } = await setup('instagram');
    expect((await connector.searchLocations!(ctx, 'tower'))[0]?.name).toBe('Tower Bridge');
    await store.setFaults(ctx.remoteId, [{ kind: 'rate_limited_burst', remaining: 1 }]);
    expect(await failureOf(connector.searchLocations!(ctx, 'tower'))).toMatchObject({ kind: 'rate_limited' });
    await store.setFaults(ctx.remoteId, [{ kind: 'token_expires' }]);
    expect(await failureOf(connector.searchLocations!(ctx, 'tower'))).toMatchObject({ kind: 'auth_expired' });
  });

  it('publishes the chosen place with the post, and refuses an unknown place or a network without places', async () => {
    const { connector, ctx, store } = await setup('instagram');
    const image = {
      type: 'image' as const,
      url: 'https://media.example/a.jpg',
      mimeType: 'image/jpeg',
      bytes: 100_000,
      width: 1080,
      height: 1080,
    };
    const draft: Draft = {
      kind: 'image',
      text: 'Sunset',
      media: [image],
      location: { id: 'demo-place-13', name: 'Tower Bridge' },
    };
    expect(connector.validate(draft)).toEqual([]);
    await connector.startPublish(ctx, draft, 'post-1');
    expect((await store.getPublished(ctx.remoteId))[0]?.location).toEqual({
      id: 'demo-place-13',
      name: 'Tower Bridge',
    });
    expect(connector.validate({ ...draft, location: { id: 'nowhere', name: 'Nowhere' } })).toEqual([
      expect.objectContaining({ field: 'location', code: 'unknown_place' }),
    ]);
    const x = await setup('x');
    expect(x.connector.validate({ kind: 'text', text: 'hi', media: [], location: draft.location })).toEqual([
      expect.objectContaining({
        field: 'location',
        message: 'X posts cannot be tagged with a place.',
      }),
    ]);
  });
});
