import { useState } from 'react';
import { useSignedInUser } from '@/api/user.ts';
import { Stack } from '@/design-system/Stack';
import { PageHeader } from '@/design-system/PageHeader';
import { LoadFailed, useAnalyticsScope } from '@/features/analytics/index.ts';
import { ImportPostsDialog } from '@/features/post-import/index.ts';
import {
  BulkScheduleBar,
  NewPostButton,
  SchedulerActions,
  SchedulerCalendar,
  SchedulerEditors,
  SchedulerToolbar,
  useDescribePost,
  useMovePost,
  useScheduler,
  useDraftSelection,
  useSchedulerEditors,
} from '@/features/publishing/index.ts';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { StatusMessages, type StatusMessage } from '@/lib/status-messages.tsx';
import { useSchedulingText } from '@/lib/scheduling-text.ts';
import { utcOffsetLabel, zoneOr } from '@/lib/time-zones.ts';
import { composerPickers } from './composer-pickers.tsx';

/**
 * /publishing/scheduler: the posts of the selected profiles on a month, a week or a list, in the user's time
 * zone (always said). Drag a post to another day or hour to move it; open one for its details, history and
 * actions; write new ones. View, period and filters are kept in the address (features/publishing/scheduler).
 */
export default function SchedulerScreen() {
  const { t, i18n } = usePublishingText();
  const { t: ts } = useSchedulingText();
  const user = useSignedInUser();
  const locale = i18n.language;
  const timeZone = zoneOr(user.time_zone);
  const scheduler = useScheduler({ timeZone, locale, scope: useAnalyticsScope().scope });
  const { filters, setFilters, profiles } = scheduler;
  const [notice, setNotice] = useState<StatusMessage | null>(null);
  const say = (text: string) => setNotice({ tone: 'success', text });
  const move = useMovePost({ posts: scheduler.posts, timeZone, locale, onNotice: setNotice });
  const editors = useSchedulerEditors();
  const [isImporting, setImporting] = useState(false);
  const selection = useDraftSelection();
  const describe = useDescribePost(profiles, timeZone, locale);
  const zone = `${timeZone} · ${utcOffsetLabel(timeZone, new Date(`${filters.anchor}T12:00:00Z`))}`;
  const actions = {
    onEditSlots: editors.editSlots,
    onImport: () => setImporting(true),
    onNewPost: editors.write,
  };

  return (
    <Stack gap={500}>
      <PageHeader
        title={t('publishing.scheduler.title')}
        subtitle={t('publishing.scheduler.intro', { zone })}
        actions={<SchedulerActions {...actions} />}
      />
      <SchedulerToolbar filters={filters} onChange={setFilters} profiles={profiles ?? []} locale={locale} />
      <StatusMessages
        status={notice}
        onDismiss={() => setNotice(null)}
        dismissLabel={t('common.close')}
        isCriticalDismissable
      />
      {scheduler.error && !scheduler.posts ? (
        <LoadFailed retry={scheduler.retry} />
      ) : (
        <SchedulerCalendar
          {...scheduler}
          isLoaded={scheduler.posts !== undefined}
          onChange={setFilters}
          timeZone={timeZone}
          locale={locale}
          onOpen={editors.open}
          onMove={(id, target) => void move(id, target)}
          onPlanSlot={(slot) => editors.write({ slot })}
          selection={{ ...selection, label: (post) => ts('bulk.select', { post: describe(post) }) }}
          listBar={
            <BulkScheduleBar
              posts={scheduler.scheduled.filter((post) => selection.selected.has(post.id))}
              describe={describe}
              onClear={selection.clear}
              onDone={setNotice}
            />
          }
          emptyAction={<NewPostButton onPress={() => editors.write()} />}
        />
      )}
      <ImportPostsDialog
        isOpen={isImporting}
        onOpenChange={setImporting}
        timeZone={timeZone}
        onImported={(count) => say(t('publishing.scheduler.imported', { count }))}
      />
      <SchedulerEditors
        editors={editors}
        linkedPostId={filters.postId}
        onLinkedPostClosed={() => setFilters({ post: null })}
        profiles={profiles}
        selectedIds={scheduler.scopeIds}
        slotProfileId={scheduler.slotProfiles[0]?.id}
        userId={user.id}
        timeZone={timeZone}
        locale={locale}
        pickers={composerPickers}
        onDone={say}
      />
    </Stack>
  );
}
