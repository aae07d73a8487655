/**
 * Publishing at scale (issue 7): 10,000 posts due in the same minute across 500 demo profiles.
 *
 * - Postgres: a throwaway cluster and two real server processes (`server/main.ts`, as deployed, sharing the
 *   database); when half the posts are out, one server is killed (SIGKILL) mid-work.
 * - PGlite: one process, two workers in it (each its own job-queue instance and publishing service on the same
 *   PGlite); halfway, one worker's queue is stopped without waiting for its jobs.
 *
 * Prints, per database: how late each post went out after its time (p50, p95, max; the target: all within
 * 60 s), posts published twice on the network (target 0: counted in the demo network's own records, by
 * idempotency key), posts lost (target 0: neither published nor failed at the end), failed posts, and the
 * publishes another worker took over. Each post goes through the demo network's three steps (upload,
 * processing, published); `--step` sets how long a step takes (DEMO_PUBLISH_STEP_SECONDS; default 5 s, a
 * real network's image processing). It is not a test.
 *
 *   node bench/publishing.ts [--db=postgres|pglite|both] [--posts=10000] [--profiles=500] [--step=5]
 *                            [--concurrency=32]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig, type Config } from '../server/config.ts';
import { type Database, openDatabase } from '../server/db/index.ts';
import { accounts, schedulerPosts, users } from '../server/db/schema/index.ts';
import { systemClock } from '../server/lib/clock.ts';
import { QUEUE_POLICIES } from '../server/jobs/index.ts';
import { createPgBossJobs, type Jobs } from '../server/lib/jobs.ts';
import {
  createPublishingService,
  PUBLISH_QUEUE,
  PUBLISH_TICK_MS,
} from '../server/modules/publishing/publishing.service.ts';
import { createConnectorSource } from '../server/modules/social/connectors.ts';
import { createSocialRepository } from '../server/modules/social/social.repository.ts';
import { createSocialService } from '../server/modules/social/social.service.ts';
import { demoRemoteId, type DemoEmulatedNetwork } from '../server/networks/demo/index.ts';
import { hasPostgres, startThrowawayPostgres } from '../tests/support/postgres.ts';
import { freePort, insertDemoGrants } from './support.ts';

const arg = (name: string, fallback: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const DBS = arg('db', 'both') === 'both' ? ['postgres', 'pglite'] : [arg('db', 'both')];
const POSTS = Number(arg('posts', '10000'));
const PROFILES = Number(arg('profiles', '500'));
const STEP_SECONDS = Number(arg('step', '5'));
const CONCURRENCY = Number(arg('concurrency', '32'));
const TARGET_MS = 60_000;
/** Networks whose image posts need nothing but a JPEG and a caption. */
const NETWORKS = [
  'instagram',
  'facebook',
  'x',
  'threads',
  'linkedin',
] as const satisfies readonly DemoEmulatedNetwork[];
const APP_SECRET = 'bench-publishing-secret-that-is-long-enough-42';
const PHOTO = {
  type: 'image',
  url: 'https://cdn.example.com/bench.jpg',
  mime_type: 'image/jpeg',
  bytes: 400_000,
  width: 1080,
  height: 1350,
};

