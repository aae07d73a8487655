import { Fragment, useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import { Badge } from '@/design-system/Badge';
import { EmptyState } from '@/design-system/EmptyState';
import { Checkbox } from '@/design-system/Checkbox';
import { NetworkIcon } from '@/design-system/NetworkIcon';
import { Text } from '@/design-system/Text';
import { VisuallyHidden } from '@/design-system/VisuallyHidden';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { byLocalDay, isWeekend, localParts, monthWeeks, weekDays } from './calendar.ts';
import { OpenSlotMarks } from './OpenSlotMarks.tsx';
import { captionLine, DropTarget, PostChip, type ChipProfile } from './PostChip.tsx';
import type { OpenSlot } from './queue-slots.ts';
import { dateFormat, STATUS_BADGE, StatusIcon } from './post-status.tsx';

/** How many posts a month's day shows before "N more". */
const DAY_LIMIT = 3;
/** How many posts an hour of the week shows before "N more". */
const HOUR_LIMIT = 2;
/** The week view opens scrolled to the working day. */
const FIRST_VISIBLE_HOUR = 7;

export type ViewProps = {
  posts: readonly TSchedulerPost[];
  profiles: ReadonlyMap<string, ChipProfile>;
  /** The day the view is on, 'YYYY-MM-DD'. */
  anchor: string;
  /** Today in the user's zone, 'YYYY-MM-DD'. */
  today: string;
  timeZone: string;
  locale: string;
  onOpen: (post: TSchedulerPost) => void;
  /** A post dropped on a day (month) or on an hour of a day (week). */
  onMove: (postId: string, target: { day: string; hour?: number }) => void;
  /** "N more" on a crowded day: show that day in the list. */
  onShowDay: (day: string) => void;
  /** The week view: the selected profiles' time slots no post is planned at, and writing a post for one. */
  openSlots?: readonly OpenSlot[] | undefined;
  onPlanSlot?: ((slot: OpenSlot) => void) | undefined;
};

const dayLabel = (day: string, locale: string) =>
  dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.borderSubtle};
  gap: 1px;
`;

const WeekdayHeader = styled.div`
  padding: ${({ theme }) => theme.space[200]};
  background: ${({ theme }) => theme.color.bgSubtle};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textSecondary};
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;

const DayCell = styled(DropTarget)<{ $outside: boolean; $weekend: boolean }>`
  min-height: 112px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  padding: ${({ theme }) => theme.space[150]};
  background: ${({ theme, $weekend }) => ($weekend ? theme.color.bgCanvas : theme.color.bgSurface)};
  color: ${({ theme, $outside }) => ($outside ? theme.color.textMuted : theme.color.textPrimary)};
`;

const DayNumber = styled.span<{ $today: boolean }>`
  align-self: flex-start;
  min-width: 24px;
  height: 24px;
  display: inline-grid;
  place-items: center;
  padding: 0 ${({ theme }) => theme.space[100]};
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-weight: ${({ theme, $today }) => ($today ? theme.font.weight.semibold : theme.font.weight.regular)};
  background: ${({ theme, $today }) => ($today ? theme.color.accent : 'transparent')};
  color: ${({ theme, $today }) => ($today ? theme.color.textOnAccent : 'inherit')};
`;

const More = styled.button`
  all: unset;
  align-self: flex-start;
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.textLink};
  cursor: pointer;
  padding: 0 ${({ theme }) => theme.space[100]};

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.borderFocus};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const ChipList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

function Chips({
  posts,
  limit,
  view,
  day,
}: {
  posts: readonly TSchedulerPost[];
  limit: number;
  view: ViewProps;
  day: string;
}) {
  const { t } = usePublishingText();
  const shown = posts.length > limit + 1 ? posts.slice(0, limit) : posts;
  const hidden = posts.length - shown.length;

  return (
    <>
      {shown.length > 0 && (
        <ChipList>
          {shown.map((post) => (
            <li key={post.id}>
              <PostChip
                post={post}
                profile={view.profiles.get(post.profile_id)}
                timeZone={view.timeZone}
                locale={view.locale}
                onOpen={view.onOpen}
              />
            </li>
          ))}
        </ChipList>
      )}
      {hidden > 0 && (
        <More type="button" onClick={() => view.onShowDay(day)}>
          {t('publishing.calendar.more', { count: hidden })}
        </More>
      )}
    </>
  );
}

/** A month: whole weeks, each day with its first posts; drop a post on a day to move it there. */
export function MonthView(props: ViewProps) {
  const { posts, anchor, today, timeZone, locale, onMove } = props;
  const { t } = usePublishingText();
  const weeks = useMemo(() => monthWeeks(anchor, locale), [anchor, locale]);
  const days = useMemo(() => byLocalDay(posts, (post) => post.scheduled_at, timeZone), [posts, timeZone]);
  const month = anchor.slice(0, 7);
  const weekdayNames = weeks[0]!.map((day) =>
    dateFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)),
  );

  return (
    <Grid role="group" aria-label={t('publishing.calendar.monthLabel')}>
      {weekdayNames.map((name) => (
        <WeekdayHeader aria-hidden="true" key={name}>
          {name}
        </WeekdayHeader>
      ))}
      {weeks.map((week) =>
        week.map((day) => {
          const dayPosts = days.get(day) ?? [];
          const label = dayLabel(day, locale);

          return (
            <DayCell
              key={day}
              label={`${label}, ${t('publishing.calendar.postCount', { count: dayPosts.length })}`}
              onDropPost={(id) => onMove(id, { day })}
              $outside={!day.startsWith(month)}
              $weekend={isWeekend(day)}
              data-day={day}
            >
              <DayNumber $today={day === today} aria-hidden="true">
                {Number(day.slice(8))}
              </DayNumber>
              <Chips posts={dayPosts} limit={DAY_LIMIT} view={props} day={day} />
            </DayCell>
          );
        }),
      )}
    </Grid>
  );
}

const WeekScroller = styled.div`
  max-height: min(70vh, 760px);
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const WeekGrid = styled.div`
  display: grid;
  grid-template-columns: 56px repeat(7, minmax(0, 1fr));
  background: ${({ theme }) => theme.color.borderSubtle};
  gap: 1px;
`;

