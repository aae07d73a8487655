import {
  SIGNUP_STATUSES,
  SIGNUP_STEPS,
  type TSignupProgress,
  type TSignupStatus,
  type TSignupStep,
} from '@contracts/user.ts';
import { signUpMachine, signUpStateFor } from '@statecharts/sign-up/sign-up.machine.ts';
import {
  SIGN_UP_FIXTURE_EVENTS,
  SIGN_UP_PROGRESS_AT,
  SIGN_UP_USER_ID,
  signUpInputAt,
} from '@statecharts/sign-up/sign-up.fixtures.ts';
import type { SignUpContext, SignUpEvent, SignUpScreen } from '@statecharts/sign-up/sign-up.types.ts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyTransitionDefinition, type SnapshotFrom } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';

// Written out here rather than imported from the machine, so that a machine which reorders its own
// screens is caught instead of believed.
const FLOW_ORDER: readonly SignUpScreen[] = [
  'emailVerification',
  'userInfos',
  'accountSetup',
  'connectSocialProfiles',
  'successfulConnection',
];
const START_SCREENS = FLOW_ORDER;

type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>;

const screenOf = (snapshot: SignUpSnapshot) => snapshot.value as SignUpScreen;
const screenRank = (screen: SignUpScreen) => FLOW_ORDER.indexOf(screen);
const statusRank = (status: TSignupStatus) => SIGNUP_STATUSES.indexOf(status);
const progressOf = (context: SignUpContext): TSignupProgress => ({
  status: context.status,
  next_step: context.step,
});

const shortestPathsFrom = (start: SignUpScreen) =>
  getShortestPaths(signUpMachine, { input: signUpInputAt(start), events: SIGN_UP_FIXTURE_EVENTS });

/** Runs `events` through a real actor; returns where it ended, what it persisted and what it crossed. */
function drive(start: SignUpScreen, events: readonly SignUpEvent[]) {
  const persistStep = vi.fn((_: unknown, _context: SignUpContext) => {});
  const crossed: AnyTransitionDefinition[] = [];
  const actor = createActor(signUpMachine.provide({ actions: { persistStep } }), {
    input: signUpInputAt(start),
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep') crossed.push(...inspection._transitions);
    },
  });
  actor.start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  actor.stop();

  return { snapshot, persisted: persistStep.mock.calls.map(([, context]) => context), crossed };
}

/** What `persistStep` should receive for a server progress. */
const persistedAt = (screen: SignUpScreen): SignUpContext => ({
  userId: SIGN_UP_USER_ID,
  status: SIGN_UP_PROGRESS_AT[screen].status,
  step: SIGN_UP_PROGRESS_AT[screen].next_step,
});

const event = {
  emailVerified: (progress: TSignupProgress) => ({ type: 'email.verified', progress }) as const,
  userInfosSubmitted: (progress: TSignupProgress) => ({ type: 'userInfos.submitted', progress }) as const,
  accountSetupCompleted: (progress: TSignupProgress) =>
    ({ type: 'accountSetup.completed', progress }) as const,
  backRequested: () => ({ type: 'accountSetup.backRequested' }) as const,
  socialProfileConnected: (progress: TSignupProgress) =>
    ({ type: 'socialProfile.connected', progress }) as const,
  progressSynced: (progress: TSignupProgress) => ({ type: 'progress.synced', progress }) as const,
} satisfies { [key: string]: (progress: TSignupProgress) => SignUpEvent };

type Journey = {
  name: string;
  start: SignUpScreen;
  events: readonly SignUpEvent[];
  endState: SignUpScreen;
  persisted: readonly SignUpContext[];
};

/**
 * Hand-written, with fixed end states. Every other expectation here is derived from the machine, so a
 * transition pointing at the wrong screen would make those adjust and still pass; these cannot.
 */
