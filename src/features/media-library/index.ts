export { MediaLibrary } from './MediaLibrary.tsx';
export { useMediaText, type MediaTextKey } from './text.ts';
export { MediaPicker, type LibraryMedia, type MediaPickerProps } from './MediaPicker.tsx';
export { mediaDetails, toPostMedia } from './format.ts';
