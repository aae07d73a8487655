import { Clock, FileUp, LayoutGrid, Plus } from 'lucide-react';
import { Button } from '@/design-system/Button';
import { Link } from '@/design-system/Link';
import { usePublishingText } from '@/i18n/areas/publishing.ts';

/** "New post": in the page header, and in an empty list. */
export function NewPostButton({ onPress }: { onPress: () => void }) {
  const { t } = usePublishingText();

  return (
    <Button variant="primary" iconStart={<Plus aria-hidden="true" />} onPress={() => onPress()}>
      {t('publishing.scheduler.newPost')}
    </Button>
  );
}

/** The scheduler's page actions: the feed preview, the time slots, importing posts from a file, a new post. */
export function SchedulerActions({
  onEditSlots,
  onImport,
  onNewPost,
}: {
  onEditSlots: () => void;
  onImport: () => void;
  onNewPost: () => void;
}) {
  const { t } = usePublishingText();

  return (
    <>
      <Link href="/publishing/scheduler/feed-preview" variant="standalone">
        <LayoutGrid aria-hidden="true" size={16} /> {t('publishing.feed.open')}
      </Link>
      <Button variant="secondary" iconStart={<Clock aria-hidden="true" />} onPress={() => onEditSlots()}>
        {t('publishing.slots.open')}
      </Button>
      <Button variant="secondary" iconStart={<FileUp aria-hidden="true" />} onPress={() => onImport()}>
        {t('publishing.scheduler.import')}
      </Button>
      <NewPostButton onPress={onNewPost} />
    </>
  );
}
