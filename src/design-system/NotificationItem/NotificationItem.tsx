import {
  AtSign,
  CircleAlert,
  CircleCheck,
  ClipboardCheck,
  FileChartColumn,
  Info,
  MessageCircle,
  Check,
  Unplug,
} from 'lucide-react';
import { Children, forwardRef, isValidElement, useId } from 'react';
import { Button } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  ActionRow,
  Body,
  Content,
  EndColumn,
  KindIcon,
  StyledList,
  StyledNotification,
  Time,
  Title,
  TitleRow,
  UnreadDot,
} from './NotificationItem.styles.ts';
import type {
  NotificationItemProps,
  NotificationKind,
  NotificationListProps,
} from './NotificationItem.types.ts';
import { formatRelativeTime } from './NotificationItem.utils.ts';

type Tone = 'critical' | 'success' | 'warning' | 'accent' | 'info' | 'neutral';

const KINDS: Record<NotificationKind, { icon: React.ReactNode; tone: Tone }> = {
  'publish-failed': { icon: <CircleAlert />, tone: 'critical' },
  published: { icon: <CircleCheck />, tone: 'success' },
  reconnect: { icon: <Unplug />, tone: 'warning' },
  mention: { icon: <AtSign />, tone: 'accent' },
  comment: { icon: <MessageCircle />, tone: 'info' },
  'report-ready': { icon: <FileChartColumn />, tone: 'accent' },
  approval: { icon: <ClipboardCheck />, tone: 'warning' },
  info: { icon: <Info />, tone: 'neutral' },
};

/**
 * One in-app notification: an icon for its kind, a title, a short body, when it happened (relative to `now`,
 * the full date on hover), an optional action, and for unread ones a dot and a "mark as read" button. Put a
 * series of them in a `NotificationList`.
 */
export const NotificationItem = forwardRef<HTMLElement, NotificationItemProps>(function NotificationItem(
  {
    kind,
    title,
    body,
    time,
    now,
    locale,
    isUnread = false,
    unreadLabel,
    actionLabel,
    onAction,
    onMarkRead,
    markReadLabel,
    titleLevel = 3,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const { icon, tone } = KINDS[kind];
  const absolute = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(time),
  );

  return (
    <StyledNotification
      aria-labelledby={titleId}
      {...rest}
      ref={ref}
      data-kind={kind}
      data-tone={tone}
      data-unread={isUnread || undefined}
    >
      <KindIcon>{icon}</KindIcon>
      <Content>
        <TitleRow>
          <Title as={`h${titleLevel}`} id={titleId}>
            {isUnread && <VisuallyHidden>{`${unreadLabel}: `}</VisuallyHidden>}
            {title}
          </Title>
          <Time dateTime={time} title={absolute}>
            {formatRelativeTime(time, now, locale)}
          </Time>
        </TitleRow>
        {body && <Body>{body}</Body>}
        {actionLabel && onAction && (
          <ActionRow>
            <Button size="sm" onPress={onAction}>
              {actionLabel}
            </Button>
          </ActionRow>
        )}
      </Content>
      <EndColumn>
        {isUnread && <UnreadDot aria-hidden="true" />}
        {isUnread && onMarkRead && markReadLabel && (
          <IconButton size="sm" icon={<Check />} label={markReadLabel} onPress={onMarkRead} />
        )}
      </EndColumn>
    </StyledNotification>
  );
});

/** A list of notifications, divided by hairlines; each child becomes a list item. */
export const NotificationList = forwardRef<HTMLUListElement, NotificationListProps>(function NotificationList(
  { children, ...rest },
  ref,
) {
  return (
    <StyledList {...rest} ref={ref}>
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</li>
      ))}
    </StyledList>
  );
});
