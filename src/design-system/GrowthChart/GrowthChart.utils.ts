import type { GrowthPoint } from './GrowthChart.types.ts';

export type GrowthRow = { date: string; gained: number | null; lost: number | null; net: number | null };

/** Losses become negative bars; net is gained − lost (null when either is missing). */
export function buildGrowthRows(points: readonly GrowthPoint[]): GrowthRow[] {
  return points.map((point) => ({
    date: point.date,
    gained: point.gained,
    lost: point.lost === null ? null : -Math.abs(point.lost),
    net: point.gained === null || point.lost === null ? null : point.gained - Math.abs(point.lost),
  }));
}
