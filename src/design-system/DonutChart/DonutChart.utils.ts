import type { DonutPart } from './DonutChart.types.ts';

export type DonutSlice = DonutPart & { share: number; isOther: boolean };

export const OTHER_ID = '__other';

/**
 * Sorts the parts largest first, keeps the `maxSlices - 1` largest and sums the rest into one "other" slice
 * (only when more than `maxSlices` parts are given), and adds each slice's share of the total (0–1).
 * Zero and negative values are dropped: they have no slice.
 */
export function groupDonutParts(
  parts: readonly DonutPart[],
  maxSlices: number,
  otherLabel: string,
): DonutSlice[] {
  const positive = parts.filter((part) => part.value > 0).sort((a, b) => b.value - a.value);
  const total = positive.reduce((sum, part) => sum + part.value, 0);
  const limit = Math.max(1, Math.floor(maxSlices));
  const kept = positive.length > limit ? positive.slice(0, limit - 1) : positive;
  const rest = positive.length > limit ? positive.slice(limit - 1) : [];
  const slices: DonutSlice[] = kept.map((part) => ({
    ...part,
    share: total > 0 ? part.value / total : 0,
    isOther: false,
  }));
  if (rest.length > 0) {
    const value = rest.reduce((sum, part) => sum + part.value, 0);
    slices.push({
      id: OTHER_ID,
      name: otherLabel,
      value,
      share: total > 0 ? value / total : 0,
      isOther: true,
    });
  }
  return slices;
}
