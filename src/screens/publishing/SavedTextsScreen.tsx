import { SavedTextsManager } from '@/features/captions/index.ts';

/** /publishing/saved-captions-hashtags: the saved captions and hashtag lists the composer inserts. */
export default function SavedTextsScreen() {
  return <SavedTextsManager />;
}
