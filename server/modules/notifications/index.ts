export { createNotificationsRepository } from './notifications.repository.ts';
export { createNotificationsService } from './notifications.service.ts';
