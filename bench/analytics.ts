/**
 * Analytics at scale, over real HTTP: a workspace of 50 demo profiles (the 8 networks) with two years of daily
 * metrics and 100,000 posts, then every analytics endpoint for a 90-day range and its previous period, on PGlite
 * and on a throwaway PostgreSQL cluster. Target (the issue): p95 ≤ 150 ms on PGlite, ≤ 50 ms on Postgres.
 * Prints figures; it is not a test.
 *
 *   node bench/analytics.ts [--db=pglite|postgres|both] [--runs=50] [--warmup=5] [--only=<label part>]
 *                           [--queries] [--explain] [--no-analyze-pglite] [--proposed-indexes]
 *                           [--url=postgres://…] [--pglite-dir=DIR]
 *
 * The data set is what the sync would have stored after two years of a connected workspace, written without the
 * OAuth round trips and sync jobs: the demo network's own generators (daily metrics, posts and stories with their
 * lifetime metrics, mentions, audience), the sync's row shapes, and the social repository's own writes
 * (`upsertDailyMetrics`, `upsertPosts` with the account's time zone, …). The demo accounts keep their style (mix
 * of formats, hours, audience, engagement) but post more often, so that each profile has 2,000 posts.
 *
 *   --queries           time each SQL statement the endpoints run (per endpoint, mean ms per request)
 *   --explain           EXPLAIN (ANALYZE, BUFFERS) the statements of the endpoints over target
 *   --no-analyze-pglite leave PGlite without planner statistics (it has no autovacuum; the server runs VACUUM
 *                       ANALYZE on it shortly after start and hourly, so by default the bench does too; Postgres
 *                       is vacuumed and analyzed as its autovacuum would have done)
 *   --proposed-indexes  measure again after creating the index proposed in the findings (side by side)
 *   --url=postgres://…  use this (empty) Postgres database instead of a throwaway cluster; the data stays there
 *   --pglite-dir=DIR    PGlite on disk in DIR/pglite (an empty folder; the data stays there) instead of in memory
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { type Database, openDatabase } from '../server/db/index.ts';
import { postCategories } from '../server/db/schema/index.ts';
import { DAY_MS, HOUR_MS } from '../server/lib/clock.ts';
import { createSocialRepository } from '../server/modules/social/social.repository.ts';
import { dateOf, dayOf } from '../server/networks/demo/days.ts';
import { postsOnDay } from '../server/networks/demo/generator.ts';
import {
  DEMO_CAPABILITIES,
  DEMO_NETWORKS,
  type DemoAccount,
  type DemoEmulatedNetwork,
  demoAccount,
  demoRemoteId,
  generateDailyMetrics,
  listDemoAccounts,
  postMetricsAsOf,
} from '../server/networks/demo/index.ts';
import {
  activityOf,
  audienceOf,
  hasAudience,
  mentionsOnDay,
  profileOf,
} from '../server/networks/demo/social.ts';
import type { RemoteMedia, RemotePost } from '../server/networks/core/types.ts';
import { hasPostgres, startThrowawayPostgres } from '../tests/support/postgres.ts';
import { freePort, insertDemoGrants } from './support.ts';

// ---- options ----

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? null;
const flag = (name: string) => process.argv.includes(`--${name}`);
const which = option('db') ?? 'both';
if (!['pglite', 'postgres', 'both'].includes(which)) throw new Error('--db is pglite, postgres or both');
const RUNS = Number(option('runs') ?? 50);
const WARMUP = Number(option('warmup') ?? 5);
const ONLY = option('only');
const PROFILE_QUERIES = flag('queries') || flag('explain');
const EXPLAIN = flag('explain');
// The server refreshes PGlite's statistics itself (server/main.ts, hourly); --no-analyze-pglite measures without.
const ANALYZE_PGLITE = !flag('no-analyze-pglite');
const PROPOSED_INDEXES = flag('proposed-indexes');
const POSTGRES_URL = option('url');
const PGLITE_DIR = option('pglite-dir');

const PROFILES = 50;
const DAYS = 730;
const POSTS_PER_PROFILE = 2000;
const TIME_ZONE = 'Europe/Paris';
const RANGE_DAYS = 90;
const TARGET_MS = { pglite: 150, postgres: 50 } as const;
const APP_SECRET = 'bench-secret-that-is-long-enough-0123456789';
const PUBLIC_URL = 'http://localhost:3000';
/** The sync re-reads a post's metrics while it is under 30 days old, every 6 hours: the last read is near 30 days. */
const LAST_POST_READ_MS = 30 * DAY_MS - 3 * HOUR_MS;
/** Instagram keeps story insights 24 hours: the last read of a story is within its first day. */
const LAST_STORY_READ_MS = 21 * HOUR_MS;

