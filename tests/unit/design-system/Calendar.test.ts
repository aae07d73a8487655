import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  hasOffsetChange,
  instantAt,
  placePosts,
  visibleDays,
} from '@/design-system/Calendar/Calendar.utils.ts';

describe('Calendar utils', () => {
  it('shows six weeks from the week of the 1st, Monday or Sunday first', () => {
    const monday = visibleDays('month', parseDate('2026-03-14'), 1);
    expect(monday).toHaveLength(42);
    expect(String(monday[0])).toBe('2026-02-23');
    const sunday = visibleDays('month', parseDate('2026-03-14'), 0);
    expect(String(sunday[0])).toBe('2026-03-01');
    expect(visibleDays('week', parseDate('2026-10-25'), 1).map(String)).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(visibleDays('list', parseDate('2026-02-10'), 1)).toHaveLength(28);
  });

  it('places posts on their local day and hour in the time zone', () => {
    const byDay = placePosts(
      [
        {
          id: 'b',
          time: '2026-10-25T01:30:00Z',
          network: 'x',
          profileName: 'p',
          status: 'scheduled',
          caption: '',
        },
        {
          id: 'a',
          time: '2026-10-25T00:30:00Z',
          network: 'x',
          profileName: 'p',
          status: 'scheduled',
          caption: '',
        },
        {
          id: 'c',
          time: '2026-10-24T22:30:00Z',
          network: 'x',
          profileName: 'p',
          status: 'draft',
          caption: '',
        },
        { id: 'bad', time: 'not a date', network: 'x', profileName: 'p', status: 'draft', caption: '' },
      ],
      'Europe/Paris',
    );
    // 22:30 UTC on the 24th is already the 25th in Paris (UTC+2); both 02:30 happen on the 25th.
    expect(
      byDay.get('2026-10-25')?.map((item) => [item.post.id, item.zoned.hour, item.zoned.offset]),
    ).toEqual([
      ['c', 0, 7_200_000],
      ['a', 2, 7_200_000],
      ['b', 2, 3_600_000],
    ]);
    expect(byDay.get('2026-10-24')).toBeUndefined();
  });

  it('knows the days daylight saving time changes', () => {
    expect(hasOffsetChange(parseDate('2026-10-25'), 'Europe/Paris')).toBe(true);
    expect(hasOffsetChange(parseDate('2026-03-29'), 'Europe/Paris')).toBe(true);
    expect(hasOffsetChange(parseDate('2026-10-24'), 'Europe/Paris')).toBe(false);
    expect(hasOffsetChange(parseDate('2026-10-25'), 'Asia/Tokyo')).toBe(false);
  });

  it('turns a local hour into a UTC instant', () => {
    expect(instantAt(parseDate('2026-03-27'), 9, 'Europe/Paris')).toBe('2026-03-27T08:00:00.000Z');
    expect(instantAt(parseDate('2026-07-01'), 9, 'Europe/Paris')).toBe('2026-07-01T07:00:00.000Z');
    // 02:00 happens twice on October 25: the earlier one (summer time).
    expect(instantAt(parseDate('2026-10-25'), 2, 'Europe/Paris')).toBe('2026-10-25T00:00:00.000Z');
  });
});
