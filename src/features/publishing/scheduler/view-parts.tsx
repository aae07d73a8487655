import styled from 'styled-components';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { PostChip, type ChipProfile } from '../PostChip.tsx';
import type { OpenSlot } from '../queue-slots.ts';
import { dateFormat } from '../post-status.tsx';

/* What the scheduler's month and week views share: their props, a day's name, the weekday header, the chips. */

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

export const dayLabel = (day: string, locale: string) =>
  dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

export const WeekdayHeader = styled.div`
  padding: ${({ theme }) => theme.space[200]};
  background: ${({ theme }) => theme.color.bgSubtle};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textSecondary};
  text-transform: uppercase;
  letter-spacing: 0.02em;
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

export function Chips({
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
