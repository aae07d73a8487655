import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { enMedia } from '@/i18n/locales/en-media.ts';

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** A media library string's key; plural keys are named without their `_one`/`_other` ending. */
export type MediaTextKey =
  Paths<typeof enMedia> extends infer Key
    ? Key extends `${infer Base}_${'one' | 'other'}`
      ? Base
      : Key
    : never;

/**
 * The media library's strings (their own i18next namespace, `media`), with keys checked by the compiler:
 * `t('upload.button')`, `t('count', { count: 3 })`.
 */
export function useMediaText() {
  const { i18n } = useTranslation();
  const language = i18n.language;

  return useMemo(() => {
    const translate = i18n.t.bind(i18n) as unknown as (
      key: string,
      options?: Record<string, unknown>,
    ) => string;
    const t = (key: MediaTextKey, options?: Record<string, unknown>) =>
      translate(key, { ns: 'media', ...options });

    return { t, locale: language };
  }, [i18n, language]);
}
