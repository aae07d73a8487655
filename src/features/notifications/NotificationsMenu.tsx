import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { TNotification } from '@contracts/notifications.ts';
import { useNotifications } from '@/api/notifications.ts';
import { Button } from '@/design-system/Button';
import { IconButton } from '@/design-system/IconButton';
import { NotificationItem, NotificationList, type NotificationKind } from '@/design-system/NotificationItem';
import { Popover, PopoverTrigger } from '@/design-system/Popover';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { useSchedulingText } from '@/lib/scheduling-text.ts';

const BellIcon = styled.span`
  position: relative;
  display: inline-flex;
`;

const Count = styled.span`
  position: absolute;
  inset-block-start: -6px;
  inset-inline-end: -8px;
  min-width: 16px;
  height: 16px;
  padding: 0 4px;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.critical};
  color: ${({ theme }) => theme.color.textOnAccent};
  font-size: 11px;
  line-height: 16px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
`;

const Scroll = styled.div`
  max-height: min(420px, 60vh);
  overflow-y: auto;
`;

/** The design system's icon for a notification's kind. */
const KIND_ICON: Record<string, NotificationKind> = {
  post_due: 'approval',
  profile_auth: 'reconnect',
};

/**
 * The top bar's bell: the unread count on it, the latest notifications in a popover; choosing one opens what it
 * is about (a post in the scheduler) and marks it read. Shown once the list has loaded.
 */
export function NotificationsMenu({ now = () => new Date().toISOString() }: { now?: () => string }) {
  const { t, locale } = useSchedulingText();
  const { notifications, markRead } = useNotifications();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  if (!notifications) return null;
  const unread = notifications.unread_count;
  const open = (notification: TNotification) => {
    setOpen(false);
    if (!notification.read_at) void markRead([notification.id]);
    if (notification.link) void navigate(notification.link);
  };

  return (
    <PopoverTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <IconButton
        label={t('notifications.open', { count: unread })}
        icon={
          <BellIcon>
            <Bell aria-hidden="true" size={20} />
            {unread > 0 && <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count>}
          </BellIcon>
        }
      />
      <Popover title={t('notifications.title')} width="lg" placement="bottom end">
        <Stack gap={300}>
          {notifications.items.length === 0 ? (
            <Text size="sm" tone="secondary">
              {t('notifications.empty')}
            </Text>
          ) : (
            <Scroll>
              <NotificationList aria-label={t('notifications.listLabel')}>
                {notifications.items.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    kind={KIND_ICON[notification.kind] ?? 'info'}
                    title={notification.title}
                    body={notification.body}
                    time={notification.created_at}
                    now={now()}
                    locale={locale}
                    isUnread={!notification.read_at}
                    unreadLabel={t('notifications.unread')}
                    titleLevel={3}
                    {...(notification.link
                      ? { actionLabel: t('notifications.openPost'), onAction: () => open(notification) }
                      : {})}
                    {...(!notification.read_at
                      ? {
                          onMarkRead: () => void markRead([notification.id]),
                          markReadLabel: t('notifications.markRead'),
                        }
                      : {})}
                  />
                ))}
              </NotificationList>
            </Scroll>
          )}
          {unread > 0 && (
            <div>
              <Button variant="secondary" size="sm" onPress={() => void markRead()}>
                {t('notifications.markAllRead')}
              </Button>
            </div>
          )}
        </Stack>
      </Popover>
    </PopoverTrigger>
  );
}
