import { z } from 'zod';
import { ZMessage } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const sendVerificationNotification = defineEndpoint({
  id: 'sendVerificationNotification',
  method: 'POST',
  path: '/email/verification-notification',
  summary: 'Send the e-mail verification link again',
  description: 'Earlier links stop working. A verified address is a 409. Rate-limited per user.',
  tag: 'Sign-up',
  access: 'user',
  permission: { role: 'member' },
  response: { status: 202, description: 'Sent', schema: ZMessage },
  errors: [401, 409, 429],
});

export const ZValidateEmailBody = z
  .object({
    token: z.string().min(1).max(200),
    expires: z.coerce.number().int().positive(),
    signature: z.string().min(1).max(200),
  })
  .meta({ id: 'ValidateEmailBody' });
export type TValidateEmailBody = z.input<typeof ZValidateEmailBody>;

export const validateEmail = defineEndpoint({
  id: 'validateEmail',
  method: 'POST',
  path: '/email/validate/user/{id}',
  summary: 'Verify an e-mail address with the signed link from the verification e-mail',
  description:
    'The link is signed, expires after 24 hours and works once. It proves the address by itself, so it works in a browser that is not signed in. A bad, used or expired link is a 422 with `errors.link`.',
  tag: 'Sign-up',
  access: 'public',
  params: z.object({ id: z.uuid('This verification link is incomplete.') }),
  body: ZValidateEmailBody,
  response: {
    status: 200,
    description: 'Verified',
    schema: z.object({ message: z.string(), email: z.string() }),
  },
  errors: [403, 429],
});