const env = (overrides: Record<string, string>) => ({
  APP_SECRET,
  DEMO_WORKSPACE: 'false',
  DEMO_PUBLISH_STEP_SECONDS: String(STEP_SECONDS),
  LOG_LEVEL: 'warn',
  STATIC_DIR: path.join(tmpdir(), 'kestrel-bench-no-web-build'),
  ...overrides,
});

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** One workspace with PROFILES demo profiles and POSTS posts due within one minute from `dueAt`. */
async function seed(database: Database, config: Config, dueAt: number) {
  const accountId = randomUUID();
  const userId = randomUUID();
  await database.db.insert(accounts).values({ id: accountId, name: 'Bench', ownerUserId: userId });
  await database.db.insert(users).values({
    id: userId,
    accountId,
    role: 'admin',
    email: `bench.${Date.now()}@example.com`,
    passwordHash: 'not-used',
    signupStatus: 'SOCIAL_PROFILES_CONNECTED',
    signupStep: 'done',
  });
  const repo = createSocialRepository(database.db);
  const grants = await insertDemoGrants(repo, {
    accountId,
    appSecret: APP_SECRET,
    networks: NETWORKS,
    now: new Date(),
  });
  const profileIds: string[] = [];
  for (let index = 0; index < PROFILES; index++) {
    const network = NETWORKS[index % NETWORKS.length]!;
    const id = randomUUID();
    profileIds.push(id);
    await repo.insertProfile({
      id,
      accountId,
      network,
      connector: 'demo',
      remoteId: demoRemoteId(network, `bench-${index}`),
      grantId: grants.get(network)!,
      name: `Bench ${index}`,
      handle: `bench${index}`,
      avatarUrl: null,
      url: null,
      followers: 1000,
      connectedByUserId: userId,
      backfillStatus: 'done',
      lastSyncAt: new Date(),
      // Not due for a sync during the run: the bench measures publishing.
      nextSyncAt: new Date(Date.now() + 24 * 3_600_000),
    });
  }
  const now = new Date();
  const posts = Array.from({ length: POSTS }, (_, index) => ({
    id: randomUUID(),
    accountId,
    profileId: profileIds[index % profileIds.length]!,
    masterPostId: randomUUID(),
    createdBy: userId,
    kind: 'image',
    text: `Bench post ${index} #coffee`,
    media: [PHOTO],
    status: 'scheduled',
    publishMode: 'auto',
    // Spread over one minute, as a busy calendar would be.
    scheduledAt: new Date(dueAt + Math.floor((index / POSTS) * 60_000)),
    createdAt: now,
    updatedAt: now,
  }));
  for (let start = 0; start < posts.length; start += 1000)
    await database.db.insert(schedulerPosts).values(posts.slice(start, start + 1000));
}

type Progress = { published: number; failed: number; publishing: number; scheduled: number };

async function progress(database: Database): Promise<Progress> {
  const [row] = await rows<Progress>(
    database,
    sql`select count(*) filter (where status = 'published')::int as published,
      count(*) filter (where status = 'failed')::int as failed,
      count(*) filter (where status = 'publishing')::int as publishing,
      count(*) filter (where status = 'scheduled')::int as scheduled
    from scheduler_posts`,
  );

  return row!;
}

/** Waits until every post is out (or failed), killing one worker when half are published. */
async function watch(database: Database, dueAt: number, kill: () => Promise<void> | void) {
  const deadline = dueAt + 60_000 + 5 * 60_000;
  let killedAt: number | null = null;
  let last = '';
  for (;;) {
    const now = Date.now();
    const state = await progress(database);
    const line = `  ${seconds(now - dueAt).padStart(7)} after the first due time: ${state.published} published, ${state.publishing} publishing, ${state.scheduled} scheduled, ${state.failed} failed`;
    if (line !== last && (now - dueAt) % 5000 < 600) {
      console.log(line);
      last = line;
    }
    if (killedAt === null && state.published >= POSTS / 2) {
      killedAt = now;
      await kill();
      console.log(`  ${seconds(now - dueAt).padStart(7)}: one worker killed (${state.published} published)`);
    }
    if (state.published + state.failed >= POSTS || now > deadline) return killedAt;
    await sleep(500);
  }
}

async function report(database: Database, label: string, killedAfterMs: number | null) {
  const [lateness] = await rows<{ p50: number; p95: number; max: number; within: number; n: number }>(
    database,
    sql`select percentile_cont(0.5) within group (order by ms) as p50,
        percentile_cont(0.95) within group (order by ms) as p95, max(ms) as max,
        count(*) filter (where ms <= ${TARGET_MS})::int as within, count(*)::int as n
      from (select extract(epoch from published_at - scheduled_at) * 1000 as ms
        from scheduler_posts where status = 'published') late`,
  );
  const [network] = await rows<{ keys: number; entries: number; twice: number }>(
    database,
    sql`select count(distinct e->>'idempotencyKey')::int as keys, count(*)::int as entries,
        (count(*) - count(distinct e->>'idempotencyKey'))::int as twice
      from demo_network_state s, jsonb_array_elements(s.data) e
      where s.kind = 'published' and e->>'phase' = 'published'`,
  );
  const state = await progress(database);
  const failures = await rows<{ reason: string; count: number }>(
    database,
    sql`select coalesce(failure_reason, '?') as reason, count(*)::int as count from scheduler_posts
      where status = 'failed' group by 1`,
  );
  const [takeovers] = await rows<{ count: number }>(
    database,
    sql`select count(*)::int as count from scheduler_post_events where type = 'resumed'`,
  );
  const lost = POSTS - state.published - state.failed;
  console.log(`\n${label}: ${POSTS} posts on ${PROFILES} profiles, demo publish step ${STEP_SECONDS} s`);
  console.log(
    `  late after their time: p50 ${seconds(lateness!.p50 ?? 0)}, p95 ${seconds(lateness!.p95 ?? 0)}, max ${seconds(lateness!.max ?? 0)}; within 60 s: ${lateness!.within} of ${POSTS}`,
  );
  console.log(
    `  on the network: ${network!.keys} posts published, ${network!.twice} published twice; lost: ${lost}; failed: ${state.failed}${failures.length ? ` (${failures.map((f) => `${f.reason} ${f.count}`).join(', ')})` : ''}`,
  );
  console.log(
    `  worker killed ${killedAfterMs === null ? 'never' : `${seconds(killedAfterMs)} after the first due time`}; publishes taken over from it: ${takeovers!.count}`,
  );
  const pass = lateness!.within === POSTS && network!.twice === 0 && lost === 0 && state.failed === 0;
  console.log(`  ${pass ? 'PASS' : 'FAIL'} (all within 60 s, none twice, none lost, none failed)`);
}

