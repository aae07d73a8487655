import type { FastifyInstance } from 'fastify';
import * as links from '../../../contracts/links.ts';
import type { LinksService } from '../../modules/links/links.service.ts';
import { route } from '../route.ts';

/** Place search and link previews for the composer. Thin: parse, call the service, answer. */
export function linksRoutes(app: FastifyInstance, service: LinksService): void {
  route(app, links.searchLocations, ({ query }, { request }) =>
    service.searchLocations(request.actor(), query.profile_id, query.q),
  );
  route(app, links.scrapeUrl, ({ query }) => service.scrapeUrl(query.url));
}
