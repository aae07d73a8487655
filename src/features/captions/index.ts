export { HashtagLimits } from './HashtagLimits.tsx';
export { hashtagCount, SavedTextForm } from './SavedTextForm.tsx';
export { SavedTextPicker, type SavedTextPickerProps } from './SavedTextPicker.tsx';
export { copyToClipboard, SavedTextsManager } from './SavedTextsManager.tsx';
