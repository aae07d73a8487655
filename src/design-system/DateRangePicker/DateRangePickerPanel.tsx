import { useCallback, useState, useSyncExternalStore } from 'react';
import { useTheme } from 'styled-components';
import type { LazyDialogTrigger } from '../lazy/index.ts';
import { DialogTriggerContexts } from '../lazy/TriggerContexts.tsx';
import type { DateValue, RangeValue } from 'react-aria-components';
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
} from '../DatePicker/index.ts';
import type { FieldListItem } from '../Field/index.ts';
import { FieldListBox, FieldListBoxItem } from '../Field/list.ts';
import { Select } from '../Select/index.ts';
import {
  Actions,
  ComparisonSlot,
  Footer,
  Main,
  Panel,
  PresetColumn,
  Segmented,
  SegmentedButton,
} from './DateRangePickerPanel.styles.ts';
import type { Comparison, ComparisonMode, DateRange, DateRangePickerProps } from './DateRangePicker.types.ts';
import { comparisonRange, sameRange } from './DateRangePicker.utils.ts';

function toRangeValue(range: DateRange | null | undefined): RangeValue<DateValue> | null {
  const start = toCalendarDate(range?.start);
  const end = toCalendarDate(range?.end);

  return start && end ? { start, end } : null;
}

export type DateRangePickerPanelProps = Pick<
  DateRangePickerProps,
  | 'label'
  | 'presetsLabel'
  | 'comparisonLabel'
  | 'periodLabel'
  | 'customComparisonLabel'
  | 'applyLabel'
  | 'cancelLabel'
  | 'minValue'
  | 'maxValue'
  | 'previousMonthLabel'
  | 'nextMonthLabel'
> & {
  labelId: string;
  range: DateRange | null;
  comparison: Comparison;
  presets: NonNullable<DateRangePickerProps['presets']>;
  comparisonOptions: NonNullable<DateRangePickerProps['comparisonOptions']>;
  onApply: (range: DateRange | null, comparison: Comparison) => void;
  onCancel: () => void;
};

/** Whether the window is narrower than `width` (a phone): followed as it changes. */
function useNarrowerThan(width: string): boolean {
  const query = `(max-width: calc(${width} - 1px))`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );

  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The picker's popover: presets, the two-month range calendar, the comparison and Cancel / Apply. Its own module,
 * loaded when the picker first opens (or is hovered or focused), so that a page showing the trigger does not
 * load the calendar. It starts from the current range each time it opens.
 */
export default function DateRangePickerPanel({
  labelId,
  label,
  range,
  comparison,
  presets,
  presetsLabel,
  comparisonOptions,
  comparisonLabel,
  periodLabel,
  customComparisonLabel,
  applyLabel,
  cancelLabel,
  minValue,
  maxValue,
  previousMonthLabel,
  nextMonthLabel,
  onApply,
  onCancel,
  trigger,
}: DateRangePickerPanelProps & { trigger?: LazyDialogTrigger | undefined }) {
  const theme = useTheme();
  // On a phone (narrower than `md`): one month, the presets above it, everything within the screen's width.
  const isNarrow = useNarrowerThan(theme.breakpoint.md);
  const [draft, setDraft] = useState<DateRange | null>(range);
  const [draftComparison, setDraftComparison] = useState<Comparison>(comparison);
  const [editing, setEditing] = useState<'period' | 'comparison'>('period');
  // Without a range the calendar opens on the latest allowed day (usually today), not on the clock.
  const [focusedDate, setFocusedDate] = useState<DateValue | undefined>(
    () => toCalendarDate(range?.start) ?? toOptionalDate(maxValue),
  );
  const apply = () => onApply(draft, draftComparison);
  const setOpen = (isOpen: boolean) => {
    if (!isOpen) onCancel();
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

  const isCustom = draftComparison.mode === 'custom';
  const editingComparison = isCustom && editing === 'comparison';
  const calendarValue = toRangeValue(editingComparison ? draftComparison.range : draft);
  const selectedPreset = presets.find((preset) => sameRange(preset.range, draft))?.id;
  const presetItems: FieldListItem[] = presets.map(({ id, label: name }) => ({ id, label: name }));

  const popover = (
    <PickerPopover placement="bottom start">
      <PickerDialog aria-labelledby={labelId}>
        <Panel data-narrow={isNarrow || undefined}>
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
              visibleDuration={{ months: isNarrow ? 1 : 2 }}
            >
              <CalendarNav previousMonthLabel={previousMonthLabel} nextMonthLabel={nextMonthLabel} />
              <CalendarMonths>
                <CalendarMonth />
                {!isNarrow && <CalendarMonth offset={1} />}
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
  );

  return trigger ? <DialogTriggerContexts trigger={trigger}>{popover}</DialogTriggerContexts> : popover;
}
