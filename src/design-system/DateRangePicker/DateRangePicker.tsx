import { CalendarRange, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { DialogTrigger, type DateValue, type RangeValue } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import {
  CalendarMonth,
  CalendarMonths,
  CalendarNav,
  PickerDialog,
  PickerPopover,
  StyledRangeCalendar,
  toCalendarDate,
  toOptionalDate,
  WithLocale,
} from '../DatePicker/index.ts';
import { FieldListBox, FieldListBoxItem, type FieldListItem } from '../Field/index.ts';
import { Select } from '../Select/index.ts';
import {
  Actions,
  ComparisonSlot,
  Description,
  Footer,
  Label,
  Main,
  Panel,
  PresetColumn,
  Root,
  Segmented,
  SegmentedButton,
  Trigger,
  TriggerComparison,
  TriggerRange,
  TriggerText,
} from './DateRangePicker.styles.ts';
import type { Comparison, ComparisonMode, DateRange, DateRangePickerProps } from './DateRangePicker.types.ts';
import { comparisonRange, formatDateRange, sameRange } from './DateRangePicker.utils.ts';

const NO_COMPARISON: Comparison = { mode: 'none' };

/** The range a comparison stands for: computed from the period, or its own for `custom`. */
function resolveComparison(range: DateRange | null, comparison: Comparison): DateRange | null {
  if (comparison.mode === 'custom') return comparison.range ?? null;
  if (!range || comparison.mode === 'none') return null;

  return comparisonRange(range, comparison.mode);
}

function toRangeValue(range: DateRange | null | undefined): RangeValue<DateValue> | null {
  const start = toCalendarDate(range?.start);
  const end = toCalendarDate(range?.end);

  return start && end ? { start, end } : null;
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
  const [draft, setDraft] = useState<DateRange | null>(range);
  const [draftComparison, setDraftComparison] = useState<Comparison>(currentComparison);
  const [editing, setEditing] = useState<'period' | 'comparison'>('period');
  // Without a range the calendar opens on the latest allowed day (usually today), not on the clock.
  const initialFocus = () => toCalendarDate(range?.start) ?? toOptionalDate(maxValue);
  const [focusedDate, setFocusedDate] = useState<DateValue | undefined>(initialFocus);

  const open = (next: boolean) => {
    if (next) {
      setDraft(range);
      setDraftComparison(currentComparison);
      setEditing('period');
      setFocusedDate(initialFocus());
    }
    setOpen(next);
  };

  const apply = () => {
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

  const pickComparisonMode = (mode: ComparisonMode) => {
    if (mode === 'custom') {
      const start = draftComparison.range ?? (draft ? comparisonRange(draft, 'previous-period') : null);
      setDraftComparison({ mode, range: start ?? undefined });
    } else {
      setDraftComparison({ mode });
      setEditing('period');
    }
  };

  const shownComparison = range ? resolveComparison(range, currentComparison) : null;
  const isCustom = draftComparison.mode === 'custom';
  const editingComparison = isCustom && editing === 'comparison';
  const calendarValue = toRangeValue(editingComparison ? draftComparison.range : draft);
  const selectedPreset = presets.find((preset) => sameRange(preset.range, draft))?.id;
  const presetItems: FieldListItem[] = presets.map(({ id, label: name }) => ({ id, label: name }));

  return (
    <WithLocale locale={locale}>
      <Root className={className}>
        <Label id={labelId}>{label}</Label>
        {description && <Description id={descriptionId}>{description}</Description>}
        <DialogTrigger isOpen={isOpen} onOpenChange={open}>
          <Trigger
            isDisabled={isDisabled}
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
          <PickerPopover placement="bottom start">
            <PickerDialog aria-labelledby={labelId}>
              <Panel>
                {presets.length > 0 && (
                  <PresetColumn>
                    <FieldListBox
                      aria-label={presetsLabel}
                      items={presetItems}
                      selectionMode="single"
                      disallowEmptySelection
                      selectedKeys={selectedPreset ? [selectedPreset] : []}
                      onSelectionChange={(keys) => {
                        const id = [...keys][0];
                        const preset = presets.find((item) => item.id === id);
                        if (!preset) return;
                        setDraft(preset.range);
                        setEditing('period');
                        setFocusedDate(toCalendarDate(preset.range.start) ?? undefined);
                      }}
                    >
                      {(item) => <FieldListBoxItem item={item} />}
                    </FieldListBox>
                  </PresetColumn>
                )}
                <Main>
                  {isCustom && periodLabel && customComparisonLabel && (
                    <Segmented
                      selectionMode="single"
                      disallowEmptySelection
                      selectedKeys={[editing]}
                      onSelectionChange={(keys) => {
                        const key = [...keys][0];
                        if (key === 'period' || key === 'comparison') setEditing(key);
                      }}
                    >
                      <SegmentedButton id="period">{periodLabel}</SegmentedButton>
                      <SegmentedButton id="comparison">{customComparisonLabel}</SegmentedButton>
                    </Segmented>
                  )}
                  <StyledRangeCalendar
                    data-range=""
                    aria-label={editingComparison ? customComparisonLabel : label}
                    value={calendarValue}
                    onChange={(next) => {
                      const picked = { start: next.start.toString(), end: next.end.toString() };
                      if (editingComparison) setDraftComparison({ mode: 'custom', range: picked });
                      else setDraft(picked);
                    }}
                    focusedValue={focusedDate}
                    onFocusChange={setFocusedDate}
                    minValue={toOptionalDate(minValue)}
                    maxValue={toOptionalDate(maxValue)}
                    visibleDuration={{ months: 2 }}
                  >
                    <CalendarNav previousMonthLabel={previousMonthLabel} nextMonthLabel={nextMonthLabel} />
                    <CalendarMonths>
                      <CalendarMonth />
                      <CalendarMonth offset={1} />
                    </CalendarMonths>
                  </StyledRangeCalendar>
                  <Footer>
                    {comparisonOptions.length > 0 && comparisonLabel && (
                      <ComparisonSlot>
                        <Select
                          label={comparisonLabel}
                          items={comparisonOptions}
                          selectedKey={draftComparison.mode}
                          onSelectionChange={(key) => pickComparisonMode(key as ComparisonMode)}
                        />
                      </ComparisonSlot>
                    )}
                    <Actions>
                      <Button onPress={() => setOpen(false)}>{cancelLabel}</Button>
                      <Button variant="primary" isDisabled={!draft} onPress={apply}>
                        {applyLabel}
                      </Button>
                    </Actions>
                  </Footer>
                </Main>
              </Panel>
            </PickerDialog>
          </PickerPopover>
        </DialogTrigger>
      </Root>
    </WithLocale>
  );
}
