/**
 * Signed-in reads and sign-ins over real HTTP: GET /api/v1/user (session lookup + one join) with N concurrent
 * clients, and the cost of POST /login (argon2id). Prints p50/p95/p99 and throughput. Not a test.
 *   node bench/api-session.ts [postgres://…]   (default: embedded PGlite in memory)
 */
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/index.ts';

const databaseUrl = process.argv[2] ?? 'memory:';
const config = loadConfig({
  DATABASE_URL: databaseUrl,
  APP_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  DATA_DIR: '/tmp/kestrel-bench',
  LOG_LEVEL: 'silent',
  DEMO_WORKSPACE: 'false',
  RATE_LIMIT_LOGIN_PER_15_MIN: '100000',
  RATE_LIMIT_REGISTER_PER_HOUR: '100000',
});
const database = await openDatabase(config.database);
await database.migrate();
const app = await buildApp({ config, database });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const percentile = (values: number[], p: number) =>
  values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const cookieHeader = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

const first = await fetch(`${address}/healthz`);
const guest = cookieHeader(first);
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(guest)![1]!;
const email = `bench.${Date.now()}@example.com`;
const registered = await fetch(`${address}/api/v1/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie: guest, 'x-xsrf-token': xsrf },
  body: JSON.stringify({ email, password: 'violet-kestrel-hovers-42' }),
});
const session = cookieHeader(registered);

async function measure(name: string, total: number, concurrency: number, run: () => Promise<Response>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        const response = await run();
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${name.padEnd(28)} n=${total} c=${concurrency}  ${(total / seconds).toFixed(0).padStart(5)} req/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
}

console.log(`database: ${database.kind}`);
await measure('GET /api/v1/user', 3000, 20, () =>
  fetch(`${address}/api/v1/user`, { headers: { cookie: session } }),
);
await measure('POST /api/v1/login', 60, 4, () =>
  fetch(`${address}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: guest, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email, password: 'violet-kestrel-hovers-42' }),
  }),
);
await app.close();
await database.close();
