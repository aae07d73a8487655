export { PostNotes } from './PostNotes.tsx';
export { canConvert, PostConvert, PostReminderAnswer } from './PostPublishing.tsx';
export { useSchedulingText, type SchedulingTextKey } from './text.ts';
export { BulkScheduleBar, useDraftSelection } from './BulkSchedule.tsx';
