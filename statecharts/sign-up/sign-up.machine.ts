/**
 * Sign-up progression (spec §4). Every state but `resuming` is one screen; the app shows the route
 * `SIGN_UP_SCREENS[state]`:
 *
 *   emailVerification      /setup/email-verification        status USER_EMAIL_VERIFICATION
 *   userInfos              /signup/user-infos                status USER_CREATED, step user_infos
 *   accountSetup           /setup/account                    status USER_CREATED, step account_setup
 *   connectSocialProfiles  /signup/connect-social-profiles   status USER_SET_UP
 *   successfulConnection   /signup/successful-connection     status SOCIAL_PROFILES_CONNECTED
 *
 * The server owns the truth. The machine starts from what GET /user/signup-next-step answered, and each
 * forward event carries the server's answer to the screen's own API call, so the machine never guesses
 * a status. It calls no API itself. A `progress.synced` that is ahead of the last answer goes through
 * `resuming` again, which picks its screen as on a reload; `accountSetup.backRequested` is the only way
 * back a screen.
 *
 * Side effects the app provides with `signUpMachine.provide({ actions })`:
 * - `persistStep(context)`: writes the user's next step to local storage (spec §3, "sign-up step per
 *   user"). It runs on entry to every screen, the first one included, so no transition can forget it.
 *
 * No state is `final`: a final state would stop the actor while its screen is still showing. The actor
 * lives as long as the sign-up screens are open; the app ends it by leaving them.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { TSignupProgress } from '../../contracts/user.ts';
import {
  SIGN_UP_SCREEN_ORDER,
  SIGN_UP_SCREENS,
  SIGN_UP_STATE,
  type SignUpContext,
  type SignUpEvent,
  type SignUpInput,
  type SignUpScreen,
} from './sign-up.types.ts';

// The app imports the machine and the route of each of its states from one place.
export { SIGN_UP_SCREENS, SIGN_UP_STATE };

/**
 * The screen a server progress belongs on. The status decides; the step only splits USER_CREATED,
 * whose two screens are "About you" (user_infos) and then the workspace (account_setup). Any other step
 * with USER_CREATED falls back to "About you", which the server accepts in either step.
 */
export function signUpStateFor(progress: TSignupProgress): SignUpScreen {
  switch (progress.status) {
    case 'USER_EMAIL_VERIFICATION':
      return SIGN_UP_STATE.EMAIL_VERIFICATION;
    case 'USER_CREATED':
      return progress.next_step === 'account_setup' ? SIGN_UP_STATE.ACCOUNT_SETUP : SIGN_UP_STATE.USER_INFOS;
    case 'USER_SET_UP':
      return SIGN_UP_STATE.CONNECT_SOCIAL_PROFILES;
    case 'SOCIAL_PROFILES_CONNECTED':
      return SIGN_UP_STATE.SUCCESSFUL_CONNECTION;
  }
}

const screenOf = (context: SignUpContext) =>
  signUpStateFor({ status: context.status, next_step: context.step });
const rankOf = (screen: SignUpScreen) => SIGN_UP_SCREEN_ORDER.indexOf(screen);

type ScreenParams = { screen: SignUpScreen };

/**
 * A newer progress from the server is recorded, then `resuming` picks its screen, exactly as on a
 * reload. One transition per screen instead of one per pair of screens; `isAhead` keeps it forward.
 */
const SYNC_AHEAD = { target: SIGN_UP_STATE.RESUMING, guard: 'isAhead', actions: 'recordProgress' } as const;

