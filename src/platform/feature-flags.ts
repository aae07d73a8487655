import { createActor, fromCallback, fromPromise, type Actor } from 'xstate';
import {
  featureFlagsMachine,
  flagOf,
  type Flag,
  type Flags,
} from '@statecharts/feature-flags/feature-flags.machine.ts';
import type { PlatformConfig } from './config.ts';

/**
 * Feature flags (spec §3, §4, §8, §9; statecharts/feature-flags) on Flagsmith: the identity is the user's id and
 * the user's flat string, number and boolean fields go as traits. Cached per user for the next visit; with
 * realtime on, Flagsmith's server-sent events trigger a refresh. Flag evaluations are counted here and flushed
 * every 10,000 ms by the machine — only with analytics consent.
 */
type FlagsConfig = NonNullable<PlatformConfig['featureFlags']>;
export type FlagsIdentity = { id: string; traits: Record<string, string | number | boolean> };

const CACHE_PREFIX = 'kestrel.featureFlags.';

/** Spec §3: the user's flat string, number and boolean fields, nothing nested, nothing null. */
export function flatTraits(user: Record<string, unknown>): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(user).filter(
      (entry): entry is [string, string | number | boolean] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number' || typeof entry[1] === 'boolean',
    ),
  );
}

function readCache(key: string): Flags | null {
  try {
    const raw = localStorage.getItem(key);

    return raw ? (JSON.parse(raw) as Flags) : null;
  } catch {
    return null;
  }
}

type FlagsmithFlags = Record<string, { enabled: boolean; value?: string | number | boolean | null }> | null;
const toFlags = (flags: FlagsmithFlags): Flags =>
  Object.fromEntries(
    Object.entries(flags ?? {}).map(([id, flag]) => [
      id,
      { enabled: flag.enabled, value: flag.value ?? null },
    ]),
  );

type Store = {
  actor: Actor<typeof featureFlagsMachine>;
  evaluations: Map<string, number>;
};
let store: Store | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Starts the flags for this identity (null: a visitor); replaces a running one. Returns a stop function. */
export function startFeatureFlags(
  config: FlagsConfig,
  identity: FlagsIdentity | null,
  options: { analyticsConsent: () => boolean; fetcher?: typeof fetch },
): () => void {
  const fetcher = options.fetcher ?? fetch.bind(globalThis);
  const cacheKey = `${CACHE_PREFIX}${identity?.id ?? 'visitor'}`;
  const evaluations = new Map<string, number>();
  // Flagsmith's SDK is fetched only when flags are configured: a server without them never downloads it.
  const sdk = import('flagsmith').then(({ createFlagsmithInstance }) => createFlagsmithInstance());
  const load = async () => {
    const flagsmith = await sdk;
    await flagsmith.init({
      environmentID: config.environmentKey,
      api: config.apiUrl,
      identity: identity?.id,
      traits: identity?.traits,
      cacheFlags: false,
      enableAnalytics: false,
      fetch: fetcher,
    });

    return toFlags(flagsmith.getAllFlags() as FlagsmithFlags);
  };
  const actor = createActor(
    featureFlagsMachine.provide({
      actors: {
        fetchFlags: fromPromise(load),
        realtimeStream: fromCallback(({ sendBack }) => {
          const source = new EventSource(
            `${config.realtimeUrl}sse/environments/${encodeURIComponent(config.environmentKey)}/stream`,
          );
          source.addEventListener('environment_updated', () => {
            void sdk
              .then(async (flagsmith) => {
                await flagsmith.getFlags();
                sendBack({
                  type: 'flags.updated',
                  flags: toFlags(flagsmith.getAllFlags() as FlagsmithFlags),
                });
              })
              .catch((error: unknown) => sendBack({ type: 'stream.dropped', reason: String(error) }));
          });
          source.addEventListener('error', () =>
            sendBack({ type: 'stream.dropped', reason: 'connection lost' }),
          );

          return () => source.close();
        }),
      },
      actions: {
        saveCache: (_, flags) => {
          try {
            localStorage.setItem(cacheKey, JSON.stringify(flags));
          } catch {
            // No storage: the next visit fetches again.
          }
        },
        warn: (_, message) => console.warn(message),
        flushAnalytics: () => {
          if (evaluations.size === 0 || !options.analyticsConsent()) return;
          const body = JSON.stringify(Object.fromEntries(evaluations));
          evaluations.clear();
          void fetcher(`${config.apiUrl}analytics/flags/`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Environment-Key': config.environmentKey },
            body,
          }).catch(() => undefined);
        },
      },
    }),
    { input: { isConfigured: true, cached: readCache(cacheKey), realtime: config.realtime } },
  );
  const subscription = actor.subscribe(notify);
  store = { actor, evaluations };
  actor.start();
  notify();

  return () => {
    subscription.unsubscribe();
    actor.stop();
    if (store?.actor === actor) store = null;
    notify();
  };
}

/** A flag: off (with `fallback` as its value) while flags are unconfigured, loading or unreachable. */
export function getFeatureFlag(id: string, fallback: Flag['value'] = null): Flag {
  if (!store) return { enabled: false, value: fallback };
  store.evaluations.set(id, (store.evaluations.get(id) ?? 0) + 1);

  return flagOf(store.actor.getSnapshot().context.flags, id, fallback);
}