const StickyHeader = styled(WeekdayHeader)<{ $today?: boolean }>`
  position: sticky;
  top: 0;
  z-index: 1;
  text-transform: none;
  color: ${({ theme, $today }) => ($today ? theme.color.accentText : theme.color.textSecondary)};
`;

const HourLabel = styled.div`
  padding: ${({ theme }) => theme.space[100]};
  background: ${({ theme }) => theme.color.bgSurface};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

const HourCell = styled(DropTarget)`
  min-height: 48px;
  min-width: 0;
  padding: ${({ theme }) => theme.space[100]};
  background: ${({ theme }) => theme.color.bgSurface};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
`;

/** A week by the hour: drop a post on an hour to move it there (its minutes are kept). */
export function WeekView(props: ViewProps) {
  const { posts, anchor, today, timeZone, locale, onMove } = props;
  const { t } = usePublishingText();
  const scroller = useRef<HTMLDivElement>(null);
  const days = useMemo(() => weekDays(anchor, locale), [anchor, locale]);
  const slots = useMemo(() => {
    const map = new Map<string, TSchedulerPost[]>();
    for (const [day, list] of byLocalDay(posts, (post) => post.scheduled_at, timeZone)) {
      for (const post of list) {
        const key = `${day} ${localParts(post.scheduled_at!, timeZone).hour}`;
        map.set(key, [...(map.get(key) ?? []), post]);
      }
    }

    return map;
  }, [posts, timeZone]);
  const open = useMemo(() => {
    const map = new Map<string, OpenSlot[]>();
    for (const slot of props.openSlots ?? []) {
      const { day, hour } = localParts(slot.at, timeZone);
      map.set(`${day} ${hour}`, [...(map.get(`${day} ${hour}`) ?? []), slot]);
    }

    return map;
  }, [props.openSlots, timeZone]);
  const hourName = (hour: number) =>
    dateFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 1, hour)));

  useEffect(() => {
    const row = scroller.current?.querySelector<HTMLElement>(`[data-hour="${FIRST_VISIBLE_HOUR}"]`);
    if (scroller.current && row) scroller.current.scrollTop = row.offsetTop - 40;
  }, []);

  return (
    <WeekScroller ref={scroller} tabIndex={0} role="group" aria-label={t('publishing.calendar.weekLabel')}>
      <WeekGrid>
        <StickyHeader aria-hidden="true" />
        {days.map((day) => (
          <StickyHeader aria-hidden="true" key={day} $today={day === today}>
            {dateFormat(locale, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(
              new Date(`${day}T12:00:00Z`),
            )}
          </StickyHeader>
        ))}
        {Array.from({ length: 24 }, (_, hour) => (
          <Fragment key={hour}>
            <HourLabel aria-hidden="true" data-hour={hour}>
              {hourName(hour)}
            </HourLabel>
            {days.map((day) => {
              const list = slots.get(`${day} ${hour}`) ?? [];
              const label = `${hourName(hour)}, ${dayLabel(day, locale)}`;

              return (
                <HourCell
                  key={day}
                  label={`${label}, ${t('publishing.calendar.postCount', { count: list.length })}`}
                  onDropPost={(id) => onMove(id, { day, hour })}
                  data-day={day}
                  data-hour={hour}
                >
                  <Chips posts={list} limit={HOUR_LIMIT} view={props} day={day} />
                  <OpenSlotMarks
                    slots={open.get(`${day} ${hour}`) ?? []}
                    profiles={props.profiles}
                    timeZone={timeZone}
                    locale={locale}
                    onPlan={props.onPlanSlot}
                  />
                </HourCell>
              );
            })}
          </Fragment>
        ))}
      </WeekGrid>
    </WeekScroller>
  );
}

const DaySection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

const DayHeading = styled.h3<{ $today: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme, $today }) => ($today ? theme.color.accentText : theme.color.textSecondary)};
  scroll-margin-top: ${({ theme }) => theme.space[1600]};
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
`;

