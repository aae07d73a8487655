export { CommentThread } from './CommentThread.tsx';
export type { CommentThreadProps } from './CommentThread.types.ts';
