const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "now": the largest whole unit, in the given language. */
export function formatRelative(date: Date, now: Date, locale: string): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }

  return format.format(0, 'second');
}

/** A date and time in the user's time zone, with the zone named (the product always says which zone). */
const ISO_INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z\b/g;

/**
 * A server's message with every instant it spells in ISO form ("Moved to 2026-12-02T21:00:00.000Z") written
 * as the reader reads times: in their locale and time zone ("Moved to Dec 2, 2026, 10:00 PM GMT+1").
 */
export function localizeInstants(message: string, locale: string, timeZone: string): string {
  return message.replace(ISO_INSTANT, (iso) => {
    const date = new Date(iso);

    return Number.isNaN(date.getTime()) ? iso : formatDateTime(date, locale, timeZone);
  });
}

export function formatDateTime(date: Date, locale: string, timeZone: string): string {
  // dateStyle/timeStyle cannot be combined with timeZoneName: the fields are spelled out instead.
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}
