export { BarChart } from './BarChart.tsx';
export {
  BAR_CHART_LAYOUTS,
  BAR_CHART_MODES,
  type BarChartLayout,
  type BarChartMode,
  type BarChartProps,
  type BarDatum,
  type BarSeries,
} from './BarChart.types.ts';
