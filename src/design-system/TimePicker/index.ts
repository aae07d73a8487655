export { TimePicker } from './TimePicker.tsx';
export type { TimePickerProps } from './TimePicker.types.ts';
export { formatTimeString, parseTimeString, utcOffsetLabel } from './TimePicker.utils.ts';
