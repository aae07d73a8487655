/**
 * Place search for tagging posts on Meta's networks.
 *
 * - Facebook Pages and Instagram (Facebook Login): a place is a Facebook Page with a location. Meta retired the
 *   `search?type=place` Places Graph; the Pages Search API (`GET /pages/search?q=…&fields=…,location`, needs the
 *   "Page Public Metadata Access" feature) is what is left, and its Page ids are what `/{page}/feed`'s `place` and
 *   Instagram's container `location_id` take. Pages without a location (brands, people) are left out: the networks
 *   refuse them as places.
 * - Threads: its own `GET /location_search?q=…` (permission `threads_location_tagging`), ids for the container's
 *   `location_id`. Until the app is approved for that permission Threads answers only for the query "Menlo Park".
 *
 * Instagram Login (graph.instagram.com) has no place search: an Instagram profile connected that way offers none.
 */
import { z } from 'zod';
import type { AccountCtx, RemotePlace } from '../core/types.ts';
import { tokenFor, type Graph } from './graph.ts';

/** At most this many places a search. */
export const PLACE_LIMIT = 15;

const number = z.union([z.number(), z.string()]).transform((value) => {
  const parsed = typeof value === 'number' ? value : Number(value);

  return Number.isFinite(parsed) ? parsed : null;
});
const text = z.string().optional();

const pageLocation = z.object({
  street: text,
  city: text,
  state: text,
  country: text,
  zip: text,
  latitude: number.optional(),
  longitude: number.optional(),
});

const pagesBody = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), location: pageLocation.optional() })),
});

const threadsBody = z.object({
  data: z.array(
    z.object({
      id: z.union([z.string(), z.number()]).transform(String),
      name: z.string(),
      address: text,
      city: text,
      country: text,
      latitude: number.optional(),
      longitude: number.optional(),
      postal_code: text,
    }),
  ),
});

const orNull = <T>(value: T | null | undefined): T | null =>
  value === undefined || value === '' ? null : value;

/** Facebook Pages with a location matching `query` (for Facebook's `place` and Instagram's `location_id`). */
export async function searchPagePlaces(graph: Graph, ctx: AccountCtx, query: string): Promise<RemotePlace[]> {
  const body = await graph.get(
    'pages/search',
    { q: query, fields: 'id,name,location', limit: PLACE_LIMIT * 2 },
    pagesBody,
    tokenFor(ctx),
  );

  return body.data
    .filter((page) => page.location && (typeof page.location.latitude === 'number' || page.location.city))
    .slice(0, PLACE_LIMIT)
    .map((page) => ({
      remoteId: page.id,
      name: page.name,
      address: orNull(page.location?.street),
      city: orNull(page.location?.city),
      country: orNull(page.location?.country),
      latitude: page.location?.latitude ?? null,
      longitude: page.location?.longitude ?? null,
    }));
}

/** Threads locations matching `query`. */
export async function searchThreadsPlaces(
  graph: Graph,
  ctx: AccountCtx,
  query: string,
): Promise<RemotePlace[]> {
  const body = await graph.get(
    'location_search',
    { q: query, fields: 'id,name,address,city,country,latitude,longitude,postal_code' },
    threadsBody,
    tokenFor(ctx),
  );

  return body.data.slice(0, PLACE_LIMIT).map((place) => ({
    remoteId: place.id,
    name: place.name,
    address: orNull(place.address),
    city: orNull(place.city),
    country: orNull(place.country),
    latitude: place.latitude ?? null,
    longitude: place.longitude ?? null,
  }));
}
