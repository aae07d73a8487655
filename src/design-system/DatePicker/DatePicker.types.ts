import type { FieldBaseProps } from '../Field/index.ts';

export type DatePickerProps = FieldBaseProps & {
  /** The date as 'YYYY-MM-DD' (controlled); `null` for none. Pair with `onChange`. */
  value?: string | null;
  /** The date at first (uncontrolled), as 'YYYY-MM-DD'. @default null */
  defaultValue?: string | null;
  /** Called with the new date as 'YYYY-MM-DD', or `null` when cleared. */
  onChange?: (value: string | null) => void;
  /** The earliest date allowed, 'YYYY-MM-DD'. @default undefined */
  minValue?: string;
  /** The latest date allowed, 'YYYY-MM-DD'. @default undefined */
  maxValue?: string;
  /**
   * The month the calendar opens on while the field is empty, 'YYYY-MM-DD'. Pass the app's "today" so tests
   * and screenshots do not depend on the clock. @default today
   */
  placeholderValue?: string;
  /** The BCP 47 locale: the order of the day, month and year, the month names. @default the browser's */
  locale?: string;
  /** The accessible name of the calendar button. @default React Aria's localized "Calendar" */
  calendarLabel?: string;
  /** The accessible name of the calendar's previous-month button. @default React Aria's localized "Previous" */
  previousMonthLabel?: string;
  /** The accessible name of the calendar's next-month button. @default React Aria's localized "Next" */
  nextMonthLabel?: string;
};

export type CalendarLabels = {
  previousMonthLabel?: string;
  nextMonthLabel?: string;
};
