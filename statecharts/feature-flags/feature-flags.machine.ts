/**
 * Feature flags (spec §4, §8, §9): loaded from the cache or from the flag service, optionally kept fresh by a
 * realtime stream; a failure warns and falls back to false (or the flag's default), so the product never breaks
 * because the flag service is down.
 *
 *   resolving     configured?
 *   off           no flag service configured: every flag is false, nothing is fetched
 *   fetching      the service is asked; flags cached from the last visit serve meanwhile
 *   connecting    the flags are in: with a realtime stream, go live
 *   ready         the flags are known (from the service, or from the cache when the service failed)
 *   fallback      nothing known: every flag false or its default, with a warning
 *   live          ready, and the realtime stream refreshes the flags
 *   reconnecting  the stream dropped; it reconnects after at most 3,000 ms
 *
 * While it runs, flag analytics are flushed every 10,000 ms (a child loop on the same clock; `flushAnalytics` is
 * the app's).
 *
 * Provided by the app: actors `fetchFlags` (output: the flags) and `realtimeStream` (a callback actor that sends
 * `flags.updated`, and `stream.dropped` when the connection drops); actions `saveCache(flags)`, `warn(message)`,
 * `flushAnalytics()`.
 */
import { assign, fromCallback, fromPromise, sendParent, setup } from 'xstate';

export const ANALYTICS_FLUSH_INTERVAL_MS = 10_000;
export const MAX_RECONNECT_DELAY_MS = 3_000;

export type Flag = { enabled: boolean; value: string | number | boolean | null };
export type Flags = Record<string, Flag>;

export type FeatureFlagsInput = { isConfigured: boolean; cached: Flags | null; realtime: boolean };

export type FeatureFlagsContext = {
  isConfigured: boolean;
  flags: Flags;
  source: 'none' | 'cache' | 'server';
  realtime: boolean;
  warning: string | null;
  reconnectAttempts: number;
};

export type FeatureFlagsEvent =
  | { type: 'flags.updated'; flags: Flags }
  | { type: 'stream.dropped'; reason: string }
  | { type: 'analytics.flushDue' };

/** Reconnect after 500 ms, then 1 s, 2 s, and never more than 3 s. */
export function reconnectDelay(attempts: number): number {
  return Math.min(MAX_RECONNECT_DELAY_MS, 500 * 2 ** attempts);
}

/** A flag the service did not send, or any flag while it is unreachable: off, with its default value. */
export function flagOf(flags: Flags, id: string, fallbackValue: Flag['value'] = null): Flag {
  return flags[id] ?? { enabled: false, value: fallbackValue };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Every ANALYTICS_FLUSH_INTERVAL_MS, tells its parent a flush is due. */
const flushLoop = setup({ delays: { flushInterval: ANALYTICS_FLUSH_INTERVAL_MS } }).createMachine({
  id: 'flagAnalyticsFlush',
  initial: 'waiting',
  states: {
    waiting: {
      after: {
        flushInterval: {
          target: 'waiting',
          reenter: true,
          actions: sendParent({ type: 'analytics.flushDue' }),
        },
      },
    },
  },
});

const warnWith = (prefix: string) =>
  ({
    type: 'warn',
    params: ({ event }: { event: { error?: unknown } }) => `${prefix}: ${reasonOf(event.error)}`,
  }) as const;

export const featureFlagsMachine = setup({
  types: {
    context: {} as FeatureFlagsContext,
    events: {} as FeatureFlagsEvent,
    input: {} as FeatureFlagsInput,
  },
  actors: {
    fetchFlags: fromPromise<Flags>(() => Promise.reject(new Error('fetchFlags is not provided'))),
    realtimeStream: fromCallback(() => {}),
    flushLoop,
  },
  actions: {
    saveCache: (_, _flags: Flags) => {},
    warn: (_, _message: string) => {},
    flushAnalytics: () => {},
  },
  guards: {
    isUnconfigured: ({ context }) => !context.isConfigured,
    hasCache: ({ context }) => context.source === 'cache',
    isRealtime: ({ context }) => context.realtime,
  },
  delays: {
    reconnectDelay: ({ context }) => reconnectDelay(context.reconnectAttempts),
  },
}).createMachine({
  id: 'featureFlags',
  context: ({ input }) => ({
    isConfigured: input.isConfigured,
    flags: input.isConfigured ? (input.cached ?? {}) : {},
    source: input.isConfigured && input.cached ? 'cache' : 'none',
    realtime: input.realtime,
    warning: null,
    reconnectAttempts: 0,
  }),
  initial: 'resolving',
  // Not drawn in the diagram: the analytics flush every 10,000 ms for as long as the flags run.
  invoke: { src: 'flushLoop' },
  on: { 'analytics.flushDue': { actions: 'flushAnalytics' } },
  states: {
    resolving: {
      description: 'Configured?',
      always: [{ target: 'off', guard: 'isUnconfigured' }, { target: 'fetching' }],
    },
    off: { description: 'Every flag false; nothing fetched' },
    fetching: {
      description: 'Asks the service; cached flags serve meanwhile',
      invoke: {
        src: 'fetchFlags',
        onDone: {
          target: 'connecting',
          actions: [
            assign({ flags: ({ event }) => event.output, source: 'server', warning: null }),
            { type: 'saveCache', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            target: 'ready',
            guard: 'hasCache',
            actions: [
              assign({ warning: ({ event }) => `Flags from cache: ${reasonOf(event.error)}` }),
              warnWith('Feature flags could not be refreshed, using the cached ones'),
            ],
          },
          {
            target: 'fallback',
            actions: [
              assign({ warning: ({ event }) => `Flags off: ${reasonOf(event.error)}` }),
              warnWith('Feature flags could not be loaded, every flag is off'),
            ],
          },
        ],
      },
    },
    connecting: {
      description: 'Realtime stream wanted?',
      always: [{ target: 'live', guard: 'isRealtime' }, { target: 'ready' }],
    },
    ready: { description: 'Flags known; no realtime stream' },
    fallback: { description: 'Every flag false or its default' },
    live: {
      description: 'The realtime stream refreshes the flags',
      invoke: {
        src: 'realtimeStream',
        onError: { target: 'reconnecting', actions: warnWith('Feature-flag stream dropped') },
      },
      on: {
        'stream.dropped': {
          target: 'reconnecting',
          actions: { type: 'warn', params: ({ event }) => `Feature-flag stream dropped: ${event.reason}` },
        },
        'flags.updated': {
          actions: [
            // Flags arriving prove the connection: the next drop waits the shortest delay again.
            assign({ flags: ({ event }) => event.flags, source: 'server', reconnectAttempts: 0 }),
            { type: 'saveCache', params: ({ event }) => event.flags },
          ],
        },
      },
    },
    reconnecting: {
      description: 'At most 3,000 ms',
      after: {
        reconnectDelay: {
          target: 'live',
          actions: assign({ reconnectAttempts: ({ context }) => context.reconnectAttempts + 1 }),
        },
      },
    },
  },
});
