export { Calendar } from './Calendar.tsx';
export {
  CALENDAR_VIEWS,
  POST_STATUSES,
  type CalendarPost,
  type CalendarPostStatus,
  type CalendarProps,
  type CalendarView,
} from './Calendar.types.ts';
