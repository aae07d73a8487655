import type { HeatmapCell } from './HeatmapChart.types.ts';

/** Number of colour steps of the scale. */
export const HEATMAP_STEPS = 5;

/**
 * The colour step (0–4) of a value on a scale from 0 to `max`: equal-width bands, the top band closed. Null
 * (no data) has no step; zero and negatives fall in step 0.
 */
export function heatmapStep(value: number | null, max: number): number | null {
  if (value === null || Number.isNaN(value)) return null;
  if (max <= 0 || value <= 0) return 0;
  return Math.min(HEATMAP_STEPS - 1, Math.floor((value / max) * HEATMAP_STEPS));
}

/** A 7×24 matrix (day, hour) of values from a sparse list of cells; missing slots are null. */
export function toMatrix(cells: readonly HeatmapCell[]): Array<Array<number | null>> {
  const matrix = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => null as number | null));
  for (const cell of cells) {
    if (cell.day >= 0 && cell.day < 7 && cell.hour >= 0 && cell.hour < 24)
      matrix[cell.day]![cell.hour] = cell.value;
  }
  return matrix;
}

/** Keys `day-hour` of the `count` highest values (ties broken by day, then hour). */
export function topSlots(matrix: ReadonlyArray<ReadonlyArray<number | null>>, count: number): Set<string> {
  if (count <= 0) return new Set();
  const all: Array<{ key: string; value: number }> = [];
  matrix.forEach((row, day) =>
    row.forEach((value, hour) => {
      if (value !== null) all.push({ key: `${day}-${hour}`, value });
    }),
  );
  all.sort((a, b) => b.value - a.value);
  return new Set(all.slice(0, count).map((slot) => slot.key));
}

/** The next focused slot for a navigation key, or null if the key does not move. */
export function moveSlot(day: number, hour: number, key: string): { day: number; hour: number } | null {
  switch (key) {
    case 'ArrowRight':
      return { day, hour: Math.min(23, hour + 1) };
    case 'ArrowLeft':
      return { day, hour: Math.max(0, hour - 1) };
    case 'ArrowDown':
      return { day: Math.min(6, day + 1), hour };
    case 'ArrowUp':
      return { day: Math.max(0, day - 1), hour };
    case 'Home':
      return { day, hour: 0 };
    case 'End':
      return { day, hour: 23 };
    case 'PageUp':
      return { day: 0, hour };
    case 'PageDown':
      return { day: 6, hour };
    default:
      return null;
  }
}
