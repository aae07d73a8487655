import { z } from 'zod';
import { ZCurrentPassword, ZEmail, ZMessage, ZNewPassword, ZPlatformLanguage, ZTimeZone } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZUser } from './user.ts';

export const ZRegisterBody = z
  .object({
    email: ZEmail,
    password: ZNewPassword,
    accepts_marketing: z.boolean().default(false),
    /** The browser's own zone and language, so the first screens already speak the user's time and tongue. */
    time_zone: ZTimeZone.optional(),
    platform_language: ZPlatformLanguage.optional(),
  })
  .meta({ id: 'RegisterBody' });
export type TRegisterBody = z.input<typeof ZRegisterBody>;

export const register = defineEndpoint({
  id: 'register',
  method: 'POST',
  path: '/register',
  summary: 'Create an account (workspace) with its first user, on a 14-day trial, and sign in',
  description:
    'Sends a verification e-mail. A used e-mail address is a 422 with `errors.email`. Rate-limited per IP address.',
  tag: 'Auth',
  access: 'public',
  body: ZRegisterBody,
  response: { status: 201, description: 'The new user, signed in', schema: ZUser },
  errors: [403, 429],
});

export const ZLoginBody = z
  .object({
    email: ZEmail,
    password: ZCurrentPassword,
    /** Keep the session for 30 days; otherwise it ends when the browser closes (and after 12 hours at most). */
    remember: z.boolean().default(true),
  })
  .meta({ id: 'LoginBody' });
export type TLoginBody = z.input<typeof ZLoginBody>;

export const login = defineEndpoint({
  id: 'login',
  method: 'POST',
  path: '/login',
  summary: 'Sign in with e-mail and password',
  description:
    'Wrong e-mail or wrong password give the same 422, so the answer never tells whether an address has an account. Rate-limited per address and per IP address.',
  tag: 'Auth',
  access: 'public',
  body: ZLoginBody,
  response: { status: 200, description: 'The user, signed in', schema: ZUser },
  errors: [403, 429],
});

export const logout = defineEndpoint({
  id: 'logout',
  method: 'POST',
  path: '/logout',
  summary: 'Sign out: the session ends on the server',
  tag: 'Auth',
  access: 'public',
  response: { status: 204, description: 'Signed out (also when there was no session)' },
  errors: [403],
});

export const ZForgotPasswordBody = z.object({ email: ZEmail }).meta({ id: 'ForgotPasswordBody' });
export type TForgotPasswordBody = z.input<typeof ZForgotPasswordBody>;

export const forgotPassword = defineEndpoint({
  id: 'forgotPassword',
  method: 'POST',
  path: '/forgot-password',
  summary: 'E-mail a password-reset link',
  description:
    'Answers the same whether or not the address has an account. The link works once, for 60 minutes.',
  tag: 'Auth',
  access: 'public',
  body: ZForgotPasswordBody,
  response: { status: 202, description: 'Accepted', schema: ZMessage },
  errors: [403, 429],
});

export const ZResetPasswordBody = z
  .object({
    token: z.string().min(1, 'This reset link is incomplete.').max(200),
    password: ZNewPassword,
  })
  .meta({ id: 'ResetPasswordBody' });
export type TResetPasswordBody = z.input<typeof ZResetPasswordBody>;

export const resetPassword = defineEndpoint({
  id: 'resetPassword',
  method: 'POST',
  path: '/reset-password',
  summary: 'Set a new password with the token from a reset link',
  description:
    'An unknown, used or expired token is a 422 with `errors.token`. Every session of the user ends; they sign in with the new password.',
  tag: 'Auth',
  access: 'public',
  body: ZResetPasswordBody,
  response: {
    status: 200,
    description: 'The password is changed',
    schema: z.object({ message: z.string(), email: z.string() }),
  },
  errors: [403, 429],
});
