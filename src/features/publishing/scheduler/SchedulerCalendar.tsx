import { useMemo, useState, type ReactNode } from 'react';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import { Stack } from '@/design-system/Stack';
import { Tabs } from '@/design-system/Tabs';
import { Text } from '@/design-system/Text';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { localParts } from '../calendar.ts';
import type { OpenSlot } from '../queue-slots.ts';
import { ListView, type DraftSelection } from './ListView.tsx';
import { MonthView } from './MonthView.tsx';
import type { DropTarget } from './move-post.ts';
import {
  SCHEDULER_VIEWS,
  type SchedulerFilterChanges,
  type SchedulerFilters,
} from './use-scheduler-filters.ts';
import { WeekView } from './WeekView.tsx';

/** A time slot to write a post for: its profile, local day and time ('HH:MM'). */
export type PlannedSlot = { profileId: string; date: string; time: string };

/**
 * The month, week and list as tabs, on the view and period of the address. "N more" on a crowded day opens the
 * list on that day. The list can carry a bar above it (the bulk actions for ticked drafts).
 */
export function SchedulerCalendar(props: {
  filters: SchedulerFilters;
  onChange: (changes: SchedulerFilterChanges) => void;
  scheduled: readonly TSchedulerPost[];
  drafts: readonly TSchedulerPost[];
  isLoading: boolean;
  /** Whether the posts have come once (a new period keeps showing the last ones while it loads). */
  isLoaded: boolean;
  profiles: readonly TSocialProfile[] | undefined;
  openSlots: readonly OpenSlot[];
  today: string;
  timeZone: string;
  locale: string;
  onOpen: (post: TSchedulerPost) => void;
  onMove: (postId: string, target: DropTarget) => void;
  onPlanSlot: (slot: PlannedSlot) => void;
  selection: DraftSelection;
  listBar: ReactNode;
  emptyAction: ReactNode;
}) {
  const { filters, onChange, scheduled, drafts, timeZone } = props;
  const { t } = usePublishingText();
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const profiles = useMemo(
    () => new Map((props.profiles ?? []).map((profile) => [profile.id, profile])),
    [props.profiles],
  );
  const viewProps = {
    posts: scheduled,
    profiles,
    anchor: filters.anchor,
    today: props.today,
    timeZone,
    locale: props.locale,
    onOpen: props.onOpen,
  };
  const showDay = (day: string) => {
    setFocusDay(day);
    onChange({ view: 'list', date: day });
  };
  const count = scheduled.length + (filters.view === 'list' ? drafts.length : 0);

  return (
    <Tabs
      variant="segmented"
      aria-label={t('publishing.scheduler.viewsLabel')}
      items={SCHEDULER_VIEWS.map((id) => ({ id, label: t(`publishing.scheduler.views.${id}`) }))}
      selectedKey={filters.view}
      onSelectionChange={(key) => onChange({ view: key })}
    >
      {(item) => (
        <Stack gap={300} aria-busy={props.isLoading}>
          <Text size="sm" tone="secondary" aria-live="polite">
            {props.isLoading && !props.isLoaded
              ? t('common.loading')
              : t('publishing.scheduler.count', { count })}
          </Text>
          {item.id === 'month' && <MonthView {...viewProps} onMove={props.onMove} onShowDay={showDay} />}
          {item.id === 'week' && (
            <WeekView
              {...viewProps}
              openSlots={props.openSlots}
              onPlanSlot={(slot) => {
                const { day, hour, minute } = localParts(slot.at, timeZone);
                const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
                props.onPlanSlot({ profileId: slot.profileId, date: day, time });
              }}
              onMove={props.onMove}
              onShowDay={showDay}
            />
          )}
          {item.id === 'list' && (
            <>
              {props.listBar}
              <ListView
                {...viewProps}
                drafts={drafts}
                focusDay={focusDay}
                emptyAction={props.emptyAction}
                selection={props.selection}
              />
            </>
          )}
        </Stack>
      )}
    </Tabs>
  );
}
