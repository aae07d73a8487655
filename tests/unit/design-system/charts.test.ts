import { describe, expect, it } from 'vitest';
import {
  dayTicks,
  detailFormat,
  estimateAxisWidth,
  valueAxisWidth,
  formatAxisValue,
  formatDay,
  formatDelta,
  formatDuration,
  formatShare,
  formatValue,
  niceTicks,
  relativeChange,
} from '@/design-system/ChartFrame';
import { groupDonutParts, OTHER_ID } from '@/design-system/DonutChart';
import { buildGrowthRows } from '@/design-system/GrowthChart';
import { heatmapStep, moveSlot, toMatrix, topSlots } from '@/design-system/HeatmapChart';
import { buildTimeRows } from '@/design-system/LineChart';

describe('day axis ticks', () => {
  const days = (count: number, start = Date.UTC(2024, 10, 1)) =>
    Array.from({ length: count }, (_, index) =>
      new Date(start + index * 86_400_000).toISOString().slice(0, 10),
    );

  it('offers month starts over long spans, at most twelve, evenly spaced', () => {
    const ticks = dayTicks(days(730), 'month');
    expect(ticks.length).toBeLessThanOrEqual(12);
    expect(ticks.every((day) => day.endsWith('-01'))).toBe(true);
    expect(ticks[0]).toBe('2024-11-01');
    expect(ticks).toContain('2025-01-01');
  });

  it('offers evenly spaced days over short spans, and every day when there are few', () => {
    expect(dayTicks(days(30), 'tick')).toEqual(days(30).filter((_, index) => index % 3 === 0));
    expect(dayTicks(days(7), 'tick')).toEqual(days(7));
    expect(dayTicks([], 'tick')).toEqual([]);
  });

  it('falls back to days when a long span has no month start', () => {
    expect(dayTicks(days(10, Date.UTC(2025, 0, 5)), 'month')).toHaveLength(10);
  });
});

describe('chart number formatting', () => {
  it('formats numbers, compact numbers, percents and durations', () => {
    expect(formatValue(12_345, 'number', 'en-US')).toBe('12,345');
    expect(formatValue(12_345, 'compact', 'en-US')).toBe('12.3K');
    expect(formatValue(1_250_000, 'compact', 'en-US')).toBe('1.3M');
    expect(formatValue(0.0456, 'percent', 'en-US')).toBe('4.6%');
    expect(formatValue(200, 'duration', 'en-US')).toBe('3m 20s');
    expect(formatValue(3_900, 'duration', 'en-US')).toBe('1h 5m');
    expect(formatValue(null, 'number', 'en-US')).toBe('–');
  });

  it('follows the locale', () => {
    expect(formatValue(12_345, 'number', 'de-DE')).toBe('12.345');
    expect(formatValue(0.5, 'percent', 'fr-FR')).toMatch(/^50\s?%$/);
  });

  it('keeps axis ticks short and tooltips exact', () => {
    expect(formatAxisValue(25_000, 'number', 'en-US')).toBe('25K');
    expect(formatAxisValue(0.05, 'percent', 'en-US')).toBe('5%');
    expect(detailFormat('compact')).toBe('number');
    expect(detailFormat('percent')).toBe('percent');
  });

  it('formats durations under a minute and negative ones', () => {
    expect(formatDuration(45, 'en-US')).toBe('45s');
    expect(formatDuration(-90, 'en-US')).toBe('-1m 30s');
  });

  it('computes and formats deltas and shares', () => {
    expect(relativeChange(110, 100)).toBeCloseTo(0.1);
    expect(relativeChange(90, 100)).toBeCloseTo(-0.1);
    expect(relativeChange(5, 0)).toBeNull();
    expect(relativeChange(null, 100)).toBeNull();
    expect(formatDelta(0.125, 'en-US')).toBe('+12.5%');
    expect(formatDelta(-0.03, 'en-US')).toBe('-3%');
    expect(formatDelta(0, 'en-US')).toBe('0%');
    expect(formatShare(0.1234, 'en-US')).toBe('12.3%');
  });

  it('formats calendar days in UTC whatever the time zone', () => {
    expect(formatDay('2024-11-01', 'tick', 'en-US')).toBe('Nov 1');
    expect(formatDay('2024-11-01', 'long', 'en-US')).toBe('Fri, Nov 1, 2024');
    expect(formatDay('2024-11-01', 'month', 'en-US')).toBe('Nov 24');
  });

  it('estimates a y-axis width from the longest label', () => {
    expect(estimateAxisWidth(['0', '25K', '100K'])).toBe(4 * 7.5 + 16);
    expect(estimateAxisWidth([])).toBe(32);
  });

  it('makes a value axis wide enough for a round step with a fraction', () => {
    // Rates up to 5.6 %: recharts writes 4.5% on the axis, longer than twice the largest value (11%).
    expect(valueAxisWidth(0.056, 'percent', 'en-US')).toBeGreaterThanOrEqual(estimateAxisWidth(['4.5%']));
    // Below zero, the minus sign counts.
    expect(valueAxisWidth(400, 'number', 'en-US', true)).toBe(estimateAxisWidth(['-800']));
  });

  it('picks round ticks', () => {
    expect(niceTicks(0.214)).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25]);
    expect(niceTicks(870)).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(niceTicks(0)).toEqual([0]);
  });
});

