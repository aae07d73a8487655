import { describe, expect, it } from 'vitest';
import { buildTimeRows } from '@/design-system/LineChart';

describe('buildTimeRows', () => {
  const series = [
    {
      id: 'ig',
      name: 'Instagram',
      points: [
        { date: '2026-11-02', value: 5 },
        { date: '2026-11-01', value: null },
      ],
    },
    {
      id: 'fb',
      name: 'Facebook',
      points: [
        { date: '2026-11-01', value: null },
        { date: '2026-11-02', value: -3 },
      ],
    },
  ];

  it('pivots the series into one row per day, in date order, with gaps kept as null', () => {
    const rows = buildTimeRows(series);
    expect(rows.map((row) => [row.date, row.s0, row.s1])).toEqual([
      ['2026-11-01', null, null],
      ['2026-11-02', 5, -3],
    ]);
  });

  it("records each day's highest and lowest value, previous periods included, for the y axis", () => {
    const rows = buildTimeRows(series, [
      {
        id: 'ig',
        points: [
          { date: '2026-10-02', value: 12 },
          { date: '2026-10-01', value: 40 },
        ],
      },
    ]);
    // Previous periods line up with the series' own points by index: Nov 2 ↔ Oct 2, Nov 1 ↔ Oct 1.
    expect(rows.map((row) => [row.max, row.min])).toEqual([
      [40, 40],
      [12, -3],
    ]);
  });

  it('leaves the extremes empty on a day without any value', () => {
    expect(buildTimeRows(series)[0]).toMatchObject({ max: null, min: null });
  });
});
