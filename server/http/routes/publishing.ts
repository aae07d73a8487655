import type { FastifyInstance } from 'fastify';
import * as publishing from '../../../contracts/publishing.ts';
import type { PublishingService } from '../../modules/publishing/publishing.service.ts';
import { route } from '../route.ts';

/** The post scheduler. Thin: parse, call the service, answer. */
export function publishingRoutes(app: FastifyInstance, service: PublishingService): void {
  route(app, publishing.listSchedulerPosts, ({ query }, { request }) => service.list(request.actor(), query));
  route(app, publishing.createSchedulerPosts, ({ body }, { request }) =>
    service.create(request.actor(), body),
  );
  route(app, publishing.updateSchedulerPost, ({ params, body }, { request }) =>
    service.update(request.actor(), params.id, body),
  );
  route(app, publishing.setSchedulerPostStatus, ({ params, body }, { request }) =>
    service.setStatus(request.actor(), params.id, body.event),
  );
  route(app, publishing.listSchedulerPostEvents, ({ params }, { request }) =>
    service.events(request.actor(), params.id),
  );
  route(app, publishing.listSchedulerPostsSpecifications, (_input, { request }) =>
    service.specifications(request.actor()),
  );
  route(app, publishing.listSchedulerProfiles, (_input, { request }) =>
    service.schedulerProfiles(request.actor()),
  );
  route(app, publishing.previewSchedulerPosts, ({ body }, { request }) =>
    service.preview(request.actor(), body),
  );
  route(app, publishing.getSchedulerMasterPost, ({ params }, { request }) =>
    service.masterPost(request.actor(), params.id),
  );
  route(app, publishing.getSchedulerProfile, ({ params }, { request }) =>
    service.schedulerProfile(request.actor(), params.spid),
  );
}
