import { useTranslation } from 'react-i18next';
import { type AreaCopy, addAreaCopy } from '../area-copy.ts';
import { enLibrary } from '../locales/en-library.ts';

/** Saved captions and hashtag lists, the idea pool and the CSV import: the `library` namespace (ADR 0012). */
export const libraryCopy: AreaCopy = { namespace: 'library', strings: enLibrary };

/**
 * `useTranslation('library')` with the namespace's strings: its keys are typed in src/i18n/index.ts, its English
 * comes with the library's code instead of the entry's.
 */
export function useLibraryText() {
  const translation = useTranslation('library');
  addAreaCopy(translation.i18n, libraryCopy);

  return translation;
}
