/**
 * The staging version check (spec §4, §9). The app starts it only in the staging environment:
 *
 *   waiting        until the next check, 300,000 ms (5 minutes) after the last one
 *   checking       the version file is fetched, never from a cache
 *   reloadPending  a newer build is out: the app reloads on the next route change, not in the user's face
 *   reloading      the reload is under way
 *
 * A failed check logs "Version check failed" and does nothing else: the next one comes 5 minutes later.
 *
 * Provided by the app with `versionCheckMachine.provide(...)`:
 * - actor `fetchVersion`: resolves to the version the server's version file names;
 * - action `logFailure`: the warning; action `reload`: reloads the page.
 */
import { assign, fromPromise, setup } from 'xstate';

export const VERSION_CHECK_INTERVAL_MS = 300_000;

export const VERSION_CHECK_STATE = {
  WAITING: 'waiting',
  CHECKING: 'checking',
  RELOAD_PENDING: 'reloadPending',
  RELOADING: 'reloading',
} as const;

export type VersionCheckContext = {
  /** The version this page was built as. */
  currentVersion: string;
  /** The newer version the server announced, once one has. */
  latestVersion: string | null;
};

export type VersionCheckEvent = { type: 'route.changed' };

export const versionCheckMachine = setup({
  types: {
    context: {} as VersionCheckContext,
    events: {} as VersionCheckEvent,
    input: {} as { currentVersion: string },
  },
  actors: {
    // Provided by the app: GET the version file with no caching. Rejects here, so a forgotten provide fails loudly.
    fetchVersion: fromPromise<string>(() => Promise.reject(new Error('fetchVersion is not provided'))),
  },
  actions: {
    logFailure: () => {},
    reload: () => {},
  },
  guards: {
    isNewVersion: ({ context }, { version }: { version: string }) => version !== context.currentVersion,
  },
  delays: {
    checkInterval: VERSION_CHECK_INTERVAL_MS,
  },
}).createMachine({
  id: 'versionCheck',
  context: ({ input }) => ({ currentVersion: input.currentVersion, latestVersion: null }),
  initial: VERSION_CHECK_STATE.WAITING,
  states: {
    [VERSION_CHECK_STATE.WAITING]: {
      description: 'Next check in 5 minutes',
      after: { checkInterval: VERSION_CHECK_STATE.CHECKING },
    },
    [VERSION_CHECK_STATE.CHECKING]: {
      description: 'Fetches the version file, uncached',
      invoke: {
        src: 'fetchVersion',
        onDone: [
          {
            target: VERSION_CHECK_STATE.RELOAD_PENDING,
            guard: { type: 'isNewVersion', params: ({ event }) => ({ version: event.output }) },
            actions: assign({ latestVersion: ({ event }) => event.output }),
          },
          { target: VERSION_CHECK_STATE.WAITING },
        ],
        onError: { target: VERSION_CHECK_STATE.WAITING, actions: 'logFailure' },
      },
    },
    [VERSION_CHECK_STATE.RELOAD_PENDING]: {
      description: 'A newer build is out',
      on: { 'route.changed': { target: VERSION_CHECK_STATE.RELOADING } },
    },
    [VERSION_CHECK_STATE.RELOADING]: {
      entry: 'reload',
      type: 'final',
    },
  },
});
