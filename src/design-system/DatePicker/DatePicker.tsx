import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { forwardRef } from 'react';
import { CalendarGridBody, CalendarGridHeader } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/index.ts';
import {
  CalendarButton,
  CalendarCell,
  CalendarGrid,
  CalendarHeader,
  CalendarHeaderCell,
  CalendarHeading,
  DateBox,
  InlineDateInput,
  NavButton,
  PickerDialog,
  PickerPopover,
  Segment,
  StyledCalendar,
  StyledDatePicker,
} from './DatePicker.styles.ts';
import type { CalendarLabels, DatePickerProps } from './DatePicker.types.ts';
import { toCalendarDate, toOptionalDate } from './DatePicker.utils.ts';
import { WithLocale } from './WithLocale.tsx';

/** The month heading between the previous and next buttons, for Calendar and RangeCalendar. */
export function CalendarNav({ previousMonthLabel, nextMonthLabel }: CalendarLabels) {
  return (
    <CalendarHeader>
      <NavButton slot="previous" aria-label={previousMonthLabel}>
        <ChevronLeft aria-hidden="true" />
      </NavButton>
      <CalendarHeading />
      <NavButton slot="next" aria-label={nextMonthLabel}>
        <ChevronRight aria-hidden="true" />
      </NavButton>
    </CalendarHeader>
  );
}

/** One month of days, with the weekday initials above. `offset` shows a later month of a multi-month view. */
export function CalendarMonth({ offset }: { offset?: number }) {
  return (
    <CalendarGrid offset={offset ? { months: offset } : undefined} weekdayStyle="narrow">
      <CalendarGridHeader>{(day) => <CalendarHeaderCell>{day}</CalendarHeaderCell>}</CalendarGridHeader>
      <CalendarGridBody>{(date) => <CalendarCell date={date} />}</CalendarGridBody>
    </CalendarGrid>
  );
}

/**
 * A date typed in segments (day, month, year in the locale's order) or picked from a calendar popover:
 * a publishing date, a report's start. Values are ISO strings ('YYYY-MM-DD'), never Date objects, so no time
 * zone can shift them. The ref reaches the field's group.
 */
export const DatePicker = forwardRef<HTMLDivElement, DatePickerProps>(function DatePicker(
  {
    label,
    description,
    errorMessage,
    isInvalid,
    value,
    defaultValue,
    onChange,
    minValue,
    maxValue,
    placeholderValue,
    locale,
    calendarLabel,
    previousMonthLabel,
    nextMonthLabel,
    ...rest
  },
  ref,
) {
  return (
    <WithLocale locale={locale}>
      <StyledDatePicker
        {...rest}
        value={value === undefined ? undefined : toCalendarDate(value)}
        defaultValue={defaultValue === undefined ? undefined : toCalendarDate(defaultValue)}
        onChange={(date) => onChange?.(date ? date.toString() : null)}
        minValue={toOptionalDate(minValue)}
        maxValue={toOptionalDate(maxValue)}
        placeholderValue={toOptionalDate(placeholderValue)}
        granularity="day"
        isInvalid={errorMessage ? true : isInvalid}
        validationBehavior="aria"
      >
        <FieldLabel>{label}</FieldLabel>
        {description && <FieldDescription>{description}</FieldDescription>}
        <DateBox ref={ref}>
          <InlineDateInput>{(segment) => <Segment segment={segment} />}</InlineDateInput>
          <CalendarButton aria-label={calendarLabel}>
            <CalendarDays aria-hidden="true" />
          </CalendarButton>
        </DateBox>
        <FieldErrorText>{errorMessage}</FieldErrorText>
        <PickerPopover placement="bottom end">
          <PickerDialog>
            <StyledCalendar>
              <CalendarNav previousMonthLabel={previousMonthLabel} nextMonthLabel={nextMonthLabel} />
              <CalendarMonth />
            </StyledCalendar>
          </PickerDialog>
        </PickerPopover>
      </StyledDatePicker>
    </WithLocale>
  );
});