describe('donut "other" grouping', () => {
  const parts = Array.from({ length: 11 }, (_, index) => ({
    id: `p${index}`,
    name: `P${index}`,
    value: 11 - index,
  }));

  it('keeps maxSlices - 1 largest parts and sums the rest into "other"', () => {
    const slices = groupDonutParts(parts, 8, 'Other');
    expect(slices).toHaveLength(8);
    expect(slices.slice(0, 7).map((slice) => slice.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    const other = slices[7]!;
    expect(other).toMatchObject({ id: OTHER_ID, name: 'Other', value: 4 + 3 + 2 + 1, isOther: true });
    expect(slices.reduce((sum, slice) => sum + slice.share, 0)).toBeCloseTo(1);
  });

  it('does not group when the parts fit, sorts largest first and drops empty parts', () => {
    const slices = groupDonutParts(
      [
        { id: 'a', name: 'A', value: 1 },
        { id: 'b', name: 'B', value: 3 },
        { id: 'z', name: 'Z', value: 0 },
      ],
      8,
      'Other',
    );
    expect(slices.map((slice) => slice.id)).toEqual(['b', 'a']);
    expect(slices[0]!.share).toBeCloseTo(0.75);
  });

  it('never groups a single leftover part under "other" when exactly maxSlices parts are given', () => {
    expect(groupDonutParts(parts.slice(0, 8), 8, 'Other').some((slice) => slice.isOther)).toBe(false);
  });
});

describe('heatmap', () => {
  it('buckets values into five steps from 0 to max; null has no step', () => {
    expect(heatmapStep(null, 100)).toBeNull();
    expect(heatmapStep(0, 100)).toBe(0);
    expect(heatmapStep(19, 100)).toBe(0);
    expect(heatmapStep(20, 100)).toBe(1);
    expect(heatmapStep(59, 100)).toBe(2);
    expect(heatmapStep(99, 100)).toBe(4);
    expect(heatmapStep(100, 100)).toBe(4);
    expect(heatmapStep(5, 0)).toBe(0);
  });

  it('builds the 7×24 matrix and finds the top slots', () => {
    const matrix = toMatrix([
      { day: 0, hour: 9, value: 10 },
      { day: 6, hour: 23, value: 50 },
      { day: 3, hour: 12, value: 30 },
      { day: 9, hour: 1, value: 99 },
    ]);
    expect(matrix).toHaveLength(7);
    expect(matrix[0]).toHaveLength(24);
    expect(matrix[0]![9]).toBe(10);
    expect(matrix[1]![1]).toBeNull();
    expect([...topSlots(matrix, 2)]).toEqual(['6-23', '3-12']);
    expect(topSlots(matrix, 0).size).toBe(0);
  });

  it('moves the focused slot with the navigation keys, stopping at the edges', () => {
    expect(moveSlot(0, 0, 'ArrowLeft')).toEqual({ day: 0, hour: 0 });
    expect(moveSlot(0, 0, 'ArrowRight')).toEqual({ day: 0, hour: 1 });
    expect(moveSlot(6, 5, 'ArrowDown')).toEqual({ day: 6, hour: 5 });
    expect(moveSlot(3, 5, 'End')).toEqual({ day: 3, hour: 23 });
    expect(moveSlot(3, 5, 'PageUp')).toEqual({ day: 0, hour: 5 });
    expect(moveSlot(3, 5, 'a')).toBeNull();
  });
});

describe('time and growth rows', () => {
  it('pivots series by day, keeps nulls as gaps and aligns the comparison by index', () => {
    const rows = buildTimeRows(
      [
        {
          id: 'a',
          name: 'A',
          points: [
            { date: '2024-11-02', value: 2 },
            { date: '2024-11-01', value: null },
          ],
        },
        { id: 'b.c', name: 'B', points: [{ date: '2024-11-01', value: 5 }] },
      ],
      [
        {
          id: 'a',
          points: [
            { date: '2024-10-02', value: 1 },
            { date: '2024-10-01', value: 3 },
          ],
        },
      ],
    );
    expect(rows.map((row) => row.date)).toEqual(['2024-11-01', '2024-11-02']);
    expect(rows[0]).toMatchObject({ s0: null, s1: 5, p0: 3, index: 0 });
    expect(rows[1]).toMatchObject({ s0: 2, s1: null, p0: 1, index: 1 });
  });

  it('turns losses negative and computes net growth', () => {
    expect(
      buildGrowthRows([
        { date: '2024-11-01', gained: 10, lost: 4 },
        { date: '2024-11-02', gained: null, lost: 2 },
      ]),
    ).toEqual([
      { date: '2024-11-01', gained: 10, lost: -4, net: 6 },
      { date: '2024-11-02', gained: null, lost: -2, net: null },
    ]);
  });
});
