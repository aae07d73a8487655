/** UTC calendar-day helpers for daily metrics (`YYYY-MM-DD` dates). */

export const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant (UTC). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Midnight UTC of a `YYYY-MM-DD` date. */
export function dateStart(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

export function addDays(date: string, days: number): string {
  return isoDate(new Date(dateStart(date).getTime() + days * DAY_MS));
}

/** Milliseconds from `now` to the next UTC midnight (when daily counters reset). */
export function untilNextUtcMidnight(now: Date): number {
  return DAY_MS - (now.getTime() % DAY_MS);
}
