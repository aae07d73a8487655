/**
 * Local calendar parts of an instant in an IANA time zone, with daylight-saving changes handled by Intl.
 * One formatter per zone is kept: formatting is the hot path when posts are written in bulk.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }

  return format;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export type LocalParts = {
  /** YYYY-MM-DD */
  day: string;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  dow: number;
  hour: number;
  minute: number;
};

export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;

  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    dow: WEEKDAYS[parts.weekday!]!,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/**
 * The instant a local day starts in a time zone: the first instant whose local day is `day`. That is local
 * midnight, except where midnight does not exist (clocks jump from 00:00 to 01:00: America/Havana on 8 March 2026,
 * America/Santiago on 6 September 2026), where the day starts at 01:00.
 */
export function startOfLocalDay(day: string, timeZone: string): Date {
  // Start from UTC midnight of that date and correct by the zone's offset there; a second pass settles the case
  // where the offset differs at the corrected instant. That is midnight whenever midnight exists.
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let guess = utcMidnight - offsetMs(new Date(utcMidnight), timeZone);
  guess = utcMidnight - offsetMs(new Date(guess), timeZone);
  const onOrAfter = (instant: number) => localParts(new Date(instant), timeZone).day >= day;
  if (onOrAfter(guess) && !onOrAfter(guess - MINUTE_MS)) return new Date(guess);
  // Midnight is skipped (or repeated): the first minute on or after the day, by bisection over two days around
  // the guess (offsets change on whole minutes).
  let before = Math.floor((guess - 26 * HOUR_MS) / MINUTE_MS);
  let after = Math.floor((guess + 26 * HOUR_MS) / MINUTE_MS);
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (onOrAfter(middle * MINUTE_MS)) after = middle;
    else before = middle;
  }

  return new Date(after * MINUTE_MS);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** The zone's offset from UTC at an instant, in milliseconds (Paris in summer: +7,200,000). */
export function offsetMs(instant: Date, timeZone: string): number {
  const { day, hour, minute } = localParts(instant, timeZone);
  const local = Date.parse(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
  const wholeMinute = instant.getTime() - instant.getUTCSeconds() * 1000 - instant.getUTCMilliseconds();

  return local - wholeMinute;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const result: string[] = [];
  for (let current = from; current <= to; current = addDays(current, 1)) result.push(current);

  return result;
}
