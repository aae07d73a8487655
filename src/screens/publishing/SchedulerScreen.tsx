import { today as todayIn } from '@internationalized/date';
import { ChevronLeft, ChevronRight, Clock, FileUp, LayoutGrid, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { POST_STATUSES, type TSchedulerPost } from '@contracts/publishing.ts';
import { isApiError } from '@/api/client.ts';
import { usePublishingSpecifications, useSchedulerActions, useSchedulerPosts } from '@/api/publishing.ts';
import { useSelectorGroups, useSocialProfiles } from '@/api/social.ts';
import { useSignedInUser } from '@/api/user.ts';
import { Button } from '@/design-system/Button';
import { IconButton } from '@/design-system/IconButton';
import { Link } from '@/design-system/Link';
import { NETWORKS, networkName } from '@/design-system/NetworkIcon';
import { Select } from '@/design-system/Select';
import { Stack } from '@/design-system/Stack';
import { Tabs } from '@/design-system/Tabs';
import { Text } from '@/design-system/Text';
import { LoadFailed, useAnalyticsScope } from '@/features/analytics/index.ts';
import { SavedTextPicker } from '@/features/captions/index.ts';
import { MediaPicker, toPostMedia } from '@/features/media-library/index.ts';
import { ImportPostsDialog } from '@/features/post-import/index.ts';
import {
  type CalendarView,
  localParts,
  moveToDay,
  moveToHour,
  shiftAnchor,
  viewWindow,
  visibleDays,
  Composer,
  PostDrawer,
  BulkScheduleBar,
  useDraftSelection,
  useOpenSlots,
  TimeSlotsDialog,
  ListView,
  MonthView,
  WeekView,
} from '@/features/publishing/index.ts';
import { useSchedulingText } from '@/lib/scheduling-text.ts';
import { useSchedulerPost } from '@/api/scheduling.ts';
import { PageHeader } from '@/design-system/PageHeader';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import { StatusMessages, type StatusMessage } from '@/lib/status-messages.tsx';
import { utcOffsetLabel, zoneOr } from '@/lib/time-zones.ts';

const VIEWS: readonly CalendarView[] = ['month', 'week', 'list'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ALL = 'all';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[300]};

  & > * {
    min-width: 160px;
  }
`;

const Period = styled.h2`
  margin: 0;
  min-width: 200px;
  font-size: ${({ theme }) => theme.font.size.lg.fontSize};
  line-height: ${({ theme }) => theme.font.size.lg.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textPrimary};
`;

function periodTitle(view: CalendarView, anchor: string, locale: string): string {
  const { first, last } = visibleDays(view, anchor, locale);
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  if (view === 'month')
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      at(anchor),
    );

  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(at(first), at(last));
}

/**
 * /publishing/scheduler: the posts of the selected profiles on a month, a week or a list, in the user's time
 * zone (always said). Drag a post to another day or hour to move it; open one for its details, history and
 * actions; write new ones. View, period and filters are kept in the address.
 */
export default function SchedulerScreen() {
  const { t, i18n } = usePublishingText();
  const user = useSignedInUser();
  const locale = i18n.language;
  const timeZone = zoneOr(user.time_zone);
  const todayDay = todayIn(timeZone).toString();
  const [params, setParams] = useSearchParams();
  const view = (VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as CalendarView)
    : 'month';
  const anchor = DAY.test(params.get('date') ?? '') ? params.get('date')! : todayDay;
  const network = params.get('network') ?? ALL;
  const status = params.get('status') ?? ALL;
  const label = params.get('label') ?? ALL;
  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === ALL) next.delete(key);
          else next.set(key, value);
        }

        return next;
      },
      { replace: true },
    );

  const window = useMemo(() => viewWindow(view, anchor, locale, timeZone), [view, anchor, locale, timeZone]);
  const { posts, error, isLoading, retry } = useSchedulerPosts({ ...window, drafts: view === 'list' });
  const { profiles } = useSocialProfiles();
  const { groups } = useSelectorGroups();
  const { specifications } = usePublishingSpecifications();
  const { scope } = useAnalyticsScope();
  const actions = useSchedulerActions();
  const [openPost, setOpenPost] = useState<TSchedulerPost | null>(null);
  const [composer, setComposer] = useState<{
    post?: TSchedulerPost;
    slot?: { profileId: string; date: string; time: string };
  } | null>(null);
  const [isEditingSlots, setEditingSlots] = useState(false);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const [isImporting, setImporting] = useState(false);
  const [notice, setNotice] = useState<StatusMessage | null>(null);
  // A notification opens its post here (`?post=`), wherever it is on the calendar.
  const linkedId = params.get('post');
  const { post: linkedPost } = useSchedulerPost(linkedId);
  const drawerPost = openPost ?? (linkedId ? (linkedPost ?? null) : null);
  const selection = useDraftSelection();
  const { t: ts } = useSchedulingText();

  const profileMap = useMemo(
    () =>
      new Map(
        (profiles ?? []).map((profile) => [profile.id, { name: profile.name, network: profile.network }]),
      ),
    [profiles],
  );
  const specMap = useMemo(
    () => new Map((specifications ?? []).map((entry) => [entry.profile_id, entry.specification])),
    [specifications],
  );
  const scopeIds = useMemo((): ReadonlySet<string> | null => {
    if (!scope || (scope.kind === 'profiles' && scope.ids === null)) return null;
    if (scope.kind === 'profile') return new Set([scope.id]);
    if (scope.kind === 'group')
      return new Set(groups?.find((group) => group.id === scope.id)?.profile_ids ?? []);

    return new Set(scope.ids);
  }, [scope, groups]);
  const labels = [...new Set((profiles ?? []).flatMap((profile) => profile.labels))].toSorted();
  const networks = NETWORKS.filter((key) => (profiles ?? []).some((profile) => profile.network === key));

  const shown = useMemo(() => {
    const labelled = new Set(
      (profiles ?? []).filter((profile) => profile.labels.includes(label)).map((profile) => profile.id),
    );

    return (posts ?? []).filter(
      (post) =>
        (scopeIds === null || scopeIds.has(post.profile_id)) &&
        (network === ALL || post.network === network) &&
        (status === ALL || post.status === status) &&
        (label === ALL || labelled.has(post.profile_id)),
    );
  }, [posts, profiles, scopeIds, network, status, label]);
  const scheduled = shown.filter((post) => post.scheduled_at !== null);
  // The week view draws the open time slots of the profiles the filters select.
  const slotProfiles = (profiles ?? []).filter(
    (profile) =>
      profile.is_active &&
      (scopeIds === null || scopeIds.has(profile.id)) &&
      (network === ALL || profile.network === network) &&
      (label === ALL || profile.labels.includes(label)),
  );
  const openSlots = useOpenSlots(view === 'week' ? slotProfiles : null, posts, window);
  const drafts = shown.filter((post) => post.scheduled_at === null);

  const move = async (postId: string, target: { day: string; hour?: number }) => {
    const post = posts?.find((entry) => entry.id === postId);
    if (!post) return;
    const from = post.scheduled_at ?? `${target.day}T09:00:00Z`;
    const at =
      target.hour === undefined
        ? moveToDay(from, target.day, timeZone)
        : moveToHour(from, target.day, target.hour, timeZone);
    if (at === post.scheduled_at) return;
    setNotice(null);
    try {
      await actions.move(post, at);
      setNotice({
        tone: 'success',
        text: t('publishing.scheduler.moved', {
          when: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
            new Date(at),
          ),
        }),
      });
    } catch (failure) {
      setNotice({
        tone: 'critical',
        text:
          isApiError(failure) && failure.status === 422
            ? Object.values(failure.errors ?? {})
                .flat()
                .join(' ')
            : formErrorMessage(t, failure),
      });
    }
  };

  const describePost = (post: TSchedulerPost) => {
    const profile = profileMap.get(post.profile_id);
    const time = post.scheduled_at
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
          new Date(post.scheduled_at),
        )
      : t('publishing.chip.noTime');

    return `${profile ? `${profile.name} (${networkName(profile.network)})` : t('publishing.chip.unknownProfile')}, ${time}`;
  };
  const views = VIEWS.map((id) => ({ id, label: t(`publishing.scheduler.views.${id}`) }));
  const viewProps = {
    posts: scheduled,
    profiles: profileMap,
    anchor,
    today: todayDay,
    timeZone,
    locale,
    onOpen: setOpenPost,
  };
  const newPost = (
    <Button variant="primary" iconStart={<Plus aria-hidden="true" />} onPress={() => setComposer({})}>
      {t('publishing.scheduler.newPost')}
    </Button>
  );

  return (
    <Stack gap={500}>
      <PageHeader
        title={t('publishing.scheduler.title')}
        subtitle={t('publishing.scheduler.intro', {
          zone: `${timeZone} · ${utcOffsetLabel(timeZone, new Date(`${anchor}T12:00:00Z`))}`,
        })}
        actions={
          <>
            <Link href="/publishing/scheduler/feed-preview" variant="standalone">
              <LayoutGrid aria-hidden="true" size={16} /> {t('publishing.feed.open')}
            </Link>
            <Button
              variant="secondary"
              iconStart={<Clock aria-hidden="true" />}
              onPress={() => setEditingSlots(true)}
            >
              {t('publishing.slots.open')}
            </Button>
            <Button
              variant="secondary"
              iconStart={<FileUp aria-hidden="true" />}
              onPress={() => setImporting(true)}
            >
              {t('publishing.scheduler.import')}
            </Button>
            {newPost}
          </>
        }
      />

      <Toolbar>
        <Stack direction="row" gap={200} align="center">
          <IconButton
            label={t(`publishing.scheduler.previous.${view}`)}
            icon={<ChevronLeft aria-hidden="true" />}
            variant="ghost"
            onPress={() => setParam({ date: shiftAnchor(view, anchor, -1) })}
          />
          <Button variant="secondary" size="sm" onPress={() => setParam({ date: null })}>
            {t('publishing.scheduler.today')}
          </Button>
          <IconButton
            label={t(`publishing.scheduler.next.${view}`)}
            icon={<ChevronRight aria-hidden="true" />}
            variant="ghost"
            onPress={() => setParam({ date: shiftAnchor(view, anchor, 1) })}
          />
          <Period aria-live="polite">{periodTitle(view, anchor, locale)}</Period>
        </Stack>
        <Filters>
          <Select
            label={t('publishing.scheduler.network')}
            items={[
              { id: ALL, label: t('publishing.scheduler.allNetworks') },
              ...networks.map((key) => ({ id: key, label: networkName(key) })),
            ]}
            selectedKey={network}
            onSelectionChange={(key) => setParam({ network: key })}
          />
          <Select
            label={t('publishing.scheduler.status')}
            items={[
              { id: ALL, label: t('publishing.scheduler.allStatuses') },
              ...POST_STATUSES.map((key) => ({ id: key, label: t(`publishing.status.${key}`) })),
            ]}
            selectedKey={status}
            onSelectionChange={(key) => setParam({ status: key })}
          />
          {labels.length > 0 && (
            <Select
              label={t('publishing.scheduler.label')}
              items={[
                { id: ALL, label: t('publishing.scheduler.allLabels') },
                ...labels.map((key) => ({ id: key, label: key })),
              ]}
              selectedKey={label}
              onSelectionChange={(key) => setParam({ label: key })}
            />
          )}
        </Filters>
      </Toolbar>

      <StatusMessages
        status={notice}
        onDismiss={() => setNotice(null)}
        dismissLabel={t('common.close')}
        isCriticalDismissable
      />
      {error && !posts ? (
        <LoadFailed retry={retry} />
      ) : (
        <Tabs
          variant="segmented"
          aria-label={t('publishing.scheduler.viewsLabel')}
          items={views}
          selectedKey={view}
          onSelectionChange={(key) => setParam({ view: key === 'month' ? null : key })}
        >
          {(item) => (
            <Stack gap={300} aria-busy={isLoading}>
              <Text size="sm" tone="secondary" aria-live="polite">
                {isLoading && !posts
                  ? t('common.loading')
                  : t('publishing.scheduler.count', {
                      count: scheduled.length + (view === 'list' ? drafts.length : 0),
                    })}
              </Text>
              {item.id === 'month' && (
                <MonthView
                  {...viewProps}
                  onMove={(id, target) => void move(id, target)}
                  onShowDay={(day) => {
                    setFocusDay(day);
                    setParam({ view: 'list', date: day });
                  }}
                />
              )}
              {item.id === 'week' && (
                <WeekView
                  {...viewProps}
                  openSlots={openSlots}
                  onPlanSlot={(slot) => {
                    const { day, hour, minute } = localParts(slot.at, timeZone);
                    const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
                    setComposer({ slot: { profileId: slot.profileId, date: day, time } });
                  }}
                  onMove={(id, target) => void move(id, target)}
                  onShowDay={(day) => {
                    setFocusDay(day);
                    setParam({ view: 'list', date: day });
                  }}
                />
              )}
              {item.id === 'list' && (
                <>
                  <BulkScheduleBar
                    posts={scheduled.filter((post) => selection.selected.has(post.id))}
                    describe={(post) => describePost(post)}
                    onClear={selection.clear}
                    onDone={setNotice}
                  />
                  <ListView
                    {...viewProps}
                    drafts={drafts}
                    focusDay={focusDay}
                    emptyAction={newPost}
                    selection={{
                      ...selection,
                      label: (post) => ts('bulk.select', { post: describePost(post) }),
                    }}
                  />
                </>
              )}
            </Stack>
          )}
        </Tabs>
      )}

      <TimeSlotsDialog
        isOpen={isEditingSlots}
        onOpenChange={setEditingSlots}
        profiles={(profiles ?? []).filter((profile) => profile.is_active)}
        initialProfileId={slotProfiles[0]?.id}
        locale={locale}
        onSaved={(profile) =>
          setNotice({ tone: 'success', text: t('publishing.slots.saved', { profile: profile.name }) })
        }
      />
      <ImportPostsDialog
        isOpen={isImporting}
        onOpenChange={setImporting}
        timeZone={timeZone}
        onImported={(created) =>
          setNotice({ tone: 'success', text: t('publishing.scheduler.imported', { count: created }) })
        }
      />
      <PostDrawer
        post={drawerPost}
        profile={profiles?.find((profile) => profile.id === drawerPost?.profile_id)}
        timeZone={timeZone}
        locale={locale}
        onClose={() => {
          setOpenPost(null);
          if (linkedId) setParam({ post: null });
        }}
        onEdit={(post) => {
          setOpenPost(null);
          setComposer({ post });
        }}
      />
      <Composer
        isOpen={composer !== null}
        onOpenChange={(isOpen) => !isOpen && setComposer(null)}
        userId={user.id}
        profiles={(profiles ?? []).filter((profile) => profile.is_active)}
        specifications={specMap}
        timeZone={timeZone}
        locale={locale}
        post={composer?.post}
        initialProfileIds={composer?.slot ? [composer.slot.profileId] : scopeIds ? [...scopeIds] : []}
        {...(composer?.slot ? { initialSlot: composer.slot } : {})}
        insertSavedText={({ onInsert, profileId }) => (
          <SavedTextPicker onInsert={onInsert} {...(profileId ? { profileId } : {})} />
        )}
        pickMedia={({ isOpen, onOpenChange, onPicked, max }) => (
          <MediaPicker
            isOpen={isOpen}
            onOpenChange={onOpenChange}
            multiple
            max={max}
            onSelect={(media) => onPicked(media.map((item) => toPostMedia(item)))}
          />
        )}
        onSaved={(saved) =>
          setNotice({
            tone: 'success',
            text: t(composer?.post ? 'publishing.scheduler.updated' : 'publishing.scheduler.created', {
              count: saved.length,
            }),
          })
        }
      />
    </Stack>
  );
}
