import type { FastifyInstance } from 'fastify';
import * as notifications from '../../../contracts/notifications.ts';
import type { NotificationsService } from '../../modules/notifications/notifications.service.ts';
import { route } from '../route.ts';

/** The signed-in user's in-app notifications. */
export function notificationsRoutes(app: FastifyInstance, service: NotificationsService): void {
  route(app, notifications.listNotifications, (_input, { request }) => service.list(request.actor()));
  route(app, notifications.markNotificationsAsRead, ({ body }, { request }) =>
    service.markRead(request.actor(), body.ids),
  );
}
