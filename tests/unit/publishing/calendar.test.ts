import { describe, expect, it } from 'vitest';
import {
  byLocalDay,
  instantAt,
  isWeekend,
  localParts,
  monthWeeks,
  moveToDay,
  moveToHour,
  nextSlots,
  shiftAnchor,
  viewWindow,
  weekDays,
} from '@/features/publishing/calendar.ts';

describe('the scheduler calendar', () => {
  it('shows whole weeks starting on the locale’s first day', () => {
    const us = monthWeeks('2026-03-10', 'en-US');
    expect(us[0]![0]).toBe('2026-03-01'); // a Sunday
    expect(us).toHaveLength(5);
    expect(us.at(-1)![6]).toBe('2026-04-04');

    const fr = monthWeeks('2026-03-10', 'fr-FR');
    expect(fr[0]![0]).toBe('2026-02-23'); // a Monday
    expect(fr.at(-1)![6]).toBe('2026-04-05');
    expect(weekDays('2026-03-11', 'fr-FR')).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
  });

  it('bounds a view by the local midnights of the user’s zone', () => {
    expect(viewWindow('week', '2026-03-11', 'fr-FR', 'Europe/Paris')).toEqual({
      from: '2026-03-08T23:00:00.000Z',
      to: '2026-03-15T23:00:00.000Z',
    });
    // The week of the spring change: the last midnight is an hour earlier in UTC.
    expect(viewWindow('week', '2026-03-25', 'fr-FR', 'Europe/Paris')).toEqual({
      from: '2026-03-22T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
    expect(viewWindow('list', '2026-03-01', 'en-US', 'UTC')).toEqual({
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-29T00:00:00.000Z',
    });
  });

  it('puts a post on its local day and hour', () => {
    expect(localParts('2026-03-28T23:30:00.000Z', 'Europe/Paris')).toEqual({
      day: '2026-03-29',
      hour: 0,
      minute: 30,
    });
    expect(localParts('2026-03-29T01:30:00.000Z', 'America/New_York')).toEqual({
      day: '2026-03-28',
      hour: 21,
      minute: 30,
    });
  });

  it('keeps the local time of day when a post moves across a daylight saving change', () => {
    // 09:15 in Paris before the change is 08:15 UTC; the same 09:15 after it is 07:15 UTC.
    expect(moveToDay('2026-03-27T08:15:00.000Z', '2026-03-30', 'Europe/Paris')).toBe(
      '2026-03-30T07:15:00.000Z',
    );
    expect(moveToHour('2026-03-27T08:15:00.000Z', '2026-03-27', 17, 'Europe/Paris')).toBe(
      '2026-03-27T16:15:00.000Z',
    );
    // 02:30 does not exist in Paris on 29 March: the clock goes from 02:00 to 03:00.
    expect(instantAt('2026-03-29', { hour: 2, minute: 30 }, 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('groups items by local day in time order', () => {
    const items = [
      { id: 'late', at: '2026-03-10T23:30:00.000Z' },
      { id: 'none', at: null },
      { id: 'early', at: '2026-03-10T06:00:00.000Z' },
    ];
    const days = byLocalDay(items, (item) => item.at, 'Europe/Paris');
    expect([...days.keys()]).toEqual(['2026-03-10', '2026-03-11']);
    expect(days.get('2026-03-10')!.map((item) => item.id)).toEqual(['early']);
    expect(days.get('2026-03-11')!.map((item) => item.id)).toEqual(['late']);
  });

  it('moves the anchor by a month, a week or four weeks', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('week', '2026-01-31', -1)).toBe('2026-01-24');
    expect(shiftAnchor('list', '2026-01-31', 1)).toBe('2026-02-28');
    expect(isWeekend('2026-03-14')).toBe(true);
    expect(isWeekend('2026-03-16')).toBe(false);
  });
});

describe('best times on the calendar', () => {
  it('puts each weekly slot on its next date after now, soonest first, in the user’s zone', () => {
    // Wednesday 25 November 2026, 10:30 in Paris (09:30 UTC).
    const now = '2026-11-25T09:30:00.000Z';
    const slots = [
      { weekday: 2, hour: 9 }, // Wednesday 9:00 has passed today: next week
      { weekday: 2, hour: 18 }, // Wednesday 18:00: today
      { weekday: 0, hour: 12 }, // Monday 12:00
      { weekday: 4, hour: 8 }, // Friday 8:00
    ];
    expect(nextSlots(slots, now, 'Europe/Paris', 3)).toEqual([
      '2026-11-25T17:00:00.000Z',
      '2026-11-27T07:00:00.000Z',
      '2026-11-30T11:00:00.000Z',
    ]);
    expect(nextSlots(slots, now, 'Europe/Paris', 10)).toHaveLength(4);
  });
});
