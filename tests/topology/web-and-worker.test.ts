/**
 * The scale-out topology (docs/adr/0018) with real processes: two web processes (`server/main.ts`, `JOBS=off`)
 * and one worker (`server/worker.ts`) on one fresh Postgres database, started at once (so they also race to
 * migrate it). A session made on one web process is valid on the other and ends on both; a profile connected
 * through them is synced once, by the worker; a post scheduled through them is published exactly once, as
 * the demo network's own records show. Runs in the api-postgres project only (it needs Postgres).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

type Proc = { child: ChildProcess; output: () => string };

function start(entry: string, env: Record<string, string>, ready: RegExp): Promise<Proc> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), 90_000);
    child.stdout!.on('data', () => {
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code}:\n${output}`));
    });
  });
}

async function stop(proc: Proc | undefined) {
  if (!proc || proc.child.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGTERM');
  await exited;
}

/** A browser: one cookie jar, sending the CSRF token on writes, against whichever web process it is given. */
function browser() {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name!);
      else jar.set(name!, value.join('='));
    }
  };
  const headers = (extra: Record<string, string> = {}) => ({
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    ...(jar.has('XSRF-TOKEN') ? { 'x-xsrf-token': jar.get('XSRF-TOKEN')! } : {}),
    ...extra,
  });
  const request = async (
    base: string,
    method: string,
    url: string,
    body?: unknown,
    form?: Record<string, string>,
  ) => {
    const response = await fetch(`${base}${url}`, {
      method,
      redirect: 'manual',
      headers: headers(
        form
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : body !== undefined
            ? { 'content-type': 'application/json' }
            : {},
      ),
      ...(form
        ? { body: new URLSearchParams(form).toString() }
        : body !== undefined
          ? { body: JSON.stringify(body) }
          : {}),
    });
    remember(response);
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // HTML or empty.
    }

    return { status: response.status, location: response.headers.get('location'), data: data as any };
  };

  return {
    cookie: (name: string) => jar.get(name),
    get: (base: string, url: string) => request(base, 'GET', url),
    post: (base: string, url: string, body?: unknown) => request(base, 'POST', url, body ?? {}),
    form: (base: string, url: string, form: Record<string, string>) =>
      request(base, 'POST', url, undefined, form),
  };
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined>, ms = 90_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const serverUrl = inject('postgresUrl');
const databaseName = `topology_${process.pid}_${Date.now().toString(36)}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;

  return url.toString();
})();
const dataDir = mkdtempSync(path.join(tmpdir(), 'kestrel-topology-'));
const shared = {
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_MAX: '4',
  // Every process of one installation shares the secret (sessions' CSRF tokens, sealed network grants).
  APP_SECRET: 'topology-test-secret-that-is-long-enough-0123',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  LOG_PRETTY: 'false',
  DEMO_WORKSPACE: 'false',
  DEMO_PUBLISH_STEP_SECONDS: '0',
  // The sync that follows a publish waits an hour: the only sync in this test is the new profile's first.
  PUBLISH_SYNC_DELAY_SECONDS: '3600',
  STATIC_DIR: path.join(dataDir, 'no-build'),
};

let db: pg.Client;
let webA: Proc | undefined;
let webB: Proc | undefined;
let worker: Proc | undefined;
let a = '';
let b = '';

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  await admin.end();
  const [portA, portB] = [await freePort(), await freePort()];
  a = `http://127.0.0.1:${portA}`;
  b = `http://127.0.0.1:${portB}`;
  const running = /Kestrel is running at/;
  [webA, webB, worker] = await Promise.all([
    start('server/main.ts', { ...shared, JOBS: 'off', PORT: String(portA), PUBLIC_URL: a }, running),
    start('server/main.ts', { ...shared, JOBS: 'off', PORT: String(portB), PUBLIC_URL: a }, running),
    start('server/worker.ts', { ...shared, LOG_LEVEL: 'info' }, /worker ready/),
  ]);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await Promise.all([stop(webA), stop(webB), stop(worker)]);
  await db?.end();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${databaseName}" with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('two web processes and a worker on one Postgres', () => {
  it('shares sessions, syncs a new profile once and publishes a post exactly once', async () => {
    const user = browser();
    await user.get(a, '/healthz');
    const registered = await user.post(a, '/api/v1/register', {
      email: 'topology@example.com',
      password: 'violet-kestrel-hovers-42',
    });
    expect(registered.status).toBe(201);

    // The session made on A is valid on B, for reads and for writes (the CSRF token is bound to it).
    const onB = await user.get(b, '/api/v1/user');
    expect(onB.status).toBe(200);
    expect(onB.data.email).toBe('topology@example.com');

    // Connect a demo X profile: the browser's round trip, alternating between the two web processes.
    const started = await user.post(b, '/api/v1/social-auth/demo/start', {
      network: 'x',
      return_to: '/social-profiles',
    });
    expect(started.status).toBe(200);
    const authorize = new URL(started.data.authorize_url);
    const consent = await user.get(a, `${authorize.pathname}${authorize.search}`);
    expect(consent.status).toBe(200);
    const allowed = await user.form(b, '/demo-network/authorize', {
      state: authorize.searchParams.get('state') ?? '',
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
      network: authorize.searchParams.get('network') ?? '',
      scope: authorize.searchParams.get('scope') ?? '',
    });
    expect(allowed.status).toBe(302);
    const callback = new URL(allowed.location!);
    const back = await user.get(a, `${callback.pathname}${callback.search}`);
    expect(back.status).toBe(302);
    const attemptId = new URL(back.location!, a).searchParams.get('attempt');
    const attempt = await user.get(b, `/api/v1/connection-attempts/${attemptId}`);
    expect(attempt.status).toBe(200);
    const remoteId = attempt.data.accounts[0].remote_id as string;
    const connected = await user.post(a, `/api/v1/connection-attempts/${attemptId}/connect`, {
      remote_ids: [remoteId],
    });
    expect(connected.status).toBe(200);
    const profileId = connected.data[0].id as string;

    // The worker runs the new profile's first sync, once.
    const synced = await until('the first sync', async () => {
      const profiles = await user.get(b, '/api/v1/user/social-profiles');
      const profile = profiles.data.find((row: { id: string }) => row.id === profileId);

      return profile?.health.last_sync_at ? profile : null;
    });
    expect(synced.health.last_sync_at).toEqual(expect.any(String));
    const syncJobs = await db.query<{ state: string }>(
      `select state from pgboss.job where name = 'profile-sync' and data->>'profileId' = $1`,
      [profileId],
    );
    expect(syncJobs.rows.map((row) => row.state)).toEqual(['completed']);

    // A post due now, written on B: the worker's ticker finds it and publishes it.
    const created = await user.post(b, '/api/v1/scheduler-posts', {
      kind: 'text',
      text: 'Two web processes, one worker #kestrel',
      profile_ids: [profileId],
      scheduled_at: new Date().toISOString(),
    });
    expect(created.status).toBe(201);
    const postId = created.data[0].id as string;
    const published = await until('the publish', async () => {
      const post = await user.get(a, `/api/v1/scheduler-post/${postId}`);

      return post.data.status === 'published' ? post.data : null;
    });
    expect(published.status).toBe('published');

    // The demo network's own records: one post for this idempotency key, live.
    const records = await db.query<{ data: { idempotencyKey: string; phase: string }[] }>(
      `select data from demo_network_state where kind = 'published' and account_remote_id = $1`,
      [remoteId],
    );
    const remote = records.rows.flatMap((row) => row.data).filter((post) => post.idempotencyKey === postId);
    expect(remote.map((post) => post.phase)).toEqual(['published']);
    const events = await user.get(b, `/api/v1/scheduler-post/${postId}/events`);
    expect(events.data.filter((event: { type: string }) => event.type === 'published')).toHaveLength(1);

    // Signing out on B ends the session on A too.
    const session = user.cookie('kestrel_session');
    expect(session).toBeTruthy();
    expect((await user.post(b, '/api/v1/logout')).status).toBe(204);
    const afterwards = await fetch(`${a}/api/v1/user`, { headers: { cookie: `kestrel_session=${session}` } });
    expect(afterwards.status).toBe(401);
  }, 180_000);
});
