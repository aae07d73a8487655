export { ImportPostsDialog, type ImportPostsDialogProps } from './ImportPostsDialog.tsx';
