import { endOfMonth, parseDate, startOfMonth, startOfYear, type CalendarDate } from '@internationalized/date';
import type { ComparisonMode, DateRange } from './DateRangePicker.types.ts';

type Range = { start: CalendarDate; end: CalendarDate };

const parse = (range: DateRange): Range => ({ start: parseDate(range.start), end: parseDate(range.end) });
const format = (range: Range): DateRange => ({ start: range.start.toString(), end: range.end.toString() });

/** How many days a range covers, both ends included. */
export function rangeLength(range: DateRange): number {
  const { start, end } = parse(range);

  return end.compare(start) + 1;
}

/**
 * The range a period is compared with. `previous-period`: as many days, ending the day before it starts
 * (1–31 Oct → 31 Aug–30 Sep). `previous-year`: the same dates a year earlier; 29 February becomes the 28th,
 * and a range ending on a month's last day ends on that month's last day (to 28 Feb 2025 → to 29 Feb 2024).
 * `none` and `custom` have no computed range: `null`.
 */
export function comparisonRange(range: DateRange, mode: ComparisonMode): DateRange | null {
  const { start, end } = parse(range);
  if (mode === 'previous-period') {
    const days = end.compare(start) + 1;
    const previousEnd = start.subtract({ days: 1 });

    return format({ start: previousEnd.subtract({ days: days - 1 }), end: previousEnd });
  }
  if (mode === 'previous-year') {
    const endsMonth = end.compare(endOfMonth(end)) === 0;
    const previousEnd = end.subtract({ years: 1 });

    return format({
      start: start.subtract({ years: 1 }),
      end: endsMonth ? endOfMonth(previousEnd) : previousEnd,
    });
  }

  return null;
}

export type PresetRanges = {
  last7: DateRange;
  last28: DateRange;
  last90: DateRange;
  thisMonth: DateRange;
  lastMonth: DateRange;
  thisYear: DateRange;
};

/**
 * The usual analytics periods, relative to `today` ('YYYY-MM-DD'): the last 7, 28 and 90 days (today
 * included), this month and this year so far, and the whole of last month. Only ranges: the caller names them.
 */
export function presetRanges(today: string): PresetRanges {
  const day = parseDate(today);
  const lastDays = (days: number) => format({ start: day.subtract({ days: days - 1 }), end: day });
  const previousMonth = startOfMonth(day).subtract({ months: 1 });

  return {
    last7: lastDays(7),
    last28: lastDays(28),
    last90: lastDays(90),
    thisMonth: format({ start: startOfMonth(day), end: day }),
    lastMonth: format({ start: previousMonth, end: endOfMonth(previousMonth) }),
    thisYear: format({ start: startOfYear(day), end: day }),
  };
}

/** Whether two ranges cover the same days. */
export function sameRange(a: DateRange | null | undefined, b: DateRange | null | undefined): boolean {
  return Boolean(a && b && a.start === b.start && a.end === b.end);
}

/** A range for people: "1–31 Oct 2026", "28 Sep – 4 Oct 2026", in the locale's own way (Intl formatRange). */
export function formatDateRange(range: DateRange, locale?: string): string {
  const { start, end } = parse(range);
  const formatter = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

  return formatter.formatRange(start.toDate('UTC'), end.toDate('UTC'));
}
