export { ProgressBar } from './ProgressBar.tsx';
export {
  PROGRESS_BAR_SIZES,
  PROGRESS_BAR_TONES,
  type ProgressBarProps,
  type ProgressBarSize,
  type ProgressBarTone,
} from './ProgressBar.types.ts';
