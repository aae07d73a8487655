import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TPlatformLanguage } from '@contracts/common.ts';
import { PLATFORM_LANGUAGES } from '@contracts/plain.ts';
import { en } from './locales/en.ts';
import { enLibrary } from './locales/en-library.ts';

/**
 * Saved captions, hashtag lists, ideas and the CSV import have a namespace of their own
 * (`useTranslation('library')`): one namespace with every key grows past what TypeScript checks a key against.
 */
export const resources = { en: { translation: en, library: enLibrary } } as const;

/*
 * Namespaces kept out of the typed resources above (the media library's, the scheduling's and the writing
 * help's): i18next's key union over every string is near what the compiler can check, so a large area brings its
 * own namespace with its own typed lookup, added when the area first renders (`useNamespaceText` in src/lib).
 */

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['en'];
  }
}

/** The user's language when signed in; before that, the browser's if we speak it; else English. */
export function pickLanguage(
  userLanguage?: string | null,
  browserLanguages: readonly string[] = navigator.languages,
): TPlatformLanguage {
  const candidates = [userLanguage, ...browserLanguages]
    .filter(Boolean)
    .map((tag) => tag!.slice(0, 2).toLowerCase());

  return (
    (candidates.find((tag) =>
      (PLATFORM_LANGUAGES as readonly string[]).includes(tag),
    ) as TPlatformLanguage) ?? 'en'
  );
}

export function createI18n(language: TPlatformLanguage = pickLanguage()) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { ...resources.en } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

  return instance;
}
