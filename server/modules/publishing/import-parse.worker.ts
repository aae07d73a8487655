import { parentPort, workerData } from 'node:worker_threads';
import { parseImport } from './import-parse.ts';

/** Runs on a worker thread: parses one import's CSV and hands the result back (`import-parse-thread.ts`). */
parentPort!.postMessage(parseImport((workerData as { csv: string }).csv));
