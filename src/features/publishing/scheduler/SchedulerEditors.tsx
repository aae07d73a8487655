import { useMemo, useState } from 'react';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import { usePublishingSpecifications } from '@/api/publishing.ts';
import { useSchedulerPost } from '@/api/scheduling.ts';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { Composer, type ComposerProps } from '../Composer.tsx';
import { PostDrawer } from '../PostDrawer.tsx';
import { TimeSlotsDialog } from '../TimeSlotsDialog.tsx';
import type { PlannedSlot } from './SchedulerCalendar.tsx';

/** What the scheduler has open over the calendar: a post's details, the composer, or the time slots. */
export function useSchedulerEditors() {
  const [openPost, setOpenPost] = useState<TSchedulerPost | null>(null);
  const [composer, setComposer] = useState<{ post?: TSchedulerPost; slot?: PlannedSlot } | null>(null);
  const [isEditingSlots, setEditingSlots] = useState(false);

  return {
    openPost,
    composer,
    isEditingSlots,
    open: setOpenPost,
    write: (what: { post?: TSchedulerPost; slot?: PlannedSlot } = {}) => setComposer(what),
    editSlots: () => setEditingSlots(true),
    closeComposer: () => setComposer(null),
    setEditingSlots,
  };
}

/**
 * The scheduler's drawer and dialogs: a post's details (a clicked one, or the one a notification links to), the
 * composer (a new post, an edit, or a post for an open slot, for the selected profiles), and the time slots.
 */
export function SchedulerEditors({
  editors,
  linkedPostId,
  onLinkedPostClosed,
  profiles,
  selectedIds,
  slotProfileId,
  userId,
  timeZone,
  locale,
  pickers,
  onDone,
}: {
  editors: ReturnType<typeof useSchedulerEditors>;
  linkedPostId: string | null;
  onLinkedPostClosed: () => void;
  profiles: readonly TSocialProfile[] | undefined;
  /** The selected profiles, ticked in a new post (null: none chosen). */
  selectedIds: ReadonlySet<string> | null;
  slotProfileId: string | undefined;
  userId: string;
  timeZone: string;
  locale: string;
  pickers: Pick<ComposerProps, 'insertSavedText' | 'pickMedia'>;
  onDone: (text: string) => void;
}) {
  const { t } = usePublishingText();
  const { openPost, composer } = editors;
  const { post: linkedPost } = useSchedulerPost(linkedPostId);
  const drawerPost = openPost ?? (linkedPostId ? (linkedPost ?? null) : null);
  const active = (profiles ?? []).filter((profile) => profile.is_active);
  const { specifications } = usePublishingSpecifications();
  const specMap = useMemo(
    () => new Map((specifications ?? []).map((entry) => [entry.profile_id, entry.specification])),
    [specifications],
  );

  return (
    <>
      <TimeSlotsDialog
        isOpen={editors.isEditingSlots}
        onOpenChange={editors.setEditingSlots}
        profiles={active}
        initialProfileId={slotProfileId}
        locale={locale}
        onSaved={(profile) => onDone(t('publishing.slots.saved', { profile: profile.name }))}
      />
      <PostDrawer
        post={drawerPost}
        profile={profiles?.find((profile) => profile.id === drawerPost?.profile_id)}
        timeZone={timeZone}
        locale={locale}
        onClose={() => {
          editors.open(null);
          if (linkedPostId) onLinkedPostClosed();
        }}
        onEdit={(post) => {
          editors.open(null);
          editors.write({ post });
        }}
      />
      <Composer
        {...pickers}
        isOpen={composer !== null}
        onOpenChange={(isOpen) => !isOpen && editors.closeComposer()}
        userId={userId}
        profiles={active}
        specifications={specMap}
        timeZone={timeZone}
        locale={locale}
        post={composer?.post}
        initialProfileIds={composer?.slot ? [composer.slot.profileId] : selectedIds ? [...selectedIds] : []}
        {...(composer?.slot ? { initialSlot: composer.slot } : {})}
        onSaved={(saved) =>
          onDone(
            t(composer?.post ? 'publishing.scheduler.updated' : 'publishing.scheduler.created', {
              count: saved.length,
            }),
          )
        }
      />
    </>
  );
}
