import { loggedInMachine, type LoggedInEvent } from '@statecharts/logged-in/logged-in.machine.ts';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

const USER = { id: 'u-1', isTrial: true };

function drive(events: readonly LoggedInEvent[]) {
  const trackLoginCompleted = vi.fn();
  const actor = createActor(loggedInMachine.provide({ actions: { trackLoginCompleted } }));
  actor.start();
  const values = [actor.getSnapshot().value];
  for (const event of events) {
    actor.send(event);
    values.push(actor.getSnapshot().value);
  }
  actor.stop();
  return { values, tracked: trackLoginCompleted.mock.calls.map(([, user]) => user as unknown) };
}

describe('loggedInMachine', () => {
  it('reaches both states', () => {
    const reached = getShortestPaths(loggedInMachine, {
      events: [{ type: 'user.loaded', user: USER }, { type: 'user.gone' }],
    }).map((path) => path.state.value);
    expect(reached.sort()).toEqual(['loggedIn', 'loggedOut']);
  });

  it('is false by default, true with the login-completed event once a user loads, false when the user goes', () => {
    const { values, tracked } = drive([{ type: 'user.loaded', user: USER }, { type: 'user.gone' }]);
    expect(values).toEqual(['loggedOut', 'loggedIn', 'loggedOut']);
    expect(tracked).toEqual([USER]);
  });

  it('fires the event once per login, not on every reload of the same user', () => {
    const { tracked } = drive([
      { type: 'user.loaded', user: USER },
      { type: 'user.loaded', user: USER },
      { type: 'user.gone' },
      { type: 'user.loaded', user: USER },
    ]);
    expect(tracked).toHaveLength(2);
  });
});
