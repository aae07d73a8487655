/** A closed range of days, both ends included, as 'YYYY-MM-DD'. */
export type DateRange = { start: string; end: string };

export const COMPARISON_MODES = ['previous-period', 'previous-year', 'none', 'custom'] as const;
export type ComparisonMode = (typeof COMPARISON_MODES)[number];

export type Comparison = {
  /**
   * `previous-period`: as many days, just before. `previous-year`: the same dates a year earlier. `custom`:
   * `range`. `none`: no comparison.
   */
  mode: ComparisonMode;
  /** The range compared with, for `custom`. @default undefined */
  range?: DateRange;
};

export type DateRangePreset = {
  id: string;
  /** The visible name, e.g. "Last 28 days". */
  label: string;
  range: DateRange;
};

export type ComparisonOption = {
  id: ComparisonMode;
  /** The visible name, e.g. "Previous period". */
  label: string;
};

export type DateRangePickerProps = {
  /** The field's label above the trigger, e.g. "Period"; also part of the trigger's accessible name. */
  label: string;
  /** Help text under the label. @default undefined */
  description?: string;
  /** The range (controlled). Pair with `onChange`. */
  value?: DateRange | null;
  /** The range at first (uncontrolled). @default null */
  defaultValue?: DateRange | null;
  /** Called with the new range when the user applies it. */
  onChange?: (range: DateRange) => void;
  /** Shown in the trigger while no range is set, e.g. "Choose a period". @default undefined */
  placeholder?: string;
  /** Quick picks listed beside the calendar ("Last 28 days"); build them with `presetRanges`. @default [] */
  presets?: ReadonlyArray<DateRangePreset>;
  /** The accessible name of the presets list, e.g. "Presets". Required with `presets`. */
  presetsLabel?: string;
  /** The comparison (controlled); without it and without `comparisonOptions` there is no comparison. */
  comparison?: Comparison;
  /** The comparison at first (uncontrolled). @default { mode: 'none' } */
  defaultComparison?: Comparison;
  /** Called with the new comparison when the user applies it. */
  onComparisonChange?: (comparison: Comparison) => void;
  /** The comparison choices, in order; shows the comparison picker. @default [] */
  comparisonOptions?: ReadonlyArray<ComparisonOption>;
  /** The label of the comparison picker, e.g. "Compare to". Required with `comparisonOptions`. */
  comparisonLabel?: string;
  /** Written before the comparison range in the trigger, e.g. "vs". @default undefined */
  comparisonPrefix?: string;
  /** With `custom`: the tab that makes the calendar edit the main range, e.g. "Period". */
  periodLabel?: string;
  /** With `custom`: the tab that makes the calendar edit the comparison range, e.g. "Comparison". */
  customComparisonLabel?: string;
  /** The button that confirms the choice, e.g. "Apply". */
  applyLabel: string;
  /** The button that closes without changing anything, e.g. "Cancel". */
  cancelLabel: string;
  /** The earliest day that can be picked, 'YYYY-MM-DD'. @default undefined */
  minValue?: string;
  /** The latest day that can be picked, 'YYYY-MM-DD' (usually today). @default undefined */
  maxValue?: string;
  /** @default false */
  isDisabled?: boolean;
  /** The BCP 47 locale for the calendar and the dates in the trigger. @default the browser's */
  locale?: string;
  /** The accessible name of the previous-month button. @default React Aria's localized "Previous" */
  previousMonthLabel?: string;
  /** The accessible name of the next-month button. @default React Aria's localized "Next" */
  nextMonthLabel?: string;
  /** Opens the popover at first; for stories and tests. @default false */
  defaultOpen?: boolean;
  className?: string;
};
