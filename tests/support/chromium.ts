/**
 * The browser every test and the benchmarks drive: the Chromium inside `@sparticuz/chromium`, pinned by the
 * lockfile (Debian's `chromium` package changes version under us, and every change redraws ring and border edges in
 * the visual baselines). `CHROMIUM_PATH` overrides it. Lighthouse needs a full Chrome and uses Debian's
 * (bench/home.ts).
 *
 * The package ships the browser brotli-compressed and unpacks it into the OS temp directory, where any other
 * checkout or version would find (or half-write) it. Here it is unpacked once per installed version into
 * `node_modules/.cache/kestrel-chromium/<version>/`: into a staging directory of this process first, then renamed
 * into place, so a directory that exists is always whole, and two runs at once (parallel workers, two worktrees)
 * never see a half-written binary. The configs await it before any worker starts.
 */
import chromium from '@sparticuz/chromium';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Flags for a quiet headless browser on a machine with no internet (not the package's `--single-process` set).
 * `--font-render-hinting=none`: the headless shell hints glyphs fully by default, which snaps text to whole pixels
 * and widens words by a pixel or so (every button a little wider); unhinted, text is laid out as in a full Chrome.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function unpackPinned(): Promise<string> {
  const packageDir = path.dirname(
    path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')),
  );
  const { version } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const cache = path.join(root, 'node_modules', '.cache', 'kestrel-chromium');
  const target = path.join(cache, version);
  const executable = path.join(target, 'chromium');
  if (existsSync(executable)) return executable;

  await mkdir(cache, { recursive: true });
  // A run killed while unpacking leaves its staging directory behind (about 200 MB): remove those of dead processes.
  for (const entry of await readdir(cache)) {
    const pid = /\.unpacking-(\d+)$/.exec(entry)?.[1];
    if (pid && !isAlive(Number(pid))) await rm(path.join(cache, entry), { recursive: true, force: true });
  }
  const staging = path.join(cache, `${version}.unpacking-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging);
  // executablePath() unpacks into os.tmpdir(), which reads TMPDIR on every call.
  const tmpdir = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    await chromium.executablePath();
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
  }
  try {
    await rename(staging, target);
  } catch (error) {
    // Another run finished first: its copy is the same version, whole.
    if (!existsSync(executable)) throw error;
    await rm(staging, { recursive: true, force: true });
  }
  return executable;
}

let pinned: Promise<string> | undefined;

/** The browser's path: `CHROMIUM_PATH`, or the pinned Chromium, unpacked on first use. */
export const chromiumExecutable = (): Promise<string> =>
  process.env.CHROMIUM_PATH ? Promise.resolve(process.env.CHROMIUM_PATH) : (pinned ??= unpackPinned());

/** Launch options for Playwright (and Vitest's Playwright provider). */
export const chromiumLaunch = async () => ({
  executablePath: await chromiumExecutable(),
  args: chromiumArgs,
});
