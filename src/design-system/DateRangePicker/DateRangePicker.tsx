import { CalendarRange, ChevronDown } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { WithLocale } from '../DatePicker/WithLocale.tsx';
import { TriggerResponder, useLazyDialogTrigger } from '../lazy/index.ts';
import {
  Description,
  Label,
  Root,
  Trigger,
  TriggerComparison,
  TriggerRange,
  TriggerText,
} from './DateRangePicker.styles.ts';
import type { Comparison, DateRange, DateRangePickerProps } from './DateRangePicker.types.ts';
import { comparisonRange, formatDateRange, sameRange } from './DateRangePicker.utils.ts';

/** The popover's code (calendar, presets, comparison): fetched when the picker is first hovered, focused or opened. */
const loadPanel = () => import('./DateRangePickerPanel.tsx');
const LazyPanel = lazy(loadPanel);

const NO_COMPARISON: Comparison = { mode: 'none' };

/** The range a comparison stands for: computed from the period, or its own for `custom`. */
function resolveComparison(range: DateRange | null, comparison: Comparison): DateRange | null {
  if (comparison.mode === 'custom') return comparison.range ?? null;
  if (!range || comparison.mode === 'none') return null;

  return comparisonRange(range, comparison.mode);
}

/**
 * The period of an analytics view and what it is compared with. The trigger shows both compactly ("1–31 Oct
 * 2026 · vs 31 Aug – 30 Sep 2026"); it opens presets beside a two-month range calendar, the comparison
 * picker, and Cancel / Apply: nothing changes until Apply. Dates are ISO strings ('YYYY-MM-DD').
 */
export function DateRangePicker({
  label,
  description,
  value,
  defaultValue,
  onChange,
  placeholder,
  presets = [],
  presetsLabel,
  comparison,
  defaultComparison,
  onComparisonChange,
  comparisonOptions = [],
  comparisonLabel,
  comparisonPrefix,
  periodLabel,
  customComparisonLabel,
  applyLabel,
  cancelLabel,
  minValue,
  maxValue,
  isDisabled = false,
  locale,
  previousMonthLabel,
  nextMonthLabel,
  defaultOpen = false,
  className,
}: DateRangePickerProps) {
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  const [ownRange, setOwnRange] = useState<DateRange | null>(defaultValue ?? null);
  const [ownComparison, setOwnComparison] = useState<Comparison>(defaultComparison ?? NO_COMPARISON);
  const range = value === undefined ? ownRange : value;
  const currentComparison = comparison ?? ownComparison;

  const [isOpen, setOpen] = useState(defaultOpen);

  const apply = (draft: DateRange | null, draftComparison: Comparison) => {
    if (draft && !sameRange(draft, range)) {
      if (value === undefined) setOwnRange(draft);
      onChange?.(draft);
    }
    const changed =
      draftComparison.mode !== currentComparison.mode ||
      (draftComparison.mode === 'custom' && !sameRange(draftComparison.range, currentComparison.range));
    if (changed) {
      if (comparison === undefined) setOwnComparison(draftComparison);
      onComparisonChange?.(draftComparison);
    }
    setOpen(false);
  };

  const shownComparison = range ? resolveComparison(range, currentComparison) : null;
  const { overlay, triggerProps } = useLazyDialogTrigger({ isOpen, onOpenChange: setOpen });

  return (
    <WithLocale locale={locale}>
      <Root className={className}>
        <Label id={labelId}>{label}</Label>
        {description && <Description id={descriptionId}>{description}</Description>}
        <TriggerResponder props={triggerProps} triggerRef={overlay.triggerRef} state={overlay.state}>
          <Trigger
            isDisabled={isDisabled}
            onHoverStart={() => void loadPanel()}
            onFocus={() => void loadPanel()}
            aria-labelledby={`${labelId} ${valueId}`}
            aria-describedby={description ? descriptionId : undefined}
          >
            <CalendarRange aria-hidden="true" />
            <TriggerText id={valueId}>
              {range ? (
                <TriggerRange>{formatDateRange(range, locale)}</TriggerRange>
              ) : (
                <TriggerRange data-placeholder="">{placeholder}</TriggerRange>
              )}
              {shownComparison && (
                <TriggerComparison>
                  {'· '}
                  {comparisonPrefix && `${comparisonPrefix} `}
                  {formatDateRange(shownComparison, locale)}
                </TriggerComparison>
              )}
            </TriggerText>
            <ChevronDown aria-hidden="true" />
          </Trigger>
        </TriggerResponder>
        {isOpen && (
          <Suspense fallback={null}>
            <LazyPanel
              labelId={labelId}
              label={label}
              range={range}
              comparison={currentComparison}
              presets={presets}
              presetsLabel={presetsLabel}
              comparisonOptions={comparisonOptions}
              comparisonLabel={comparisonLabel}
              periodLabel={periodLabel}
              customComparisonLabel={customComparisonLabel}
              applyLabel={applyLabel}
              cancelLabel={cancelLabel}
              minValue={minValue}
              maxValue={maxValue}
              previousMonthLabel={previousMonthLabel}
              nextMonthLabel={nextMonthLabel}
              onApply={apply}
              onCancel={() => setOpen(false)}
              trigger={overlay}
            />
          </Suspense>
        )}
      </Root>
    </WithLocale>
  );
}
