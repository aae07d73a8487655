import type { FastifyInstance } from 'fastify';
import * as actions from '../../../contracts/scheduling.ts';
import type { PostActionsService } from '../../modules/publishing/post-actions.service.ts';
import { route } from '../route.ts';

/** Notes, converting, bulk scheduling and notification publishing of scheduled posts. Thin. */
export function postActionsRoutes(app: FastifyInstance, service: PostActionsService): void {
  route(app, actions.getSchedulerPost, ({ params }, { request }) =>
    service.getPost(request.actor(), params.id),
  );
  route(app, actions.listSchedulerPostNotes, ({ params }, { request }) =>
    service.notes(request.actor(), params.id),
  );
  route(app, actions.createSchedulerPostNote, ({ params, body }, { request }) =>
    service.addNote(request.actor(), params.id, body.text),
  );
  route(app, actions.deleteSchedulerPostNote, async ({ params }, { request }) => {
    await service.deleteNote(request.actor(), params.id, params.note_id);

    return undefined;
  });
  route(app, actions.convertSchedulerPost, ({ params, body }, { request }) =>
    service.convert(request.actor(), params.id, body),
  );
  route(app, actions.confirmPreSavedSchedulerPosts, ({ body }, { request }) =>
    service.confirmDrafts(request.actor(), body.post_ids),
  );
  route(app, actions.pushConfirmationNotification, ({ body }, { request }) =>
    service.pushReminder(request.actor(), body.post_id),
  );
  route(app, actions.validateAutoPublishingNotification, ({ body }, { request }) =>
    service.answerReminder(request.actor(), body),
  );
}
