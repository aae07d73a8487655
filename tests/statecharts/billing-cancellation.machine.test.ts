import {
  BILLING_CANCELLATION_EVENTS,
  billingCancellationMachine,
  type BillingCancellationEvent,
  type PendingChange,
} from '@statecharts/billing-cancellation/billing-cancellation.machine.ts';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/** The server: each call succeeds, or fails with `failing`'s message. */
function server(failing: Partial<Record<'cancel' | 'revokeCancellation' | 'revokeDowngrade', string>> = {}) {
  const call = (name: keyof typeof failing) =>
    fromPromise<void>(async () => {
      if (failing[name]) throw new Error(failing[name]);
    });
  return billingCancellationMachine.provide({
    actors: {
      cancelSubscription: call('cancel'),
      revokeCancellation: call('revokeCancellation'),
      revokeDowngrade: call('revokeDowngrade'),
    },
  });
}

async function drive(
  pending: PendingChange,
  events: readonly BillingCancellationEvent[],
  failing?: Parameters<typeof server>[0],
) {
  const actor = createActor(server(failing), { input: { pending } });
  actor.start();
  for (const event of events) {
    actor.send(event);
    // Let an invoked call settle before the next user action.
    await waitFor(
      actor,
      (snapshot) =>
        !['cancelling', 'revokingCancellation', 'revokingDowngrade'].includes(String(snapshot.value)),
    );
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

describe('billingCancellationMachine', () => {
  it('reaches every screen and pending state from a plain subscription, and never rests in resolving', () => {
    const reached = new Set(
      getShortestPaths(billingCancellationMachine, {
        input: { pending: 'none' },
        events: BILLING_CANCELLATION_EVENTS,
      }).map((path) => path.state.value),
    );
    expect([...reached].sort()).toEqual(
      [
        'subscribed',
        'downgradeFunnel',
        'contactingUs',
        'cancelling',
        'downgradeScheduled',
        'revokingDowngrade',
      ].sort(),
    );
  });

  it.each([
    ['none', 'subscribed'],
    ['cancellation', 'cancellationScheduled'],
    ['downgrade', 'downgradeScheduled'],
  ] as const)('opens on %s pending as %s', async (pending, state) => {
    expect((await drive(pending, [])).value).toBe(state);
  });

  const journeys: Array<{
    name: string;
    pending: PendingChange;
    events: BillingCancellationEvent[];
    failing?: Parameters<typeof server>[0];
    end: string;
    error?: string | null;
  }> = [
    {
      name: 'cancels through the funnel: the subscription ends at the period end',
      pending: 'none',
      events: [{ type: 'cancellation.started' }, { type: 'cancellation.confirmed' }],
      end: 'cancellationScheduled',
    },
    {
      name: 'asks to talk to us, comes back, and stays',
      pending: 'none',
      events: [
        { type: 'cancellation.started' },
        { type: 'funnel.contactRequested' },
        { type: 'funnel.backRequested' },
        { type: 'funnel.left' },
      ],
      end: 'subscribed',
    },
    {
      name: 'cancels from the contact screen',
      pending: 'none',
      events: [
        { type: 'cancellation.started' },
        { type: 'funnel.contactRequested' },
        { type: 'cancellation.confirmed' },
      ],
      end: 'cancellationScheduled',
    },
    {
      name: 'cancels the cancellation',
      pending: 'cancellation',
      events: [{ type: 'cancellation.revoked' }],
      end: 'subscribed',
    },
    {
      name: 'cancels a pending downgrade',
      pending: 'downgrade',
      events: [{ type: 'downgrade.revoked' }],
      end: 'subscribed',
    },
    {
      name: 'leaves the funnel with a downgrade still pending',
      pending: 'downgrade',
      events: [{ type: 'cancellation.started' }, { type: 'funnel.left' }],
      end: 'downgradeScheduled',
    },
    {
      name: 'stays in the funnel with the reason when the cancel call fails',
      pending: 'none',
      events: [{ type: 'cancellation.started' }, { type: 'cancellation.confirmed' }],
      failing: { cancel: 'Payment provider unavailable' },
      end: 'downgradeFunnel',
      error: 'Payment provider unavailable',
    },
    {
      name: 'keeps the cancellation scheduled when revoking it fails',
      pending: 'cancellation',
      events: [{ type: 'cancellation.revoked' }],
      failing: { revokeCancellation: 'Try again later' },
      end: 'cancellationScheduled',
      error: 'Try again later',
    },
    {
      name: 'keeps the downgrade scheduled when revoking it fails',
      pending: 'downgrade',
      events: [{ type: 'downgrade.revoked' }],
      failing: { revokeDowngrade: 'Try again later' },
      end: 'downgradeScheduled',
      error: 'Try again later',
    },
  ];

  it.each(journeys)('$name', async ({ pending, events, failing, end, error = null }) => {
    const snapshot = await drive(pending, events, failing);
    expect(snapshot.value).toBe(end);
    expect(snapshot.context.error).toBe(error);
  });

  it('shows the funnel screens at their routes', () => {
    expect(billingCancellationMachine.root.states.downgradeFunnel!.meta).toEqual({
      screen: '/downgrade-funnel',
    });
    expect(billingCancellationMachine.root.states.contactingUs!.meta).toEqual({
      screen: '/downgrade-funnel/contact',
    });
  });
});
