export { CalendarMonth, CalendarNav, DatePicker } from './DatePicker.tsx';
export { WithLocale } from './WithLocale.tsx';
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
