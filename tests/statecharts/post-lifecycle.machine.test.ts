import {
  nextPostStatus,
  POST_LIFECYCLE_EVENTS,
  POST_LIFECYCLE_RESTORING,
  postLifecycleMachine,
} from '@statecharts/post-lifecycle/post-lifecycle.machine.ts';
import {
  POST_STATUS,
  type PostLifecycleContext,
  type PostLifecycleEvent,
  type PostLifecycleEventType,
  type PostLifecycleInput,
  type PostStatus,
  type PublishMode,
} from '@statecharts/post-lifecycle/post-lifecycle.types.ts';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';

type Snapshot = SnapshotFrom<typeof postLifecycleMachine>;

const STATUSES: readonly PostStatus[] = Object.values(POST_STATUS);
const serializeState = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context]);
const describeEvent = ({ type, ...payload }: PostLifecycleEvent) =>
  [type, ...Object.values(payload).map((value) => JSON.stringify(value))].join(' ');

/** The four workspaces a post can start in. */
const CONFIGURATIONS = [
  { name: 'approval required, published automatically', approvalRequired: true, publishMode: 'auto' },
  {
    name: 'approval required, published from a notification',
    approvalRequired: true,
    publishMode: 'notification',
  },
  { name: 'no approval, published automatically', approvalRequired: false, publishMode: 'auto' },
  {
    name: 'no approval, published from a notification',
    approvalRequired: false,
    publishMode: 'notification',
  },
] as const satisfies ReadonlyArray<{ name: string; approvalRequired: boolean; publishMode: PublishMode }>;

const NEW_POST_AUTO: PostLifecycleContext = {
  approvalRequired: false,
  publishMode: 'auto',
  failureReason: null,
  failureMessage: null,
};

