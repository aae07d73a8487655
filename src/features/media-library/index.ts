export { MediaLibrary } from './MediaLibrary.tsx';
export { useMediaText } from './text.ts';
export { MediaPicker, type MediaPickerProps } from './MediaPicker.tsx';
export { toPostMedia } from './format.ts';
