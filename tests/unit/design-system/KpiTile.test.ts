import { describe, expect, it } from 'vitest';
import { deltaTone, formatDelta, formatKpiValue } from '@/design-system/KpiTile';

describe('KpiTile formatting', () => {
  it('formats each kind of figure', () => {
    expect(formatKpiValue(128430, 'number', 'en-US')).toBe('128,430');
    expect(formatKpiValue(0.0482, 'percent', 'en-US')).toBe('4.8%');
    expect(formatKpiValue(2_480_000, 'compact', 'en-US')).toBe('2.5M');
    expect(formatKpiValue(83, 'duration', 'en-US')).toBe('1m 23s');
    expect(formatKpiValue(5400, 'duration', 'en-US')).toBe('1h 30m');
    expect(formatKpiValue(42, 'duration', 'en-US')).toBe('42s');
    expect(formatKpiValue(0.0482, 'percent', 'de-DE')).toBe('4,8\u00a0%');
  });

  it('signs deltas and never signs zero', () => {
    expect(formatDelta(0.124, 'en-US')).toBe('+12.4%');
    expect(formatDelta(-0.05, 'en-US')).toBe('-5%');
    expect(formatDelta(0, 'en-US')).toBe('0%');
  });

  it('colours by good or bad news, inverse metrics flipped', () => {
    expect(deltaTone(0.1, false)).toBe('positive');
    expect(deltaTone(-0.1, false)).toBe('negative');
    expect(deltaTone(-0.1, true)).toBe('positive');
    expect(deltaTone(0.1, true)).toBe('negative');
    expect(deltaTone(0, true)).toBe('neutral');
  });
});
