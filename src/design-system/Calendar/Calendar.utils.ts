import {
  type CalendarDate,
  CalendarDateTime,
  parseAbsolute,
  startOfMonth,
  startOfWeek,
  toZoned,
  type ZonedDateTime,
} from '@internationalized/date';
import type { CalendarPost, CalendarView } from './Calendar.types.ts';

export type PlacedPost = {
  post: CalendarPost;
  /** The post's time in the calendar's time zone. */
  zoned: ZonedDateTime;
  /** Its local day, ISO. */
  day: string;
};

/** The first day of the week holding `date`. */
export function weekStart(date: CalendarDate, weekStartsOn: 0 | 1): CalendarDate {
  return startOfWeek(date, 'en-US', weekStartsOn === 0 ? 'sun' : 'mon');
}

/** The days a view shows: 42 for a month (6 weeks from the week of the 1st), 7 for a week, the month for a list. */
export function visibleDays(view: CalendarView, date: CalendarDate, weekStartsOn: 0 | 1): CalendarDate[] {
  if (view === 'week') {
    const start = weekStart(date, weekStartsOn);
    return Array.from({ length: 7 }, (_, index) => start.add({ days: index }));
  }
  const first = startOfMonth(date);
  if (view === 'list') {
    return Array.from({ length: first.calendar.getDaysInMonth(first) }, (_, index) =>
      first.add({ days: index }),
    );
  }
  const start = weekStart(first, weekStartsOn);
  return Array.from({ length: 42 }, (_, index) => start.add({ days: index }));
}

/** Posts in the time zone, in time order, by local day (ISO). Posts with an unreadable time are skipped. */
export function placePosts(posts: ReadonlyArray<CalendarPost>, timeZone: string): Map<string, PlacedPost[]> {
  const byDay = new Map<string, PlacedPost[]>();
  const placed: PlacedPost[] = [];
  for (const post of posts) {
    try {
      const zoned = parseAbsolute(post.time, timeZone);
      placed.push({ post, zoned, day: toIsoDay(zoned) });
    } catch {
      // An invalid time cannot be placed on the calendar.
    }
  }
  placed.sort((a, b) => a.zoned.compare(b.zoned) || a.post.id.localeCompare(b.post.id));
  for (const item of placed) {
    const list = byDay.get(item.day);
    if (list) list.push(item);
    else byDay.set(item.day, [item]);
  }
  return byDay;
}

function toIsoDay(zoned: ZonedDateTime): string {
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(zoned.year, 4)}-${pad(zoned.month)}-${pad(zoned.day)}`;
}

/** The UTC instant of a local wall-clock hour on a day in the time zone (the earlier one when it repeats). */
export function instantAt(day: CalendarDate, hour: number, timeZone: string): string {
  return toZoned(
    new CalendarDateTime(day.year, day.month, day.day, hour),
    timeZone,
    'earlier',
  ).toAbsoluteString();
}

/** Whether the time zone's UTC offset changes during the day (a daylight-saving switch). */
export function hasOffsetChange(day: CalendarDate, timeZone: string): boolean {
  const start = toZoned(day, timeZone);
  const end = toZoned(day.add({ days: 1 }), timeZone);
  return start.offset !== end.offset;
}
