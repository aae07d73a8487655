import { CalendarDateTime, getDayOfWeek, parseDate, toZoned } from '@internationalized/date';
import { localParts } from './local-time.ts';

/**
 * The arithmetic of a profile's weekly time slots: the instants "every Monday at 09:00 in Europe/Paris" falls on,
 * and the next ones no post of the profile is planned at yet (the queue).
 *
 * Daylight saving, decided once for every caller (the RFC 5545 and Temporal "compatible" rule):
 * - a slot whose local time does not exist that day (02:30 on the spring-forward night in Paris) moves forward
 *   by the length of the gap (03:30 local): the post still goes out that night, at the first wall-clock time
 *   that exists after the slot;
 * - a slot whose local time happens twice (01:30 on the fall-back night in New York) is the first of the two:
 *   a weekly slot is one post a week, never two.
 * Two slots that land on the same instant (02:30 and 03:30 on the spring-forward day) are one slot that day.
 */

/** A weekly slot: ISO weekday (1 = Monday … 7 = Sunday) and minutes after local midnight. */
export type WeeklySlot = { weekday: number; minute: number };

const MINUTE_MS = 60_000;
/** How far ahead the queue looks for a free slot: a year of weeks is always enough to answer or to give up. */
const HORIZON_DAYS = 371;

/** The ISO weekday of a calendar day, whatever the locale. */
export function isoWeekday(day: string): number {
  // 'en-GB' weeks start on Monday: getDayOfWeek answers 0 for Monday.
  return getDayOfWeek(parseDate(day), 'en-GB') + 1;
}

/** The instant a slot's local time of day falls on, on one local day, with the rule above. */
export function slotInstant(day: string, minute: number, timeZone: string): Date {
  const date = parseDate(day);
  const local = new CalendarDateTime(date.year, date.month, date.day, Math.floor(minute / 60), minute % 60);

  return toZoned(local, timeZone, 'compatible').toDate();
}

/**
 * Every instant the slots fall on from `from` (included) to `to` (excluded), soonest first, each once.
 */
export function slotInstants(slots: readonly WeeklySlot[], timeZone: string, from: Date, to: Date): Date[] {
  if (slots.length === 0 || to <= from) return [];
  const byWeekday = new Map<number, number[]>();
  for (const slot of slots)
    byWeekday.set(slot.weekday, [...(byWeekday.get(slot.weekday) ?? []), slot.minute]);
  const seen = new Set<number>();
  const result: Date[] = [];
  // A day before and after: a slot's instant may fall on another UTC day than its local day.
  let day = parseDate(localParts(from, timeZone).day).subtract({ days: 1 });
  const last = parseDate(localParts(to, timeZone).day).add({ days: 1 });
  for (; day.compare(last) <= 0; day = day.add({ days: 1 })) {
    const text = day.toString();
    for (const minute of byWeekday.get(isoWeekday(text)) ?? []) {
      const at = slotInstant(text, minute, timeZone);
      if (at < from || at >= to || seen.has(at.getTime())) continue;
      seen.add(at.getTime());
      result.push(at);
    }
  }

  return result.sort((a, b) => a.getTime() - b.getTime());
}

/**
 * The next `count` slot instants after `now` that no post of the profile is planned at (`taken`: the planned
 * times of its posts; a post in the same minute as a slot takes it), soonest first. Fewer when the profile has
 * no slots, or every slot of the coming year is taken.
 */
export function nextFreeSlots(
  slots: readonly WeeklySlot[],
  timeZone: string,
  now: Date,
  taken: readonly Date[],
  count: number,
): Date[] {
  if (slots.length === 0 || count <= 0) return [];
  const takenMinutes = new Set(taken.map((at) => Math.floor(at.getTime() / MINUTE_MS)));
  const free: Date[] = [];
  // A week at a time: most answers are in the first one.
  for (let week = 0; week * 7 < HORIZON_DAYS && free.length < count; week++) {
    const from = new Date(now.getTime() + week * 7 * 86_400_000);
    const to = new Date(from.getTime() + 7 * 86_400_000);
    for (const at of slotInstants(slots, timeZone, from, to)) {
      if (at <= now || takenMinutes.has(Math.floor(at.getTime() / MINUTE_MS))) continue;
      free.push(at);
      if (free.length === count) break;
    }
  }

  return free;
}

/** 'HH:mm' ⇄ minutes after midnight. */
export const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
