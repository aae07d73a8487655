import { useMemo } from 'react';
import { enWriting } from '@/i18n/locales/en-writing.ts';
import { type TextKey, useNamespaceText } from '@/lib/namespace-text.ts';

/** A writing-help string's key; plural keys are named without their `_one`/`_other` ending. */
export type WritingTextKey = TextKey<typeof enWriting>;

/** Writing help's strings (their own namespace, `writing`), keys checked by the compiler, and percentages. */
export function useWritingText() {
  const text = useNamespaceText<WritingTextKey>('writing', enWriting);

  return useMemo(() => {
    const format = new Intl.NumberFormat(text.locale, { style: 'percent', maximumFractionDigits: 1 });

    return { ...text, percent: (rate: number) => format.format(rate) };
  }, [text]);
}
