export { LineChart } from './LineChart.tsx';
export {
  LINE_CHART_VARIANTS,
  type ComparisonSeries,
  type LineChartProps,
  type LineChartVariant,
  type TimePoint,
  type TimeSeries,
} from './LineChart.types.ts';
export { buildTimeRows, type LineChartRow } from './LineChart.utils.ts';
