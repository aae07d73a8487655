import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { enScheduling } from '@/i18n/locales/en-scheduling.ts';

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** A key of the scheduling strings; plural keys are named without their `_zero`/`_one`/`_other` ending. */
export type SchedulingTextKey =
  Paths<typeof enScheduling> extends infer Key
    ? Key extends `${infer Base}_${'zero' | 'one' | 'other'}`
      ? Base
      : Key
    : never;

/**
 * Notes, converting, bulk scheduling, reminders and notifications strings (their own i18next namespace,
 * `scheduling`, ADR 0012), with keys checked by the compiler.
 */
export function useSchedulingText() {
  const { i18n } = useTranslation();
  const language = i18n.language;

  return useMemo(() => {
    const translate = i18n.t.bind(i18n) as unknown as (
      key: string,
      options?: Record<string, unknown>,
    ) => string;
    const t = (key: SchedulingTextKey, options?: Record<string, unknown>) =>
      translate(key, { ns: 'scheduling', ...options });

    return { t, locale: language };
  }, [i18n, language]);
}
