export { CaptionSuggestionsDialog, type CaptionSuggestionsDialogProps } from './CaptionSuggestionsDialog.tsx';
export { TRANSLATE_LANGUAGES, TranslateDialog, type TranslateDialogProps } from './TranslateDialog.tsx';
export { WritingTools, type WritingToolsProps } from './WritingTools.tsx';
