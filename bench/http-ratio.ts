/**
 * The authenticated hot path against the floor: `GET /api/v1/user` with a session cookie on the real server
 * (`server/main.ts` as a child process), and a bare Fastify hello world (another child process), each loaded
 * by autocannon in its own process (50 connections, 10 s after 3 s of warm-up), in turn, three rounds, in the same
 * run. Prints every figure and the median round's ratio, on embedded PGlite and on a throwaway Postgres (when its
 * binaries are on the machine). Not a test.
 *   node bench/http-ratio.ts [pglite|postgres]   (default: both)
 * With `PROFILE_DIR=/some/dir` the server writes a CPU profile there (`node --cpu-prof`), for Chrome's DevTools.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPostgresBin, startThrowawayPostgres } from '../tests/support/postgres.ts';
import { freePort } from './support.ts';

const CONNECTIONS = 50;
const SECONDS = 10;
/** Each server first takes this much of the same load, not counted: the figures are its steady state, not its JIT warming up. */
const WARMUP_SECONDS = 3;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

type Load = { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number };

/** autocannon in its own process (so the load generator does not share the server's event loop). */
async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const args = [autocannonBin, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', '-n'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  await new Promise((resolve) => child.once('exit', resolve));
  const result = JSON.parse(output.trim().split('\n').at(-1)!) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };

  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A server under test, started and ready: where to load it, with which headers, and how to stop it. */
type Target = { url: string; headers: Record<string, string>; stop: () => Promise<void> };

async function waitFor(child: ChildProcess, pattern: RegExp, what: string): Promise<void> {
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} did not start within 600 s:\n${output}`)),
      600_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}):\n${output}`)));
  });
  // Keep draining what it logs, as a terminal or a log collector would.
  child.stdout!.on('data', () => {});
}

const stopChild = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

const HELLO = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('listening');
`;

/**
 * The issue's yardstick: Fastify, a session cookie, and one indexed query for it on the same kind of database
 * (a file-backed PGlite, or a pool of 10 on Postgres), answering the row as JSON. No headers, CSRF or validation.
 */
const COOKIE_AND_QUERY = `
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
const url = process.env.DATABASE_URL;
let query;
if (url) {
  const pg = (await import('pg')).default;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  query = async (text, params) => (await pool.query(text, params)).rows;
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(process.env.DATA_DIR);
  query = async (text, params) => (await db.query(text, params)).rows;
}
await query('create table if not exists bench_sessions (id text primary key, user_id text not null, expires_at timestamptz not null)');
await query("insert into bench_sessions values ('s1', 'u1', now() + interval '1 day') on conflict do nothing");
const app = Fastify();
await app.register(cookie);
app.get('/', async (request, reply) => {
  const [row] = await query('select id, user_id, expires_at from bench_sessions where id = $1 and expires_at > now()', [request.cookies.sid]);
  if (!row) return reply.code(401).send({ error: 'signed out' });
  return row;
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('listening');
`;

async function cookieAndQuery(databaseUrl: string | null): Promise<Target> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kestrel-bench-floor-'));
  const child = spawn(process.execPath, ['--input-type=module', '-e', COOKIE_AND_QUERY], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  await waitFor(child, /listening/, 'the cookie-and-query server').catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  return { url: `http://127.0.0.1:${port}/`, headers: { cookie: 'sid=s1' }, stop };
}

async function helloWorld(): Promise<Target> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', HELLO], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => stopChild(child);
  await waitFor(child, /listening/, 'the hello world').catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  return { url: `http://127.0.0.1:${port}/`, headers: {}, stop };
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');

async function signedInUser(databaseUrl: string | null): Promise<Target> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kestrel-bench-ratio-'));
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_WORKSPACE: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(child, /Kestrel is running at/, 'the server');
    const base = `http://127.0.0.1:${port}`;
    const guest = cookiesOf(await fetch(`${base}/healthz`));
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(guest)![1]!;
    const registered = await fetch(`${base}/api/v1/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: guest, 'x-xsrf-token': xsrf },
      body: JSON.stringify({
        email: `ratio.${Date.now()}@example.com`,
        password: 'violet-kestrel-hovers-42',
      }),
    });
    if (!registered.ok) throw new Error(`register: HTTP ${registered.status} ${await registered.text()}`);
    const cookie = cookiesOf(registered);
    const check = await fetch(`${base}/api/v1/user`, { headers: { cookie } });
    if (!check.ok) throw new Error(`GET /api/v1/user: HTTP ${check.status}`);

    return { url: `${base}/api/v1/user`, headers: { cookie }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const describe = (load: Load) =>
  `${load.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(load.p50).padStart(3)} ms  p99 ${String(load.p99).padStart(4)} ms${load.non2xx || load.errors ? `  (${load.non2xx} non-2xx, ${load.errors} errors)` : ''}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The three servers run side by side; each is warmed up, then loaded in turn, ROUNDS times over. This machine's
 * speed drifts by a third from one minute to the next (other tenants), so each round's ratio compares figures
 * taken seconds apart, and the median round is the one reported.
 */
async function measure(kind: 'pglite' | 'postgres', databaseUrl: string | null) {
  const targets: Target[] = [];
  try {
    targets.push(await helloWorld(), await cookieAndQuery(databaseUrl), await signedInUser(databaseUrl));
    for (const target of targets) await load(target.url, target.headers, WARMUP_SECONDS);
    const rounds: Load[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const loads: Load[] = [];
      for (const target of targets) loads.push(await load(target.url, target.headers, SECONDS));
      rounds.push(loads);
    }
    const ratio = ([hello, , user]: Load[]) => user!.requestsPerSecond / hello!.requestsPerSecond;
    const percent = (load: Load, hello: Load) =>
      `${((100 * load.requestsPerSecond) / hello.requestsPerSecond).toFixed(1)} %`;
    console.log(`${kind}:`);
    rounds.forEach(([hello, floor, user], index) => {
      console.log(`  round ${index + 1}`);
      console.log(`    bare Fastify hello world     ${describe(hello!)}`);
      console.log(`    cookie + one indexed query   ${describe(floor!)}  (${percent(floor!, hello!)})`);
      console.log(`    GET /api/v1/user (cookie)    ${describe(user!)}  (${percent(user!, hello!)})`);
    });
    console.log(`  ratio (median of ${ROUNDS} rounds)   ${(100 * median(rounds.map(ratio))).toFixed(1)} %`);
  } finally {
    for (const target of targets) await target.stop();
  }
}

const only = process.argv[2];
console.log(
  `${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} rounds after ${WARMUP_SECONDS} s of warm-up, autocannon in its own process`,
);
if (only !== 'postgres') await measure('pglite', null);
if (only !== 'pglite') {
  if (!findPostgresBin()) console.log('postgres: skipped (no PostgreSQL server binaries on this machine)');
  else {
    const postgres = startThrowawayPostgres(await freePort());
    try {
      await measure('postgres', postgres.url);
    } finally {
      postgres.stop();
    }
  }
}