const JOURNEYS: readonly Journey[] = [
  {
    name: 'registers, then goes through every screen to a connected profile',
    start: 'emailVerification',
    events: [
      event.emailVerified(SIGN_UP_PROGRESS_AT.userInfos),
      event.userInfosSubmitted(SIGN_UP_PROGRESS_AT.accountSetup),
      event.accountSetupCompleted(SIGN_UP_PROGRESS_AT.connectSocialProfiles),
      event.socialProfileConnected(SIGN_UP_PROGRESS_AT.successfulConnection),
    ],
    endState: 'successfulConnection',
    persisted: [
      persistedAt('emailVerification'),
      persistedAt('userInfos'),
      persistedAt('accountSetup'),
      persistedAt('connectSocialProfiles'),
      persistedAt('successfulConnection'),
    ],
  },
  ...START_SCREENS.map((screen): Journey => ({
    name: `resumes on ${screen} when the server says ${SIGN_UP_PROGRESS_AT[screen].status} / ${SIGN_UP_PROGRESS_AT[screen].next_step}`,
    start: screen,
    events: [],
    endState: screen,
    persisted: [persistedAt(screen)],
  })),
  {
    name: 'moves on to "About you" when the e-mail was verified in another tab',
    start: 'emailVerification',
    events: [event.progressSynced(SIGN_UP_PROGRESS_AT.userInfos)],
    endState: 'userInfos',
    persisted: [persistedAt('emailVerification'), persistedAt('userInfos')],
  },
  {
    name: 'jumps to the social profiles when everything before was done in another tab',
    start: 'emailVerification',
    events: [event.progressSynced(SIGN_UP_PROGRESS_AT.connectSocialProfiles)],
    endState: 'connectSocialProfiles',
    persisted: [persistedAt('emailVerification'), persistedAt('connectSocialProfiles')],
  },
  {
    name: 'moves on to the workspace when "About you" was saved in another tab',
    start: 'userInfos',
    events: [event.progressSynced(SIGN_UP_PROGRESS_AT.accountSetup)],
    endState: 'accountSetup',
    persisted: [persistedAt('userInfos'), persistedAt('accountSetup')],
  },
  {
    name: 'moves on to the success screen when a profile was connected in another tab',
    start: 'accountSetup',
    events: [event.progressSynced(SIGN_UP_PROGRESS_AT.successfulConnection)],
    endState: 'successfulConnection',
    persisted: [persistedAt('accountSetup'), persistedAt('successfulConnection')],
  },
  {
    name: 'moves on from the social profiles through a sync as well as through its own event',
    start: 'connectSocialProfiles',
    events: [event.progressSynced(SIGN_UP_PROGRESS_AT.successfulConnection)],
    endState: 'successfulConnection',
    persisted: [persistedAt('connectSocialProfiles'), persistedAt('successfulConnection')],
  },
  {
    name: 'ignores a stale e-mail.verified that arrives on the workspace screen',
    start: 'emailVerification',
    events: [
      event.emailVerified(SIGN_UP_PROGRESS_AT.userInfos),
      event.userInfosSubmitted(SIGN_UP_PROGRESS_AT.accountSetup),
      event.emailVerified(SIGN_UP_PROGRESS_AT.userInfos),
    ],
    endState: 'accountSetup',
    persisted: [persistedAt('emailVerification'), persistedAt('userInfos'), persistedAt('accountSetup')],
  },
  {
    name: 'ignores a duplicated "About you" submission once the workspace is saved',
    start: 'accountSetup',
    events: [
      event.accountSetupCompleted(SIGN_UP_PROGRESS_AT.connectSocialProfiles),
      event.userInfosSubmitted(SIGN_UP_PROGRESS_AT.connectSocialProfiles),
    ],
    endState: 'connectSocialProfiles',
    persisted: [persistedAt('accountSetup'), persistedAt('connectSocialProfiles')],
  },
  {
    name: 'stays put when a forward event carries an answer that skips a screen, until the sync arrives',
    start: 'emailVerification',
    events: [
      event.emailVerified(SIGN_UP_PROGRESS_AT.accountSetup),
      event.progressSynced(SIGN_UP_PROGRESS_AT.accountSetup),
    ],
    endState: 'accountSetup',
    persisted: [persistedAt('emailVerification'), persistedAt('accountSetup')],
  },
  {
    name: 'never moves back through a sync that is behind',
    start: 'connectSocialProfiles',
    events: [
      event.progressSynced(SIGN_UP_PROGRESS_AT.userInfos),
      event.progressSynced(SIGN_UP_PROGRESS_AT.emailVerification),
    ],
    endState: 'connectSocialProfiles',
    persisted: [persistedAt('connectSocialProfiles')],
  },
  {
    name: 'ignores a sync that only repeats what the server already said',
    start: 'userInfos',
    events: [event.progressSynced(SIGN_UP_PROGRESS_AT.userInfos)],
    endState: 'userInfos',
    persisted: [persistedAt('userInfos')],
  },
  {
    name: 'goes back to correct "About you" and is not pushed forward by a sync that repeats account_setup',
    start: 'accountSetup',
    // The server still says account_setup after "Back": not news, so the user stays on "About you".
    events: [event.backRequested(), event.progressSynced(SIGN_UP_PROGRESS_AT.accountSetup)],
    endState: 'userInfos',
    // The step persisted on "About you" is the server's, which does not move back either.
    persisted: [persistedAt('accountSetup'), persistedAt('accountSetup')],
  },
  {
    name: 'goes back to correct "About you", then forward again through the workspace',
    start: 'emailVerification',
    events: [
      event.emailVerified(SIGN_UP_PROGRESS_AT.userInfos),
      event.userInfosSubmitted(SIGN_UP_PROGRESS_AT.accountSetup),
      event.backRequested(),
      event.userInfosSubmitted(SIGN_UP_PROGRESS_AT.accountSetup),
      event.accountSetupCompleted(SIGN_UP_PROGRESS_AT.connectSocialProfiles),
    ],
    endState: 'connectSocialProfiles',
    persisted: [
      persistedAt('emailVerification'),
      persistedAt('userInfos'),
      persistedAt('accountSetup'),
      persistedAt('accountSetup'),
      persistedAt('accountSetup'),
      persistedAt('connectSocialProfiles'),
    ],
  },
  {
    name: 'leaves "About you" after going back when the workspace was finished in another tab',
    start: 'accountSetup',
    events: [event.backRequested(), event.progressSynced(SIGN_UP_PROGRESS_AT.connectSocialProfiles)],
    endState: 'connectSocialProfiles',
    persisted: [
      persistedAt('accountSetup'),
      persistedAt('accountSetup'),
      persistedAt('connectSocialProfiles'),
    ],
  },
];

