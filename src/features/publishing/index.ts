export { Composer } from './Composer.tsx';
export { LinkPreviewCard } from './LinkPreviewCard.tsx';
export { LocationPicker, type LocationPickerProps } from './LocationPicker.tsx';
export { PostDrawer } from './PostDrawer.tsx';
export { ListView, MonthView, WeekView } from './SchedulerViews.tsx';
export { TimeSlotsDialog } from './TimeSlotsDialog.tsx';
export {
  localParts,
  moveToDay,
  moveToHour,
  shiftAnchor,
  viewWindow,
  visibleDays,
  type CalendarView,
} from './calendar.ts';
export { BulkScheduleBar, useDraftSelection } from './post-actions/index.ts';
export { dateFormat } from './post-status.tsx';
export { openSlots } from './queue-slots.ts';
export { useOpenSlots } from './use-open-slots.ts';
export { WritingTools } from './writing/index.ts';
