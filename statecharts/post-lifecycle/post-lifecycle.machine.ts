/**
 * The scheduled post's lifecycle: from draft, through approval when the workspace asks for it, onto the
 * calendar, and out to the network, by the worker or by the user's own hand.
 *
 *   restoring          picks the state from the status the post was stored with (a new post: draft)
 *   draft              being written; not on the calendar
 *   awaiting_approval  sent for approval (only when the workspace requires it)
 *   approved           approved, not yet on the calendar
 *   scheduled          on the calendar, waiting for its time
 *   publishing         the worker is posting it; a passing failure ("retry_later") is retried inside the
 *                      worker while the post stays here: the machine only hears the final outcome
 *   notification_due   notification mode: the time has come, the user posts it by hand
 *   failed             not published: reconnect the profile, we'll retry later, or the network refused it
 *   published          live on the network (final)
 *
 * Each state but `restoring` is a `PostStatus`, so `snapshot.value` is what the server stores. The server
 * validates a status change with `nextPostStatus`, a pure function of the stored post and the event.
 */
import { assertEvent, assign, initialTransition, setup, transition } from 'xstate';
import {
  POST_STATUS,
  type FailureReason,
  type PostLifecycleContext,
  type PostLifecycleEvent,
  type PostLifecycleInput,
  type PostStatus,
  type PublishMode,
} from './post-lifecycle.types.ts';

export { POST_STATUS };

/** The transient first state: never a stored status. */
export const POST_LIFECYCLE_RESTORING = 'restoring';

/**
 * One of each event, and one failure per reason and both publish modes: for graph walks, tests and the
 * simulator.
 */
export const POST_LIFECYCLE_EVENTS: readonly PostLifecycleEvent[] = [
  { type: 'approval.requested' },
  { type: 'approval.granted' },
  { type: 'approval.refused' },
  { type: 'schedule' },
  { type: 'unschedule' },
  { type: 'due' },
  { type: 'publish.succeeded' },
  { type: 'publish.failed', reason: 'reconnect', message: 'The profile was disconnected' },
  { type: 'publish.failed', reason: 'retry_later', message: 'The network is unavailable' },
  { type: 'publish.failed', reason: 'rejected', message: 'The image is too large' },
  { type: 'notification.confirmed' },
  { type: 'reschedule' },
  { type: 'mode.changed', publishMode: 'auto' },
  { type: 'mode.changed', publishMode: 'notification' },
];

/**
 * The status the post was stored with. On start, the machine's input rides on the `xstate.init` event, which
 * is the event `restoring`'s eventless transitions see; no other event carries one.
 */
function storedStatusOf(event: unknown): PostStatus {
  const input = (event as { input?: Partial<PostLifecycleInput> } | undefined)?.input;
  return input?.status ?? POST_STATUS.DRAFT;
}

/** A stored post's context: the failure is kept only for a failed post. */
function restore(input: PostLifecycleInput): PostLifecycleContext {
  const isFailed = input.status === POST_STATUS.FAILED;
  return {
    approvalRequired: input.approvalRequired,
    publishMode: input.publishMode,
    failureReason: isFailed ? (input.failureReason ?? null) : null,
    failureMessage: isFailed ? (input.failureMessage ?? null) : null,
  };
}

/** The event every state before the post goes out answers the same way: the mode can still change. */
const CHANGE_MODE = { 'mode.changed': { actions: 'changePublishMode' } } as const;

