const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * "5 min. ago", "yesterday", "in 2 hours": `date` relative to `now`, in the largest unit that fits, with
 * `Intl.RelativeTimeFormat`. Under a minute counts in seconds ("now" with `numeric: 'auto'` at zero).
 */
export function formatRelativeTime(
  date: Date,
  now: Date,
  locale?: string,
  style: Intl.RelativeTimeFormatStyle = 'short',
): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style });
  const abs = Math.abs(seconds);
  for (const [unit, size] of UNITS) {
    if (abs >= size || unit === 'second') return formatter.format(Math.trunc(seconds / size), unit);
  }
  return formatter.format(0, 'second');
}

/** Accepts a Date or an ISO string. */
export const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
