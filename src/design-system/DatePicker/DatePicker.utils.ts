import { parseDate, type CalendarDate } from '@internationalized/date';

/** 'YYYY-MM-DD' to a CalendarDate; `null` for empty or malformed input. */
export function toCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/** Like `toCalendarDate`, but `undefined` for nothing: React Aria's "not given" for optional props. */
export function toOptionalDate(iso: string | undefined): CalendarDate | undefined {
  return toCalendarDate(iso) ?? undefined;
}
