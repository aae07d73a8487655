import type { FastifyInstance } from 'fastify';
import * as ideas from '../../../contracts/ideas.ts';
import type { IdeasService } from '../../modules/ideas/ideas.service.ts';
import { route } from '../route.ts';

/** The idea pool and its tags. Thin: parse, call the service, answer. */
export function ideasRoutes(app: FastifyInstance, service: IdeasService): void {
  route(app, ideas.listIdeas, ({ query }, { request }) => service.list(request.actor(), query));
  route(app, ideas.createIdea, ({ body }, { request }) => service.create(request.actor(), body));
  route(app, ideas.getIdea, ({ params }, { request }) => service.get(request.actor(), params.id));
  route(app, ideas.updateIdea, ({ params, body }, { request }) =>
    service.update(request.actor(), params.id, body),
  );
  route(app, ideas.deleteIdea, async ({ params }, { request }) => {
    await service.remove(request.actor(), params.id);

    return undefined;
  });
  route(app, ideas.positionIdea, ({ params, body }, { request }) =>
    service.move(request.actor(), params.id, body),
  );
  route(app, ideas.attachIdeaTags, ({ params, body }, { request }) =>
    service.attachTags(request.actor(), params.id, body.tag_ids),
  );
  route(app, ideas.detachIdeaTags, ({ params, body }, { request }) =>
    service.detachTags(request.actor(), params.id, body.tag_ids),
  );
  route(app, ideas.createPostFromIdea, ({ params, body }, { request }) =>
    service.toPost(request.actor(), params.id, body),
  );
  route(app, ideas.listIdeaTags, (_input, { request }) => service.listTags(request.actor()));
  route(app, ideas.createIdeaTag, ({ body }, { request }) => service.createTag(request.actor(), body.name));
  route(app, ideas.updateIdeaTag, ({ params, body }, { request }) =>
    service.renameTag(request.actor(), params.id, body.name),
  );
  route(app, ideas.deleteIdeaTag, async ({ params }, { request }) => {
    await service.deleteTag(request.actor(), params.id);

    return undefined;
  });
}
