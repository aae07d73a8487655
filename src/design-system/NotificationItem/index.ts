export { NotificationItem, NotificationList } from './NotificationItem.tsx';
export { formatRelativeTime } from './NotificationItem.utils.ts';
export {
  NOTIFICATION_KINDS,
  type NotificationItemProps,
  type NotificationKind,
  type NotificationListProps,
} from './NotificationItem.types.ts';
