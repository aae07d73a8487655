import type { FastifyInstance } from 'fastify';
import * as writing from '../../../contracts/writing.ts';
import type { WritingService } from '../../modules/writing/writing.service.ts';
import { route } from '../route.ts';

/** Caption suggestions and translation for the composer. Thin: parse, call the service, answer. */
export function writingRoutes(app: FastifyInstance, service: WritingService): void {
  route(app, writing.getWritingCapabilities, async () => service.capabilities());
  route(app, writing.generateCaptions, ({ body }, { request }) => service.generate(request.actor(), body));
  route(app, writing.generateProfileCaptions, ({ params, body }, { request }) =>
    service.generateForProfile(request.actor(), params.spid, body),
  );
  route(app, writing.translateText, ({ body }, { request }) => service.translate(request.actor(), body));
}
