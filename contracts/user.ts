import { z } from 'zod';
import {
  ZCurrentPassword,
  ZEmail,
  ZIsoDateTime,
  ZNewPassword,
  ZPersonName,
  ZPlatformLanguage,
  ZTimeZone,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ROLES } from './permissions.ts';

/** Spec §4: the four statuses of the sign-up progression, in order. */
export const SIGNUP_STATUSES = [
  'USER_EMAIL_VERIFICATION',
  'USER_CREATED',
  'USER_SET_UP',
  'SOCIAL_PROFILES_CONNECTED',
] as const;
export const ZSignupStatus = z.enum(SIGNUP_STATUSES);
export type TSignupStatus = z.infer<typeof ZSignupStatus>;

/** The screens of the progression; USER_CREATED spans two of them (about you, then your workspace). */
export const SIGNUP_STEPS = [
  'email_verification',
  'user_infos',
  'account_setup',
  'connect_social_profiles',
  'done',
] as const;
export const ZSignupStep = z.enum(SIGNUP_STEPS);
export type TSignupStep = z.infer<typeof ZSignupStep>;

export const JOB_ROLES = [
  'social_media_manager',
  'marketing_manager',
  'content_creator',
  'community_manager',
  'agency',
  'business_owner',
  'other',
] as const;
export const ZJobRole = z.enum(JOB_ROLES, { error: 'Choose the role closest to yours.' });

export const TEAM_SIZES = ['1', '2-10', '11-50', '51-200', '201+'] as const;
export const ZTeamSize = z.enum(TEAM_SIZES, { error: 'Choose the size of your team.' });

export const ZSubscription = z
  .object({
    product_key: z.string().meta({ description: '`trial` while the account is on its free trial' }),
    status: z.enum(['trialing', 'active', 'past_due', 'canceled', 'expired']),
    is_trial: z.boolean(),
    trial_ends_at: ZIsoDateTime.nullable(),
  })
  .meta({ id: 'Subscription' });

export const ZSignupProgress = z
  .object({ status: ZSignupStatus, next_step: ZSignupStep })
  .meta({ id: 'SignupProgress' });
export type TSignupProgress = z.infer<typeof ZSignupProgress>;

/** Light, dark, or whatever the device is set to (the default). */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export const ZThemePreference = z.enum(THEME_PREFERENCES).meta({ id: 'ThemePreference' });
export type TThemePreference = z.infer<typeof ZThemePreference>;

export const ZUser = z
  .object({
    id: z.uuid(),
    /** Iconosquare's name for the id of the account's owner. */
    admin_id: z.uuid(),
    account_id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    job_role: ZJobRole.nullable(),
    role: z.enum(ROLES),
    time_zone: z.string(),
    email_verified: z.boolean(),
    email_verified_at: ZIsoDateTime.nullable(),
    created_at: ZIsoDateTime,
    settings: z.object({
      platform_language: ZPlatformLanguage,
      accepts_marketing: z.boolean(),
      theme: ZThemePreference,
    }),
    subscription: ZSubscription,
    account: z.object({
      id: z.uuid(),
      name: z.string(),
      time_zone: z.string(),
      team_size: ZTeamSize.nullable(),
    }),
    signup: ZSignupProgress,
  })
  .meta({ id: 'User' });
export type TUser = z.infer<typeof ZUser>;

export const getUser = defineEndpoint({
  id: 'getUser',
  method: 'GET',
  path: '/user',
  summary: 'The signed-in user, their account, subscription and sign-up progress',
  tag: 'User',
  access: 'user',
  permission: { role: 'member' },
  response: { status: 200, description: 'The user', schema: ZUser },
  errors: [401],
});

export const ZProfileInformationBody = z
  .object({
    first_name: ZPersonName.min(1, 'Enter your first name.'),
    last_name: ZPersonName.min(1, 'Enter your last name.'),
    email: ZEmail,
    job_role: ZJobRole.nullable().optional(),
    time_zone: ZTimeZone,
    platform_language: ZPlatformLanguage,
    /** Required only when `email` changes: proves the change is the user's own. */
    current_password: ZCurrentPassword.optional(),
  })
  .meta({ id: 'ProfileInformationBody' });
export type TProfileInformationBody = z.input<typeof ZProfileInformationBody>;

export const updateProfileInformation = defineEndpoint({
  id: 'updateProfileInformation',
  method: 'PUT',
  path: '/user/profile-information',
  summary: 'Update name, e-mail, role, time zone and language',
  description:
    'Changing the e-mail needs `current_password`; the new address must then be verified through the link sent to it.',
  tag: 'User',
  access: 'user',
  permission: { role: 'member' },
  body: ZProfileInformationBody,
  response: { status: 200, description: 'The updated user', schema: ZUser },
  errors: [401, 403],
});

export const ZPasswordBody = z
  .object({ current_password: ZCurrentPassword, password: ZNewPassword })
  .meta({ id: 'PasswordBody' });
export type TPasswordBody = z.input<typeof ZPasswordBody>;

