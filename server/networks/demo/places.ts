/**
 * The demo network's places: a fixed catalogue of real-world venues and landmarks (names, addresses and
 * coordinates as they are publicly known), searched like the networks search theirs. Only the emulations of
 * networks that tag posts with a place offer it (Instagram, Facebook, Threads; meta/places.ts). Ids are stable
 * (`demo-place-<n>`), so a post tagged today is still tagged tomorrow.
 */
import type { Draft, RemotePlace, ValidationIssue } from '../core/types.ts';
import type { DemoEmulatedNetwork } from './capabilities.ts';

/** The emulated networks whose posts can carry a place. */
export const DEMO_PLACE_NETWORKS: readonly DemoEmulatedNetwork[] = ['instagram', 'facebook', 'threads'];

export const demoHasPlaces = (network: DemoEmulatedNetwork) => DEMO_PLACE_NETWORKS.includes(network);

type Row = [name: string, address: string | null, city: string, country: string, lat: number, lng: number];

// prettier-ignore
const ROWS: readonly Row[] = [
  ['Blue Bottle Coffee Ferry Building', '1 Ferry Building #7', 'San Francisco', 'United States', 37.79548, -122.39377],
  ['Ferry Building Marketplace', '1 Ferry Building', 'San Francisco', 'United States', 37.79553, -122.39348],
  ['Golden Gate Park', null, 'San Francisco', 'United States', 37.76904, -122.48352],
  ['Tartine Bakery', '600 Guerrero St', 'San Francisco', 'United States', 37.76142, -122.42407],
  ['Central Park', null, 'New York', 'United States', 40.78251, -73.96528],
  ['Brooklyn Bridge', null, 'New York', 'United States', 40.70608, -73.99686],
  ['The Metropolitan Museum of Art', '1000 5th Ave', 'New York', 'United States', 40.77941, -73.96323],
  ['Chelsea Market', '75 9th Ave', 'New York', 'United States', 40.74241, -74.00613],
  ['Pike Place Market', '85 Pike St', 'Seattle', 'United States', 47.60968, -122.34218],
  ['Millennium Park', '201 E Randolph St', 'Chicago', 'United States', 41.88258, -87.62255],
  ['Griffith Observatory', '2800 E Observatory Rd', 'Los Angeles', 'United States', 34.11843, -118.30039],
  ['Santa Monica Pier', '200 Santa Monica Pier', 'Santa Monica', 'United States', 34.00829, -118.49873],
  ['Tower Bridge', 'Tower Bridge Rd', 'London', 'United Kingdom', 51.50546, -0.07537],
  ['Borough Market', '8 Southwark St', 'London', 'United Kingdom', 51.50551, -0.09097],
  ['Tate Modern', 'Bankside', 'London', 'United Kingdom', 51.50759, -0.09935],
  ['Hyde Park', null, 'London', 'United Kingdom', 51.50731, -0.16574],
  ['Covent Garden', null, 'London', 'United Kingdom', 51.51175, -0.12268],
  ['Eiffel Tower', 'Champ de Mars, 5 Av. Anatole France', 'Paris', 'France', 48.85837, 2.29448],
  ['Musée du Louvre', 'Rue de Rivoli', 'Paris', 'France', 48.86061, 2.33764],
  ['Jardin du Luxembourg', null, 'Paris', 'France', 48.84622, 2.33715],
  ['Le Marais', null, 'Paris', 'France', 48.85909, 2.36252],
  ['Brandenburger Tor', 'Pariser Platz', 'Berlin', 'Germany', 52.51628, 13.37770],
  ['Markthalle Neun', 'Eisenbahnstraße 42/43', 'Berlin', 'Germany', 52.50227, 13.43158],
  ['Tempelhofer Feld', null, 'Berlin', 'Germany', 52.47306, 13.40305],
  ['Rijksmuseum', 'Museumstraat 1', 'Amsterdam', 'Netherlands', 52.35999, 4.88521],
  ['Vondelpark', null, 'Amsterdam', 'Netherlands', 52.35797, 4.86862],
  ['Mercado de San Miguel', 'Plaza de San Miguel', 'Madrid', 'Spain', 40.41543, -3.70897],
  ['Parque del Retiro', null, 'Madrid', 'Spain', 40.41529, -3.68446],
  ['Sagrada Família', 'Carrer de Mallorca, 401', 'Barcelona', 'Spain', 41.40363, 2.17436],
  ['Mercat de la Boqueria', 'La Rambla, 91', 'Barcelona', 'Spain', 41.38164, 2.17166],
  ['Colosseo', 'Piazza del Colosseo', 'Rome', 'Italy', 41.89021, 12.49223],
  ['Piazza San Marco', null, 'Venice', 'Italy', 45.43419, 12.33846],
  ['Nyhavn', null, 'Copenhagen', 'Denmark', 55.67976, 12.59088],
  ['Torvehallerne', 'Frederiksborggade 21', 'Copenhagen', 'Denmark', 55.68387, 12.56970],
  ['Shibuya Crossing', null, 'Tokyo', 'Japan', 35.65949, 139.70055],
  ['Tsukiji Outer Market', '4 Chome-16-2 Tsukiji', 'Tokyo', 'Japan', 35.66545, 139.77035],
  ['Fushimi Inari Taisha', '68 Fukakusa Yabunouchicho', 'Kyoto', 'Japan', 34.96714, 135.77267],
  ['Sydney Opera House', 'Bennelong Point', 'Sydney', 'Australia', -33.85678, 151.21530],
  ['Bondi Beach', null, 'Sydney', 'Australia', -33.89148, 151.27674],
  ['Queen Victoria Market', 'Queen St', 'Melbourne', 'Australia', -37.80761, 144.95685],
  ['Stanley Park', null, 'Vancouver', 'Canada', 49.30425, -123.14425],
  ['Granville Island Public Market', '1669 Johnston St', 'Vancouver', 'Canada', 49.27226, -123.13475],
  ['Marché Jean-Talon', '7070 Av. Henri-Julien', 'Montréal', 'Canada', 45.53657, -73.61497],
  ['Table Mountain', null, 'Cape Town', 'South Africa', -33.96283, 18.40976],
  ['Copacabana', null, 'Rio de Janeiro', 'Brazil', -22.97140, -43.18267],
  ['Mercado de San Juan', 'Ernesto Pugibet 21', 'Mexico City', 'Mexico', 19.43115, -99.14349],
];

