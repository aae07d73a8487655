import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ERROR_CLASSES } from './social.ts';

/**
 * What the composer looks up while a post is written (spec §7, Media): places to tag a post with, from the
 * profile's own network, and the preview a link unfurls into.
 */

export const LOCATION_QUERY_MIN = 2;

export const ZPlace = z
  .object({
    /** The network's own id for the place (a Facebook Page id on Facebook and Instagram). */
    id: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'Place' });
export type TPlace = z.infer<typeof ZPlace>;

/** A network call that failed, as the user acts on it: reconnect the profile, try again later, or refused. */
export const ZNetworkFailure = z.object({
  reason: z.enum(ERROR_CLASSES),
  /** Plain words from the network's answer. */
  message: z.string(),
  /** When to try again, for `retry_later`, when the network said. */
  retry_after_seconds: z.number().int().nullable(),
});
export type TNetworkFailure = z.infer<typeof ZNetworkFailure>;

export const ZLocationSearch = z
  .object({
    /** Whether the profile's network tags posts with a place at all; when not, `places` is empty. */
    supported: z.boolean(),
    places: z.array(ZPlace),
    /** Set when the network could not answer; `places` is then empty. */
    failure: ZNetworkFailure.nullable(),
  })
  .meta({ id: 'LocationSearch' });
export type TLocationSearch = z.infer<typeof ZLocationSearch>;

export const searchLocations = defineEndpoint({
  id: 'searchLocations',
  method: 'GET',
  path: '/search-locations',
  summary: "Places a post can be tagged with, from the profile's network, best match first",
  description:
    "Searched with the profile's own connection: Facebook and Instagram (connected through Facebook Login) search Facebook Pages that have a location, Threads its own places, the demo network a fixed set of real places. X, LinkedIn, TikTok, YouTube and Pinterest have no usable place search (`supported: false`). A network that cannot answer is reported in `failure` (reconnect, retry later or rejected), not as an error.",
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', at: 'query.profile_id' },
  query: z.object({
    profile_id: z.uuid({ error: 'Choose a profile.' }),
    q: z
      .string({ error: 'Type a place to search for.' })
      .trim()
      .min(LOCATION_QUERY_MIN, `Type at least ${LOCATION_QUERY_MIN} characters.`)
      .max(100, 'Use at most 100 characters.'),
  }),
  response: { status: 200, description: 'Places, or why there are none', schema: ZLocationSearch },
  errors: [401, 404],
});

export const ZLinkPreview = z
  .object({
    /** The address asked for. */
    url: z.string(),
    /** The page's canonical address (og:url or <link rel=canonical>), else the address after redirects. */
    canonical_url: z.string(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    /** An absolute http(s) address of the page's picture (og:image or twitter:image). */
    image_url: z.string().nullable(),
    /** og:site_name, else the host name without `www.`. */
    site_name: z.string(),
    /** When the preview was read from the page (results are kept for a while). */
    fetched_at: z.iso.datetime(),
  })
  .meta({ id: 'LinkPreview' });
export type TLinkPreview = z.infer<typeof ZLinkPreview>;

export const scrapeUrl = defineEndpoint({
  id: 'scrapeUrl',
  method: 'GET',
  path: '/scrape-url',
  summary: 'The preview a link unfurls into: title, description, picture, site name and canonical address',
  description:
    "Read from the page's OpenGraph and Twitter card tags, its <title> and meta description. Only public http(s) addresses are fetched (private, loopback and link-local addresses are refused, also after a redirect), HTML pages only, within a few seconds, a few redirects and the first megabyte. A page that cannot be read is a 422 on `url` saying why. Previews are kept for an hour.",
  tag: 'Publishing',
  access: 'user',
  permission: { role: 'member' },
  query: z.object({
    url: z.url({ protocol: /^https?$/, error: 'Give a web address (http or https).' }).max(2000),
  }),
  response: { status: 200, description: 'The preview', schema: ZLinkPreview },
  errors: [401],
});
