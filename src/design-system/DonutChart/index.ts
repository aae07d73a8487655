export { DonutChart } from './DonutChart.tsx';
export type { DonutChartProps, DonutPart } from './DonutChart.types.ts';
export { groupDonutParts, OTHER_ID, type DonutSlice } from './DonutChart.utils.ts';
