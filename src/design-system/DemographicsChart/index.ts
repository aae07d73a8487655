export { DemographicsChart } from './DemographicsChart.tsx';
export type { AgeGenderDatum, DemographicsChartProps, PlaceShare } from './DemographicsChart.types.ts';
