/**
 * Demo accounts. A remote id is `demo.<network>.<slug>`: it names the emulated network and seeds everything
 * about the account, so any id of that shape is a valid (generated) account — the fixed lists below are only
 * what the consent screen offers.
 */
import { ConnectorFailure } from '../core/http.ts';
import type { RemoteAccount } from '../core/types.ts';
import { DEMO_NETWORK_NAMES, type DemoEmulatedNetwork, isDemoNetwork } from './capabilities.ts';
import { dayOf } from './days.ts';
import { THEME_KEYS, THEMES, type Theme } from './phrases.ts';
import { hashString, rngFor } from './prng.ts';
import { NETWORK_STYLES, type NetworkStyle } from './styles.ts';

export type City = { name: string; country: string; utcOffsetMin: number };

/** Home cities: where the audience lives and the clock the account posts by (standard time, no DST). */
export const CITIES: readonly City[] = [
  { name: 'Portland', country: 'US', utcOffsetMin: -480 },
  { name: 'Chicago', country: 'US', utcOffsetMin: -360 },
  { name: 'New York', country: 'US', utcOffsetMin: -300 },
  { name: 'Toronto', country: 'CA', utcOffsetMin: -300 },
  { name: 'London', country: 'GB', utcOffsetMin: 0 },
  { name: 'Dublin', country: 'IE', utcOffsetMin: 0 },
  { name: 'Lisbon', country: 'PT', utcOffsetMin: 0 },
  { name: 'Berlin', country: 'DE', utcOffsetMin: 60 },
  { name: 'Amsterdam', country: 'NL', utcOffsetMin: 60 },
  { name: 'Barcelona', country: 'ES', utcOffsetMin: 60 },
  { name: 'Stockholm', country: 'SE', utcOffsetMin: 60 },
  { name: 'Melbourne', country: 'AU', utcOffsetMin: 600 },
];

type FixedAccount = { slug: string; name: string; handle: string; theme: string; city: string };

/**
 * The demo workspace's brand, one profile per network. Each has its own name, as a brand's accounts often do
 * (a café's page, a channel, a "brew guides" board), so a list of them can be told apart without the badge.
 */
const kestrel = (name: string, handle: string): FixedAccount => ({
  slug: 'kestrel-roasters',
  name,
  handle,
  theme: 'coffee',
  city: 'Portland',
});

/** What the demo consent screen offers, per emulated network (2–3 accounts each). */
const FIXED_ACCOUNTS: Record<DemoEmulatedNetwork, readonly FixedAccount[]> = {
  instagram: [
    kestrel('Kestrel Roasters', 'kestrelroasters'),
    {
      slug: 'juniper-rye',
      name: 'Juniper & Rye Bakery',
      handle: 'juniperandrye',
      theme: 'bakery',
      city: 'London',
    },
    {
      slug: 'tidewater-yoga',
      name: 'Tidewater Yoga',
      handle: 'tidewater.yoga',
      theme: 'wellness',
      city: 'Lisbon',
    },
  ],
  facebook: [
    kestrel('Kestrel Roasters Café', 'KestrelRoasters'),
    {
      slug: 'maple-street-hardware',
      name: 'Maple Street Hardware',
      handle: 'maplestreethw',
      theme: 'hardware',
      city: 'Chicago',
    },
  ],
  x: [
    kestrel('Kestrel Coffee', 'kestrel_coffee'),
    {
      slug: 'brightline-analytics',
      name: 'Brightline Analytics',
      handle: 'brightlinehq',
      theme: 'tech',
      city: 'New York',
    },
    {
      slug: 'northwind-cycling',
      name: 'Northwind Cycling',
      handle: 'northwindcc',
      theme: 'outdoors',
      city: 'Amsterdam',
    },
  ],
  threads: [
    kestrel('Kestrel Roasters Daily', 'kestrelroasters'),
    {
      slug: 'paper-lantern-studio',
      name: 'Paper Lantern Studio',
      handle: 'paperlantern.studio',
      theme: 'design',
      city: 'Berlin',
    },
  ],
  linkedin: [
    kestrel('Kestrel Roasting Co.', 'kestrel-roasters'),
    {
      slug: 'brightline-analytics',
      name: 'Brightline Analytics',
      handle: 'brightline-analytics',
      theme: 'tech',
      city: 'New York',
    },
    {
      slug: 'harbor-finch',
      name: 'Harbor & Finch Studio',
      handle: 'harbor-and-finch',
      theme: 'design',
      city: 'Dublin',
    },
  ],
  tiktok_business: [
    kestrel('Kestrel Baristas', 'kestrelroasters'),
    {
      slug: 'sprout-kitchen',
      name: 'Sprout Kitchen',
      handle: 'sproutkitchen',
      theme: 'food',
      city: 'Toronto',
    },
    {
      slug: 'loopline-sneakers',
      name: 'Loopline Sneakers',
      handle: 'looplinesneakers',
      theme: 'fashion',
      city: 'Barcelona',
    },
  ],
  youtube: [
    kestrel('Kestrel Coffee Lab', 'KestrelRoasters'),
    {
      slug: 'northwind-cycling',
      name: 'Northwind Cycling',
      handle: 'NorthwindCycling',
      theme: 'outdoors',
      city: 'Amsterdam',
    },
    {
      slug: 'quiet-circuit',
      name: 'Quiet Circuit',
      handle: 'QuietCircuit',
      theme: 'tech',
      city: 'Stockholm',
    },
  ],
  pinterest: [
    kestrel('Kestrel Brew Guides', 'kestrelroasters'),
    {
      slug: 'fernwood-home',
      name: 'Fernwood Home',
      handle: 'fernwoodhome',
      theme: 'home',
      city: 'Melbourne',
    },
    {
      slug: 'saltmarsh-ceramics',
      name: 'Saltmarsh Ceramics',
      handle: 'saltmarshceramics',
      theme: 'home',
      city: 'Dublin',
    },
  ],
};

