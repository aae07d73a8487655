export { Histogram } from './Histogram.tsx';
export type { HistogramBucket, HistogramProps } from './Histogram.types.ts';
