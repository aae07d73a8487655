import type { TSignupProgress } from '../../contracts/user.ts';
import type { SignUpEvent, SignUpEventType, SignUpInput, SignUpScreen } from './sign-up.types.ts';

/** What GET /user/signup-next-step answers for a user on each screen, as the server writes it. */
export const SIGN_UP_PROGRESS_AT = {
  emailVerification: { status: 'USER_EMAIL_VERIFICATION', next_step: 'email_verification' },
  userInfos: { status: 'USER_CREATED', next_step: 'user_infos' },
  accountSetup: { status: 'USER_CREATED', next_step: 'account_setup' },
  connectSocialProfiles: { status: 'USER_SET_UP', next_step: 'connect_social_profiles' },
  successfulConnection: { status: 'SOCIAL_PROFILES_CONNECTED', next_step: 'done' },
} as const satisfies Record<SignUpScreen, TSignupProgress>;

export const SIGN_UP_USER_ID = '0b9f3c52-6a1e-4c8e-9d57-2f4be1a7c0de';

/** The machine's input for a user whom the server places on `screen`. */
export function signUpInputAt(screen: SignUpScreen): SignUpInput {
  return { userId: SIGN_UP_USER_ID, progress: SIGN_UP_PROGRESS_AT[screen] };
}

type EventOf<TType extends SignUpEventType> = Extract<SignUpEvent, { type: TType }>;

/** At least one payload for every event type: a new event fails compilation until it is listed here. */
type SignUpEventFixtures = { [TType in SignUpEventType]: readonly [EventOf<TType>, ...EventOf<TType>[]] };

/**
 * Payloads for graph walks. Bare `{ type }` events would leave every guard untested, so each event
 * comes with the server answer its screen really gets and, where it matters, the stale or skipping
 * answers the guards must drop.
 */
export const SIGN_UP_EVENT_FIXTURES = {
  'email.verified': [
    { type: 'email.verified', progress: SIGN_UP_PROGRESS_AT.userInfos },
    // A poll that raced the link: the server still awaits verification.
    { type: 'email.verified', progress: SIGN_UP_PROGRESS_AT.emailVerification },
  ],
  'userInfos.submitted': [
    { type: 'userInfos.submitted', progress: SIGN_UP_PROGRESS_AT.accountSetup },
    // Sent again from a second tab after the workspace was saved: it must not pull the user back.
    { type: 'userInfos.submitted', progress: SIGN_UP_PROGRESS_AT.connectSocialProfiles },
  ],
  'accountSetup.completed': [
    { type: 'accountSetup.completed', progress: SIGN_UP_PROGRESS_AT.connectSocialProfiles },
  ],
  'accountSetup.backRequested': [{ type: 'accountSetup.backRequested' }],
  'socialProfile.connected': [
    { type: 'socialProfile.connected', progress: SIGN_UP_PROGRESS_AT.successfulConnection },
  ],
  'progress.synced': [
    { type: 'progress.synced', progress: SIGN_UP_PROGRESS_AT.emailVerification },
    { type: 'progress.synced', progress: SIGN_UP_PROGRESS_AT.userInfos },
    { type: 'progress.synced', progress: SIGN_UP_PROGRESS_AT.accountSetup },
    { type: 'progress.synced', progress: SIGN_UP_PROGRESS_AT.connectSocialProfiles },
    { type: 'progress.synced', progress: SIGN_UP_PROGRESS_AT.successfulConnection },
  ],
} satisfies SignUpEventFixtures;

/** Every fixture event, for `events` in `getShortestPaths` and `getSimplePaths`. */
export const SIGN_UP_FIXTURE_EVENTS: readonly SignUpEvent[] = Object.values(SIGN_UP_EVENT_FIXTURES).flat();
