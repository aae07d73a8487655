import { z } from 'zod';
import { PLATFORM_LANGUAGES } from './plain.ts';

/** Languages the product is translated into (spec §3: settings.platform_language, default en). */
export { PLATFORM_LANGUAGES };
export const ZPlatformLanguage = z.enum(PLATFORM_LANGUAGES);
export type TPlatformLanguage = z.infer<typeof ZPlatformLanguage>;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const ZEmail = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'An e-mail address has at most 254 characters.')
  .pipe(z.email('Enter a valid e-mail address, like name@example.com.'));

/** A new password. Strength beyond length is judged by the server (common and guessable passwords). */
export const ZNewPassword = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/** A password typed to prove who you are: never length-checked beyond the maximum, so old passwords work. */
export const ZCurrentPassword = z
  .string({ error: 'Enter your password.' })
  .min(1, 'Enter your password.')
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });

    return true;
  } catch {
    return false;
  }
}

export const ZTimeZone = z
  .string({ error: 'Choose a time zone.' })
  .min(1, 'Choose a time zone.')
  .max(64)
  .refine(isTimeZone, 'Choose a time zone from the list, like Europe/Paris.')
  .meta({ description: 'An IANA time zone name', examples: ['Europe/Paris'] });

export const ZPersonName = z.string().trim().max(80, 'Use at most 80 characters.');

export const ZIsoDateTime = z.iso.datetime({ offset: true });

export const ZMessage = z.object({ message: z.string() }).meta({ id: 'Message' });

/** A bracket array query parameter (`ids[]=a&ids[]=b`, spec §2) or a single value, as a list. */
export function queryList<T extends z.ZodType>(item: T) {
  return z
    .union([item, z.array(item)])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[]);
}

export const ZUuidList = queryList(z.uuid());

/**
 * What no field of any request may hold, checked once for every endpoint (server/http/route.ts) on the parsed
 * input: a NUL character in a string (Postgres refuses it in text, so it would be a 500) and a number beyond
 * the safe integer range or not finite (`1e300` is a JSON number, but no count, offset or amount). Answers the
 * first offending field's path and why, or null.
 */
export function unsafeInput(value: unknown, path: string[] = []): { path: string; message: string } | null {
  if (typeof value === 'string')
    return value.includes('\u0000')
      ? { path: path.join('.'), message: 'Remove the NUL character (\\u0000): it cannot be stored.' }
      : null;
  if (typeof value === 'number')
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER
      ? null
      : {
          path: path.join('.'),
          message: `Use a number between ${-Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}.`,
        };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeInput(item, [...path, String(index)]);
      if (found) return found;
    }

    return null;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000'))
        return {
          path: [...path, key].join('.'),
          message: 'Remove the NUL character (\\u0000) from the field name.',
        };
      const found = unsafeInput(item, [...path, key]);
      if (found) return found;
    }
  }

  return null;
}