export const signUpMachine = setup({
  types: {
    // `{} as T` is XState v5's documented typing idiom inside setup({ types }); it is never read at runtime.
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    input: {} as SignUpInput,
    meta: {} as { screen: string },
  },
  actions: {
    recordProgress: assign(({ event }) => {
      assertEvent(event, [
        'email.verified',
        'userInfos.submitted',
        'accountSetup.completed',
        'socialProfile.connected',
        'progress.synced',
      ]);
      return { status: event.progress.status, step: event.progress.next_step };
    }),
    // Provided by the app; does nothing here so the machine stays pure in tests and stories.
    persistStep: (_, _context: SignUpContext) => {},
  },
  guards: {
    resumesAt: ({ context }, { screen }: ScreenParams) => screenOf(context) === screen,
    // The server's answer must lead to exactly the next screen. A duplicated or stale answer (an old
    // status, or one that skips a screen) is dropped: `progress.synced` is the only way to jump ahead.
    isNext: ({ event }, { screen }: ScreenParams) =>
      'progress' in event && signUpStateFor(event.progress) === screen,
    // Compared with the progress last heard, not with the screen on show: after "Back", the server
    // still says account_setup, and a sync that repeats it must not push the user off "About you".
    isAhead: ({ context, event }) =>
      'progress' in event && rankOf(signUpStateFor(event.progress)) > rankOf(screenOf(context)),
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({
    userId: input.userId,
    status: input.progress.status,
    step: input.progress.next_step,
  }),
  initial: SIGN_UP_STATE.RESUMING,
  states: {
    // Transient: picks the screen from the server's progress, so a reload resumes where the API says,
    // and so does a sync that brings news from another tab.
    [SIGN_UP_STATE.RESUMING]: {
      description: "Picks the screen from the server's progress",
      always: SIGN_UP_SCREEN_ORDER.map((screen) => ({
        target: screen,
        guard: { type: 'resumesAt', params: { screen } } as const,
      })),
    },
    [SIGN_UP_STATE.EMAIL_VERIFICATION]: {
      meta: { screen: SIGN_UP_SCREENS.emailVerification },
      entry: { type: 'persistStep', params: ({ context }) => context },
      on: {
        'email.verified': advanceTo(SIGN_UP_STATE.USER_INFOS),
        'progress.synced': SYNC_AHEAD,
      },
    },
    [SIGN_UP_STATE.USER_INFOS]: {
      meta: { screen: SIGN_UP_SCREENS.userInfos },
      entry: { type: 'persistStep', params: ({ context }) => context },
      on: {
        'userInfos.submitted': advanceTo(SIGN_UP_STATE.ACCOUNT_SETUP),
        'progress.synced': SYNC_AHEAD,
      },
    },
    [SIGN_UP_STATE.ACCOUNT_SETUP]: {
      meta: { screen: SIGN_UP_SCREENS.accountSetup },
      entry: { type: 'persistStep', params: ({ context }) => context },
      on: {
        'accountSetup.completed': advanceTo(SIGN_UP_STATE.CONNECT_SOCIAL_PROFILES),
        // The only way back a screen. The server keeps USER_CREATED / account_setup, so does the context.
        'accountSetup.backRequested': { target: SIGN_UP_STATE.USER_INFOS },
        'progress.synced': SYNC_AHEAD,
      },
    },
    [SIGN_UP_STATE.CONNECT_SOCIAL_PROFILES]: {
      meta: { screen: SIGN_UP_SCREENS.connectSocialProfiles },
      entry: { type: 'persistStep', params: ({ context }) => context },
      on: {
        'socialProfile.connected': advanceTo(SIGN_UP_STATE.SUCCESSFUL_CONNECTION),
        'progress.synced': SYNC_AHEAD,
      },
    },
    // Nothing is ahead of it, so it listens to nothing; it is still not `final` (see the top comment).
    [SIGN_UP_STATE.SUCCESSFUL_CONNECTION]: {
      meta: { screen: SIGN_UP_SCREENS.successfulConnection },
      entry: { type: 'persistStep', params: ({ context }) => context },
    },
  },
});

/** A forward event's transition: to `screen`, if the server's answer says that is where the user now is. */
function advanceTo(screen: SignUpScreen) {
  return {
    target: screen,
    guard: { type: 'isNext', params: { screen } },
    actions: 'recordProgress',
  } as const;
}
