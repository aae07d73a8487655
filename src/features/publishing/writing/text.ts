import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { enWriting } from '@/i18n/locales/en-writing.ts';

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** A writing-help string's key; plural keys are named without their `_one`/`_other` ending. */
export type WritingTextKey =
  Paths<typeof enWriting> extends infer Key
    ? Key extends `${infer Base}_${'one' | 'other'}`
      ? Base
      : Key
    : never;

/** Writing help's strings (their own namespace, `writing`), keys checked by the compiler. */
export function useWritingText() {
  const { i18n } = useTranslation();
  const language = i18n.language;

  return useMemo(() => {
    const translate = i18n.t.bind(i18n) as unknown as (
      key: string,
      options?: Record<string, unknown>,
    ) => string;
    const t = (key: WritingTextKey, options?: Record<string, unknown>) =>
      translate(key, { ns: 'writing', ...options });
    const percent = (rate: number) =>
      new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(rate);

    return { t, locale: language, percent };
  }, [i18n, language]);
}
