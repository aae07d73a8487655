/**
 * Deterministic demo data for the chart stories: a seeded PRNG plus weekly/yearly seasonality, always starting
 * on the fixed day 2024-11-01 (never "today"), so every screenshot is the same on every run.
 */
import { NETWORK_NAMES, PROFILE_NETWORKS } from '@contracts/networks.ts';

/** mulberry32: a tiny seeded PRNG, uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const START_DATE = '2024-11-01';

/** `count` consecutive days from `start` (YYYY-MM-DD), in UTC. */
export function days(count: number, start = START_DATE): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(first + index * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The day `offset` days from `day`. */
export function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

type SeriesShape = {
  seed: number;
  /** Typical daily value. */
  base: number;
  /** Growth over the whole period, as a fraction of base. */
  trend?: number;
  /** Weekly swing, as a fraction of base. */
  weekly?: number;
  /** Random noise, as a fraction of base. */
  noise?: number;
  /** Days (indexes) with no data. */
  gaps?: number[];
  /** Round to integers. @default true */
  round?: boolean;
};

/** Daily values with a trend, a weekly rhythm (sine) and seeded noise. */
export function dailyValues(count: number, shape: SeriesShape): Array<number | null> {
  const random = seededRandom(shape.seed);
  const { base, trend = 0.2, weekly = 0.15, noise = 0.08, gaps = [], round = true } = shape;
  return Array.from({ length: count }, (_, index) => {
    const r = random();
    if (gaps.includes(index)) return null;
    const value =
      base *
      (1 +
        (trend * index) / Math.max(1, count - 1) +
        weekly * Math.sin((index / 7) * 2 * Math.PI) +
        noise * (r - 0.5) * 2 +
        0.06 * Math.sin((index / 365) * 2 * Math.PI));
    return round ? Math.max(0, Math.round(value)) : Math.max(0, Number(value.toFixed(4)));
  });
}

export type DemoSeries = {
  id: string;
  name: string;
  points: Array<{ date: string; value: number | null }>;
  color?: string;
};

export function series(
  id: string,
  name: string,
  count: number,
  shape: SeriesShape,
  start = START_DATE,
): DemoSeries {
  const dates = days(count, start);
  const values = dailyValues(count, shape);
  return { id, name, points: dates.map((date, index) => ({ date, value: values[index] ?? null })) };
}

/** Reach per day over 30 days for three networks (one with two days missing). */
export const reach30 = [
  series('instagram', 'Instagram', 30, { seed: 11, base: 12_400, trend: 0.35 }),
  series('facebook', 'Facebook', 30, { seed: 23, base: 8_200, trend: 0.1 }),
  series('tiktok', 'TikTok', 30, { seed: 37, base: 5_600, trend: 0.6, gaps: [12, 13] }),
];

/** The 30 days before: the previous period of `reach30`. */
export const reach30Previous = [
  series('instagram', 'Instagram', 30, { seed: 12, base: 10_900, trend: 0.2 }, shiftDay(START_DATE, -30)),
  series('facebook', 'Facebook', 30, { seed: 24, base: 8_500, trend: 0.05 }, shiftDay(START_DATE, -30)),
  series('tiktok', 'TikTok', 30, { seed: 38, base: 4_100, trend: 0.4 }, shiftDay(START_DATE, -30)),
];

/** Engagement rate (fractions) over 30 days. */
export const engagementRate30 = [
  series('instagram', 'Instagram', 30, { seed: 5, base: 0.042, trend: 0.1, noise: 0.12, round: false }),
  series('linkedin', 'LinkedIn', 30, { seed: 6, base: 0.028, trend: 0.2, noise: 0.12, round: false }),
];

const BASES = {
  instagram: 52_000,
  facebook: 41_000,
  x: 18_000,
  threads: 9_000,
  linkedin: 14_000,
  tiktok: 33_000,
  youtube: 26_000,
  pinterest: 7_000,
} as const;
const EIGHT = PROFILE_NETWORKS.map((id) => [id, NETWORK_NAMES[id], BASES[id]] as const);

/** Two years (730 days) of impressions for all eight networks. */
export const impressions730x8 = EIGHT.map(([id, name, base], index) =>
  series(id, name, 730, { seed: 100 + index, base, trend: 0.5 + index * 0.05, noise: 0.12 }),
);

/** Engagements per network and content type (bar chart). */
export const engagementByType = {
  series: [
    { id: 'likes', name: 'Likes' },
    { id: 'comments', name: 'Comments' },
    { id: 'shares', name: 'Shares' },
  ],
  data: [
    { label: 'Instagram', values: { likes: 18_420, comments: 2_310, shares: 1_180 } },
    { label: 'Facebook', values: { likes: 9_840, comments: 1_920, shares: 2_460 } },
    { label: 'TikTok', values: { likes: 22_150, comments: 3_080, shares: 4_720 } },
    { label: 'LinkedIn', values: { likes: 3_260, comments: 640, shares: 410 } },
    { label: 'X', values: { likes: 4_870, comments: 880, shares: null } },
  ],
};

/** Audience by network (donut), eleven parts: the smallest get grouped into "Other". */
export const audienceByNetwork = [
  { id: 'instagram', name: 'Instagram', value: 48_200 },
  { id: 'facebook', name: 'Facebook', value: 31_400 },
  { id: 'tiktok', name: 'TikTok', value: 22_900 },
  { id: 'youtube', name: 'YouTube', value: 12_300 },
  { id: 'linkedin', name: 'LinkedIn', value: 8_700 },
  { id: 'x', name: 'X', value: 6_100 },
  { id: 'pinterest', name: 'Pinterest', value: 3_900 },
  { id: 'threads', name: 'Threads', value: 2_400 },
  { id: 'mastodon', name: 'Mastodon', value: 900 },
  { id: 'bluesky', name: 'Bluesky', value: 700 },
  { id: 'snapchat', name: 'Snapchat', value: 300 },
];

/** Average engagements per post by weekday (Monday = 0) and hour, with a few empty slots at night. */
export function heatmapCells(seed = 7): Array<{ day: number; hour: number; value: number | null }> {
  const random = seededRandom(seed);
  const cells: Array<{ day: number; hour: number; value: number | null }> = [];
  for (let day = 0; day < 7; day += 1) {
    for (let hour = 0; hour < 24; hour += 1) {
      const r = random();
      if (hour >= 1 && hour <= 4 && (day + hour) % 3 === 0) {
        cells.push({ day, hour, value: null });
        continue;
      }
      const daytime = Math.max(0, Math.sin(((hour - 6) / 16) * Math.PI));
      const evening = Math.exp(-((hour - 19) ** 2) / 6);
      const weekend = day >= 5 ? 1.2 : 1;
      cells.push({
        day,
        hour,
        value: Math.round((80 + 420 * daytime + 520 * evening) * weekend * (0.8 + 0.4 * r)),
      });
    }
  }
  return cells;
}

/** Posts by engagement-rate range (histogram). */
export const engagementBuckets = [
  { label: '0–1%', count: 14 },
  { label: '1–2%', count: 38 },
  { label: '2–3%', count: 61 },
  { label: '3–4%', count: 47 },
  { label: '4–5%', count: 29 },
  { label: '5–6%', count: 16 },
  { label: '6–8%', count: 9 },
  { label: '8%+', count: 4 },
];

/** A flat-colour thumbnail as a data URI (no network in tests). */
export function thumbnail(from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="160" fill="url(#g)"/><circle cx="112" cy="52" r="18" fill="rgba(255,255,255,0.55)"/><path d="M0 130 L48 88 L84 116 L116 92 L160 128 L160 160 L0 160 Z" fill="rgba(255,255,255,0.35)"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const topPosts = [
  {
    id: 'p1',
    thumbnailUrl: thumbnail('#f58529', '#dd2a7b'),
    caption: 'Behind the scenes of our autumn shoot — swipe to see the making of the new collection 🍂',
    network: 'instagram' as const,
    publishedAt: '2024-11-04T17:30:00Z',
    metricValue: 18_420,
    metricLabel: 'Engagements',
  },
  {
    id: 'p2',
    thumbnailUrl: thumbnail('#25f4ee', '#fe2c55'),
    caption: 'Three packing hacks in 30 seconds',
    network: 'tiktok' as const,
    publishedAt: '2024-11-09T19:05:00Z',
    metricValue: 12_960,
    metricLabel: 'Engagements',
  },
  {
    id: 'p3',
    thumbnailUrl: null,
    caption:
      'We are hiring! Join our product team in Lisbon or remotely across Europe. Senior designers, engineers and a community lead — read the full posts on our careers page and share with anyone who might be a good fit.',
    network: 'linkedin' as const,
    publishedAt: '2024-11-12T08:00:00Z',
    metricValue: 7_310,
    metricLabel: 'Engagements',
  },
  {
    id: 'p4',
    thumbnailUrl: thumbnail('#1877f2', '#7ab6ff'),
    caption: 'Live Q&A recap: your top ten questions answered',
    network: 'facebook' as const,
    publishedAt: '2024-11-15T12:45:00Z',
    metricValue: 5_204,
    metricLabel: 'Engagements',
  },
  {
    id: 'p5',
    thumbnailUrl: thumbnail('#ff0000', '#ff8a65'),
    caption: 'Full tutorial: editing vertical video on your phone',
    network: 'youtube' as const,
    publishedAt: '2024-11-18T16:00:00Z',
    metricValue: 3_980,
    metricLabel: 'Engagements',
  },
  {
    id: 'p6',
    thumbnailUrl: null,
    caption: 'Thread: what we learned shipping 40 releases this year',
    network: 'x' as const,
    publishedAt: '2024-11-21T10:20:00Z',
    metricValue: 2_147,
    metricLabel: 'Engagements',
  },
];

export const networkLabels = NETWORK_NAMES;

export const demographics = {
  ageGender: [
    { ageRange: '13–17', female: 0.021, male: 0.014, other: 0.002 },
    { ageRange: '18–24', female: 0.162, male: 0.118, other: 0.008 },
    { ageRange: '25–34', female: 0.214, male: 0.167, other: 0.009 },
    { ageRange: '35–44', female: 0.108, male: 0.084, other: 0.004 },
    { ageRange: '45–54', female: 0.041, male: 0.029, other: 0.002 },
    { ageRange: '55–64', female: 0.009, male: 0.006, other: 0.001 },
    { ageRange: '65+', female: 0.001, male: 0, other: 0 },
  ],
  countries: [
    { name: 'France', share: 0.342 },
    { name: 'Belgium', share: 0.121 },
    { name: 'Canada', share: 0.097 },
    { name: 'Switzerland', share: 0.064 },
    { name: 'United States', share: 0.051 },
  ],
  cities: [
    { name: 'Paris', share: 0.188 },
    { name: 'Brussels', share: 0.071 },
    { name: 'Montréal', share: 0.062 },
    { name: 'Lyon', share: 0.044 },
    { name: 'Geneva', share: 0.031 },
  ],
};

/** Followers gained and lost per day over 30 days (one day missing). */
export function growthPoints(
  count = 30,
  seed = 3,
): Array<{ date: string; gained: number | null; lost: number | null }> {
  const gained = dailyValues(count, { seed, base: 420, trend: 0.4, weekly: 0.2, noise: 0.25 });
  const lost = dailyValues(count, { seed: seed + 1, base: 160, trend: 0.1, weekly: 0.1, noise: 0.5 });
  return days(count).map((date, index) =>
    index === 17
      ? { date, gained: null, lost: null }
      : { date, gained: gained[index] ?? null, lost: lost[index] ?? null },
  );
}

/* ---- Play-function helpers ---- */

/** The visible chart tooltip card inside `root`, if any. */
export function chartTooltip(root: HTMLElement): HTMLElement | null {
  return root.querySelector<HTMLElement>('[data-chart-tooltip]');
}

/** Moves the mouse over a chart svg at a fraction of its width and height (recharts reads mousemove). */
export function pointAt(chart: Element, x = 0.5, y = 0.5): void {
  const box = chart.getBoundingClientRect();
  const init = { bubbles: true, clientX: box.left + box.width * x, clientY: box.top + box.height * y };
  chart.dispatchEvent(new MouseEvent('mousemove', init));
}
