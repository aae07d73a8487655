import {
  type CalendarDate,
  endOfMonth,
  getDayOfWeek,
  parseDate,
  startOfMonth,
  startOfWeek,
} from '@internationalized/date';
import { localParts as partsOf, startOfLocalDay } from '@contracts/local-time.ts';
import { slotInstant } from '@contracts/slot-time.ts';

/**
 * The scheduler's calendar arithmetic, in the user's time zone: which days a month or a week shows, which
 * instants bound them, which local day and hour a post falls on, and where a post lands when it is dropped on
 * another day or hour (its local time of day is kept, across daylight saving changes).
 */

export type CalendarView = 'month' | 'week' | 'list';

/** The weeks a month view shows: whole weeks, starting on the locale's first day. */
export function monthWeeks(anchor: string, locale: string): string[][] {
  const first = startOfMonth(parseDate(anchor));
  const last = endOfMonth(first);
  const weeks: string[][] = [];
  for (let day = startOfWeek(first, locale); day.compare(last) <= 0; day = day.add({ weeks: 1 })) {
    weeks.push(Array.from({ length: 7 }, (_, index) => day.add({ days: index }).toString()));
  }

  return weeks;
}

/** The seven days of the week around a day, starting on the locale's first day. */
export function weekDays(anchor: string, locale: string): string[] {
  const start = startOfWeek(parseDate(anchor), locale);

  return Array.from({ length: 7 }, (_, index) => start.add({ days: index }).toString());
}

/** The days a view shows, first and last included. The list shows four weeks from the anchor. */
export function visibleDays(
  view: CalendarView,
  anchor: string,
  locale: string,
): { first: string; last: string } {
  if (view === 'week') {
    const days = weekDays(anchor, locale);

    return { first: days[0]!, last: days[6]! };
  }
  if (view === 'list') {
    const start = parseDate(anchor);

    return { first: start.toString(), last: start.add({ days: 27 }).toString() };
  }
  const weeks = monthWeeks(anchor, locale);

  return { first: weeks[0]![0]!, last: weeks.at(-1)![6]! };
}

/** The instants a view covers: from the first day's start to the start of the day after the last. */
export function viewWindow(
  view: CalendarView,
  anchor: string,
  locale: string,
  timeZone: string,
): { from: string; to: string } {
  const { first, last } = visibleDays(view, anchor, locale);

  return {
    from: startOfLocalDay(first, timeZone).toISOString(),
    to: startOfLocalDay(parseDate(last).add({ days: 1 }).toString(), timeZone).toISOString(),
  };
}

/** Where an instant falls in a time zone: its local day, hour and minute (the server's arithmetic). */
export function localParts(iso: string, timeZone: string): { day: string; hour: number; minute: number } {
  const { day, hour, minute } = partsOf(new Date(iso), timeZone);

  return { day, hour, minute };
}

/**
 * An instant from a local day and time in a time zone, as the server places it (a skipped time moves forward
 * by the gap, a repeated one is the first).
 */
export function instantAt(day: string, time: { hour: number; minute: number }, timeZone: string): string {
  return slotInstant(day, time.hour * 60 + time.minute, timeZone).toISOString();
}

/** A post moved to another day keeps its local time of day. */
export function moveToDay(iso: string, day: string, timeZone: string): string {
  const { hour, minute } = localParts(iso, timeZone);

  return instantAt(day, { hour, minute }, timeZone);
}

/** A post moved to another hour of a day keeps its minutes. */
export function moveToHour(iso: string, day: string, hour: number, timeZone: string): string {
  return instantAt(day, { hour, minute: localParts(iso, timeZone).minute }, timeZone);
}

/** Items by local day, each day's in time order. */
export function byLocalDay<T>(items: readonly T[], at: (item: T) => string | null, timeZone: string) {
  const days = new Map<string, T[]>();
  // ISO instants from the server are all UTC ('…Z'): their text sorts as their time does.
  const sorted = items
    .filter((item) => at(item) !== null)
    .toSorted((a, b) => (at(a)! < at(b)! ? -1 : at(a)! > at(b)! ? 1 : 0));
  for (const item of sorted) {
    const { day } = localParts(at(item)!, timeZone);
    const list = days.get(day);
    if (list) list.push(item);
    else days.set(day, [item]);
  }

  return days;
}

/** The anchor one view later or earlier: a month, a week, or the list's four weeks. */
export function shiftAnchor(view: CalendarView, anchor: string, step: 1 | -1): string {
  const date = parseDate(anchor);
  if (view === 'month') return startOfMonth(date).add({ months: step }).toString();
  if (view === 'week') return date.add({ weeks: step }).toString();

  return date.add({ weeks: 4 * step }).toString();
}

/** Whether a day is a Saturday or Sunday (shaded in the month view). */
export function isWeekend(day: string): boolean {
  const date: CalendarDate = parseDate(day);
  const weekday = getDayOfWeek(date, 'en-US'); // 0 = Sunday, whatever the locale's first day

  return weekday === 0 || weekday === 6;
}

/**
 * The next instants of weekly slots (weekday 0 = Monday, hour), after `now`, soonest first: where a best time to
 * post from a profile's history falls next on the calendar.
 */
export function nextSlots(
  slots: readonly { weekday: number; hour: number }[],
  now: string,
  timeZone: string,
  count: number,
): string[] {
  const { day } = localParts(now, timeZone);
  const start = parseDate(day);
  const instants: string[] = [];
  for (const slot of slots) {
    for (let offset = 0; offset < 8; offset++) {
      const date = start.add({ days: offset });
      // getDayOfWeek with 'en-GB' counts from Monday = 0, as the analytics do.
      if (getDayOfWeek(date, 'en-GB') !== slot.weekday) continue;
      const instant = instantAt(date.toString(), { hour: slot.hour, minute: 0 }, timeZone);
      if (instant > now) {
        instants.push(instant);
        break;
      }
    }
  }

  return [...new Set(instants)].toSorted().slice(0, count);
}
