import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addAreaCopy } from '@/i18n/area-copy.ts';

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of a namespace's strings; plural keys are named without their `_zero`/`_one`/`_other` ending. */
export type TextKey<Strings> =
  Paths<Strings> extends infer Key
    ? Key extends `${infer Base}_${'zero' | 'one' | 'other'}`
      ? Base
      : Key
    : never;

/**
 * The strings of a large area's own i18next namespace (ADR 0012), with keys checked by the compiler:
 * `useNamespaceText<TextKey<typeof enMedia>>('media', enMedia).t('upload.button')`, `t('count', { count: 3 })`.
 * The English strings come with the area's code and are added to i18next the first time the area renders, so
 * the first view of a page that does not use them does not load them.
 */
export function useNamespaceText<Key extends string>(namespace: string, english: Record<string, unknown>) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  addAreaCopy(i18n, { namespace, strings: english });

  return useMemo(() => {
    const translate = i18n.t.bind(i18n) as unknown as (
      key: string,
      options?: Record<string, unknown>,
    ) => string;
    const t = (key: Key, options?: Record<string, unknown>) => translate(key, { ns: namespace, ...options });

    return { t, locale: language };
  }, [i18n, language, namespace]);
}
