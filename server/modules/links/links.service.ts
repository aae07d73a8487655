/**
 * What the composer looks up while a post is written: places to tag it with (through the profile's own connector
 * and connection) and link previews (fetched server-side from public addresses only, read from the page's
 * OpenGraph / Twitter card / `<title>` tags, kept for an hour).
 */
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { TLinkPreview, TLocationSearch, TNetworkFailure } from '../../../contracts/links.ts';
import { invalid, profileNotFound } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { ConnectorFailure } from '../../networks/core/http.ts';
import type { ConnectorError } from '../../networks/core/types.ts';
import type { Actor } from '../identity/identity.service.ts';
import { fetchPublic, type PublicFetchLimits } from '../../lib/public-fetch.ts';
import { errorClassOf, type SocialService } from '../social/social.service.ts';
import { decodePage, parsePageMeta } from './page-meta.ts';

/** Limits of a link preview fetch: time, redirects, bytes read. */
export const SCRAPE_LIMITS = { timeoutMs: 5000, maxRedirects: 3, maxBytes: 1024 * 1024 } as const;
const PREVIEW_TTL_MS = 60 * 60 * 1000;
const PREVIEW_ENTRIES = 1000;
const PLACES_TTL_MS = 10 * 60 * 1000;
const PLACES_ENTRIES = 2000;
const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
const USER_AGENT = 'Mozilla/5.0 (compatible; KestrelLinkPreview/1.0; +https://github.com/kestrel)';

export type LinksDeps = {
  clock: Clock;
  social: SocialService;
  logger: FastifyBaseLogger;
  /** Which resolved addresses a link preview may fetch: public ones in the server; tests also open loopback. */
  isAllowedAddress?: PublicFetchLimits['isAllowedAddress'];
  /** Name resolution (tests). */
  resolve?: PublicFetchLimits['resolve'];
};

const failureOf = (error: ConnectorError): TNetworkFailure => ({
  reason: errorClassOf(error.kind),
  message: error.userMessage,
  retry_after_seconds:
    error.retryAfterMs !== undefined ? Math.max(1, Math.ceil(error.retryAfterMs / 1000)) : null,
});

/** The address a preview is kept under: without its fragment (the page is the same). */
function cacheKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';

  return parsed.toString();
}

export function createLinksService(deps: LinksDeps) {
  const { clock, social, logger } = deps;
  const previews = new LRUCache<string, TLinkPreview>({ max: PREVIEW_ENTRIES, ttl: PREVIEW_TTL_MS });
  const places = new LRUCache<string, TLocationSearch>({ max: PLACES_ENTRIES, ttl: PLACES_TTL_MS });

  return {
    async searchLocations(actor: Actor, profileId: string, query: string): Promise<TLocationSearch> {
      // Scoped to the account in the repository: another account's profile is not found.
      const profile = await social.repo.findProfile(actor.accountId, profileId);
      if (!profile) throw profileNotFound();
      let connector;
      try {
        connector = social.connectorOf(profile);
      } catch {
        // The network's app credentials were removed from the server's configuration.
        return {
          supported: false,
          places: [],
          failure: {
            reason: 'retry_later',
            message: 'This network is not set up on this server any more; ask the administrator.',
            retry_after_seconds: null,
          },
        };
      }
      if (!connector.searchLocations) return { supported: false, places: [], failure: null };
      const key = `${profile.id}\n${query.toLowerCase()}`;
      const kept = places.get(key);
      if (kept) return kept;
      try {
        const opened = await social.openAccount(profile.id);
        if (!opened)
          return {
            supported: true,
            places: [],
            failure: {
              reason: 'reconnect',
              message: 'This profile is paused or disconnected: reconnect it to search for places.',
              retry_after_seconds: null,
            },
          };
        const found = await opened.connector.searchLocations!(opened.ctx, query);
        const result: TLocationSearch = {
          supported: true,
          places: found.map((place) => ({
            id: place.remoteId,
            name: place.name,
            address: place.address,
            city: place.city,
            country: place.country,
            latitude: place.latitude,
            longitude: place.longitude,
          })),
          failure: null,
        };
        places.set(key, result);

        return result;
      } catch (error) {
        if (error instanceof ConnectorFailure)
          return { supported: true, places: [], failure: failureOf(error.error) };
        logger.error({ err: error, profileId }, 'searching places failed');
        throw error;
      }
    },

    async scrapeUrl(url: string): Promise<TLinkPreview> {
      const key = cacheKey(url);
      const kept = previews.get(key);
      if (kept) return kept;
      const refuse = (reason: string) => invalid({ url: reason });
      const fetched = await fetchPublic(url, {
        ...SCRAPE_LIMITS,
        ...(deps.isAllowedAddress ? { isAllowedAddress: deps.isAllowedAddress } : {}),
        ...(deps.resolve ? { resolve: deps.resolve } : {}),
        headers: {
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-language': 'en',
        },
      });
      if (!fetched.ok) throw refuse(fetched.reason);
      const { answer } = fetched;
      if (answer.status < 200 || answer.status >= 300)
        throw refuse(`The page answered ${answer.status}: check the address.`);
      const contentType = answer.headers['content-type'];
      const mime = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!HTML_TYPES.includes(mime))
        throw refuse(
          mime
            ? `This address is not a web page (it answers ${mime}), so it has no preview.`
            : 'This address does not say it is a web page, so it has no preview.',
        );
      const meta = parsePageMeta(decodePage(answer.body, contentType), answer.url);
      const preview: TLinkPreview = {
        url,
        canonical_url: meta.canonicalUrl ?? answer.url.toString(),
        title: meta.title,
        description: meta.description,
        image_url: meta.imageUrl,
        site_name: meta.siteName ?? answer.url.hostname.replace(/^www\./, ''),
        fetched_at: clock.now().toISOString(),
      };
      previews.set(key, preview);

      return preview;
    },
  };
}

export type LinksService = ReturnType<typeof createLinksService>;
