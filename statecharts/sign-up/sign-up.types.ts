import type { TSignupProgress, TSignupStatus, TSignupStep } from '../../contracts/user.ts';

/** The machine's state names. Every state but `resuming` is one screen of the sign-up flow. */
export const SIGN_UP_STATE = {
  RESUMING: 'resuming',
  EMAIL_VERIFICATION: 'emailVerification',
  USER_INFOS: 'userInfos',
  ACCOUNT_SETUP: 'accountSetup',
  CONNECT_SOCIAL_PROFILES: 'connectSocialProfiles',
  SUCCESSFUL_CONNECTION: 'successfulConnection',
} as const;

export type SignUpState = (typeof SIGN_UP_STATE)[keyof typeof SIGN_UP_STATE];

/** A state the user can see: all of them except the transient `resuming`. */
export type SignUpScreen = Exclude<SignUpState, typeof SIGN_UP_STATE.RESUMING>;

/** The route each screen lives at (spec §2, "Sign-up and setup steps"). */
export const SIGN_UP_SCREENS = {
  [SIGN_UP_STATE.EMAIL_VERIFICATION]: '/setup/email-verification',
  [SIGN_UP_STATE.USER_INFOS]: '/signup/user-infos',
  [SIGN_UP_STATE.ACCOUNT_SETUP]: '/setup/account',
  [SIGN_UP_STATE.CONNECT_SOCIAL_PROFILES]: '/signup/connect-social-profiles',
  [SIGN_UP_STATE.SUCCESSFUL_CONNECTION]: '/signup/successful-connection',
} as const satisfies Record<SignUpScreen, `/${string}`>;

/** The screens in the order the flow visits them. "Ahead" and "back" are measured in this order. */
export const SIGN_UP_SCREEN_ORDER = [
  SIGN_UP_STATE.EMAIL_VERIFICATION,
  SIGN_UP_STATE.USER_INFOS,
  SIGN_UP_STATE.ACCOUNT_SETUP,
  SIGN_UP_STATE.CONNECT_SOCIAL_PROFILES,
  SIGN_UP_STATE.SUCCESSFUL_CONNECTION,
] as const satisfies readonly SignUpScreen[];

export type SignUpInput = {
  userId: string;
  /** What GET /api/v1/user/signup-next-step answered when the sign-up screens opened. */
  progress: TSignupProgress;
};

/**
 * The server's progress as last heard, plus whose it is. `step` is the server's `next_step`, not the
 * screen on show: after "Back" from the workspace screen it stays `account_setup`, as it does on the server.
 */
export type SignUpContext = {
  userId: string;
  status: TSignupStatus;
  step: TSignupStep;
};

/**
 * What the user did, or what the server said. Each screen sends its event once its API call has
 * succeeded, with the progress the server answered.
 */
export type SignUpEvent =
  /** The e-mailed link was opened and the server now says USER_CREATED. */
  | { type: 'email.verified'; progress: TSignupProgress }
  /** "About you" was saved (POST signup-next-step, step user_infos). */
  | { type: 'userInfos.submitted'; progress: TSignupProgress }
  /** The workspace was saved (POST signup-next-step, step account_setup). */
  | { type: 'accountSetup.completed'; progress: TSignupProgress }
  /** "Back" on the workspace screen, to correct "About you". Nothing is sent to the server. */
  | { type: 'accountSetup.backRequested' }
  /** A first social profile was connected. */
  | { type: 'socialProfile.connected'; progress: TSignupProgress }
  /** A fresh GET signup-next-step, e.g. after the user went on in another tab. */
  | { type: 'progress.synced'; progress: TSignupProgress };

export type SignUpEventType = SignUpEvent['type'];
