import type { FastifyInstance } from 'fastify';
import * as campaigns from '../../../contracts/campaigns.ts';
import type { CampaignsService } from '../../modules/analytics/campaigns.service.ts';
import { route } from '../route.ts';

/** Campaigns (albums) and content categories. Thin: parse, call the service, answer. */
export function campaignsRoutes(app: FastifyInstance, service: CampaignsService): void {
  route(app, campaigns.listAlbums, (_input, { request }) => service.listAlbums(request.actor()));
  route(app, campaigns.listAlbumsNoDetails, (_input, { request }) => service.albumNames(request.actor()));
  route(app, campaigns.albumsOverview, ({ query }, { request }) =>
    service.overview(request.actor(), query.ids),
  );
  route(app, campaigns.listProfileAlbums, ({ params }, { request }) =>
    service.albumsOfProfile(request.actor(), params.spid),
  );
  route(app, campaigns.listGroupAlbums, ({ params }, { request }) =>
    service.albumsOfGroup(request.actor(), params.id),
  );
  route(app, campaigns.createAlbum, ({ body }, { request }) => service.createAlbum(request.actor(), body));
  route(app, campaigns.getAlbum, ({ params, query }, { request }) =>
    service.getAlbum(request.actor(), params.id, query.tz),
  );
  route(app, campaigns.updateAlbum, ({ params, body }, { request }) =>
    service.updateAlbum(request.actor(), params.id, body),
  );
  route(app, campaigns.deleteAlbum, async ({ params }, { request }) => {
    await service.deleteAlbum(request.actor(), params.id);

    return undefined;
  });
  route(app, campaigns.addAlbumPosts, ({ params, body }, { request }) =>
    service.addAlbumPosts(request.actor(), params.id, body.post_ids),
  );
  route(app, campaigns.removeAlbumPost, ({ params }, { request }) =>
    service.removeAlbumPost(request.actor(), params.id, params.postId),
  );

  route(app, campaigns.listCategories, (_input, { request }) => service.listCategories(request.actor()));
  route(app, campaigns.createCategory, ({ body }, { request }) =>
    service.createCategory(request.actor(), body),
  );
  route(app, campaigns.updateCategory, ({ params, body }, { request }) =>
    service.updateCategory(request.actor(), params.id, body),
  );
  route(app, campaigns.deleteCategory, async ({ params }, { request }) => {
    await service.deleteCategory(request.actor(), params.id);

    return undefined;
  });
  route(app, campaigns.setMediaCategories, ({ params, body }, { request }) =>
    service.setMediaCategories(request.actor(), params.spid, params.id, body.category_ids),
  );
  route(app, campaigns.categoriesAnalytics, ({ query }, { request }) =>
    service.categoriesAnalytics(request.actor(), query),
  );
}
