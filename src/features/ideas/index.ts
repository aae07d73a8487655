export { IdeaForm } from './IdeaForm.tsx';
export { IdeaList, type IdeaListProps } from './IdeaList.tsx';
export { IdeaPool } from './IdeaPool.tsx';
export { TurnIntoPostForm } from './TurnIntoPostForm.tsx';
