import type { PlatformConfig } from './config.ts';

/**
 * Session recording by the product-analytics service (spec §9): 20 % of sessions, only with analytics consent,
 * recordings between 4 s and 10 min. The recorder itself is pluggable — this product ships none, so recording is
 * off until a deployment registers one under the name it configures (`SESSION_RECORDING_PROVIDER`):
 *
 *   registerSessionRecorder('my-recorder', async () => {
 *     const sdk = await import('my-recorder-sdk');
 *     return { start: () => sdk.start(), stop: ({ keep }) => (keep ? sdk.stop() : sdk.discard()) };
 *   });
 */
export type SessionRecorder = {
  start(): void;
  /** `keep: false` when the recording was shorter than the minimum: the provider discards it. */
  stop(options: { keep: boolean }): void;
};
export type RecorderFactory = () => SessionRecorder | Promise<SessionRecorder>;

const recorders = new Map<string, RecorderFactory>();

export function registerSessionRecorder(name: string, factory: RecorderFactory): () => void {
  recorders.set(name, factory);

  return () => recorders.delete(name);
}

/** Whether this browser session is in the sample: decided once per session, kept in session storage. */
export const SAMPLE_KEY = 'kestrel.sessionRecordingSampled';

export function isSessionSampled(
  rate: number,
  storage: Storage | null = safeSessionStorage(),
  random: () => number = Math.random,
): boolean {
  const known = storage?.getItem(SAMPLE_KEY);
  if (known === '1' || known === '0') return known === '1';
  const sampled = random() < rate;
  storage?.setItem(SAMPLE_KEY, sampled ? '1' : '0');

  return sampled;
}

type Timers = { now(): number; after(ms: number, run: () => void): () => void };
const realTimers: Timers = {
  now: () => Date.now(),
  after: (ms, run) => {
    const id = setTimeout(run, ms);

    return () => clearTimeout(id);
  },
};

/**
 * Starts a recording if this session is sampled and a recorder is registered under the configured name; stops
 * it at the maximum length. The returned function stops it earlier (consent withdrawn, page left): a recording
 * shorter than the minimum is discarded.
 */
export async function startSessionRecording(
  config: NonNullable<PlatformConfig['sessionRecording']>,
  options: { sampled?: boolean; timers?: Timers } = {},
): Promise<(() => void) | null> {
  const sampled = options.sampled ?? isSessionSampled(config.sampleRate);
  if (!sampled) return null;
  const factory = recorders.get(config.provider);
  if (!factory) {
    console.warn(
      `Session recording: no recorder named "${config.provider}" is registered; nothing is recorded.`,
    );

    return null;
  }
  const timers = options.timers ?? realTimers;
  const recorder = await factory();
  const startedAt = timers.now();
  recorder.start();
  let stopped = false;
  const stop = (keep: boolean) => {
    if (stopped) return;
    stopped = true;
    cancelLimit();
    recorder.stop({ keep });
  };
  const cancelLimit = timers.after(config.maxDurationMs, () => stop(true));

  return () => stop(timers.now() - startedAt >= config.minDurationMs);
}

function safeSessionStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
