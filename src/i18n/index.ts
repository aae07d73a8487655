import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TPlatformLanguage } from '@contracts/common.ts';
import { PLATFORM_LANGUAGES } from '@contracts/plain.ts';
import { en } from './locales/en.ts';
import { enPublishing } from './locales/en-publishing.ts';

/**
 * The publishing screens have a namespace of their own (`useTranslation('publishing')`): one namespace with
 * every key grows past what TypeScript checks a key against.
 */
export const resources = { en: { translation: en, publishing: enPublishing } } as const;

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
    resources,
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

  return instance;
}
