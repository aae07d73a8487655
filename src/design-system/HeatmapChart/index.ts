export { HeatmapChart } from './HeatmapChart.tsx';
export type { HeatmapCell, HeatmapChartProps } from './HeatmapChart.types.ts';
export { HEATMAP_STEPS, heatmapStep, moveSlot, toMatrix, topSlots } from './HeatmapChart.utils.ts';
