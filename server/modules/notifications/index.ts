export {
  createNotificationsRepository,
  type NewNotificationRow,
  type NotificationRow,
} from './notifications.repository.ts';
export {
  createNotificationsService,
  notificationView,
  type NotificationsService,
} from './notifications.service.ts';
