import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TPlatformLanguage } from '@contracts/common.ts';
import { PLATFORM_LANGUAGES } from '@contracts/plain.ts';
import { en } from './locales/en.ts';
import type { enLibrary } from './locales/en-library.ts';
import type { enPublishing } from './locales/en-publishing.ts';

/**
 * The strings every page may show, loaded with the entry: the shell, sign-in and sign-up, settings, profiles and
 * analytics (/home's first view).
 */
export const resources = { en: { translation: en } } as const;

/*
 * The strings of the other areas come with their code (ADR 0012), added to i18next when the area first renders:
 * - typed here, with keys checked like the entry's: the publishing screens' `publishing.…` in `translation`
 *   (`usePublishingText`) and the library's own namespace, `library` (`useLibraryText`; src/i18n/areas);
 * - kept out of these types, each with its own small typed lookup (`useNamespaceText` in src/lib): the media
 *   library's, the scheduling's and the writing help's namespaces. i18next's key union over every string is near
 *   what the compiler can check.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en & { publishing: typeof enPublishing };
      library: typeof enLibrary;
    };
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
    // In development, tests and stories, a key without a string (an area's text hook not called: ADR 0012)
    // says so on the console; the page shows the key itself.
    ...(import.meta.env.DEV && {
      saveMissing: true,
      missingKeyHandler: (_languages: readonly string[], namespace: string, key: string) =>
        console.error(`No English string for ${namespace}:${key}`),
    }),
  });

  return instance;
}
