export { CalendarMonth, CalendarNav, DatePicker, WithLocale } from './DatePicker.tsx';
export {
  CalendarButton,
  CalendarMonths,
  DateInputBox,
  PickerDialog,
  PickerPopover,
  Segment,
  StyledRangeCalendar,
} from './DatePicker.styles.ts';
export type { CalendarLabels, DatePickerProps } from './DatePicker.types.ts';
export { toCalendarDate, toOptionalDate } from './DatePicker.utils.ts';