/** Everything the generator needs about one account, derived from its remote id alone. */
export type DemoAccount = {
  remoteId: string;
  network: DemoEmulatedNetwork;
  slug: string;
  name: string;
  handle: string;
  seed: number;
  theme: Theme;
  city: City;
  style: NetworkStyle;
  /** Logistic follower curve: baseline + capacity / (1 + e^(−rate·(day − midpointDay))). */
  baseline: number;
  capacity: number;
  growthRate: number;
  midpointDay: number;
  /** Share of followers leaving per day. */
  churn: number;
  engagementRate: number;
  postsPerWeek: number;
  storiesPerWeek: number;
  following: number;
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
const PARAMS_SALT = 0x5eed;
/** 2025-01-01: follower curves are centred around it. */
const CURVE_ORIGIN_DAY = dayOf('2025-01-01');

export function demoRemoteId(network: DemoEmulatedNetwork, slug: string): string {
  return `demo.${network}.${slug}`;
}

/** A slug from any text (a competitor's handle, a hashtag). */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/^@/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 60);

  return slug || 'unnamed';
}

const cache = new Map<string, DemoAccount>();

/** The account behind a remote id (`demo.<network>.<slug>`), or null when the id is not a demo id. */
export function parseDemoAccount(remoteId: string): DemoAccount | null {
  const cached = cache.get(remoteId);
  if (cached) return cached;
  const [prefix, network, slug, ...rest] = remoteId.split('.');
  if (prefix !== 'demo' || !network || !isDemoNetwork(network) || !slug || !SLUG.test(slug) || rest.length)
    return null;
  const account = buildAccount(network, slug);
  if (cache.size > 5000) cache.clear();
  cache.set(remoteId, account);

  return account;
}

/** Like `parseDemoAccount`, but an unknown id is a `not_found` failure. */
export function demoAccount(remoteId: string): DemoAccount {
  const account = parseDemoAccount(remoteId);
  if (!account)
    throw new ConnectorFailure({
      kind: 'not_found',
      providerCode: 'unknown_account',
      userMessage: 'The demo network has no account with this id. Reconnect the demo profile.',
    });

  return account;
}

function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function buildAccount(network: DemoEmulatedNetwork, slug: string): DemoAccount {
  const remoteId = demoRemoteId(network, slug);
  const seed = hashString(remoteId);
  const rng = rngFor(seed, PARAMS_SALT);
  const fixed = FIXED_ACCOUNTS[network].find((account) => account.slug === slug);
  const style = NETWORK_STYLES[network];
  const themeKey = fixed?.theme ?? rng.pick(THEME_KEYS);
  const theme = THEMES[themeKey] ?? THEMES.coffee;
  const city = CITIES.find((c) => c.name === fixed?.city) ?? rng.pick(CITIES);
  if (!theme) throw new Error('the demo phrase bank has no coffee theme');
  // Capacity is log-uniform: most accounts are small, a few are large.
  const [capMin, capMax] = style.capacity;
  const capacity = Math.round(Math.exp(rng.range(Math.log(capMin), Math.log(capMax))));
  const [erMin, erMax] = style.er;

  return {
    remoteId,
    network,
    slug,
    name: fixed?.name ?? titleCase(slug),
    handle: fixed?.handle ?? slug.replaceAll('-', ''),
    seed,
    theme,
    city,
    style,
    baseline: Math.round(capacity * rng.range(0.02, 0.08)),
    capacity,
    growthRate: 1 / rng.range(90, 320),
    midpointDay: CURVE_ORIGIN_DAY + rng.int(-450, 650),
    churn: rng.range(0.0003, 0.0015),
    // Geometric middle of the network's range, nudged per account; posts scatter around it.
    engagementRate: Math.sqrt(erMin * erMax) * rng.range(0.7, 1.4),
    postsPerWeek: rng.range(...style.postsPerWeek),
    storiesPerWeek: style.storiesPerWeek ? rng.range(...style.storiesPerWeek) : 0,
    following: rng.int(80, 1200),
  };
}

/** The accounts a demo grant can connect, for one emulated network. */
export function listDemoAccounts(network: DemoEmulatedNetwork): RemoteAccount[] {
  return FIXED_ACCOUNTS[network].map((fixed) => ({
    remoteId: demoRemoteId(network, fixed.slug),
    name: fixed.name,
    handle: fixed.handle,
    avatarUrl: null,
    kind: network === 'youtube' ? 'channel' : network === 'linkedin' ? 'organization' : 'business',
  }));
}

export function networkName(network: DemoEmulatedNetwork): string {
  return `${DEMO_NETWORK_NAMES[network]} (demo)`;
}
