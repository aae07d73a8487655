export { WritingTools } from './WritingTools.tsx';
