const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * "5 minutes ago", "yesterday", "in 2 hours": the distance from `now` to `time` in the largest unit that is at
 * least one, rounded towards zero so "59 minutes" never reads "1 hour".
 */
export function formatRelativeTime(time: string, now: string, locale?: string): string {
  const formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  let value = (Date.parse(time) - Date.parse(now)) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(value) < size) return formatter.format(Math.trunc(value), unit);
    value /= size;
  }
  return formatter.format(Math.trunc(value), 'year');
}
