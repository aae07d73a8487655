export { SavedTextPicker, type SavedTextPickerProps } from './SavedTextPicker.tsx';
export { SavedTextsManager } from './SavedTextsManager.tsx';
