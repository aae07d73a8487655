import type { TFunction as I18nTFunction } from 'i18next';
import { isApiError } from '@/api/client.ts';

/* Error wording without the form library, so that screens showing an error need not load it. */

type TFunction = I18nTFunction<'translation'>;

/** "Try again in 14 minutes" from a Retry-After in seconds. */
export function retryAfterText(t: TFunction, seconds: number): string {
  const time =
    seconds < 90
      ? t('common.seconds', { count: seconds })
      : t('common.minutes', { count: Math.ceil(seconds / 60) });

  return t('common.rateLimited', { time });
}

/** The message a form shows above its fields for an error no single field owns. */
export function formErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('common.unexpectedError');
  if (error.status === 429 && error.retryAfter) return retryAfterText(t, error.retryAfter);
  if (error.status >= 500) return t('common.unexpectedError');

  return error.message;
}
