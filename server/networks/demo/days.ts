/** Day numbers (days since 1970-01-01, UTC): the demo generator's unit of time. */
import { DAY_MS } from '../../lib/clock.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` (or any ISO instant) to its UTC day number. */
export function dayOf(date: string | Date): number {
  if (typeof date === 'string' && ISO_DATE.test(date))
    return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  const ms = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not a date: ${String(date)}`);

  return Math.floor(ms / DAY_MS);
}

/** Day number to `YYYY-MM-DD`. */
export function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `YYYYMMDD`, used inside remote ids. */
export function compactDate(day: number): string {
  return dateOf(day).replaceAll('-', '');
}

export function dayOfCompact(text: string): number | null {
  if (!/^\d{8}$/.test(text)) return null;

  return dayOf(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`);
}

/** 0 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Midnight UTC of a day, in ms. */
export function dayStartMs(day: number): number {
  return day * DAY_MS;
}