describe('signUpMachine', () => {
  describe('reachability', () => {
    // By hand: from each entry point, the screens the user can get to (Back reaches "About you").
    const REACHABLE_FROM: Record<SignUpScreen, readonly SignUpScreen[]> = {
      emailVerification: FLOW_ORDER,
      userInfos: ['userInfos', 'accountSetup', 'connectSocialProfiles', 'successfulConnection'],
      accountSetup: ['userInfos', 'accountSetup', 'connectSocialProfiles', 'successfulConnection'],
      connectSocialProfiles: ['connectSocialProfiles', 'successfulConnection'],
      successfulConnection: ['successfulConnection'],
    };

    it.each(START_SCREENS)('reaches exactly the expected screens when resuming on %s', (start) => {
      const reached = new Set(shortestPathsFrom(start).map((path) => screenOf(path.state)));

      expect([...reached].sort()).toEqual([...REACHABLE_FROM[start]].sort());
    });

    it('reaches every screen from registration, and never rests in resuming', () => {
      const reached = shortestPathsFrom('emailVerification').map((path) => path.state.value);

      expect(new Set(reached)).toEqual(new Set(FLOW_ORDER));
      expect(reached).not.toContain('resuming');
    });
  });

  describe('invariants over every reachable transition', () => {
    // Every path is a chain of these edges, so what holds for each edge holds along any path.
    const edges = START_SCREENS.flatMap((start) =>
      adjacencyMapToArray(
        getAdjacencyMap(signUpMachine, { input: signUpInputAt(start), events: SIGN_UP_FIXTURE_EVENTS }),
      ).map(({ state, event, nextState }) => ({ from: state, event, to: nextState })),
    );
    const describeEdge = ({ from, event, to }: (typeof edges)[number]) =>
      `${screenOf(from)} --${event.type}--> ${screenOf(to)}`;

    it('walks a graph that has edges to check', () => {
      expect(edges.length).toBeGreaterThan(50);
    });

    it('never lowers the status (USER_EMAIL_VERIFICATION < USER_CREATED < USER_SET_UP < SOCIAL_PROFILES_CONNECTED)', () => {
      const lowering = edges.filter(
        ({ from, to }) => statusRank(to.context.status) < statusRank(from.context.status),
      );

      expect(lowering.map(describeEdge)).toEqual([]);
    });

    it('moves back a screen only through accountSetup.backRequested', () => {
      const backwards = edges.filter(({ from, to }) => screenRank(screenOf(to)) < screenRank(screenOf(from)));

      expect(backwards.length).toBeGreaterThan(0);
      expect(
        backwards.filter(({ event }) => event.type !== 'accountSetup.backRequested').map(describeEdge),
      ).toEqual([]);
    });

    it('never shows a screen ahead of the server, nor more than the one Back allows behind it', () => {
      const wrongScreen = edges.filter(({ to }) => {
        const serverScreen = signUpStateFor(progressOf(to.context));
        const shown = screenOf(to);
        return !(shown === serverScreen || (shown === 'userInfos' && serverScreen === 'accountSetup'));
      });

      expect(wrongScreen.map(describeEdge)).toEqual([]);
    });

    it('keeps the user it was started for', () => {
      expect(edges.filter(({ to }) => to.context.userId !== SIGN_UP_USER_ID).map(describeEdge)).toEqual([]);
    });
  });

  describe(signUpStateFor.name, () => {
    // Every status × step pair, including ones the server does not write: the status decides, and the
    // step only splits USER_CREATED.
    const EXPECTED: Record<TSignupStatus, Record<TSignupStep, SignUpScreen>> = {
      USER_EMAIL_VERIFICATION: {
        email_verification: 'emailVerification',
        user_infos: 'emailVerification',
        account_setup: 'emailVerification',
        connect_social_profiles: 'emailVerification',
        done: 'emailVerification',
      },
      USER_CREATED: {
        email_verification: 'userInfos',
        user_infos: 'userInfos',
        account_setup: 'accountSetup',
        connect_social_profiles: 'userInfos',
        done: 'userInfos',
      },
      USER_SET_UP: {
        email_verification: 'connectSocialProfiles',
        user_infos: 'connectSocialProfiles',
        account_setup: 'connectSocialProfiles',
        connect_social_profiles: 'connectSocialProfiles',
        done: 'connectSocialProfiles',
      },
      SOCIAL_PROFILES_CONNECTED: {
        email_verification: 'successfulConnection',
        user_infos: 'successfulConnection',
        account_setup: 'successfulConnection',
        connect_social_profiles: 'successfulConnection',
        done: 'successfulConnection',
      },
    };
    const cases = SIGNUP_STATUSES.flatMap((status) =>
      SIGNUP_STEPS.map((step) => ({ status, step, screen: EXPECTED[status][step] })),
    );

    it('has a case for every status and step', () => {
      expect(cases).toHaveLength(SIGNUP_STATUSES.length * SIGNUP_STEPS.length);
    });

    it.each(cases)('maps $status / $step to $screen', ({ status, step, screen }) => {
      expect(signUpStateFor({ status, next_step: step })).toBe(screen);
    });
  });

  describe('journeys', () => {
    it.each(JOURNEYS.map((journey) => [journey.name, journey] as const))('%s', (_, journey) => {
      const { snapshot, persisted } = drive(journey.start, journey.events);

      expect(snapshot.value).toBe(journey.endState);
      expect(persisted).toEqual(journey.persisted);
    });
  });

  describe('transition coverage', () => {
    const keyOf = (transition: AnyTransitionDefinition) => {
      const guard =
        transition.guard === undefined
          ? ''
          : ` [${typeof transition.guard === 'object' ? JSON.stringify(transition.guard) : String(transition.guard)}]`;
      const targets = (transition.target ?? []).map((target) => target.key).join(',');
      return `${transition.source.key} --${transition.eventType || '(always)'}${guard}--> ${targets}`;
    };

    it('crosses every transition of the machine in at least one tested path', () => {
      const defined = Object.values(signUpMachine.root.states).flatMap((node) => [
        ...[...node.transitions.values()].flat(),
        ...(node.always ?? []),
      ]);
      // The tested paths: the shortest path to every reachable snapshot from every entry point (the
      // reachability tests), and the journeys.
      const testedPaths = [
        ...START_SCREENS.flatMap((start) =>
          shortestPathsFrom(start).map((path) => ({
            start,
            // steps[0] is the start itself (xstate.init), not an event a screen sends.
            events: path.steps.slice(1).map((step) => step.event),
          })),
        ),
        ...JOURNEYS,
      ];
      const crossed = new Set(
        testedPaths.flatMap(({ start, events }) => drive(start, events).crossed.map(keyOf)),
      );

      expect(defined.length).toBeGreaterThan(0);
      expect(defined.map(keyOf).filter((key) => !crossed.has(key))).toEqual([]);
    });
  });
});