/**
 * Indexes to try, measured after the others with --proposed-indexes. The covering index first proposed here (every
 * column the analytics reads of posts next to the (profile, published_at) key) is now in migration 0006; put the
 * next candidate here.
 */
const PROPOSED_INDEX_SQL: string[] = [];
if (PROPOSED_INDEXES && PROPOSED_INDEX_SQL.length === 0)
  throw new Error('--proposed-indexes: no index is proposed at the moment (PROPOSED_INDEX_SQL is empty)');

// ---- the data set, generated once ----

type ProfileData = {
  id: string;
  network: DemoEmulatedNetwork;
  account: DemoAccount;
  name: string;
  handle: string;
  followers: number;
  daily: {
    day: string;
    metric: string;
    value: number | null;
    raw: string;
    derived: boolean;
    fetchedAt: Date;
  }[];
  posts: {
    id: string;
    remoteId: string;
    kind: string;
    text: string;
    permalink: string | null;
    publishedAt: Date;
    media: RemoteMedia[];
    metrics: Record<string, number | null>;
    metricsUpdatedAt: Date | null;
  }[];
  mentions: {
    id: string;
    remoteId: string;
    kind: 'caption' | 'comment' | 'tag';
    authorHandle: string | null;
    text: string;
    permalink: string | null;
    mentionedAt: Date;
  }[];
  audience: unknown;
  activity: unknown;
  keepsAudience: boolean;
};

const now = new Date();
const today = dayOf(now);
const firstDay = today - DAYS;
const yesterday = dateOf(today - 1);
const range = { from: dateOf(today - RANGE_DAYS), to: yesterday };
const demoBase = `${PUBLIC_URL}/demo-network`;

/** The demo connector's links (`withLinks`): permalinks and media next to the consent screen. */
function withLinks(post: RemotePost): RemotePost {
  const mediaUrl = (index: number) => `${demoBase}/media/${encodeURIComponent(post.remoteId)}/${index}.svg`;

  return {
    ...post,
    permalink: post.permalink ?? `${demoBase}/p/${encodeURIComponent(post.remoteId)}`,
    media: post.media.map((media, index) => ({
      ...media,
      url: media.url ?? (media.type === 'image' ? mediaUrl(index) : null),
      thumbnailUrl: media.thumbnailUrl ?? mediaUrl(index),
    })),
  };
}

/** 50 accounts over the 8 networks: the consent screen's accounts first, then generated ones. */
function pickAccounts(): DemoAccount[] {
  const accounts: DemoAccount[] = [];
  for (let index = 0; accounts.length < PROFILES; index++) {
    const network = DEMO_NETWORKS[index % DEMO_NETWORKS.length]!;
    const round = Math.floor(index / DEMO_NETWORKS.length);
    const fixed = listDemoAccounts(network)[round];
    accounts.push(demoAccount(fixed?.remoteId ?? demoRemoteId(network, `bench-brand-${round + 1}`)));
  }

  return accounts;
}

/** The account posting more often (same mix of feed posts and stories) so that two years hold ~2,000 posts. */
function busier(account: DemoAccount, boost: number): DemoAccount {
  const natural = ((account.postsPerWeek + account.storiesPerWeek) * DAYS) / 7;
  const factor = (POSTS_PER_PROFILE * boost) / natural;

  return {
    ...account,
    postsPerWeek: account.postsPerWeek * factor,
    storiesPerWeek: account.storiesPerWeek * factor,
  };
}

