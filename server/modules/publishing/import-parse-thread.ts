import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/errors.ts';
import type { ParsedImport } from './import-parse.ts';

/** Imports parsed at once, at most; the others wait their turn (each thread costs a core while it runs). */
const MAX_THREADS = 2;
/** A parse that takes longer than this is stopped: no well-formed import of 512 KB comes near it. */
const PARSE_TIMEOUT_MS = 15_000;

/** By path (a bundler would rewrite `new Worker(new URL(…))` for the browser). */
const WORKER_FILE = path.join(import.meta.dirname, 'import-parse.worker.ts');

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;

  return () => {
    running--;
    waiting.shift()?.();
  };
}

/**
 * Parses an import's CSV on a worker thread, so that a large or hostile file costs that thread's time and never
 * the event loop's: the server answers everyone else meanwhile (bench/import-load.ts measures it).
 */
export async function parseImportOffThread(csv: string): Promise<ParsedImport> {
  const release = await slot();
  try {
    return await new Promise<ParsedImport>((resolve, reject) => {
      const worker = new Worker(WORKER_FILE, {
        workerData: { csv },
        resourceLimits: { maxOldGenerationSizeMb: 256 },
      });
      const timer = setTimeout(() => {
        void worker.terminate();
        reject(
          new AppError('validation_failed', 'This file takes too long to read: import it in smaller parts.', {
            errors: { csv: ['This file takes too long to read: import it in smaller parts.'] },
          }),
        );
      }, PARSE_TIMEOUT_MS);
      worker.once('message', (result: ParsedImport) => {
        clearTimeout(timer);
        resolve(result);
        void worker.terminate();
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        if (code !== 0) reject(new Error(`The import parser stopped with code ${code}.`));
      });
    });
  } finally {
    release();
  }
}
