export { PostNotes } from './PostNotes.tsx';
export { canConvert, PostConvert, PostReminderAnswer } from './PostPublishing.tsx';
export { BulkScheduleBar, useDraftSelection } from './BulkSchedule.tsx';
