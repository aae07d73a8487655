import { Avatar } from '../Avatar/index.ts';
import { formatRelativeTime, toDate } from '../CommentItem/index.ts';
import { networkName } from '../NetworkIcon/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  Line,
  Main,
  Name,
  Preview,
  Row,
  StyledList,
  Time,
  UnreadCount,
} from './ConversationListItem.styles.ts';
import type { ConversationListItemProps, ConversationListProps } from './ConversationListItem.types.ts';

/**
 * The inbox's list of direct-message conversations: a React Aria GridList with single selection, so arrows
 * move between rows, Enter or a click opens one, and the open one stays highlighted.
 */
export function ConversationList({
  'aria-label': ariaLabel,
  children,
  selectedId = null,
  onSelectionChange,
  emptyState,
  className,
}: ConversationListProps) {
  return (
    <StyledList
      aria-label={ariaLabel}
      className={className}
      selectionMode="single"
      selectionBehavior="replace"
      disallowEmptySelection
      selectedKeys={selectedId ? [selectedId] : []}
      onSelectionChange={(keys) => {
        const [key] = keys === 'all' ? [] : [...keys];
        if (key !== undefined && key !== null) onSelectionChange?.(String(key));
      }}
      renderEmptyState={emptyState ? () => emptyState : undefined}
    >
      {children}
    </StyledList>
  );
}

/**
 * One conversation in a `ConversationList`: the participant's avatar with the network's badge, their name,
 * the time and a one-line preview of the last message, an unread count and the assignee's avatar.
 */
export function ConversationListItem({
  id,
  participant,
  network,
  lastMessage,
  lastMessageAt,
  now,
  locale,
  unreadCount = 0,
  isUnread = unreadCount > 0,
  unreadLabel,
  assignee,
  assigneeLabel,
  onPress,
}: ConversationListItemProps) {
  const date = toDate(lastMessageAt);
  const count = new Intl.NumberFormat(locale).format(unreadCount);
  const absolute = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);

  return (
    <Row id={id} textValue={participant.name} onAction={onPress} data-unread={isUnread || undefined}>
      <Avatar name={participant.name} src={participant.avatarUrl} network={network} isDecorative />
      <Main>
        <Line>
          <Name>{participant.name}</Name>
          <VisuallyHidden>{networkName(network)}</VisuallyHidden>
          <Time dateTime={date.toISOString()} title={absolute}>
            {formatRelativeTime(date, now, locale, 'narrow')}
          </Time>
        </Line>
        <Line>
          <Preview>{lastMessage}</Preview>
          {unreadCount > 0 && unreadLabel && (
            <UnreadCount>
              <span aria-hidden="true">{count}</span>
              <VisuallyHidden>{unreadLabel(unreadCount, count)}</VisuallyHidden>
            </UnreadCount>
          )}
          {assignee && (
            <Avatar
              name={assignee.name}
              {...(assigneeLabel ? { 'aria-label': assigneeLabel(assignee.name) } : {})}
              src={assignee.avatarUrl}
              size="sm"
            />
          )}
        </Line>
      </Main>
    </Row>
  );
}