function postsOf(account: DemoAccount): RemotePost[] {
  const all: RemotePost[] = [];
  for (let day = firstDay; day <= today; day++)
    for (const post of postsOnDay(account, day))
      if (Date.parse(post.publishedAt) <= now.getTime()) all.push(post);

  return all;
}

/** The profile's stored history as the sync leaves it, exactly POSTS_PER_PROFILE posts (stories included). */
function generateProfile(base: DemoAccount): ProfileData {
  let boost = 1.06;
  let account = busier(base, boost);
  let remote = postsOf(account);
  while (remote.length < POSTS_PER_PROFILE) {
    boost *= 1.05;
    account = busier(base, boost);
    remote = postsOf(account);
  }
  // Evenly thinned to the exact count: the cadence over the two years stays as generated.
  const kept = Array.from(
    { length: POSTS_PER_PROFILE },
    (_, i) => remote[Math.floor((i * remote.length) / POSTS_PER_PROFILE)]!,
  );
  const network = account.network;
  const posts = kept.map((raw) => {
    const post = withLinks(raw);
    const published = Date.parse(post.publishedAt);
    const story = post.kind === 'story';
    let readAt = Math.min(now.getTime(), published + LAST_POST_READ_MS);
    let points = postMetricsAsOf(post, new Date(readAt)).points;
    if (points.length === 0 && story) {
      readAt = Math.min(now.getTime(), published + LAST_STORY_READ_MS);
      points = postMetricsAsOf(post, new Date(readAt)).points;
    }

    return {
      id: randomUUID(),
      remoteId: post.remoteId,
      kind: post.kind,
      text: post.text,
      permalink: post.permalink,
      publishedAt: new Date(published),
      media: post.media,
      metrics: Object.fromEntries(points.map((point) => [point.metric, point.value])),
      metricsUpdatedAt: points.length > 0 ? new Date(readAt) : null,
    };
  });
  const daily = generateDailyMetrics(account, dateOf(firstDay), yesterday).flatMap((point) =>
    point.subject.type === 'account'
      ? [
          {
            day: point.subject.date,
            metric: point.metric,
            value: point.value,
            raw: point.raw,
            derived: point.derived ?? false,
            // Daily ticks re-read the last two stored days: a day's value is last fetched two days later.
            fetchedAt: new Date(Math.min(now.getTime(), Date.parse(point.subject.date) + 3 * DAY_MS)),
          },
        ]
      : [],
  );
  const mentions = DEMO_CAPABILITIES[network].features.includes('mentions')
    ? Array.from({ length: DAYS + 1 }, (_, i) => mentionsOnDay(account, firstDay + i))
        .flat()
        .filter((mention) => Date.parse(mention.createdAt) <= now.getTime())
        .map((mention) => ({
          id: randomUUID(),
          remoteId: mention.remoteId,
          kind: mention.kind,
          authorHandle: mention.authorHandle,
          text: mention.text,
          permalink: mention.permalink,
          mentionedAt: new Date(mention.createdAt),
        }))
    : [];
  const heatmap = network === 'instagram' || network === 'tiktok_business';
  const snapshot = profileOf(account, now);

  return {
    id: randomUUID(),
    network,
    account,
    name: snapshot.name,
    handle: snapshot.handle ?? account.handle,
    followers: snapshot.followers ?? 0,
    daily,
    posts,
    mentions,
    audience: hasAudience(network) ? audienceOf(account, now) : null,
    activity: heatmap ? activityOf(account, now) : null,
    keepsAudience: hasAudience(network) || heatmap,
  };
}

// ---- HTTP ----

type Client = {
  address: string;
  get(path: string): Promise<Response>;
  send<T>(method: string, path: string, body: unknown): Promise<T>;
};