export const DEMO_PLACES: readonly RemotePlace[] = ROWS.map(
  ([name, address, city, country, lat, lng], i) => ({
    remoteId: `demo-place-${i + 1}`,
    name,
    address,
    city,
    country,
    latitude: lat,
    longitude: lng,
  }),
);

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** At most this many places a search, like the real networks' first page. */
const LIMIT = 10;

/**
 * Places matching every word of `query` in their name, address, city or country (accents ignored), places whose
 * name starts with the query first, then by name.
 */
export function searchDemoPlaces(query: string): RemotePlace[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const q = fold(query.trim());

  return DEMO_PLACES.map((place) => {
    const name = fold(place.name);
    const haystack = fold([place.name, place.address, place.city, place.country].filter(Boolean).join(' '));
    if (!words.every((word) => haystack.includes(word))) return null;

    return { place, rank: name.startsWith(q) ? 0 : name.includes(q) ? 1 : 2 };
  })
    .filter((hit) => hit !== null)
    .sort((a, b) => a.rank - b.rank || a.place.name.localeCompare(b.place.name))
    .slice(0, LIMIT)
    .map((hit) => hit.place);
}

/** A draft's place must be one of the network's own (as a real network refuses an unknown place id). */
export function placeIssues(network: DemoEmulatedNetwork, name: string, draft: Draft): ValidationIssue[] {
  if (!draft.location) return [];
  if (!demoHasPlaces(network))
    return [
      { field: 'location', code: 'no_places', message: `${name} posts cannot be tagged with a place.` },
    ];
  if (network === 'instagram' && draft.kind === 'story')
    return [
      {
        field: 'location',
        code: 'story_location',
        message: `${name} stories cannot be tagged with a place through the API; remove the place or post it to the feed.`,
      },
    ];
  if (!DEMO_PLACES.some((place) => place.remoteId === draft.location?.id))
    return [
      {
        field: 'location',
        code: 'unknown_place',
        message: `${name} does not know this place; search for it again.`,
      },
    ];

  return [];
}
