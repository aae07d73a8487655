import { GripVertical } from 'lucide-react';
import { useRef } from 'react';
import { useButton, useDrag, useDrop, type DropItem } from 'react-aria';
import styled, { css, useTheme } from 'styled-components';
import { profileWithNetwork } from '@contracts/networks.ts';
import type { TPostStatus, TSchedulerPost } from '@contracts/publishing.ts';
import { NetworkIcon } from '@/design-system/NetworkIcon';
import { VisuallyHidden } from '@/design-system/VisuallyHidden';
import type { NetworkKey } from '@/design-system/theme';
import { usePublishingText } from '@/i18n/areas/publishing.ts';
import { dateFormat, statusColor, StatusIcon } from './post-status.tsx';

/** The drag type of a post: only posts drop on the calendar's days and hours. */
export const POST_DRAG_TYPE = 'application/x-kestrel-scheduler-post';

/** Statuses a post can still be moved from (the server refuses the others with a 409). */
export const MOVABLE: ReadonlySet<TPostStatus> = new Set([
  'draft',
  'awaiting_approval',
  'approved',
  'scheduled',
  'failed',
  'notification_due',
]);

export type ChipProfile = { name: string; network: NetworkKey };

const Chip = styled.div<{ $tone: string; $dragging: boolean }>`
  display: flex;
  align-items: stretch;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-inline-start: 3px solid ${({ $tone }) => $tone};
  background: ${({ theme }) => theme.color.bgSurface};
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};

  &:hover {
    background: ${({ theme }) => theme.color.bgHover};
  }
`;

const Open = styled.button`
  all: unset;
  box-sizing: border-box;
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0;
  padding: ${({ theme }) => theme.space[50]} ${({ theme }) => theme.space[100]};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  color: ${({ theme }) => theme.color.textPrimary};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.borderFocus};
    outline-offset: 1px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  & svg {
    flex: none;
  }
`;

const Meta = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

const Time = styled.span`
  flex: 1;
  min-width: 0;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Caption = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Grip = styled.button`
  all: unset;
  flex: none;
  display: grid;
  place-items: center;
  width: 16px;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: grab;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.borderFocus};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** A post's first line, or what it is when it has no text. */
export function captionLine(post: Pick<TSchedulerPost, 'text' | 'kind'>, fallback: string) {
  const line = post.text.split('\n').find((entry) => entry.trim() !== '');

  return line?.trim() ?? fallback;
}

type PostChipProps = {
  post: TSchedulerPost;
  profile: ChipProfile | undefined;
  timeZone: string;
  locale: string;
  onOpen: (post: TSchedulerPost) => void;
};

/**
 * A post on the calendar: its time, network and first line, coloured by status (also said in words to screen
 * readers). It opens the post's details; a post that can still move is dragged by pointer anywhere on it, or by
 * keyboard from its grip (Enter, then Tab to a day or an hour, Enter to drop).
 */
export function PostChip({ post, profile, timeZone, locale, onOpen }: PostChipProps) {
  const { t } = usePublishingText();
  const theme = useTheme();
  const gripRef = useRef<HTMLButtonElement>(null);
  const movable = MOVABLE.has(post.status);
  const { dragProps, dragButtonProps, isDragging } = useDrag({
    isDisabled: !movable,
    getItems: () => [{ [POST_DRAG_TYPE]: post.id, 'text/plain': captionLine(post, '') }],
    getAllowedDropOperations: () => ['move'],
  });
  const { buttonProps: gripProps } = useButton(
    { ...dragButtonProps, elementType: 'button', 'aria-label': undefined },
    gripRef,
  );
  const time = post.scheduled_at
    ? dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(post.scheduled_at))
    : null;
  const caption = captionLine(post, t(`publishing.kinds.${post.kind}`));
  const status = t(`publishing.status.${post.status}`);

  return (
    <Chip
      {...(movable ? dragProps : {})}
      $tone={statusColor(theme, post.status)}
      $dragging={isDragging}
      data-status={post.status}
      data-post-id={post.id}
    >
      <Open type="button" onClick={() => onOpen(post)}>
        {/* Read as "9:30 AM Kestrel Coffee: Our winter blend… (Scheduled)": the visible words, in order. */}
        <Meta>
          {profile && <NetworkIcon network={profile.network} size="sm" />}
          <Time>{time ?? t('publishing.chip.noTime')}</Time>
          <VisuallyHidden>
            {profile ? `${profileWithNetwork(profile)}:` : `${t('publishing.chip.unknownProfile')}:`}
          </VisuallyHidden>
          <StatusIcon post={post} size={12} />
        </Meta>
        <Caption>{caption}</Caption>
        <VisuallyHidden>{` (${status})`}</VisuallyHidden>
      </Open>
      {movable && (
        <Grip ref={gripRef} {...gripProps} aria-label={t('publishing.chip.move', { caption })}>
          <GripVertical aria-hidden="true" size={12} />
        </Grip>
      )}
    </Chip>
  );
}

const dropStyles = css<{ $active: boolean }>`
  outline: ${({ $active, theme }) => ($active ? `2px dashed ${theme.color.borderFocus}` : 'none')};
  outline-offset: -2px;
  background: ${({ $active, theme }) => ($active ? theme.color.accentSubtle : 'transparent')};
`;

const DropArea = styled.div<{ $active: boolean }>`
  ${dropStyles}
`;

/** The id of the post dropped, when what was dropped is a post. */
async function droppedPostId(items: readonly DropItem[]): Promise<string | null> {
  for (const item of items) {
    if (item.kind === 'text' && item.types.has(POST_DRAG_TYPE)) return item.getText(POST_DRAG_TYPE);
  }

  return null;
}

type DropTargetProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'onDrop'> & {
  /** Names the target for keyboard and screen-reader drags ("Tuesday 10 March", "10:00, Tuesday 10 March"). */
  label: string;
  onDropPost: (postId: string) => void;
};

/** A day or an hour of the calendar that takes a dragged post. */
export function DropTarget({ label, onDropPost, children, ...rest }: DropTargetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref,
    getDropOperation: (types) => (types.has(POST_DRAG_TYPE) ? 'move' : 'cancel'),
    onDrop: (event) => {
      void droppedPostId(event.items).then((id) => {
        if (id) onDropPost(id);
      });
    },
  });

  return (
    <DropArea {...rest} {...dropProps} ref={ref} role="group" aria-label={label} $active={isDropTarget}>
      {children}
    </DropArea>
  );
}
