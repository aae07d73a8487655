import type { TSchedulerPost } from '@contracts/publishing.ts';
import { useSchedulerActions } from '@/api/publishing.ts';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import type { StatusMessage } from '@/lib/status-messages.tsx';
import { dropTime, moveFailureText, type DropTarget } from './move-post.ts';

/**
 * Dragging a post on the calendar: moves it to where it was dropped (see `dropTime`), showing it there at once, and
 * says where it went, or why the server refused, through `onNotice` (null first, to clear the last word).
 */
export function useMovePost({
  posts,
  timeZone,
  locale,
  onNotice,
}: {
  posts: readonly TSchedulerPost[] | undefined;
  timeZone: string;
  locale: string;
  onNotice: (notice: StatusMessage | null) => void;
}) {
  const { t } = usePublishingText();
  const actions = useSchedulerActions();

  return async (postId: string, target: DropTarget) => {
    const post = posts?.find((entry) => entry.id === postId);
    if (!post) return;
    const at = dropTime(post, target, timeZone);
    if (at === null) return;
    onNotice(null);
    try {
      await actions.move(post, at);
      const when = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone });
      onNotice({
        tone: 'success',
        text: t('publishing.scheduler.moved', { when: when.format(new Date(at)) }),
      });
    } catch (failure) {
      onNotice({ tone: 'critical', text: moveFailureText(failure, () => formErrorMessage(t, failure)) });
    }
  };
}
