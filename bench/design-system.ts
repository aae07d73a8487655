/**
 * Design-system performance in the tests' pinned Chromium (tests/support/chromium.ts), on a production build:
 *  - the line chart with 2 years of daily data × 8 series (5,840 points, plus its 730-row data table for screen
 *    readers): render to paint, median and p95 of 15 mounts (target: under 100 ms);
 *  - the virtualised table with 10,000 rows: mount time, then 600 frames of scrolling at 120 px per frame, from
 *    the top and from row 8,000 — frame-time percentiles and frames over 16.7 ms (a dropped frame at 60 Hz) —
 *    beside the same scroll of a static HTML table with the same rows, the floor this browser sets.
 * Prints figures; it is not a test.   node bench/design-system.ts [--profile]
 * `--chart-only` skips the table. `--profile` also records a CPU profile of the whole run and prints the functions with the most self time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { chromiumLaunch } from '../tests/support/chromium.ts';

/** What the page leaves on `window` (see design-system/main.tsx). */
type BenchWindow = { benchResults?: Record<string, number[]>; benchError?: string };

const root = path.resolve(import.meta.dirname, 'design-system');
const outDir = mkdtempSync(path.join(tmpdir(), 'kestrel-bench-ds-'));
const configFile = path.resolve(import.meta.dirname, '../vite.config.ts');
const port = 4392;

await build({
  configFile,
  root,
  logLevel: 'error',
  build: { outDir, emptyOutDir: true, sourcemap: false, minify: !process.argv.includes('--profile') },
});
const server = await preview({
  configFile,
  root,
  logLevel: 'warn',
  build: { outDir },
  preview: { port, strictPort: true, host: '127.0.0.1' },
});
const browser = await chromium.launch({ ...(await chromiumLaunch()), headless: true });

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const profiling = process.argv.includes('--profile');
  const cdp = profiling ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`http://127.0.0.1:${port}/${process.argv.includes('--chart-only') ? '?chart-only' : ''}`);
  await page.waitForFunction(
    () => (globalThis as BenchWindow).benchResults ?? (globalThis as BenchWindow).benchError,
    undefined,
    { timeout: 180_000 },
  );
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    const interval = (profile.endTime - profile.startTime) / 1000 / (profile.samples?.length ?? 1);
    const counts = new Map<number, number>();
    for (const sample of profile.samples ?? []) counts.set(sample, (counts.get(sample) ?? 0) + 1);
    const self = new Map<string, number>();
    for (const node of profile.nodes) {
      const frame = node.callFrame;
      const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (counts.get(node.id) ?? 0) * interval);
    }
    console.log('Self time, top 25 (ms):');
    for (const [name, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${time.toFixed(0).padStart(6)}  ${name}`);
  }
  const error = await page.evaluate(() => (globalThis as BenchWindow).benchError);
  if (error) throw new Error(error);
  const results = (await page.evaluate(() => (globalThis as BenchWindow).benchResults))!;

  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const percentile = (values: number[], p: number) =>
    sorted(values)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
  const ms = (value: number) => `${value.toFixed(1)} ms`;

  const chart = results.chart!;
  const withTable = results.chartWithTable!;
  const line = (values: number[]) =>
    `median ${ms(percentile(values, 50))}   p95 ${ms(percentile(values, 95))}   max ${ms(Math.max(...values))}`;
  console.log('Line chart, 730 days × 8 series, 15 mounts after 2 warm-up');
  console.log(`  render to the frame that shows it: ${line(chart)}   (target < 100 ms)`);
  console.log(`  until its 730-row screen-reader table is built too: ${line(withTable)}`);

  const frames = results.tableFrames;
  if (!frames) process.exit(0);
  const over = (values: number[]) => values.filter((frame) => frame > 1000 / 60 + 1).length;
  const scroll = (values: number[]) =>
    `frame p50 ${ms(percentile(values, 50))}   p95 ${ms(percentile(values, 95))}   p99 ${ms(percentile(values, 99))}   max ${ms(Math.max(...values))};  over 16.7 ms: ${over(values)} of ${values.length}`;
  console.log('Table, 10,000 rows × 5 columns, 600 px tall, virtualised');
  console.log(`  mount ${ms(results.tableMount![0]!)}`);
  const idle = results.tableIdleFrames!;
  console.log(
    `  at rest, the same browser's frames: p50 ${ms(percentile(idle, 50))}   p95 ${ms(percentile(idle, 95))}`,
  );
  console.log(
    `  scroll ${frames.length} frames × 120 px from the top (to row ${results.tableLastRowIndex![0]}):`,
  );
  console.log(`    ${scroll(frames)}`);
  const deep = results.tableDeepFrames!;
  console.log(`  the same from row 8,000 (to row ${results.tableDeepLastRowIndex![0]}):`);
  console.log(`    ${scroll(deep)}`);
  console.log(
    '  for comparison, a static HTML table of the same 10,000 rows, nothing virtualised, same scroll:',
  );
  console.log(`    ${scroll(results.nativeTableFrames!)}`);
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  if (process.argv.includes('--profile')) console.log(`Build kept for reading the profile: ${outDir}`);
  else rmSync(outDir, { recursive: true, force: true });
}
