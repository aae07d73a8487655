export { GrowthChart } from './GrowthChart.tsx';
export type { GrowthChartProps, GrowthPoint } from './GrowthChart.types.ts';
export { buildGrowthRows, type GrowthRow } from './GrowthChart.utils.ts';
