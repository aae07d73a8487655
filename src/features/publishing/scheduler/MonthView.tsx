import { useMemo } from 'react';
import styled from 'styled-components';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { byLocalDay, isWeekend, monthWeeks } from '../calendar.ts';
import { DropTarget } from '../PostChip.tsx';
import { dateFormat } from '../post-status.tsx';
import { Chips, dayLabel, WeekdayHeader, type ViewProps } from './view-parts.tsx';

/** How many posts a month's day shows before "N more". */
const DAY_LIMIT = 3;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.borderSubtle};
  gap: 1px;
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
