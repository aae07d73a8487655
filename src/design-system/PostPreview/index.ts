export { HighlightedText, PostPreview } from './PostPreview.tsx';
export {
  POST_FORMATS,
  type CaptionSegment,
  type PostAuthor,
  type PostFormat,
  type PostFormatOf,
  type PostLinkPreview,
  type PostMedia,
  type PostPreviewLabels,
  type PostPreviewProps,
} from './PostPreview.types.ts';
export { getVisibleCaptionLimit, tokenizeCaption, truncateCaption } from './PostPreview.utils.ts';