/** Runs `events` through a real actor, from a stored post; a published post hears nothing more. */
function drive(input: PostLifecycleInput, events: readonly PostLifecycleEvent[]): Snapshot {
  const actor = createActor(postLifecycleMachine, { input });
  actor.start();
  for (const event of events) {
    if (actor.getSnapshot().status !== 'active') break;
    actor.send(event);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();

  return snapshot;
}

/**
 * The rules, written out by hand from the product brief, independently of the machine: where `event` takes a
 * post, or null when its status does not allow it.
 */
function expectedNext(
  status: PostStatus,
  { approvalRequired, publishMode }: { approvalRequired: boolean; publishMode: PublishMode },
  event: PostLifecycleEvent,
): PostStatus | null {
  // The statuses in which the mode can still change: there, `mode.changed` keeps the status.
  const modeChange = ['draft', 'approved', 'scheduled'].includes(status) ? { 'mode.changed': status } : {};
  const rules: Record<PostStatus, Partial<Record<PostLifecycleEventType, PostStatus>>> = {
    draft: approvalRequired ? { 'approval.requested': 'awaiting_approval' } : { schedule: 'scheduled' },
    awaiting_approval: { 'approval.granted': 'approved', 'approval.refused': 'draft' },
    approved: { schedule: 'scheduled', unschedule: 'draft' },
    scheduled: { due: publishMode === 'auto' ? 'publishing' : 'notification_due', unschedule: 'draft' },
    publishing: { 'publish.succeeded': 'published', 'publish.failed': 'failed' },
    notification_due: { 'notification.confirmed': 'published', unschedule: 'draft' },
    failed: { reschedule: 'scheduled', unschedule: 'draft' },
    published: {},
  };

  return { ...rules[status], ...modeChange }[event.type] ?? null;
}

describe('postLifecycleMachine', () => {
  it('has a state for every stored status, and the transient restoring', () => {
    expect(Object.keys(postLifecycleMachine.root.states).sort()).toEqual(
      [POST_LIFECYCLE_RESTORING, ...STATUSES].sort(),
    );
  });

  describe.each(CONFIGURATIONS)('a new post, $name', ({ approvalRequired, publishMode }) => {
    const input = { approvalRequired, publishMode };
    const options = { input, events: POST_LIFECYCLE_EVENTS, serializeState };
    const paths = getShortestPaths(postLifecycleMachine, options);

    it('reaches every status its workspace allows, and never rests in restoring', () => {
      const reached = new Set(paths.map((path) => path.state.value as PostStatus));
      const expected = approvalRequired
        ? STATUSES
        : STATUSES.filter((status) => status !== 'awaiting_approval' && status !== 'approved');
      expect([...reached].sort()).toEqual([...expected].sort());
    });

    it('holds a failure in failed and nowhere else, in every reachable state', () => {
      for (const { state, steps } of paths) {
        const trail = steps.map((step) => describeEvent(step.event)).join(' → ');
        const { failureReason, failureMessage } = state.context;
        if (state.value === 'failed') {
          expect(failureReason, trail).not.toBeNull();
          expect(failureMessage, trail).not.toBeNull();
        } else {
          expect({ failureReason, failureMessage }, trail).toEqual({
            failureReason: null,
            failureMessage: null,
          });
        }
        expect(state.context.approvalRequired, trail).toBe(approvalRequired);
      }
    });

    it('moves a real actor along every edge of the graph, as nextPostStatus and the written rules say', () => {
      const edges = adjacencyMapToArray(getAdjacencyMap(postLifecycleMachine, options));
      const pathTo = new Map(
        paths.map((path) => [serializeState(path.state), path.steps.slice(1).map((step) => step.event)]),
      );
      expect(edges.length).toBeGreaterThanOrEqual(POST_LIFECYCLE_EVENTS.length * 6);
      for (const { state, event, nextState } of edges) {
        const trail = [...pathTo.get(serializeState(state))!, event];
        const how = trail.map(describeEvent).join(' → ');
        const snapshot = drive(input, trail);
        expect(snapshot.value, how).toEqual(nextState.value);
        expect(snapshot.context, how).toEqual(nextState.context);

        const status = state.value as PostStatus;
        const answer = nextPostStatus({ ...state.context, status }, event);
        const expected = expectedNext(status, state.context, event);
        expect(answer?.status ?? null, how).toBe(expected);
        if (answer !== null) {
          expect(answer, how).toEqual({
            status: nextState.value,
            failureReason: nextState.context.failureReason,
            failureMessage: nextState.context.failureMessage,
          });
        } else {
          expect(serializeState(nextState), `${how}: refused, yet the machine moved`).toBe(
            serializeState(state),
          );
        }
      }
    });
  });

  describe.each(STATUSES)('restored as %s', (status) => {
    const stored: PostLifecycleInput = {
      status,
      approvalRequired: true,
      publishMode: 'notification',
      failureReason: 'reconnect',
      failureMessage: 'The profile was disconnected',
    };

    it('opens in that state, with its failure only if it failed', () => {
      const snapshot = drive(stored, []);
      expect(snapshot.value).toBe(status);
      expect(snapshot.status).toBe(status === 'published' ? 'done' : 'active');
      expect(snapshot.context).toEqual({
        approvalRequired: true,
        publishMode: 'notification',
        failureReason: status === 'failed' ? 'reconnect' : null,
        failureMessage: status === 'failed' ? 'The profile was disconnected' : null,
      });
    });

    it('allows from there exactly what the rules allow, in every workspace', () => {
      for (const configuration of CONFIGURATIONS) {
        for (const event of POST_LIFECYCLE_EVENTS) {
          expect(
            nextPostStatus({ ...configuration, status }, event)?.status ?? null,
            `${configuration.name}: ${describeEvent(event)}`,
          ).toBe(expectedNext(status, configuration, event));
        }
      }
    });
  });

  it('opens a post with no stored status as a draft', () => {
    const snapshot = drive({ approvalRequired: false, publishMode: 'auto', failureReason: 'rejected' }, []);
    expect(snapshot.value).toBe('draft');
    expect(snapshot.context).toEqual(NEW_POST_AUTO);
  });
});

type Journey = {
  name: string;
  input: PostLifecycleInput;
  events: readonly PostLifecycleEvent[];
  endState: PostStatus;
  context: PostLifecycleContext;
};

const failed = (reason: 'reconnect' | 'retry_later' | 'rejected') =>
  POST_LIFECYCLE_EVENTS.find((event) => event.type === 'publish.failed' && event.reason === reason)!;

/** Hand-written, with fixed end states and contexts: the lifecycle as a product owner would check it. */
const JOURNEYS: readonly Journey[] = [
  {
    name: 'approved and published on time',
    input: { approvalRequired: true, publishMode: 'auto' },
    events: [
      { type: 'approval.requested' },
      { type: 'approval.granted' },
      { type: 'schedule' },
      { type: 'due' },
      { type: 'publish.succeeded' },
    ],
    endState: 'published',
    context: { ...NEW_POST_AUTO, approvalRequired: true },
  },
  {
    name: 'published by hand from a notification',
    input: { approvalRequired: false, publishMode: 'notification' },
    events: [{ type: 'schedule' }, { type: 'due' }, { type: 'notification.confirmed' }],
    endState: 'published',
    context: { ...NEW_POST_AUTO, publishMode: 'notification' },
  },
  {
    name: 'failed for a reconnect, rescheduled, published',
    input: { approvalRequired: false, publishMode: 'auto' },
    events: [
      { type: 'schedule' },
      { type: 'due' },
      failed('reconnect'),
      { type: 'reschedule' },
      { type: 'due' },
      { type: 'publish.succeeded' },
    ],
    endState: 'published',
    context: NEW_POST_AUTO,
  },
  {
    name: 'refused approval back to draft',
    input: { approvalRequired: true, publishMode: 'auto' },
    events: [{ type: 'approval.requested' }, { type: 'approval.refused' }],
    endState: 'draft',
    context: { ...NEW_POST_AUTO, approvalRequired: true },
  },
  {
    name: 'a draft that needs approval cannot be scheduled before it is approved',
    input: { approvalRequired: true, publishMode: 'auto' },
    events: [{ type: 'schedule' }, { type: 'due' }],
    endState: 'draft',
    context: { ...NEW_POST_AUTO, approvalRequired: true },
  },
  {
    name: 'unscheduling an approved post withdraws the approval: it must be asked for again',
    input: { approvalRequired: true, publishMode: 'auto' },
    events: [
      { type: 'approval.requested' },
      { type: 'approval.granted' },
      { type: 'schedule' },
      { type: 'unschedule' },
      { type: 'schedule' },
    ],
    endState: 'draft',
    context: { ...NEW_POST_AUTO, approvalRequired: true },
  },
  {
    name: 'switched to a notification while scheduled: the user is reminded instead',
    input: { approvalRequired: false, publishMode: 'auto' },
    events: [{ type: 'schedule' }, { type: 'mode.changed', publishMode: 'notification' }, { type: 'due' }],
    endState: 'notification_due',
    context: { ...NEW_POST_AUTO, publishMode: 'notification' },
  },
  {
    name: 'the worker gave up for now: failed, and the scheduler says we will retry later',
    input: { approvalRequired: false, publishMode: 'auto' },
    events: [{ type: 'schedule' }, { type: 'due' }, failed('retry_later')],
    endState: 'failed',
    context: { ...NEW_POST_AUTO, failureReason: 'retry_later', failureMessage: 'The network is unavailable' },
  },
  {
    name: 'refused by the network and taken back to a draft, the failure forgotten',
    input: { approvalRequired: false, publishMode: 'auto' },
    events: [{ type: 'schedule' }, { type: 'due' }, failed('rejected'), { type: 'unschedule' }],
    endState: 'draft',
    context: NEW_POST_AUTO,
  },
  {
    name: 'a notification ignored, then the post taken back to a draft',
    input: { approvalRequired: false, publishMode: 'notification' },
    events: [{ type: 'schedule' }, { type: 'due' }, { type: 'unschedule' }],
    endState: 'draft',
    context: { ...NEW_POST_AUTO, publishMode: 'notification' },
  },
  {
    name: 'a stored failed post rescheduled: the failure is forgotten',
    input: {
      status: 'failed',
      approvalRequired: true,
      publishMode: 'auto',
      failureReason: 'reconnect',
      failureMessage: 'The profile was disconnected',
    },
    events: [{ type: 'reschedule' }],
    endState: 'scheduled',
    context: { ...NEW_POST_AUTO, approvalRequired: true },
  },
];

describe('post lifecycle journeys', () => {
  it.each(JOURNEYS)('$name', ({ input, events, endState, context }) => {
    const snapshot = drive(input, events);
    expect(snapshot.value).toBe(endState);
    expect(snapshot.context).toEqual(context);
  });
});

describe('nextPostStatus', () => {
  const draft = { status: 'draft', approvalRequired: true, publishMode: 'auto' } as const;

  it.each<[string, Parameters<typeof nextPostStatus>[0], PostLifecycleEvent]>([
    ['schedule from draft when approval is required', draft, { type: 'schedule' }],
    [
      'approval.requested when no approval is required',
      { ...draft, approvalRequired: false },
      { type: 'approval.requested' },
    ],
    ['due from draft', draft, { type: 'due' }],
    ['publish.succeeded from scheduled', { ...draft, status: 'scheduled' }, { type: 'publish.succeeded' }],
    ['reschedule from scheduled', { ...draft, status: 'scheduled' }, { type: 'reschedule' }],
    ['unschedule from publishing', { ...draft, status: 'publishing' }, { type: 'unschedule' }],
    [
      'mode.changed while publishing',
      { ...draft, status: 'publishing' },
      { type: 'mode.changed', publishMode: 'notification' },
    ],
    [
      'mode.changed when failed',
      { ...draft, status: 'failed', failureReason: 'rejected' },
      { type: 'mode.changed', publishMode: 'notification' },
    ],
    ['approval.granted from draft', draft, { type: 'approval.granted' }],
    [
      'notification.confirmed from scheduled',
      { ...draft, status: 'scheduled' },
      { type: 'notification.confirmed' },
    ],
  ])('refuses %s', (_, current, event) => {
    expect(nextPostStatus(current, event)).toBeNull();
  });

  it.each(POST_LIFECYCLE_EVENTS.map((event) => [describeEvent(event), event] as const))(
    'refuses anything from published: %s',
    (_, event) => {
      expect(nextPostStatus({ ...draft, status: 'published' }, event)).toBeNull();
    },
  );

  it('records the failure the worker reports, and clears it when the post is rescheduled or unscheduled', () => {
    const publishing = { status: 'publishing', approvalRequired: false, publishMode: 'auto' } as const;
    expect(nextPostStatus(publishing, failed('rejected'))).toEqual({
      status: 'failed',
      failureReason: 'rejected',
      failureMessage: 'The image is too large',
    });
    const failedPost = { ...publishing, status: 'failed', failureReason: 'rejected' } as const;
    const cleared = { failureReason: null, failureMessage: null };
    expect(nextPostStatus(failedPost, { type: 'reschedule' })).toEqual({ status: 'scheduled', ...cleared });
    expect(nextPostStatus(failedPost, { type: 'unschedule' })).toEqual({ status: 'draft', ...cleared });
  });

  it('allows a mode change to the mode already set, which changes nothing', () => {
    expect(
      nextPostStatus({ ...draft, status: 'scheduled' }, { type: 'mode.changed', publishMode: 'auto' }),
    ).toEqual({
      status: 'scheduled',
      failureReason: null,
      failureMessage: null,
    });
  });

  it('is pure: the same answer every time, and its arguments untouched', () => {
    const current = Object.freeze({ ...draft });
    const event = Object.freeze({ type: 'approval.requested' } as const);
    const first = nextPostStatus(current, event);
    expect(nextPostStatus(current, event)).toEqual(first);
    expect(first).toEqual({ status: 'awaiting_approval', failureReason: null, failureMessage: null });
    expect(current).toEqual(draft);
  });
});
