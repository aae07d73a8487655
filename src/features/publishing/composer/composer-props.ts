import type { TPostMedia, TPublishingSpecification, TSchedulerPost } from '@contracts/publishing.ts';
import type { TSocialProfile } from '@contracts/social.ts';

export type ComposerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  userId: string;
  profiles: readonly TSocialProfile[];
  specifications: ReadonlyMap<string, TPublishingSpecification>;
  timeZone: string;
  locale: string;
  /** The post to edit; without it the composer writes new posts. */
  post?: TSchedulerPost;
  /** Profiles chosen at first (the scheduler's filter) and, for a click on the calendar, the slot. */
  initialProfileIds?: string[];
  initialSlot?: { date: string; time: string };
  onSaved: (posts: TSchedulerPost[]) => void;
  /**
   * The media chooser (the media library's picker, given by the screen): called open or closed, it hands back
   * the files chosen as a post's media. Without it the composer writes text-only posts.
   */
  pickMedia?: (props: {
    isOpen: boolean;
    onOpenChange: (isOpen: boolean) => void;
    onPicked: (media: TPostMedia[]) => void;
    max: number;
  }) => React.ReactNode;
  /**
   * Inserts saved captions and hashtag lists (given by the screen): renders a control that calls `onInsert`
   * with the chosen text.
   */
  insertSavedText?: (props: { onInsert: (text: string) => void; profileId?: string }) => React.ReactNode;
};
