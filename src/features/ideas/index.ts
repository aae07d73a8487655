export { IdeaPool } from './IdeaPool.tsx';
