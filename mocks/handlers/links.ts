import {
  scrapeUrl,
  searchLocations,
  type TLinkPreview,
  type TLocationSearch,
  type TPlace,
} from '@contracts/links.ts';
import { delay } from 'msw';
import { MockApiError, mockEndpoint } from '../endpoint.ts';
import { SOCIAL_IDS } from './social.ts';

/** A few of the demo network's places (server/networks/demo/places.ts), as the search answers them. */
export function placesFixture(): TPlace[] {
  return [
    {
      id: 'demo-place-1',
      name: 'Blue Bottle Coffee Ferry Building',
      address: '1 Ferry Building #7',
      city: 'San Francisco',
      country: 'United States',
      latitude: 37.79548,
      longitude: -122.39377,
    },
    {
      id: 'demo-place-2',
      name: 'Ferry Building Marketplace',
      address: '1 Ferry Building',
      city: 'San Francisco',
      country: 'United States',
      latitude: 37.79553,
      longitude: -122.39348,
    },
    {
      id: 'demo-place-13',
      name: 'Tower Bridge',
      address: 'Tower Bridge Rd',
      city: 'London',
      country: 'United Kingdom',
      latitude: 51.50546,
      longitude: -0.07537,
    },
    {
      id: 'demo-place-14',
      name: 'Borough Market',
      address: '8 Southwark St',
      city: 'London',
      country: 'United Kingdom',
      latitude: 51.50551,
      longitude: -0.09097,
    },
    {
      id: 'demo-place-18',
      name: 'Eiffel Tower',
      address: 'Champ de Mars, 5 Av. Anatole France',
      city: 'Paris',
      country: 'France',
      latitude: 48.85837,
      longitude: 2.29448,
    },
  ];
}

export function linkPreviewFixture(url = 'https://kestrel-roasters.example/autumn'): TLinkPreview {
  return {
    url,
    canonical_url: 'https://kestrel-roasters.example/autumn',
    title: 'Our autumn roast is here',
    description: 'Notes of fig and cocoa, roasted on Tuesdays and shipped on Wednesdays.',
    image_url: null,
    site_name: 'Kestrel Roasters',
    fetched_at: '2026-11-20T09:30:00.000Z',
  };
}

/**
 * `/search-locations` and `/scrape-url`. Places: the X profile's network takes none; the Facebook profile's
 * connection has expired (reconnect); a query starting with "busy" finds the network rate-limited. Link
 * previews: an address with "picture" is not a web page (422 on `url`), one with "slow" never answers.
 */
export function linksHandlers() {
  return [
    mockEndpoint(searchLocations, ({ request }): TLocationSearch => {
      const query = new URL(request.url).searchParams;
      const profileId = query.get('profile_id');
      const q = (query.get('q') ?? '').trim().toLowerCase();
      if (profileId === SOCIAL_IDS.x) return { supported: false, places: [], failure: null };
      if (profileId === SOCIAL_IDS.facebook)
        return {
          supported: true,
          places: [],
          failure: {
            reason: 'reconnect',
            message: 'Facebook no longer accepts the connection.',
            retry_after_seconds: null,
          },
        };
      if (q.startsWith('busy'))
        return {
          supported: true,
          places: [],
          failure: {
            reason: 'retry_later',
            message: 'Instagram asked us to slow down; we will try again later.',
            retry_after_seconds: 60,
          },
        };
      const words = q.split(/\s+/).filter(Boolean);

      return {
        supported: true,
        places: placesFixture().filter((place) =>
          words.every((word) =>
            [place.name, place.city, place.country].join(' ').toLowerCase().includes(word),
          ),
        ),
        failure: null,
      };
    }),
    mockEndpoint(scrapeUrl, async ({ request }) => {
      const url = new URL(request.url).searchParams.get('url') ?? '';
      if (url.includes('slow')) await delay('infinite');
      if (url.includes('picture'))
        throw new MockApiError(422, {
          message: 'This address is not a web page (it answers image/png), so it has no preview.',
          code: 'validation_failed',
          errors: { url: ['This address is not a web page (it answers image/png), so it has no preview.'] },
        });

      return linkPreviewFixture(url);
    }),
  ];
}
