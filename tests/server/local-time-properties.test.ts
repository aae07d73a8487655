/**
 * Property tests of local days (issue 18): `startOfLocalDay` and `localParts` over IANA zones and the days around
 * the daylight-saving transitions of 2020–2030, against @internationalized/date as an independent oracle.
 */
import { fromAbsolute, parseDate, toZoned } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localParts, startOfLocalDay } from '../../contracts/local-time.ts';

const ZONES = Intl.supportedValuesOf('timeZone');
const HOUR_MS = 3_600_000;

/**
 * The oracle: the first instant of the day. A repeated midnight (falling back over it) starts at the first of the
 * two; a skipped midnight (springing forward over it) resolves to the first instant after the gap.
 */
function oracleStart(day: string, zone: string): number {
  const candidates = (['earlier', 'later'] as const)
    .map((disambiguation) => toZoned(parseDate(day), zone, disambiguation).toDate().getTime())
    .filter((ms) => zonedDay(ms, zone) === day);

  return Math.min(...candidates);
}

function zonedDay(ms: number, zone: string): string {
  const zoned = fromAbsolute(ms, zone);

  return `${String(zoned.year).padStart(4, '0')}-${String(zoned.month).padStart(2, '0')}-${String(zoned.day).padStart(2, '0')}`;
}

/** The instants in a year where a zone's offset changes, found by weekly sampling then bisection to the minute. */
function transitions(zone: string, year: number): number[] {
  const offset = (ms: number) => fromAbsolute(ms, zone).offset;
  const found: number[] = [];
  const step = 7 * 24 * HOUR_MS;
  for (let at = Date.UTC(year, 0, 1); at < Date.UTC(year + 1, 0, 1); at += step) {
    if (offset(at) === offset(at + step)) continue;
    let low = at;
    let high = at + step;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offset(middle) === offset(low)) low = middle;
      else high = middle;
    }
    found.push(high);
  }

  return found;
}

const zonesWithChanges = ZONES.filter((zone) =>
  ['America/', 'Europe/', 'Australia/', 'Pacific/', 'Asia/', 'Africa/', 'Atlantic/'].some((prefix) =>
    zone.startsWith(prefix),
  ),
);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('local days against @internationalized/date', () => {
  it('starts every day at the instant the oracle gives, in any zone, 2020–2030', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 11, 31) }),
        (zone, at) => {
          const day = dayOf(at);
          expect(startOfLocalDay(day, zone).getTime()).toBe(oracleStart(day, zone));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('starts the days around each daylight-saving change right, and buckets instants into the right day', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...zonesWithChanges),
        fc.integer({ min: 2020, max: 2030 }),
        fc.nat(),
        fc.integer({ min: -30 * 60, max: 30 * 60 }),
        (zone, year, pick, shiftMinutes) => {
          const changes = transitions(zone, year);
          if (changes.length === 0) return;
          checked++;
          const instant = changes[pick % changes.length]! + shiftMinutes * 60_000;
          const zoned = fromAbsolute(instant, zone);
          const day = zonedDay(instant, zone);
          expect(localParts(new Date(instant), zone)).toMatchObject({
            day,
            hour: zoned.hour,
            minute: zoned.minute,
          });
          const start = startOfLocalDay(day, zone).getTime();
          expect(start).toBe(oracleStart(day, zone));
          // The instant lies in its day: on or after its start, before the next day's.
          const next = parseDate(day).add({ days: 1 }).toString();
          expect(start).toBeLessThanOrEqual(instant);
          expect(startOfLocalDay(next, zone).getTime()).toBeGreaterThan(instant);
        },
      ),
      { numRuns: 150 },
    );
    expect(checked).toBeGreaterThan(30);
  });

  it.each([
    ['America/Havana', 2026, '2026-03-08'],
    ['America/Santiago', 2026, '2026-09-06'],
  ])('finds the 01:00 start of %s on its change of %i', (zone, year, day) => {
    expect(transitions(zone, year).map((at) => zonedDay(at, zone))).toContain(day);
    expect(startOfLocalDay(day, zone).getTime()).toBe(oracleStart(day, zone));
  });
});