const Row = styled.button`
  all: unset;
  box-sizing: border-box;
  width: 100%;
  display: grid;
  grid-template-columns: 72px 20px minmax(0, 160px) minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  color: ${({ theme }) => theme.color.textPrimary};

  &:hover {
    background: ${({ theme }) => theme.color.bgHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.borderFocus};
    outline-offset: -2px;
  }

  & > span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

function PostRow({ post, view }: { post: TSchedulerPost; view: ListViewProps }) {
  const { t } = usePublishingText();
  const profile = view.profiles.get(post.profile_id);
  const time = post.scheduled_at
    ? dateFormat(view.locale, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: view.timeZone,
      }).format(new Date(post.scheduled_at))
    : t('publishing.chip.noTime');

  return (
    <Row type="button" onClick={() => view.onOpen(post)} data-post-id={post.id}>
      <span>{time}</span>
      {profile ? <NetworkIcon network={profile.network} size="sm" label={undefined} /> : <span />}
      <Text as="span" size="sm" tone="secondary">
        {profile?.name ?? t('publishing.chip.unknownProfile')}
      </Text>
      <span>{captionLine(post, t(`publishing.kinds.${post.kind}`))}</span>
      <Badge tone={STATUS_BADGE[post.status]} size="sm" icon={<StatusIcon post={post} />}>
        {post.is_stuck ? t('publishing.status.stuck') : t(`publishing.status.${post.status}`)}
      </Badge>
    </Row>
  );
}

/** Drafts with a time can be ticked, to schedule them together. */
export type DraftSelection = {
  selected: ReadonlySet<string>;
  onToggle: (postId: string, isSelected: boolean) => void;
  /** The checkbox's accessible name for a post. */
  label: (post: TSchedulerPost) => string;
};

const Selectable = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  padding-inline-start: ${({ theme }) => theme.space[300]};

  & > button {
    flex: 1;
    min-width: 0;
  }
`;

function ListRow({ post, view }: { post: TSchedulerPost; view: ListViewProps }) {
  const { selection } = view;
  if (!selection || post.status !== 'draft' || post.scheduled_at === null)
    return <PostRow post={post} view={view} />;

  return (
    <Selectable>
      <Checkbox
        isSelected={selection.selected.has(post.id)}
        onChange={(isSelected) => selection.onToggle(post.id, isSelected)}
      >
        <VisuallyHidden>{selection.label(post)}</VisuallyHidden>
      </Checkbox>
      <PostRow post={post} view={view} />
    </Selectable>
  );
}

type ListViewProps = Omit<ViewProps, 'onMove' | 'onShowDay'> & {
  /** Ticking drafts that have a time, for "Schedule selected". @default undefined (no checkboxes) */
  selection?: DraftSelection;
  /** Drafts without a time, listed first. */
  drafts: readonly TSchedulerPost[];
  /** The day to bring into view (after "N more"). */
  focusDay?: string | null;
  emptyAction?: React.ReactNode;
};

/** Posts day by day from the anchor, drafts without a time first. */
export function ListView(props: ListViewProps) {
  const { posts, drafts, today, timeZone, locale, focusDay, emptyAction } = props;
  const { t } = usePublishingText();
  const days = useMemo(() => byLocalDay(posts, (post) => post.scheduled_at, timeZone), [posts, timeZone]);

  useEffect(() => {
    if (!focusDay) return;
    document.getElementById(`scheduler-day-${focusDay}`)?.scrollIntoView({ block: 'start' });
  }, [focusDay]);

  if (days.size === 0 && drafts.length === 0)
    return (
      <EmptyState
        size="sm"
        title={t('publishing.list.empty')}
        description={t('publishing.list.emptyBody')}
        actions={emptyAction}
      />
    );

  return (
    <>
      {drafts.length > 0 && (
        <DaySection aria-labelledby="scheduler-drafts">
          <DayHeading id="scheduler-drafts" $today={false}>
            {t('publishing.list.drafts', { count: drafts.length })}
          </DayHeading>
          <Rows>
            {drafts.map((post) => (
              <li key={post.id}>
                <PostRow post={post} view={props} />
              </li>
            ))}
          </Rows>
        </DaySection>
      )}
      {[...days.entries()].map(([day, list]) => (
        <DaySection key={day} aria-labelledby={`scheduler-day-${day}`}>
          <DayHeading id={`scheduler-day-${day}`} $today={day === today}>
            {day === today
              ? t('publishing.list.today', { day: dayLabel(day, locale) })
              : dayLabel(day, locale)}
          </DayHeading>
          <Rows>
            {list.map((post) => (
              <li key={post.id}>
                <ListRow post={post} view={props} />
              </li>
            ))}
          </Rows>
        </DaySection>
      ))}
    </>
  );
}