async function signUp(address: string): Promise<{ client: Client; accountId: string; userId: string }> {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers = () => ({
    cookie: cookieHeader(),
    'accept-encoding': 'gzip, deflate, br',
    'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
  });
  remember(await fetch(`${address}/healthz`));
  const client: Client = {
    address,
    get: (path) => fetch(`${address}${path}`, { headers: headers() }),
    async send<T>(method: string, path: string, body: unknown) {
      const response = await fetch(`${address}${path}`, {
        method,
        headers: { ...headers(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      remember(response);
      if (!response.ok)
        throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);

      return (await response.json()) as T;
    },
  };
  const user = await client.send<{ id: string; account_id: string }>('POST', '/api/v1/register', {
    email: `bench.${Date.now()}@example.com`,
    password: 'violet-kestrel-hovers-42',
    time_zone: TIME_ZONE,
  });

  return { client, accountId: user.account_id, userId: user.id };
}

// ---- loading ----

type Loaded = { groupId: string; albumIds: string[]; categories: number; categorized: number };

async function load(
  database: Database,
  client: Client,
  accountId: string,
  userId: string,
  data: ProfileData[],
) {
  let grants = new Map<DemoEmulatedNetwork, string>();
  await database.db.transaction(async (tx) => {
    const writes = createSocialRepository(tx);
    grants = await insertDemoGrants(writes, {
      accountId,
      appSecret: APP_SECRET,
      networks: DEMO_NETWORKS,
      now,
    });
    for (const profile of data) {
      await writes.insertProfile({
        id: profile.id,
        accountId,
        // The profile shows as the network it emulates; TikTok's business API is the `tiktok` profile network.
        network: profile.network === 'tiktok_business' ? 'tiktok' : profile.network,
        connector: 'demo',
        remoteId: profile.account.remoteId,
        grantId: grants.get(profile.network)!,
        name: profile.name,
        handle: profile.handle,
        avatarUrl: null,
        url: `${demoBase}/u/${encodeURIComponent(profile.handle)}`,
        followers: profile.followers,
        connectedByUserId: userId,
        backfillStatus: 'done',
        lastSyncAt: new Date(now.getTime() - HOUR_MS),
        nextSyncAt: new Date(now.getTime() + 5 * HOUR_MS),
        createdAt: new Date(now.getTime() - DAYS * DAY_MS),
      });
      await writes.upsertDailyMetrics(profile.daily.map((row) => ({ profileId: profile.id, ...row })));
      await writes.upsertPosts(
        profile.posts.map((row) => ({ profileId: profile.id, ...row })),
        TIME_ZONE,
      );
      await writes.upsertMentions(profile.mentions.map((row) => ({ profileId: profile.id, ...row })));
      if (profile.keepsAudience) await writes.saveAudience(profile.id, profile.audience, profile.activity);
    }
  });

  // Through the API, as a user would: the group of all 50, categories and campaigns.
  const group = await client.send<{ id: string }>('POST', '/api/v1/user/groups', {
    name: 'All fifty',
    profile_ids: data.map((profile) => profile.id),
  });
  const colors = ['violet', 'blue', 'teal', 'green', 'amber', 'orange'] as const;
  const categoryIds: string[] = [];
  for (const [index, name] of [
    'Behind the scenes',
    'Product',
    'Tips',
    'Community',
    'Offers',
    'Events',
  ].entries())
    categoryIds.push(
      (await client.send<{ id: string }>('POST', '/api/v1/categories', { name, color: colors[index] })).id,
    );
  // A quarter of the posts filed under a category (one in ten of those under two), written like
  // setMediaCategories does (too many for one PUT each).
  const filed: { categoryId: string; postId: string }[] = [];
  let n = 0;
  for (const profile of data)
    for (const post of profile.posts) {
      n++;
      if (n % 4 !== 0) continue;
      filed.push({ categoryId: categoryIds[n % categoryIds.length]!, postId: post.id });
      if (n % 40 === 0)
        filed.push({ categoryId: categoryIds[(n + 1) % categoryIds.length]!, postId: post.id });
    }
  for (let start = 0; start < filed.length; start += 1000)
    await database.db.insert(postCategories).values(filed.slice(start, start + 1000));
  // Five campaigns of 300 posts each, taken across profiles and the last year.
  const albumIds: string[] = [];
  for (let album = 0; album < 5; album++) {
    const postIds = Array.from({ length: 300 }, (_, i) => {
      const profile = data[(album * 7 + i) % data.length]!;

      return profile.posts[profile.posts.length - 1 - ((album * 97 + i * 3) % 1000)]!.id;
    });
    albumIds.push(
      (
        await client.send<{ id: string }>('POST', '/api/v1/albums', {
          name: `Campaign ${album + 1}`,
          description: 'Bench campaign',
          post_ids: [...new Set(postIds)],
        })
      ).id,
    );
  }

  return {
    groupId: group.id,
    albumIds,
    categories: categoryIds.length,
    categorized: filed.length,
  } satisfies Loaded;
}

// ---- measuring ----

type QueryStat = { text: string; ms: number; count: number };

/** Wraps `db.execute` (every analytics repository read) to time each statement; keeps its SQL and parameters for EXPLAIN. */
function instrument(database: Database) {
  const db = database.db as unknown as {
    execute(query: SQL): Promise<unknown>;
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  };
  const original = db.execute.bind(db);
  let bucket: Map<string, QueryStat & { params: unknown[] }> | null = null;
  db.execute = async (query: SQL) => {
    if (!bucket) return original(query);
    const started = performance.now();
    try {
      return await original(query);
    } finally {
      const ms = performance.now() - started;
      const { sql: text, params } = db.dialect.sqlToQuery(query);
      const key = text.replace(/\s+/g, ' ').trim();
      const stat = bucket.get(key) ?? { text: key, ms: 0, count: 0, params };
      stat.ms += ms;
      stat.count += 1;
      bucket.set(key, stat);
    }
  };

  return {
    start() {
      bucket = new Map();
    },
    stop() {
      const result = [...(bucket?.values() ?? [])];
      bucket = null;

      return result;
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Endpoint = { label: string; path: (i: number) => string; extra?: boolean };
type Figures = { label: string; p50: number; p95: number; max: number; bytes: number; extra: boolean };

async function measure(client: Client, endpoint: Endpoint) {
  const times: number[] = [];
  let total = 0;
  let bytes = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = performance.now();
    const response = await client.get(endpoint.path(i));
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok)
      throw new Error(
        `${endpoint.label}: HTTP ${response.status} ${Buffer.from(body).toString('utf8').slice(0, 300)}`,
      );
    total += ms;
    if (i >= WARMUP) times.push(ms);
    bytes = Number(response.headers.get('content-length') ?? body.byteLength);
  }
  /** Over every request, warm-ups included, like the SQL timings. */
  const mean = total / (WARMUP + RUNS);
  times.sort((a, b) => a - b);

  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)!, mean, bytes };
}

function endpointsFor(data: ProfileData[], loaded: Loaded): Endpoint[] {
  const profile = data.find((p) => p.network === 'instagram')!;
  const spid = profile.id;
  const rangeQs = `from=${range.from}&to=${range.to}&compare=previous_period&tz=${encodeURIComponent(TIME_ZONE)}`;
  const spanQs = `from=${range.from}&to=${range.to}&tz=${encodeURIComponent(TIME_ZONE)}`;
  const start = Date.parse(`${range.from}T00:00:00Z`);
  const inRange = profile.posts.filter(
    (post) => post.publishedAt.getTime() >= start && post.kind !== 'story',
  );
  const group = loaded.groupId;
  const all = data.map((p) => `profiles[]=${p.id}`).join('&');

  return [
    { label: 'profile analytics', path: () => `/api/v1/social-profile/${spid}/analytics?${rangeQs}` },
    { label: 'profile summary', path: () => `/api/v1/social-profile/${spid}/summary` },
    { label: 'profile activity', path: () => `/api/v1/social-profile/${spid}/activity?${rangeQs}` },
    {
      label: 'profile medias (engagements)',
      path: () => `/api/v1/social-profile/${spid}/medias?${spanQs}&sort=engagements&order=desc&limit=24`,
    },
    {
      label: 'profile media (one post)',
      path: (i) => `/api/v1/social-profile/${spid}/medias/${inRange[i % inRange.length]!.id}`,
    },
    { label: 'profile stories', path: () => `/api/v1/social-profile/${spid}/stories?${spanQs}` },
    { label: 'profile export csv', path: () => `/api/v1/social-profile/${spid}/exports/csv?${rangeQs}` },
    { label: 'profile export xlsx', path: () => `/api/v1/social-profile/${spid}/exports/xlsx?${rangeQs}` },
    { label: 'group analytics (50)', path: () => `/api/v1/user/groups/${group}/analytics?${rangeQs}` },
    { label: 'group activity (50)', path: () => `/api/v1/user/groups/${group}/activity?${rangeQs}` },
    {
      label: 'group medias (engagements)',
      path: () => `/api/v1/user/groups/${group}/medias?${spanQs}&sort=engagements&order=desc&limit=24`,
    },
    {
      label: 'overview (50 profiles)',
      path: () => `/api/v1/social-profiles/analytics/overview?${rangeQs}&${all}`,
    },
    { label: 'categories analytics', path: () => `/api/v1/categories/analytics?${rangeQs}` },
    {
      label: 'albums overview (5)',
      path: () => `/api/v1/albums-overview?${loaded.albumIds.map((id) => `ids[]=${id}`).join('&')}`,
    },
    {
      label: 'group medias (likes, JSON)',
      path: () => `/api/v1/user/groups/${group}/medias?${spanQs}&sort=likes&order=desc&limit=24`,
      extra: true,
    },
    {
      label: 'group medias (no range)',
      path: () => `/api/v1/user/groups/${group}/medias?sort=engagements&order=desc&limit=24`,
      extra: true,
    },
    {
      label: 'album detail (300 posts)',
      path: () => `/api/v1/albums/${loaded.albumIds[0]}?tz=${TIME_ZONE}`,
      extra: true,
    },
  ];
}

// ---- one database ----

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load1 = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function explain(database: Database, text: string, params: unknown[]): Promise<string> {
  const statement = `explain (analyze, buffers) ${text}`;
  if (database.pglite) {
    const result = await database.pglite.query<{ 'QUERY PLAN': string }>(statement, params);

    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  }
  const client = new pg.Client({ connectionString: database.connectionString! });
  await client.connect();
  try {
    const result = await client.query<{ 'QUERY PLAN': string }>(statement, params);

    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

async function run(kind: 'pglite' | 'postgres', data: ProfileData[]) {
  const cluster = kind === 'postgres' && !POSTGRES_URL ? startThrowawayPostgres(await freePort()) : null;
  const config = loadConfig({
    ...(kind === 'postgres'
      ? { DATABASE_URL: POSTGRES_URL ?? cluster!.url }
      : PGLITE_DIR
        ? {}
        : { DATABASE_URL: 'memory:' }),
    APP_SECRET,
    PUBLIC_URL,
    DATA_DIR: PGLITE_DIR ?? '/tmp/kestrel-bench',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DEMO_WORKSPACE: 'false',
    RATE_LIMIT_LOGIN_PER_15_MIN: '100000',
    RATE_LIMIT_REGISTER_PER_HOUR: '100000',
  });
  const database = await openDatabase(config.database);
  const probe = PROFILE_QUERIES ? instrument(database) : null;
  try {
    await database.migrate();
    const app = await buildApp({ config, database });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { client, accountId, userId } = await signUp(address);
      const loadStarted = performance.now();
      const loaded = await load(database, client, accountId, userId, data);
      const loadMs = performance.now() - loadStarted;
      const vacuumStarted = performance.now();
      const analyzed = kind === 'postgres' || ANALYZE_PGLITE;
      if (analyzed) await database.db.execute(sql`vacuum analyze`);
      const vacuumMs = performance.now() - vacuumStarted;
      const counts = (
        (await database.db.execute(sql`select
          (select count(*) from social_profiles)::int as profiles,
          (select count(*) from profile_daily_metrics)::int as daily,
          (select count(*) from posts)::int as posts,
          (select count(*) from posts where kind = 'story')::int as stories,
          (select count(*) from mentions)::int as mentions,
          (select pg_size_pretty(pg_database_size(current_database()))) as size,
          current_setting('server_version') as version`)) as unknown as {
          rows: {
            profiles: number;
            daily: number;
            posts: number;
            stories: number;
            mentions: number;
            size: string;
            version: string;
          }[];
        }
      ).rows[0]!;
      console.log(
        `\n== ${kind === 'pglite' ? `PGlite (${PGLITE_DIR ? `on disk in ${PGLITE_DIR}` : 'in memory'})` : `PostgreSQL ${counts.version}${cluster ? ' (throwaway cluster, fsync off)' : ` (${POSTGRES_URL})`}`} ==\n` +
          `loaded in ${seconds(loadMs)}${analyzed ? `, vacuum analyze ${seconds(vacuumMs)}` : ', not analyzed (no autovacuum in PGlite)'}` +
          `: ${counts.profiles} profiles, ${counts.daily} daily metric rows, ` +
          `${counts.posts} posts (${counts.stories} stories), ${counts.mentions} mentions, ${loaded.categories} categories ` +
          `(${loaded.categorized} filings), ${loaded.albumIds.length} campaigns, database ${counts.size}`,
      );
      console.log(
        `range ${range.from} … ${range.to} (${RANGE_DAYS} days) + previous period, tz ${TIME_ZONE}`,
      );
      const target = TARGET_MS[kind];
      const passes: Figures[][] = [];
      for (const pass of PROPOSED_INDEXES ? ['as is', 'with the proposed index'] : ['as is']) {
        if (passes.length > 0) {
          const started = performance.now();
          for (const statement of PROPOSED_INDEX_SQL) await database.db.execute(sql.raw(statement));
          if (analyzed) await database.db.execute(sql`analyze posts`);
          const [size] = (
            (await database.db.execute(
              sql`select pg_size_pretty(pg_relation_size('posts_profile_published_cover_idx')) as size`,
            )) as unknown as { rows: { size: string }[] }
          ).rows;
          console.log(`\nproposed index created in ${seconds(performance.now() - started)} (${size?.size})`);
        }
        console.log(`\n${kind}, ${pass}: load average before ${load1()} (${availableParallelism()} cores)`);
        passes.push(await measureAll(kind, database, client, endpointsFor(data, loaded), probe, target));
      }
      printTable(kind, target, passes);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    cluster?.stop();
  }
}

type Probe = ReturnType<typeof instrument> | null;

/** Every endpoint in turn; with --queries/--explain, what their SQL cost. */
async function measureAll(
  kind: string,
  database: Database,
  client: Client,
  endpoints: Endpoint[],
  probe: Probe,
  target: number,
): Promise<Figures[]> {
  const results: Figures[] = [];
  const slow: { label: string; stats: (QueryStat & { params?: unknown[] })[] }[] = [];
  const perQuery: { label: string; mean: number; stats: QueryStat[] }[] = [];
  for (const endpoint of endpoints) {
    if (ONLY && !endpoint.label.includes(ONLY)) continue;
    probe?.start();
    const figures = await measure(client, endpoint);
    const stats = probe?.stop() ?? [];
    results.push({ label: endpoint.label, ...figures, extra: endpoint.extra ?? false });
    if (PROFILE_QUERIES) perQuery.push({ label: endpoint.label, mean: figures.mean, stats });
    if (figures.p95 > target) slow.push({ label: endpoint.label, stats });
  }
  console.log(`load average after:  ${load1()}`);
  if (PROFILE_QUERIES) {
    console.log(
      `SQL per request (mean ms over ${WARMUP + RUNS} requests, statements run through db.execute; statements` +
        ` run together with Promise.all are timed with their wait, PGlite runs one at a time):`,
    );
    for (const { label, mean, stats } of perQuery) {
      const total = stats.reduce((sum, stat) => sum + stat.ms, 0) / (WARMUP + RUNS);
      console.log(`  ${label}: SQL ${total.toFixed(1)} ms of ${mean.toFixed(1)} ms per request`);
      for (const stat of stats.sort((a, b) => b.ms - a.ms))
        console.log(
          `    ${(stat.ms / (WARMUP + RUNS)).toFixed(1).padStart(7)} ms ×${(stat.count / (WARMUP + RUNS)).toFixed(0)}  ${stat.text.slice(0, 110)}`,
        );
    }
  }
  if (EXPLAIN)
    for (const { label, stats } of slow) {
      const worst = [...stats].sort((a, b) => b.ms - a.ms).slice(0, 2);
      for (const stat of worst) {
        console.log(`\n--- EXPLAIN ANALYZE (${kind}) ${label}: ${stat.text.slice(0, 100)}…`);
        const plan = await explain(database, stat.text, (stat as { params: unknown[] }).params);
        // The 50 profile ids take a screen each time they are printed.
        console.log(plan.replace(/'\{[0-9a-f-]{36}(,[0-9a-f-]{36})+\}'/g, "'{…ids…}'"));
      }
    }

  return results;
}

/** One row per endpoint; with --proposed-indexes, the figures as is, then with the index. */
function printTable(kind: string, target: number, passes: Figures[][]) {
  const columns = ['p50', 'p95', 'max'].map((name) => name.padStart(8)).join(' ');
  const head =
    `${'endpoint'.padEnd(30)} ${passes.map(() => `${columns}  ${`≤${target}`.padEnd(5)}`).join(' │ ')}` +
    ` ${'bytes'.padStart(8)}`;
  console.log(
    `\n${kind}: ${RUNS} sequential requests per endpoint after ${WARMUP} warm-ups (ms, over HTTP)` +
      (passes.length > 1 ? ': as is │ with the proposed index' : ''),
  );
  console.log(head);
  console.log('-'.repeat(head.length));
  for (const [index, row] of passes[0]!.entries()) {
    const cells = passes.map((pass) => {
      const figures = pass[index]!;
      const verdict = figures.p95 <= target ? 'PASS' : 'FAIL';

      return `${[figures.p50, figures.p95, figures.max].map((ms) => ms.toFixed(1).padStart(8)).join(' ')}  ${verdict} `;
    });
    console.log(
      `${(row.extra ? `${row.label} *` : row.label).padEnd(30)} ${cells.join(' │ ')} ${String(row.bytes).padStart(8)}`,
    );
  }
  for (const [index, pass] of passes.entries()) {
    const failed = pass.filter((row) => !row.extra && row.p95 > target).length;
    console.log(
      `${index === 0 ? "* not in the issue's list. " : 'With the proposed index: '}` +
        `${failed === 0 ? 'all listed endpoints PASS' : `${failed} listed endpoint(s) FAIL`}.`,
    );
  }
}

// ---- main ----

const generationStarted = performance.now();
const data = pickAccounts().map(generateProfile);
const generationMs = performance.now() - generationStarted;
const total = (pick: (profile: ProfileData) => unknown[]) => data.reduce((sum, p) => sum + pick(p).length, 0);
console.log(
  `generated in ${seconds(generationMs)}: ${data.length} profiles (${DEMO_NETWORKS.map((network) => `${data.filter((p) => p.network === network).length} ${network}`).join(', ')}), ` +
    `${total((p) => p.daily)} daily metric rows over ${DAYS} days, ${total((p) => p.posts)} posts, ${total((p) => p.mentions)} mentions`,
);
const kinds = which === 'both' ? (['pglite', 'postgres'] as const) : ([which] as ['pglite' | 'postgres']);
for (const kind of kinds) {
  if (kind === 'postgres' && !POSTGRES_URL && !hasPostgres()) {
    console.log('\n== postgres: skipped (no PostgreSQL server binaries or no postgres user) ==');
    continue;
  }
  await run(kind, data);
}
