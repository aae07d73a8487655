import { enScheduling } from '@/i18n/locales/en-scheduling.ts';
import { type TextKey, useNamespaceText } from '@/lib/namespace-text.ts';

/** A key of the scheduling strings; plural keys are named without their `_zero`/`_one`/`_other` ending. */
export type SchedulingTextKey = TextKey<typeof enScheduling>;

/**
 * Notes, converting, bulk scheduling, reminders and notifications strings (their own i18next namespace,
 * `scheduling`, ADR 0012), with keys checked by the compiler.
 */
export const useSchedulingText = () => useNamespaceText<SchedulingTextKey>('scheduling', enScheduling);
