import {
  ANALYTICS_FLUSH_INTERVAL_MS,
  featureFlagsMachine,
  flagOf,
  reconnectDelay,
  type FeatureFlagsInput,
  type Flags,
} from '@statecharts/feature-flags/feature-flags.machine.ts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';

const SERVER: Flags = { new_inbox: { enabled: true, value: 'v2' } };
const CACHED: Flags = { new_inbox: { enabled: false, value: null } };

type StreamControl = { send?: (flags: Flags) => void; drop?: () => void; connections: number };

function start(input: FeatureFlagsInput, fetchResult: Flags | Error = SERVER) {
  const clock = new SimulatedClock();
  const stream: StreamControl = { connections: 0 };
  const spies = { fetchFlags: vi.fn(), saveCache: vi.fn(), warn: vi.fn(), flushAnalytics: vi.fn() };
  const actor = createActor(
    featureFlagsMachine.provide({
      actors: {
        fetchFlags: fromPromise(async () => {
          spies.fetchFlags();
          if (fetchResult instanceof Error) throw fetchResult;
          return fetchResult;
        }),
        realtimeStream: fromCallback(({ sendBack }) => {
          stream.connections += 1;
          stream.send = (flags) => sendBack({ type: 'flags.updated', flags });
          stream.drop = () => sendBack({ type: 'stream.dropped', reason: 'socket closed' });
        }),
      },
      actions: {
        saveCache: (_, flags) => spies.saveCache(flags),
        warn: (_, message) => spies.warn(message),
        flushAnalytics: () => spies.flushAnalytics(),
      },
    }),
    { input, clock },
  );
  actor.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const tick = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, clock, tick, settle, stream, ...spies };
}

describe('featureFlagsMachine', () => {
  it('is off, all flags false, and fetches nothing when no flag service is configured', async () => {
    const { actor, settle, fetchFlags } = start({ isConfigured: false, cached: CACHED, realtime: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('off');
    expect(fetchFlags).not.toHaveBeenCalled();
    expect(flagOf(actor.getSnapshot().context.flags, 'new_inbox')).toEqual({ enabled: false, value: null });
  });

  it('serves the cache at once, then the service’s flags, and caches them', async () => {
    const { actor, settle, saveCache } = start({ isConfigured: true, cached: CACHED, realtime: false });
    expect(actor.getSnapshot().value).toBe('fetching');
    expect(actor.getSnapshot().context.flags).toEqual(CACHED);
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ flags: SERVER, source: 'server', warning: null });
    expect(saveCache).toHaveBeenCalledWith(SERVER);
  });

  it('keeps the cached flags with a warning when the service fails', async () => {
    const { actor, settle, warn } = start(
      { isConfigured: true, cached: CACHED, realtime: false },
      new Error('503'),
    );
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.flags).toEqual(CACHED);
    expect(warn).toHaveBeenCalledWith('Feature flags could not be refreshed, using the cached ones: 503');
  });

  it('falls back to every flag off (or its default) with a warning when nothing is cached and the service fails', async () => {
    const { actor, settle, warn } = start(
      { isConfigured: true, cached: null, realtime: false },
      new Error('offline'),
    );
    await settle();
    expect(actor.getSnapshot().value).toBe('fallback');
    expect(flagOf(actor.getSnapshot().context.flags, 'new_inbox', 'v1')).toEqual({
      enabled: false,
      value: 'v1',
    });
    expect(warn).toHaveBeenCalledWith('Feature flags could not be loaded, every flag is off: offline');
  });

  it('follows the realtime stream, and reconnects after a drop within 3,000 ms', async () => {
    const { actor, settle, tick, stream } = start({ isConfigured: true, cached: null, realtime: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('live');
    const fresh = { new_inbox: { enabled: true, value: 'v3' } };
    stream.send!(fresh);
    expect(actor.getSnapshot().context.flags).toEqual(fresh);

    stream.drop!();
    expect(actor.getSnapshot().value).toBe('reconnecting');
    await tick(499);
    expect(actor.getSnapshot().value).toBe('reconnecting');
    await tick(1);
    expect(actor.getSnapshot().value).toBe('live');
    expect(stream.connections).toBe(2);
    // A second drop in a row waits twice as long.
    stream.drop!();
    await tick(999);
    expect(actor.getSnapshot().value).toBe('reconnecting');
    await tick(1);
    expect(actor.getSnapshot().value).toBe('live');
    expect(stream.connections).toBe(3);
    expect(actor.getSnapshot().context.flags).toEqual(fresh);
  });

  it('flushes flag analytics every 10,000 ms', async () => {
    const { tick, flushAnalytics } = start({ isConfigured: true, cached: null, realtime: false });
    await tick(ANALYTICS_FLUSH_INTERVAL_MS - 1);
    expect(flushAnalytics).not.toHaveBeenCalled();
    await tick(1);
    expect(flushAnalytics).toHaveBeenCalledTimes(1);
    await tick(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(flushAnalytics).toHaveBeenCalledTimes(2);
  });

  it('waits longer after each failed reconnect, never more than 3,000 ms', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([500, 1000, 2000, 3000, 3000]);
  });
});
