import { Time } from '@internationalized/date';

/** 'HH:mm' (or 'HH:mm:ss') to a Time; `null` for empty or malformed input. */
export function parseTimeString(value: string | null | undefined): Time | null {
  const match = value ? /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value) : null;
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return null;

  return new Time(hour, minute);
}

/** A Time as 'HH:mm', 24-hour. */
export function formatTimeString(time: { hour: number; minute: number }): string {
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}

/**
 * The UTC offset of a time zone at an instant, as 'UTC+01:00' ('UTC+00:00' for UTC itself). A bare date
 * ('YYYY-MM-DD') is read at noon UTC, clear of the night-time daylight-saving switches.
 */
export function utcOffsetLabel(timeZone: string, referenceDate?: string): string {
  const instant = referenceDate
    ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(referenceDate) ? `${referenceDate}T12:00:00Z` : referenceDate)
    : new Date();
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((item) => item.type === 'timeZoneName')?.value;
  const offset = part?.replace(/^GMT/, '') || '+00:00';

  return `UTC${offset}`;
}
