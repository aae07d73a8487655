import { describe, expect, it } from 'vitest';
import { sparklinePaths } from '@/design-system/Sparkline';

describe('sparklinePaths', () => {
  it('draws nothing without numbers', () => {
    expect(sparklinePaths([null, null], 100, 20)).toEqual({ line: '', area: '', last: null });
  });

  it('puts the lowest value at the bottom and the highest at the top, inside the padding', () => {
    const { line, last } = sparklinePaths([0, 10], 100, 20, 1);
    expect(line).toBe('M2.00,18.00L98.00,2.00');
    expect(last).toEqual({ x: 98, y: 2 });
  });

  it('starts a new segment after a gap and never draws the gap as zero', () => {
    const { line, area } = sparklinePaths([1, 2, null, 3, 4], 100, 20, 1);
    expect(line.match(/M/g)).toHaveLength(2);
    expect(area.match(/Z/g)).toHaveLength(2);
  });

  it('centres a flat line', () => {
    expect(sparklinePaths([5, 5, 5], 40, 20, 1).line).toBe('M2.00,10.00L20.00,10.00L38.00,10.00');
  });
});
