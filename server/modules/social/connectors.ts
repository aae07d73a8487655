import { createHmac } from 'node:crypto';
import type { TConnectTarget, TProfileNetwork } from '../../../contracts/social.ts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConnectorFailure, fetchHttpClient, type HttpClient } from '../../networks/core/http.ts';
import { AppError } from '../../lib/errors.ts';
import type { Connector, ConnectorDeps, NetworkKey } from '../../networks/core/types.ts';
import { type DemoEmulatedNetwork } from '../../networks/demo/index.ts';
import { createConnector } from '../../networks/registry.ts';
import { createDbDemoStore } from './demo-store.ts';

/** What each start URL of spec §7 connects with. */
export const TARGET_CONNECTOR: Record<TConnectTarget, NetworkKey> = {
  instagram: 'instagram',
  facebook: 'facebook',
  twitter: 'x',
  x: 'x',
  threads: 'threads',
  linkedin: 'linkedin',
  tiktok_business: 'tiktok_business',
  tiktok_business_ads: 'tiktok_ads',
  youtube: 'youtube',
  pinterest: 'pinterest',
  demo: 'demo',
};

/** The network a connector's profiles show as. */
export const CONNECTOR_NETWORK: Record<Exclude<NetworkKey, 'demo'>, TProfileNetwork> = {
  instagram: 'instagram',
  facebook: 'facebook',
  x: 'x',
  threads: 'threads',
  linkedin: 'linkedin',
  tiktok_business: 'tiktok',
  tiktok_ads: 'tiktok',
  youtube: 'youtube',
  pinterest: 'pinterest',
};

/** The networks' names, from the contract's one table. */
export { NETWORK_NAMES as NETWORK_DISPLAY_NAMES } from '../../../contracts/networks.ts';

const demoEmulation = (network: TProfileNetwork): DemoEmulatedNetwork =>
  network === 'tiktok' ? 'tiktok_business' : network;

export type ConnectorSource = {
  isConfigured(connector: NetworkKey): boolean;
  /** The connector for a workspace; `network` says which network the demo network plays. */
  get(connector: NetworkKey, context: { accountId: string; network: TProfileNetwork }): Connector;
  redirectUri(target: TConnectTarget): string;
  demoConsentUrl: string;
  demoSigningKey: string;
};

/** Builds connectors from the server's config: app credentials per network, the demo network's store. */
export function createConnectorSource(input: {
  config: Config;
  db: Executor;
  clock: Clock;
  http?: HttpClient;
  /**
   * Reads a post's media for the networks that upload the file itself (the media library's
   * `readForPublishing`: library files from storage, other addresses only if public). Never a plain fetch.
   */
  readMedia?: (url: string, range?: { start: number; end: number }) => Promise<Uint8Array>;
}): ConnectorSource {
  const { config, db, clock } = input;
  const read = input.readMedia;
  const readMedia: ConnectorDeps['readMedia'] = read
    ? async (media, range) => {
        try {
          return await read(media.url, range);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          // Refused for good (a private address, too big, gone): retrying would not help.
          throw new ConnectorFailure({
            kind: 'media_rejected',
            providerCode: 'media_unreadable',
            userMessage: `We could not read a file of this post: ${error.errors?.url?.[0] ?? error.message}`,
          });
        }
      }
    : undefined;
  const http = input.http ?? fetchHttpClient;
  const demoConsentUrl = `${config.publicUrl}/demo-network/authorize`;
  // Demo codes and tokens protect nothing real, but are still signed per installation.
  const demoSigningKey = createHmac('sha256', config.appSecret).update('demo-network').digest('base64url');

  return {
    demoConsentUrl,
    demoSigningKey,
    isConfigured: (connector) => connector === 'demo' || config.networks[connector] !== null,
    redirectUri: (target) => `${config.publicUrl}/api/v1/social-auth/${target}/callback`,
    get(connector, context) {
      if (connector === 'demo') {
        return createConnector('demo', {
          http,
          clock,
          credentials: { clientId: 'demo', clientSecret: demoSigningKey },
          demo: {
            store: createDbDemoStore(db, context.accountId),
            emulate: demoEmulation(context.network),
            consentUrl: demoConsentUrl,
            signingKey: demoSigningKey,
            publishStepMs: config.demoPublishStepSeconds * 1000,
          },
        });
      }
      const app = config.networks[connector];
      if (!app) throw new Error(`${connector} is not configured`);

      return createConnector(connector, {
        http,
        clock,
        credentials: app,
        instagramLogin: app.login,
        ...(readMedia ? { readMedia } : {}),
      });
    },
  };
}
