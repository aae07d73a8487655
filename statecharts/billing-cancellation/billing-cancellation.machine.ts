/**
 * Billing cancellation (spec §4 billing actions: cancel, cancel-cancellation, cancel-downgrade), with the
 * downgrade funnel (spec §2 `/downgrade-funnel`, `/downgrade-funnel/contact`) as its screens:
 *
 *   resolving               picks the state from the subscription the server describes
 *   subscribed              nothing pending
 *   downgradeFunnel         /downgrade-funnel: why are you leaving, what we can offer instead
 *   contactingUs            /downgrade-funnel/contact: talk to us before you go
 *   cancelling              the cancel call is under way
 *   cancellationScheduled   the subscription ends at the period's end
 *   revokingCancellation    the cancel-cancellation call is under way
 *   downgradeScheduled      a move to a smaller plan waits for the period's end
 *   revokingDowngrade       the cancel-downgrade call is under way
 *
 * The server owns the truth: each call is an actor the app provides (`cancelSubscription`, `revokeCancellation`,
 * `revokeDowngrade`), and a failed call returns to where the user was with the reason kept in `error`.
 */
import { assign, fromPromise, setup } from 'xstate';

export type PendingChange = 'none' | 'cancellation' | 'downgrade';

export type BillingCancellationContext = {
  pending: PendingChange;
  /** Why the last call failed, for the screen to say; cleared by the next attempt. */
  error: string | null;
};

export type BillingCancellationEvent =
  | { type: 'cancellation.started' }
  | { type: 'funnel.contactRequested' }
  | { type: 'funnel.backRequested' }
  | { type: 'funnel.left' }
  | { type: 'cancellation.confirmed' }
  | { type: 'cancellation.revoked' }
  | { type: 'downgrade.scheduled' }
  | { type: 'downgrade.revoked' };

/** One of each event: for graph walks, tests and the simulator. */
export const BILLING_CANCELLATION_EVENTS: readonly BillingCancellationEvent[] = [
  { type: 'cancellation.started' },
  { type: 'funnel.contactRequested' },
  { type: 'funnel.backRequested' },
  { type: 'funnel.left' },
  { type: 'cancellation.confirmed' },
  { type: 'cancellation.revoked' },
  { type: 'downgrade.scheduled' },
  { type: 'downgrade.revoked' },
];

const notProvided = (name: string) =>
  fromPromise<void>(() => Promise.reject(new Error(`${name} is not provided`)));
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A state that waits on one of the server's calls: on success the pending change is recorded and it moves on;
 * on failure it goes back where the user was, with the reason.
 */
function serverCall<TSrc extends string, TDone extends string, TFailed extends string>(
  description: string,
  src: TSrc,
  done: { target: TDone; pending: PendingChange },
  failedTarget: TFailed,
) {
  return {
    description,
    invoke: {
      src,
      onDone: { target: done.target, actions: { type: 'recordPending', params: { pending: done.pending } } },
      onError: {
        target: failedTarget,
        actions: {
          type: 'recordError',
          params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
        },
      },
    },
  } as const;
}

export const billingCancellationMachine = setup({
  types: {
    context: {} as BillingCancellationContext,
    events: {} as BillingCancellationEvent,
    input: {} as { pending: PendingChange },
    meta: {} as { screen: string },
  },
  actors: {
    cancelSubscription: notProvided('cancelSubscription'),
    revokeCancellation: notProvided('revokeCancellation'),
    revokeDowngrade: notProvided('revokeDowngrade'),
  },
  actions: {
    clearError: assign({ error: null }),
    recordPending: assign((_, params: { pending: PendingChange }) => ({ pending: params.pending })),
    recordError: assign({ error: (_, params: { error: unknown }) => reasonOf(params.error) }),
  },
  guards: {
    isCancellationPending: ({ context }) => context.pending === 'cancellation',
    isDowngradePending: ({ context }) => context.pending === 'downgrade',
  },
}).createMachine({
  id: 'billingCancellation',
  context: ({ input }) => ({ pending: input.pending, error: null }),
  initial: 'resolving',
  states: {
    resolving: {
      description: "Picks the state from the server's subscription",
      always: [
        { target: 'cancellationScheduled', guard: 'isCancellationPending' },
        { target: 'downgradeScheduled', guard: 'isDowngradePending' },
        { target: 'subscribed' },
      ],
    },
    subscribed: {
      on: {
        'cancellation.started': { target: 'downgradeFunnel', actions: 'clearError' },
        'downgrade.scheduled': { target: 'downgradeScheduled', actions: assign({ pending: 'downgrade' }) },
      },
    },
    downgradeFunnel: {
      meta: { screen: '/downgrade-funnel' },
      on: {
        'funnel.contactRequested': { target: 'contactingUs' },
        'cancellation.confirmed': { target: 'cancelling', actions: 'clearError' },
        'funnel.left': { target: 'resolving' },
      },
    },
    contactingUs: {
      meta: { screen: '/downgrade-funnel/contact' },
      on: {
        'funnel.backRequested': { target: 'downgradeFunnel' },
        'cancellation.confirmed': { target: 'cancelling', actions: 'clearError' },
        'funnel.left': { target: 'resolving' },
      },
    },
    cancelling: serverCall(
      'POST cancel',
      'cancelSubscription',
      { target: 'cancellationScheduled', pending: 'cancellation' },
      'downgradeFunnel',
    ),
    cancellationScheduled: {
      description: 'Ends at the period end',
      on: { 'cancellation.revoked': { target: 'revokingCancellation', actions: 'clearError' } },
    },
    revokingCancellation: serverCall(
      'POST cancel-cancellation',
      'revokeCancellation',
      { target: 'subscribed', pending: 'none' },
      'cancellationScheduled',
    ),
    downgradeScheduled: {
      description: 'Smaller plan at the period end',
      on: {
        'downgrade.revoked': { target: 'revokingDowngrade', actions: 'clearError' },
        'cancellation.started': { target: 'downgradeFunnel', actions: 'clearError' },
      },
    },
    revokingDowngrade: serverCall(
      'POST cancel-downgrade',
      'revokeDowngrade',
      { target: 'subscribed', pending: 'none' },
      'downgradeScheduled',
    ),
  },
});
