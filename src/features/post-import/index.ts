export { ImportPostsDialog } from './ImportPostsDialog.tsx';
