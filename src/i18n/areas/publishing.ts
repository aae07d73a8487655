import { useTranslation } from 'react-i18next';
import { type AreaCopy, addAreaCopy } from '../area-copy.ts';
import { enPublishing } from '../locales/en-publishing.ts';

/** The scheduler's, the composer's, a post's and the time slots' strings: `t('publishing.…')` (ADR 0012). */
export const publishingCopy: AreaCopy = { namespace: 'translation', strings: { publishing: enPublishing } };

/**
 * `useTranslation()` for a component that shows `publishing.…` strings: their keys are typed with the rest of
 * `translation` (src/i18n/index.ts), their English comes with the publishing area's code instead of the entry's.
 */
export function usePublishingText() {
  const translation = useTranslation();
  addAreaCopy(translation.i18n, publishingCopy);

  return translation;
}
