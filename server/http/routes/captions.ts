import type { FastifyInstance } from 'fastify';
import * as captions from '../../../contracts/captions.ts';
import type { CaptionsService } from '../../modules/ideas/captions.service.ts';
import { route } from '../route.ts';

/** Saved captions and hashtag lists. Thin: parse, call the service, answer. */
export function captionsRoutes(app: FastifyInstance, service: CaptionsService): void {
  route(app, captions.listCaptionsHashtagLists, ({ query }, { request }) =>
    service.list(request.actor(), query),
  );
  route(app, captions.createCaptionsHashtagList, ({ body }, { request }) =>
    service.create(request.actor(), body),
  );
  route(app, captions.updateCaptionsHashtagList, ({ params, body }, { request }) =>
    service.update(request.actor(), params.id, body),
  );
  route(app, captions.deleteCaptionsHashtagList, async ({ params }, { request }) => {
    await service.remove(request.actor(), params.id);

    return undefined;
  });
}
