export { Sparkline } from './Sparkline.tsx';
export { SPARKLINE_TONES, type SparklineProps, type SparklineTone } from './Sparkline.types.ts';
export { sparklinePaths } from './Sparkline.utils.ts';