async function onPostgres() {
  if (!hasPostgres()) {
    console.log('\nPostgres: no server binaries here; skipped');

    return;
  }
  const cluster = startThrowawayPostgres(await freePort());
  const servers: ChildProcess[] = [];
  try {
    const config = loadConfig(
      env({ DATABASE_URL: cluster.url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kb-')) }),
    );
    const database = await openDatabase(config.database);
    await database.migrate();
    const dueAt = Date.now() + 40_000;
    await seed(database, config, dueAt);
    for (let index = 0; index < 2; index++) {
      const port = await freePort();
      const server = spawn(process.execPath, ['server/main.ts'], {
        env: {
          ...process.env,
          ...env({
            DATABASE_URL: cluster.url,
            DATABASE_POOL_MAX: '20',
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kb-')),
            LOG_PRETTY: 'false',
          }),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      servers.push(server);
    }
    console.log(`\nPostgres: 2 servers started; the first post is due in ${seconds(dueAt - Date.now())}`);
    const killedAt = await watch(database, dueAt, () => {
      servers[0]!.kill('SIGKILL');
    });
    await report(database, 'Postgres, two server processes', killedAt === null ? null : killedAt - dueAt);
    await database.close();
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await sleep(1000);
    cluster.stop();
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kb-pglite-'));
  const config = loadConfig(env({ DATA_DIR: dataDir }));
  const database = await openDatabase(config.database);
  await database.migrate();
  const logger = pino({ level: 'warn' });
  const dueAt = Date.now() + 30_000;
  await seed(database, config, dueAt);
  const workers: { jobs: Jobs; ticker: NodeJS.Timeout }[] = [];
  for (let index = 0; index < 2; index++) {
    const jobs = await createPgBossJobs(database, logger, { queues: QUEUE_POLICIES });
    const connectors = createConnectorSource({ config, db: database.db, clock: systemClock });
    const social = createSocialService({
      db: database.db,
      clock: systemClock,
      appSecret: config.appSecret,
      connectors,
      jobs,
      logger,
    });
    const publishing = createPublishingService({ db: database.db, clock: systemClock, social, jobs, logger });
    await jobs.register<{ postId: string }>(PUBLISH_QUEUE, ({ postId }) => publishing.publishPost(postId), {
      concurrency: CONCURRENCY,
      batch: 8,
    });
    const ticker = setInterval(() => {
      void publishing.queueDuePosts().catch((error: unknown) => logger.warn({ err: error }, 'tick failed'));
    }, PUBLISH_TICK_MS);
    workers.push({ jobs, ticker });
  }
  console.log(`\nPGlite: 2 in-process workers; the first post is due in ${seconds(dueAt - Date.now())}`);
  const killedAt = await watch(database, dueAt, async () => {
    clearInterval(workers[0]!.ticker);
    await workers[0]!.jobs.stop();
  });
  await report(database, 'PGlite, two in-process workers', killedAt === null ? null : killedAt - dueAt);
  clearInterval(workers[1]!.ticker);
  await workers[1]!.jobs.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

for (const db of DBS) {
  if (db === 'postgres') await onPostgres();
  else await onPglite();
}
process.exit(0);