export const postLifecycleMachine = setup({
  types: {
    context: {} as PostLifecycleContext,
    events: {} as PostLifecycleEvent,
    input: {} as PostLifecycleInput,
  },
  actions: {
    changePublishMode: assign(({ event }) => {
      assertEvent(event, 'mode.changed');
      return { publishMode: event.publishMode };
    }),
    recordFailure: assign(({ event }) => {
      assertEvent(event, 'publish.failed');
      return { failureReason: event.reason, failureMessage: event.message };
    }),
    forgetFailure: assign({ failureReason: null, failureMessage: null }),
  },
  guards: {
    requiresApproval: ({ context }) => context.approvalRequired,
    needsNoApproval: ({ context }) => !context.approvalRequired,
    publishesAutomatically: ({ context }) => context.publishMode === 'auto',
    publishesByNotification: ({ context }) => context.publishMode === 'notification',
    storedAsAwaitingApproval: ({ event }) => storedStatusOf(event) === POST_STATUS.AWAITING_APPROVAL,
    storedAsApproved: ({ event }) => storedStatusOf(event) === POST_STATUS.APPROVED,
    storedAsScheduled: ({ event }) => storedStatusOf(event) === POST_STATUS.SCHEDULED,
    storedAsPublishing: ({ event }) => storedStatusOf(event) === POST_STATUS.PUBLISHING,
    storedAsNotificationDue: ({ event }) => storedStatusOf(event) === POST_STATUS.NOTIFICATION_DUE,
    storedAsFailed: ({ event }) => storedStatusOf(event) === POST_STATUS.FAILED,
    storedAsPublished: ({ event }) => storedStatusOf(event) === POST_STATUS.PUBLISHED,
  },
}).createMachine({
  id: 'postLifecycle',
  context: ({ input }) => restore(input),
  initial: POST_LIFECYCLE_RESTORING,
  states: {
    // Transient: a stored post opens in the state its status names.
    [POST_LIFECYCLE_RESTORING]: {
      description: 'Picks the state from the stored status',
      always: [
        { target: POST_STATUS.AWAITING_APPROVAL, guard: 'storedAsAwaitingApproval' },
        { target: POST_STATUS.APPROVED, guard: 'storedAsApproved' },
        { target: POST_STATUS.SCHEDULED, guard: 'storedAsScheduled' },
        { target: POST_STATUS.PUBLISHING, guard: 'storedAsPublishing' },
        { target: POST_STATUS.NOTIFICATION_DUE, guard: 'storedAsNotificationDue' },
        { target: POST_STATUS.FAILED, guard: 'storedAsFailed' },
        { target: POST_STATUS.PUBLISHED, guard: 'storedAsPublished' },
        { target: POST_STATUS.DRAFT },
      ],
    },
    [POST_STATUS.DRAFT]: {
      description: 'Being written, not on the calendar',
      on: {
        'approval.requested': { target: POST_STATUS.AWAITING_APPROVAL, guard: 'requiresApproval' },
        // With approval required, only an approved post goes on the calendar.
        schedule: { target: POST_STATUS.SCHEDULED, guard: 'needsNoApproval' },
        ...CHANGE_MODE,
      },
    },
    [POST_STATUS.AWAITING_APPROVAL]: {
      description: 'Waiting for an approver',
      on: {
        'approval.granted': { target: POST_STATUS.APPROVED },
        'approval.refused': { target: POST_STATUS.DRAFT },
      },
    },
    [POST_STATUS.APPROVED]: {
      description: 'Approved, not yet on the calendar',
      on: {
        schedule: { target: POST_STATUS.SCHEDULED },
        // Back to a draft: the approval is withdrawn.
        unschedule: { target: POST_STATUS.DRAFT },
        ...CHANGE_MODE,
      },
    },
    [POST_STATUS.SCHEDULED]: {
      description: 'On the calendar, waiting for its time',
      on: {
        unschedule: { target: POST_STATUS.DRAFT },
        due: [
          { target: POST_STATUS.PUBLISHING, guard: 'publishesAutomatically' },
          { target: POST_STATUS.NOTIFICATION_DUE, guard: 'publishesByNotification' },
        ],
        ...CHANGE_MODE,
      },
    },
    [POST_STATUS.PUBLISHING]: {
      description: 'The worker is posting it (and retrying)',
      on: {
        'publish.succeeded': { target: POST_STATUS.PUBLISHED },
        'publish.failed': { target: POST_STATUS.FAILED, actions: 'recordFailure' },
      },
    },
    [POST_STATUS.NOTIFICATION_DUE]: {
      description: 'Time to post it by hand',
      on: {
        'notification.confirmed': { target: POST_STATUS.PUBLISHED },
        unschedule: { target: POST_STATUS.DRAFT },
      },
    },
    [POST_STATUS.FAILED]: {
      description: 'Not published: reconnect, retry later or refused',
      on: {
        reschedule: { target: POST_STATUS.SCHEDULED, actions: 'forgetFailure' },
        unschedule: { target: POST_STATUS.DRAFT, actions: 'forgetFailure' },
      },
    },
    [POST_STATUS.PUBLISHED]: {
      description: 'Live on the network',
      type: 'final',
    },
  },
});

/** What `nextPostStatus` answers: the post's status and failure after the event. */
export type NextPostStatus = {
  status: PostStatus;
  failureReason: FailureReason | null;
  failureMessage: string | null;
};

/**
 * Where `event` takes a stored post, or `null` when its status does not allow the event. Pure and
 * synchronous: the machine's transition is computed, nothing runs.
 *
 * An event is allowed when the machine has an enabled transition for it (`snapshot.can`): its guards pass.
 * A `mode.changed` to the mode already set is allowed, and changes nothing.
 */
export function nextPostStatus(
  current: {
    status: PostStatus;
    approvalRequired: boolean;
    publishMode: PublishMode;
    failureReason?: FailureReason | null;
  },
  event: PostLifecycleEvent,
): NextPostStatus | null {
  const [snapshot] = initialTransition(postLifecycleMachine, {
    status: current.status,
    approvalRequired: current.approvalRequired,
    publishMode: current.publishMode,
    failureReason: current.failureReason ?? null,
  });
  if (!snapshot.can(event)) return null;
  const [next] = transition(postLifecycleMachine, snapshot, event);

  return {
    status: next.value as PostStatus,
    failureReason: next.context.failureReason,
    failureMessage: next.context.failureMessage,
  };
}
