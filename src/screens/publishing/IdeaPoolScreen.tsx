import { IdeaPool } from '@/features/ideas/index.ts';

/** /inspiration: the idea pool. */
export default function IdeaPoolScreen() {
  return <IdeaPool />;
}
