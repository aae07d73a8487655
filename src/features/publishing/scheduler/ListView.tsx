import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import { Badge } from '@/design-system/Badge';
import { Checkbox } from '@/design-system/Checkbox';
import { EmptyState } from '@/design-system/EmptyState';
import { NetworkIcon } from '@/design-system/NetworkIcon';
import { Text } from '@/design-system/Text';
import { VisuallyHidden } from '@/design-system/VisuallyHidden';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { byLocalDay } from '../calendar.ts';
import { captionLine } from '../PostChip.tsx';
import { STATUS_BADGE, StatusIcon, dateFormat } from '../post-status.tsx';
import { dayLabel, type ViewProps } from './view-parts.tsx';

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

export type ListViewProps = Omit<ViewProps, 'onMove' | 'onShowDay'> & {
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
