import { describe, expect, it } from 'vitest';
import { comparisonRange, formatDateRange, presetRanges, rangeLength } from '@/design-system/DateRangePicker';

describe('comparisonRange: previous period', () => {
  it('takes as many days, ending the day before', () => {
    expect(comparisonRange({ start: '2026-10-01', end: '2026-10-31' }, 'previous-period')).toEqual({
      start: '2026-08-31',
      end: '2026-09-30',
    });
    expect(comparisonRange({ start: '2026-10-25', end: '2026-10-31' }, 'previous-period')).toEqual({
      start: '2026-10-18',
      end: '2026-10-24',
    });
  });

  it('handles a single day', () => {
    expect(comparisonRange({ start: '2026-03-01', end: '2026-03-01' }, 'previous-period')).toEqual({
      start: '2026-02-28',
      end: '2026-02-28',
    });
  });

  it('crosses 29 February and year ends', () => {
    expect(comparisonRange({ start: '2024-03-01', end: '2024-03-07' }, 'previous-period')).toEqual({
      start: '2024-02-23',
      end: '2024-02-29',
    });
    expect(comparisonRange({ start: '2026-01-01', end: '2026-01-10' }, 'previous-period')).toEqual({
      start: '2025-12-22',
      end: '2025-12-31',
    });
  });

  it('keeps the length', () => {
    const range = { start: '2024-01-15', end: '2024-04-14' };
    const previous = comparisonRange(range, 'previous-period');
    expect(previous && rangeLength(previous)).toBe(rangeLength(range));
  });
});

describe('comparisonRange: previous year', () => {
  it('takes the same dates a year earlier', () => {
    expect(comparisonRange({ start: '2026-10-01', end: '2026-10-31' }, 'previous-year')).toEqual({
      start: '2025-10-01',
      end: '2025-10-31',
    });
  });

  it('turns 29 February into the 28th', () => {
    expect(comparisonRange({ start: '2024-02-29', end: '2024-03-06' }, 'previous-year')).toEqual({
      start: '2023-02-28',
      end: '2023-03-06',
    });
    expect(comparisonRange({ start: '2024-02-01', end: '2024-02-29' }, 'previous-year')).toEqual({
      start: '2023-02-01',
      end: '2023-02-28',
    });
  });

  it('keeps a month-end end on the month end', () => {
    expect(comparisonRange({ start: '2025-02-01', end: '2025-02-28' }, 'previous-year')).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
    expect(comparisonRange({ start: '2025-02-10', end: '2025-02-27' }, 'previous-year')).toEqual({
      start: '2024-02-10',
      end: '2024-02-27',
    });
  });
});

describe('comparisonRange: no computed range', () => {
  it('returns null for none and custom', () => {
    expect(comparisonRange({ start: '2026-10-01', end: '2026-10-31' }, 'none')).toBeNull();
    expect(comparisonRange({ start: '2026-10-01', end: '2026-10-31' }, 'custom')).toBeNull();
  });
});

describe('presetRanges', () => {
  it('computes the usual periods from today, today included', () => {
    expect(presetRanges('2026-10-31')).toEqual({
      last7: { start: '2026-10-25', end: '2026-10-31' },
      last28: { start: '2026-10-04', end: '2026-10-31' },
      last90: { start: '2026-08-03', end: '2026-10-31' },
      thisMonth: { start: '2026-10-01', end: '2026-10-31' },
      lastMonth: { start: '2026-09-01', end: '2026-09-30' },
      thisYear: { start: '2026-01-01', end: '2026-10-31' },
    });
  });

  it('handles the turn of the year and leap Februaries', () => {
    const january = presetRanges('2024-01-05');
    expect(january.lastMonth).toEqual({ start: '2023-12-01', end: '2023-12-31' });
    expect(january.last7).toEqual({ start: '2023-12-30', end: '2024-01-05' });
    expect(presetRanges('2024-03-15').lastMonth).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(presetRanges('2025-03-31').lastMonth).toEqual({ start: '2025-02-01', end: '2025-02-28' });
  });
});

describe('formatDateRange', () => {
  // ICU versions differ in the spaces around the dash: compare without them.
  const squash = (text: string) => text.replace(/\s+/gu, ' ').replace(/ ?– ?/u, '–');

  it('formats compactly with Intl', () => {
    expect(squash(formatDateRange({ start: '2026-10-01', end: '2026-10-31' }, 'en-GB'))).toBe(
      '1–31 Oct 2026',
    );
    expect(squash(formatDateRange({ start: '2026-09-28', end: '2026-10-04' }, 'en-GB'))).toBe(
      '28 Sept–4 Oct 2026',
    );
    expect(squash(formatDateRange({ start: '2026-10-01', end: '2026-10-01' }, 'en-GB'))).toBe('1 Oct 2026');
  });
});
