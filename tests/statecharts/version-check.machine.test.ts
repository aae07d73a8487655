import {
  VERSION_CHECK_INTERVAL_MS,
  versionCheckMachine,
} from '@statecharts/version-check/version-check.machine.ts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

/** Runs the machine on a simulated clock with a server whose version file answers `answers` in turn. */
function start(answers: ReadonlyArray<string | Error>) {
  const clock = new SimulatedClock();
  const fetchVersion = vi.fn();
  const logFailure = vi.fn();
  const reload = vi.fn();
  let call = 0;
  const actor = createActor(
    versionCheckMachine.provide({
      actors: {
        fetchVersion: fromPromise(async () => {
          fetchVersion();
          const answer = answers[Math.min(call++, answers.length - 1)]!;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
      actions: { logFailure, reload },
    }),
    { input: { currentVersion: '1.0.0+a' }, clock },
  );
  actor.start();
  const tick = async (ms: number) => {
    clock.increment(ms);
    // The fetch settles on the microtask queue.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  return { actor, tick, fetchVersion, logFailure, reload };
}

describe('versionCheckMachine', () => {
  it('goes through every state on the way to a reload', async () => {
    const { actor, tick } = start(['1.0.1+b']);
    const seen = new Set<unknown>([actor.getSnapshot().value]);
    actor.subscribe((snapshot) => seen.add(snapshot.value));
    await tick(VERSION_CHECK_INTERVAL_MS);
    actor.send({ type: 'route.changed' });
    expect([...seen]).toEqual(Object.keys(versionCheckMachine.root.states));
  });

  it('checks the version file every 300,000 ms, not before', async () => {
    const { actor, tick, fetchVersion } = start(['1.0.0+a']);
    await tick(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetchVersion).not.toHaveBeenCalled();
    await tick(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('waiting');
    await tick(VERSION_CHECK_INTERVAL_MS);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('marks a reload pending on a new version, and reloads on the next route change only', async () => {
    const { actor, tick, reload } = start(['1.0.1+b']);
    actor.send({ type: 'route.changed' });
    await tick(VERSION_CHECK_INTERVAL_MS);
    expect(actor.getSnapshot().value).toBe('reloadPending');
    expect(actor.getSnapshot().context.latestVersion).toBe('1.0.1+b');
    expect(reload).not.toHaveBeenCalled();
    actor.send({ type: 'route.changed' });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logs a failed check and does nothing else until the next one', async () => {
    const { actor, tick, logFailure, reload, fetchVersion } = start([new Error('offline'), '1.0.1+b']);
    await tick(VERSION_CHECK_INTERVAL_MS);
    expect(logFailure).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('waiting');
    await tick(VERSION_CHECK_INTERVAL_MS);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('reloadPending');
    actor.stop();
  });

  it('ignores route changes while the version is current', async () => {
    const { actor, tick, reload } = start(['1.0.0+a']);
    await tick(VERSION_CHECK_INTERVAL_MS);
    actor.send({ type: 'route.changed' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(reload).not.toHaveBeenCalled();
    actor.stop();
  });
});
