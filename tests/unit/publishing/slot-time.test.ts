import { describe, expect, it } from 'vitest';
import {
  isoWeekday,
  minuteOf,
  nextFreeSlots,
  slotInstant,
  slotInstants,
  timeOf,
  type WeeklySlot,
} from '../../../contracts/slot-time.ts';

const at = (iso: string) => new Date(iso);
const isos = (dates: Date[]) => dates.map((date) => date.toISOString());
const weekdays = (time: string, days: number[]): WeeklySlot[] =>
  days.map((weekday) => ({ weekday, minute: minuteOf(time) }));

/** Mon–Fri 09:00 and 17:30, Sat 11:00: the plan of the brief. */
const PLAN: WeeklySlot[] = [
  ...weekdays('09:00', [1, 2, 3, 4, 5]),
  ...weekdays('17:30', [1, 2, 3, 4, 5]),
  { weekday: 6, minute: minuteOf('11:00') },
];

describe('weekly time slots', () => {
  it('reads times and weekdays the ISO way', () => {
    expect(minuteOf('17:30')).toBe(1050);
    expect(timeOf(1050)).toBe('17:30');
    expect(timeOf(5)).toBe('00:05');
    expect(isoWeekday('2026-03-30')).toBe(1); // a Monday
    expect(isoWeekday('2026-03-29')).toBe(7); // a Sunday
  });

  it('places a slot in its own zone, with the offset of that day', () => {
    // Paris is UTC+1 in winter and UTC+2 in summer.
    expect(slotInstant('2026-03-27', minuteOf('09:00'), 'Europe/Paris').toISOString()).toBe(
      '2026-03-27T08:00:00.000Z',
    );
    expect(slotInstant('2026-03-30', minuteOf('09:00'), 'Europe/Paris').toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
  });

  it('moves a slot that does not exist on a spring-forward night forward by the gap', () => {
    // 2026-03-29 in Paris: 02:00 CET jumps to 03:00 CEST, so 02:30 is 03:30 CEST.
    expect(slotInstant('2026-03-29', minuteOf('02:30'), 'Europe/Paris').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 2026-03-08 in New York: 02:00 EST jumps to 03:00 EDT.
    expect(slotInstant('2026-03-08', minuteOf('02:30'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('takes the first of the two 01:30s of a fall-back night, once', () => {
    // 2026-11-01 in New York: 01:30 EDT (05:30Z) and 01:30 EST (06:30Z) both exist.
    const sunday: WeeklySlot[] = [{ weekday: 7, minute: minuteOf('01:30') }];
    const found = slotInstants(
      sunday,
      'America/New_York',
      at('2026-11-01T00:00:00Z'),
      at('2026-11-02T00:00:00Z'),
    );
    expect(isos(found)).toEqual(['2026-11-01T05:30:00.000Z']);
  });

  it('counts two slots that meet on the spring-forward night as one', () => {
    const sunday: WeeklySlot[] = [
      { weekday: 7, minute: minuteOf('02:30') },
      { weekday: 7, minute: minuteOf('03:30') },
    ];
    const found = slotInstants(
      sunday,
      'Europe/Paris',
      at('2026-03-28T12:00:00Z'),
      at('2026-03-30T00:00:00Z'),
    );
    expect(isos(found)).toEqual(['2026-03-29T01:30:00.000Z']);
    // A week later both exist again.
    const later = slotInstants(
      sunday,
      'Europe/Paris',
      at('2026-04-04T12:00:00Z'),
      at('2026-04-06T00:00:00Z'),
    );
    expect(isos(later)).toEqual(['2026-04-05T00:30:00.000Z', '2026-04-05T01:30:00.000Z']);
  });

  it('lists the slots of a period, soonest first, across a change of offset', () => {
    const found = slotInstants(PLAN, 'Europe/Paris', at('2026-03-27T00:00:00Z'), at('2026-03-31T00:00:00Z'));
    expect(isos(found)).toEqual([
      '2026-03-27T08:00:00.000Z', // Fri 09:00 CET
      '2026-03-27T16:30:00.000Z', // Fri 17:30 CET
      '2026-03-28T10:00:00.000Z', // Sat 11:00 CET
      '2026-03-30T07:00:00.000Z', // Mon 09:00 CEST
      '2026-03-30T15:30:00.000Z', // Mon 17:30 CEST
    ]);
  });

  it('finds the next free slots after now, skipping the taken ones', () => {
    const now = at('2026-03-27T10:00:00Z'); // Friday 11:00 in Paris
    const taken = [at('2026-03-28T10:00:00Z')]; // a post on Saturday 11:00 already
    expect(isos(nextFreeSlots(PLAN, 'Europe/Paris', now, taken, 3))).toEqual([
      '2026-03-27T16:30:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-03-30T15:30:00.000Z',
    ]);
  });

  it('does not offer a slot that is now, and takes a post in the same minute as the slot', () => {
    const now = at('2026-03-27T16:30:00Z');
    const taken = [at('2026-03-28T10:00:42Z')];
    expect(isos(nextFreeSlots(PLAN, 'Europe/Paris', now, taken, 1))).toEqual(['2026-03-30T07:00:00.000Z']);
  });

  it('looks beyond the first week when every slot of it is taken', () => {
    const weekly: WeeklySlot[] = [{ weekday: 3, minute: minuteOf('12:00') }]; // Wednesdays at noon
    const now = at('2026-01-05T00:00:00Z');
    const taken = ['2026-01-07', '2026-01-14', '2026-01-21'].map((day) => at(`${day}T12:00:00Z`));
    expect(isos(nextFreeSlots(weekly, 'UTC', now, taken, 2))).toEqual([
      '2026-01-28T12:00:00.000Z',
      '2026-02-04T12:00:00.000Z',
    ]);
  });

  it('answers nothing without slots', () => {
    expect(nextFreeSlots([], 'Europe/Paris', at('2026-03-27T10:00:00Z'), [], 5)).toEqual([]);
  });
});
