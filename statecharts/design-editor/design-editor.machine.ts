/**
 * The design-editor SDK (spec §3, §4: the `adobeExpress` handle in global UI state). Its script loads from the
 * configured host the first time the user opens the editor; initialisation runs once, with the client id and
 * the user's locale; the handle is saved in global UI state. Failures are states, each with its reason, and the
 * next request tries again.
 *
 *   resolving      configured? already initialised?
 *   unavailable    no host or client id configured: the editor is not offered
 *   idle           nothing loaded yet
 *   loadingScript  the SDK script is loading from the host
 *   initialising   the SDK initialises with client id and locale
 *   ready          the handle is in global UI state
 *   scriptFailed   the script did not load
 *   initFailed     initialisation failed
 *
 * Provided by the app: actors `loadScript` (input: host) and `initialise` (input: client id, locale; output:
 * the handle), action `saveHandle(handle)`.
 */
import { assign, fromPromise, setup } from 'xstate';

export type DesignEditorInput = {
  host: string | null;
  clientId: string | null;
  locale: string;
  /** A handle an earlier editor left in global UI state: initialisation is not run twice. */
  existingHandle?: unknown;
};

export type DesignEditorContext = {
  host: string | null;
  clientId: string | null;
  locale: string;
  handle: unknown;
  error: string | null;
};

export type DesignEditorEvent = { type: 'editor.requested' };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const designEditorMachine = setup({
  types: {
    context: {} as DesignEditorContext,
    events: {} as DesignEditorEvent,
    input: {} as DesignEditorInput,
  },
  actors: {
    loadScript: fromPromise<void, { host: string }>(() =>
      Promise.reject(new Error('loadScript is not provided')),
    ),
    initialise: fromPromise<unknown, { clientId: string; locale: string }>(() =>
      Promise.reject(new Error('initialise is not provided')),
    ),
  },
  actions: {
    saveHandle: (_, _handle: unknown) => {},
    recordError: assign({ error: (_, params: { error: unknown }) => reasonOf(params.error) }),
  },
  guards: {
    isInitialised: ({ context }) => context.handle !== null && context.handle !== undefined,
    isConfigured: ({ context }) => Boolean(context.host && context.clientId),
  },
}).createMachine({
  id: 'designEditor',
  context: ({ input }) => ({
    host: input.host,
    clientId: input.clientId,
    locale: input.locale,
    handle: input.existingHandle ?? null,
    error: null,
  }),
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Configured? Already initialised?',
      always: [
        { target: 'ready', guard: 'isInitialised' },
        { target: 'idle', guard: 'isConfigured' },
        { target: 'unavailable' },
      ],
    },
    unavailable: { description: 'No host or client id configured' },
    idle: { on: { 'editor.requested': { target: 'loadingScript' } } },
    loadingScript: {
      description: 'Script from the configured host',
      invoke: {
        src: 'loadScript',
        input: ({ context }) => ({ host: context.host! }),
        onDone: [{ target: 'ready', guard: 'isInitialised' }, { target: 'initialising' }],
        onError: {
          target: 'scriptFailed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    initialising: {
      description: 'Once, with client id and locale',
      invoke: {
        src: 'initialise',
        input: ({ context }) => ({ clientId: context.clientId!, locale: context.locale }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ handle: ({ event }) => event.output, error: null }),
            { type: 'saveHandle', params: ({ context }: { context: DesignEditorContext }) => context.handle },
          ],
        },
        onError: {
          target: 'initFailed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: { description: 'Handle in global UI state' },
    scriptFailed: { on: { 'editor.requested': { target: 'loadingScript' } } },
    initFailed: { on: { 'editor.requested': { target: 'initialising' } } },
  },
});
