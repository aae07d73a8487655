export { CommentItem } from './CommentItem.tsx';
export {
  COMMENT_SENTIMENTS,
  type CommentAuthor,
  type CommentItemLabels,
  type CommentItemProps,
  type CommentSentiment,
} from './CommentItem.types.ts';
export { formatRelativeTime, toDate } from './CommentItem.utils.ts';
