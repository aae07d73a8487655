import { useSyncExternalStore } from 'react';
import { createActor, fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import { designEditorMachine } from '@statecharts/design-editor/design-editor.machine.ts';
import type { PlatformConfig } from './config.ts';

/**
 * The embedded design editor (spec §3, §4; statecharts/design-editor): the SDK script loads from the configured
 * URL the first time someone opens the editor, initialises once with the client id and the user's locale, and
 * its handle stays in global UI state for the rest of the page. Unconfigured, it is `unavailable` and loads
 * nothing.
 */
type EditorSdk = {
  initialize(host: { clientId: string; appName: string }, config: { locale: string }): Promise<unknown>;
};
declare global {
  interface Window {
    CCEverywhere?: EditorSdk;
  }
}

/** Global UI state: the editor handle, kept for the page once initialised. */
let savedHandle: unknown = null;
let actor: Actor<typeof designEditorMachine> | null = null;
let actorKey = '';
const listeners = new Set<() => void>();

export function loadScriptOnce(src: string, doc: Document = document): Promise<void> {
  const existing = doc.querySelector<HTMLScriptElement>(`script[data-design-editor="${CSS.escape(src)}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  existing?.remove();

  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.designEditor = src;
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () =>
      reject(new Error(`The design editor could not be loaded from ${src}`)),
    );
    doc.head.append(script);
  });
}

function editorActor(config: PlatformConfig['designEditor'], locale: string) {
  const key = `${config?.sdkUrl ?? ''}|${config?.clientId ?? ''}|${locale}`;
  if (actor && actorKey === key) return actor;
  actor?.stop();
  actorKey = key;
  actor = createActor(
    designEditorMachine.provide({
      actors: {
        loadScript: fromPromise(({ input }) => loadScriptOnce(input.host)),
        initialise: fromPromise(async ({ input }) => {
          const sdk = window.CCEverywhere;
          if (!sdk) throw new Error('The design editor script loaded but did not start');

          return sdk.initialize({ clientId: input.clientId, appName: 'Kestrel' }, { locale: input.locale });
        }),
      },
      actions: {
        saveHandle: (_, handle) => {
          savedHandle = handle;
        },
      },
    }),
    {
      input: {
        host: config?.sdkUrl ?? null,
        clientId: config?.clientId ?? null,
        locale,
        existingHandle: savedHandle,
      },
    },
  );
  actor.subscribe(() => {
    for (const listener of listeners) listener();
  });
  actor.start();

  return actor;
}

/** The editor for this deployment and locale: its state, its handle once ready, and `open()` to load it. */
export function useDesignEditor(
  config: PlatformConfig['designEditor'],
  locale: string,
): { snapshot: SnapshotFrom<typeof designEditorMachine>; open(): void } {
  const current = editorActor(config, locale);
  const snapshot = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);

      return () => listeners.delete(listener);
    },
    () => current.getSnapshot(),
  );

  return { snapshot, open: () => current.send({ type: 'editor.requested' }) };
}
