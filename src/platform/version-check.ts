import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { createActor, fromPromise, type Actor } from 'xstate';
import { versionCheckMachine } from '@statecharts/version-check/version-check.machine.ts';

/** The version file the build writes next to index.html. */
export const VERSION_FILE_URL = '/version.json';

/** Fetches the version file past every cache; rejects on anything but a readable `{ version }`. */
export async function fetchDeployedVersion(fetcher: typeof fetch = fetch): Promise<string> {
  const response = await fetcher(VERSION_FILE_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`version file: HTTP ${response.status}`);
  const body = (await response.json()) as { version?: unknown };
  if (typeof body.version !== 'string') throw new Error('version file: no version');

  return body.version;
}

/** The machine with the browser's side effects. */
export function createVersionCheck(currentVersion: string): Actor<typeof versionCheckMachine> {
  return createActor(
    versionCheckMachine.provide({
      actors: { fetchVersion: fromPromise(() => fetchDeployedVersion()) },
      actions: {
        logFailure: () => console.warn('Version check failed'),
        reload: () => window.location.reload(),
      },
    }),
    { input: { currentVersion } },
  );
}

/**
 * Staging only (spec §4, §9): polls the version file and, once a newer build is out, reloads on the next route
 * change. Elsewhere it does nothing and fetches nothing.
 */
export function useVersionCheck(environment: string = import.meta.env.VITE_APP_ENV as string): void {
  const actor = useRef<Actor<typeof versionCheckMachine> | null>(null);
  const location = useLocation();

  useEffect(() => {
    if (environment !== 'staging') return;
    const check = createVersionCheck(import.meta.env.VITE_APP_VERSION as string);
    actor.current = check;
    check.start();

    return () => {
      check.stop();
      actor.current = null;
    };
  }, [environment]);

  useEffect(() => {
    actor.current?.send({ type: 'route.changed' });
  }, [location.pathname]);
}
