/**
 * Issue 20's load test: one client sends the worst imports it can while 50 others read, on the real server with
 * its embedded PGlite. Prints the readers' latency (p50, p99, max) with no import running and while imports run;
 * the import's parsing runs on a worker thread, so one user's file must not hold up the others. Target: readers'
 * p99 under 250 ms while the imports run. The checks of its rows are PGlite queries, which take turns with the
 * readers' (server/db `takingTurns`). Not a test: it prints figures.
 *   node bench/import-load.ts        (BENCH_PORT moves the server; BENCH_SECONDS sets each phase's length, 20;
 *                                     BENCH_WARMUP the reading before them, 15 s, while the demo's first syncs run)
 */
import { freePort, startDemoServer } from './support.ts';

const PORT = Number(process.env.BENCH_PORT ?? (await freePort()));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const READERS = 50;
const TARGET_MS = 250;
const ORIGIN = `http://127.0.0.1:${PORT}`;

const { credentials, stop } = await startDemoServer({ name: 'import-load', port: PORT });

/** A signed-in client: its cookies and CSRF token. */
async function signIn(): Promise<{ cookie: string; token: string }> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${ORIGIN}/healthz`));
  const response = await fetch(`${ORIGIN}/api/v1/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: header(),
      'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) {
    console.error(`sign-in answered ${response.status}: ${await response.text()}`);
    await stop(1);
  }
  keep(response);

  return { cookie: header(), token: jar.get('XSRF-TOKEN') ?? '' };
}

const session = await signIn();
const get = (path: string) => fetch(`${ORIGIN}${path}`, { headers: { cookie: session.cookie } });
const profiles = (await (await get('/api/v1/user/social-profiles')).json()) as { id: string }[];
const profileId = profiles[0]?.id;
if (!profileId) {
  console.error('the demo workspace has no profile');
  await stop(1);
}

/**
 * The worst files an import takes (512 KB at most): the cell that froze the server (an address, then spaces,
 * then a letter: N² steps for the old split), and 500 rows of long captions, each checked like a post.
 */
const WORST = [
  `profile,date,text,media_urls\n${profileId},2030-01-01 10:00,hello,"http://a${' '.repeat(500_000)}b"\n`,
  [
    'profile,date,text',
    ...Array.from(
      { length: 500 },
      (_, row) =>
        `${profileId},2030-01-${String((row % 28) + 1).padStart(2, '0')} 10:00,"${'Words #tag @name '.repeat(55)}${row}"`,
    ),
  ].join('\n'),
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);

  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** 50 readers, each reading the signed-in user (what every screen asks first) in a loop, for `seconds`. */
async function readFor(seconds: number, busy: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const response = await get('/api/v1/user');
        await response.arrayBuffer();
        // Only reads that overlapped an import count in the loaded phase.
        if (busy()) latencies.push(performance.now() - started);
      }
    }),
  );

  return latencies;
}

const report = (label: string, latencies: number[]) =>
  console.log(
    `${label.padEnd(26)} ${String(latencies.length).padStart(6)} reads  p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(latencies, 99).toFixed(1).padStart(6)} ms  max ${Math.max(
      ...latencies,
    )
      .toFixed(1)
      .padStart(7)} ms`,
  );

// Warm up, then the readers alone.
await readFor(Number(process.env.BENCH_WARMUP ?? 15), () => false);
const quiet = await readFor(SECONDS, () => true);

// The readers again, while one client sends the worst imports back to back (dry runs: nothing is created).
let importing = 0;
const imports: { ms: number; status: number }[] = [];
const until = Date.now() + SECONDS * 1000;
const importer = (async () => {
  let next = 0;
  while (Date.now() < until) {
    const csv = WORST[next++ % WORST.length]!;
    const started = performance.now();
    importing++;
    const response = await fetch(`${ORIGIN}/api/v1/scheduler-posts/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-xsrf-token': session.token },
      body: JSON.stringify({ csv, mode: 'dry_run', time_zone: 'UTC' }),
    });
    await response.arrayBuffer();
    importing--;
    imports.push({ ms: performance.now() - started, status: response.status });
    // The per-user import limit answers 429 after 30 imports in 10 minutes: the bench stops there.
    if (response.status === 429) break;
  }
})();
const loaded = await readFor(SECONDS, () => importing > 0);
await importer;

console.log(`\nReaders (${READERS}, GET /api/v1/user) on PGlite, ${SECONDS} s per phase:`);
report('no import', quiet);
report('while imports run', loaded);
const statuses = imports.reduce<Record<number, number>>(
  (count, { status }) => ({ ...count, [status]: (count[status] ?? 0) + 1 }),
  {},
);
console.log(
  `Imports: ${imports.length} (${Object.entries(statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ')}), p50 ${percentile(
    imports.map((entry) => entry.ms),
    50,
  ).toFixed(0)} ms, max ${Math.max(...imports.map((entry) => entry.ms)).toFixed(0)} ms`,
);
const p99 = percentile(loaded, 99);
console.log(
  `\nReaders' p99 while importing: ${p99.toFixed(1)} ms (target < ${TARGET_MS} ms) ${p99 < TARGET_MS ? 'OK' : 'OVER'}`,
);
await stop(0);
