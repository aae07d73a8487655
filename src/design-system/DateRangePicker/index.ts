export { DateRangePicker } from './DateRangePicker.tsx';
export {
  COMPARISON_MODES,
  type Comparison,
  type ComparisonMode,
  type ComparisonOption,
  type DateRange,
  type DateRangePickerProps,
  type DateRangePreset,
} from './DateRangePicker.types.ts';
export {
  comparisonRange,
  formatDateRange,
  presetRanges,
  rangeLength,
  sameRange,
  type PresetRanges,
} from './DateRangePicker.utils.ts';