export const updatePassword = defineEndpoint({
  id: 'updatePassword',
  method: 'PUT',
  path: '/user/password',
  summary: 'Change the password; every other session of the user ends',
  tag: 'User',
  access: 'user',
  permission: { role: 'member' },
  body: ZPasswordBody,
  response: {
    status: 200,
    description: 'Changed; how many other sessions were signed out',
    schema: z.object({ signed_out_sessions: z.number().int() }),
  },
  errors: [401],
});

export const ZMarketingBody = z.object({ accepts_marketing: z.boolean() }).meta({ id: 'MarketingBody' });

export const updateMarketing = defineEndpoint({
  id: 'updateMarketing',
  method: 'PUT',
  path: '/user/marketing',
  summary: 'Opt in or out of product news by e-mail',
  tag: 'User',
  access: 'user',
  permission: { role: 'member' },
  body: ZMarketingBody,
  response: { status: 200, description: 'The updated user', schema: ZUser },
  errors: [401],
});

export const ZThemeBody = z.object({ theme: ZThemePreference }).meta({ id: 'ThemeBody' });

export const updateTheme = defineEndpoint({
  id: 'updateTheme',
  method: 'PUT',
  path: '/user/theme',
  summary: 'Choose the light or dark theme, or follow the device',
  tag: 'User',
  access: 'user',
  permission: { role: 'member' },
  body: ZThemeBody,
  response: { status: 200, description: 'The updated user', schema: ZUser },
  errors: [401],
});

export const getSignupNextStep = defineEndpoint({
  id: 'getSignupNextStep',
  method: 'GET',
  path: '/user/signup-next-step',
  summary: "Where the user is in the sign-up progression, and the step they're on",
  tag: 'Sign-up',
  access: 'user',
  permission: { role: 'member' },
  response: { status: 200, description: 'Progress', schema: ZSignupProgress },
  errors: [401],
});

export const ZUserInfosStep = z.object({
  step: z.literal('user_infos'),
  first_name: ZPersonName.min(1, 'Enter your first name.'),
  last_name: ZPersonName.min(1, 'Enter your last name.'),
  job_role: ZJobRole,
  platform_language: ZPlatformLanguage,
});
export type TUserInfosStep = z.input<typeof ZUserInfosStep>;

export const ZAccountSetupStep = z.object({
  step: z.literal('account_setup'),
  account_name: z.string().trim().min(1, 'Name your workspace.').max(80, 'Use at most 80 characters.'),
  team_size: ZTeamSize,
  time_zone: ZTimeZone,
});
export type TAccountSetupStep = z.input<typeof ZAccountSetupStep>;

export const ZSignupStepBody = z
  .discriminatedUnion('step', [ZUserInfosStep, ZAccountSetupStep])
  .meta({ id: 'SignupStepBody' });
export type TSignupStepBody = z.input<typeof ZSignupStepBody>;

export const completeSignupStep = defineEndpoint({
  id: 'completeSignupStep',
  method: 'POST',
  path: '/user/signup-next-step',
  summary: 'Complete the current sign-up step and move to the next',
  description:
    'Steps must be completed in order: a step other than the current one is a 409. E-mail verification is completed through the e-mailed link, not here.',
  tag: 'Sign-up',
  access: 'user',
  permission: { role: 'member' },
  body: ZSignupStepBody,
  response: { status: 200, description: 'The user, with the new progress', schema: ZUser },
  errors: [401, 409],
});

export const ZSession = z
  .object({
    id: z.uuid(),
    is_current: z.boolean(),
    user_agent: z.string().nullable(),
    ip: z.string().nullable(),
    created_at: ZIsoDateTime,
    last_seen_at: ZIsoDateTime,
    expires_at: ZIsoDateTime,
  })
  .meta({ id: 'Session' });
export type TSession = z.infer<typeof ZSession>;

export const listSessions = defineEndpoint({
  id: 'listSessions',
  method: 'GET',
  path: '/user/sessions',
  summary: "The user's signed-in sessions (browsers and devices)",
  tag: 'User',
  access: 'user',
  permission: { role: 'member' },
  response: {
    status: 200,
    description: 'Sessions, current first',
    schema: z.object({ data: z.array(ZSession) }),
  },
  errors: [401],
});

export const revokeSession = defineEndpoint({
  id: 'revokeSession',
  method: 'DELETE',
  path: '/user/sessions/{id}',
  summary: 'Sign out one session',
  tag: 'User',
  access: 'user',
  permission: { role: 'member' },
  params: z.object({ id: z.uuid('Not a session id.') }),
  response: { status: 204, description: 'Signed out' },
  errors: [401, 404],
});

export const revokeOtherSessions = defineEndpoint({
  id: 'revokeOtherSessions',
  method: 'DELETE',
  path: '/user/sessions',
  summary: 'Sign out every session except this one',
  tag: 'User',
  access: 'user',
  permission: { role: 'member' },
  response: {
    status: 200,
    description: 'How many sessions were signed out',
    schema: z.object({ signed_out_sessions: z.number().int() }),
  },
  errors: [401],
});
