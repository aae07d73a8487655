/**
 * Every network connector by its key: the one place the server turns a `NetworkKey` into a `Connector`.
 */
import type { Connector, ConnectorDeps, NetworkKey } from './core/types.ts';
import { createDemoConnector, type DemoConnectorInput } from './demo/index.ts';
import { createFacebookConnector } from './facebook/index.ts';
import type { InstagramLogin } from './instagram/auth.ts';
import { createInstagramConnector } from './instagram/index.ts';
import { createLinkedInConnector } from './linkedin/index.ts';
import { createPinterestConnector } from './pinterest/index.ts';
import { createThreadsConnector } from './threads/index.ts';
import { createTiktokAdsConnector } from './tiktok-ads/index.ts';
import { createTiktokBusinessConnector } from './tiktok-business/index.ts';
import { createXConnector } from './x/index.ts';
import { createYoutubeConnector } from './youtube/index.ts';

export { NETWORK_KEYS, NETWORK_NAMES } from './core/networks.ts';

/** What the demo connector needs beyond `ConnectorDeps` (its store, emulated network, consent URL, key). */
export type DemoInputs = Omit<DemoConnectorInput, keyof ConnectorDeps>;

export type RegistryDeps = ConnectorDeps & {
  /** Required for `demo`. */
  demo?: DemoInputs;
  /** Instagram's login variant (default Facebook Login; `instagram` for Instagram Login). */
  instagramLogin?: InstagramLogin;
};

const FACTORIES: Record<NetworkKey, (deps: RegistryDeps) => Connector> = {
  instagram: (deps) => createInstagramConnector(deps, { login: deps.instagramLogin ?? 'facebook' }),
  facebook: createFacebookConnector,
  x: createXConnector,
  threads: createThreadsConnector,
  linkedin: createLinkedInConnector,
  tiktok_business: createTiktokBusinessConnector,
  tiktok_ads: createTiktokAdsConnector,
  youtube: (deps) => createYoutubeConnector(deps),
  pinterest: createPinterestConnector,
  demo: (deps) => {
    if (!deps.demo) throw new Error('The demo network needs its store: pass `demo` to createConnector.');

    return createDemoConnector({ ...deps, ...deps.demo });
  },
};

/** The connector of `key`, built from the shared dependencies. */
export function createConnector(key: NetworkKey, deps: RegistryDeps): Connector {
  return FACTORIES[key](deps);
}
