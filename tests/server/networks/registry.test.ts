import { describe, expect, it } from 'vitest';
import { createMemoryDemoStore } from '../../../server/networks/demo/store.ts';
import { createConnector, NETWORK_KEYS, NETWORK_NAMES } from '../../../server/networks/registry.ts';
import { fixedClock, replay } from './support/replay.ts';

const deps = () => ({
  http: replay([]),
  clock: fixedClock(),
  credentials: { clientId: 'client-id', clientSecret: 'client-secret' },
});

describe('network registry', () => {
  it('builds a connector for every key, each answering to its own key', () => {
    for (const key of NETWORK_KEYS) {
      const connector = createConnector(key, { ...deps(), demo: { store: createMemoryDemoStore() } });
      expect(connector.key).toBe(key);
      expect(Array.isArray(connector.capabilities.kinds)).toBe(true);
    }
  });

  it('names every network for people', () => {
    expect(Object.keys(NETWORK_NAMES).sort()).toEqual([...NETWORK_KEYS].sort());
    expect(NETWORK_NAMES.tiktok_business).toBe('TikTok');
    expect(NETWORK_NAMES.demo).toBe('Demo network');
  });

  it('picks the Instagram login variant', () => {
    const viaFacebook = createConnector('instagram', deps());
    const viaInstagram = createConnector('instagram', { ...deps(), instagramLogin: 'instagram' });
    const redirectUri = 'https://kestrel.example/oauth/instagram/callback';
    const host = (url: string) => new URL(url).host;
    expect(host(viaFacebook.buildAuthorization({ state: 's', redirectUri }).url)).toContain('facebook.com');
    expect(host(viaInstagram.buildAuthorization({ state: 's', redirectUri }).url)).toContain('instagram.com');
  });

  it('asks for the demo store instead of inventing one', () => {
    expect(() => createConnector('demo', deps())).toThrow(/demo/);
  });
});
