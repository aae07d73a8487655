/** The publishing feature's public face: what screens, stories and mocks use. */
export type { ComposerProps } from './Composer.tsx';
export { LinkPreviewCard } from './LinkPreviewCard.tsx';
export { LocationPicker, type LocationPickerProps } from './LocationPicker.tsx';
export { PostDrawer } from './PostDrawer.tsx';
export { TimeSlotsDialog } from './TimeSlotsDialog.tsx';
export { BulkScheduleBar, useDraftSelection } from './post-actions/index.ts';
export { FeedPreviewGrid, FeedProfilePicker } from './feed-preview/FeedPreviewParts.tsx';
export { useFeedPreview } from './feed-preview/use-feed-preview.ts';
export { NewPostButton, SchedulerActions } from './scheduler/SchedulerActions.tsx';
export { SchedulerCalendar } from './scheduler/SchedulerCalendar.tsx';
export { SchedulerEditors, useSchedulerEditors } from './scheduler/SchedulerEditors.tsx';
export { SchedulerToolbar } from './scheduler/SchedulerToolbar.tsx';
export { useMovePost } from './scheduler/use-move-post.ts';
export { useDescribePost, useScheduler } from './scheduler/use-scheduler.ts';
export { WritingTools } from './writing/index.ts';
