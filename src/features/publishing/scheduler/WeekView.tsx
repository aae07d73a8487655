import { Fragment, useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { byLocalDay, localParts, weekDays } from '../calendar.ts';
import { OpenSlotMarks } from '../OpenSlotMarks.tsx';
import { DropTarget } from '../PostChip.tsx';
import type { OpenSlot } from '../queue-slots.ts';
import { dateFormat } from '../post-status.tsx';
import { Chips, dayLabel, WeekdayHeader, type ViewProps } from './view-parts.tsx';

/** How many posts an hour of the week shows before "N more". */
const HOUR_LIMIT = 2;
/** The week view opens scrolled to the working day. */
const FIRST_VISIBLE_HOUR = 7;

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
