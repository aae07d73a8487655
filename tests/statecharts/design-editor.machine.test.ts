import {
  designEditorMachine,
  type DesignEditorInput,
} from '@statecharts/design-editor/design-editor.machine.ts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

const CONFIGURED: DesignEditorInput = { host: 'https://sdk.example.com', clientId: 'client-1', locale: 'fr' };
const SETTLED = ['unavailable', 'idle', 'ready', 'scriptFailed', 'initFailed'];

/** The SDK's script and initialisation answer in turn from `scripts` and `inits` (an Error fails the step). */
function start(
  input: DesignEditorInput,
  scripts: Array<true | Error> = [true],
  inits: Array<unknown> = ['handle-1'],
) {
  const loadScript = vi.fn();
  const initialise = vi.fn();
  const saveHandle = vi.fn();
  const actor = createActor(
    designEditorMachine.provide({
      actors: {
        loadScript: fromPromise(async ({ input: { host } }) => {
          loadScript(host);
          const answer = scripts.shift() ?? true;
          if (answer instanceof Error) throw answer;
        }),
        initialise: fromPromise(async ({ input: { clientId, locale } }) => {
          initialise(clientId, locale);
          const answer = inits.shift() ?? 'handle';
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
      actions: { saveHandle: (_, handle) => saveHandle(handle) },
    }),
    { input },
  ).start();
  const request = async () => {
    actor.send({ type: 'editor.requested' });
    return waitFor(actor, (snapshot) => SETTLED.includes(String(snapshot.value)));
  };
  return { actor, request, loadScript, initialise, saveHandle };
}

describe('designEditorMachine', () => {
  it('is unavailable, and loads nothing, without a host or client id', async () => {
    const { actor, request, loadScript } = start({ host: null, clientId: 'c', locale: 'en' });
    expect(actor.getSnapshot().value).toBe('unavailable');
    await request();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('loads the script from the configured host on first use, initialises with client id and locale, saves the handle', async () => {
    const { actor, request, loadScript, initialise, saveHandle } = start(CONFIGURED);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(loadScript).not.toHaveBeenCalled();
    const snapshot = await request();
    expect(snapshot.value).toBe('ready');
    expect(loadScript).toHaveBeenCalledWith('https://sdk.example.com');
    expect(initialise).toHaveBeenCalledWith('client-1', 'fr');
    expect(saveHandle).toHaveBeenCalledWith('handle-1');
  });

  it('never initialises twice: a handle already in global UI state is reused', async () => {
    const { actor, request, initialise } = start({ ...CONFIGURED, existingHandle: 'handle-0' });
    expect(actor.getSnapshot().value).toBe('ready');
    await request();
    expect(initialise).not.toHaveBeenCalled();
  });

  it('keeps a script failure as a state with its reason, and tries again on the next request', async () => {
    const { request, loadScript } = start(CONFIGURED, [new Error('blocked by the browser'), true]);
    const failed = await request();
    expect(failed.value).toBe('scriptFailed');
    expect(failed.context.error).toBe('blocked by the browser');
    expect((await request()).value).toBe('ready');
    expect(loadScript).toHaveBeenCalledTimes(2);
  });

  it('keeps an initialisation failure as a state, and retries only the initialisation', async () => {
    const { request, loadScript, initialise } = start(CONFIGURED, [true], [new Error('bad client id'), 'h']);
    const failed = await request();
    expect(failed.value).toBe('initFailed');
    expect(failed.context.error).toBe('bad client id');
    const ready = await request();
    expect(ready.value).toBe('ready');
    expect(ready.context.error).toBeNull();
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(initialise).toHaveBeenCalledTimes(2);
  });
});
