import type { FastifyInstance } from 'fastify';
import * as analytics from '../../../contracts/analytics.ts';
import type { AnalyticsService } from '../../modules/analytics/analytics.service.ts';
import type { CampaignsService } from '../../modules/analytics/campaigns.service.ts';
import { campaignsRoutes } from './campaigns.ts';
import { route } from '../route.ts';

/** Analytics of profiles, selections and groups. Thin: parse, call the service, answer. */
export function analyticsRoutes(
  app: FastifyInstance,
  service: AnalyticsService,
  campaigns: CampaignsService,
): void {
  route(app, analytics.getProfileAnalytics, ({ params, query }, { request }) =>
    service.profileReport(request.actor(), params.spid, query),
  );
  route(app, analytics.getGroupAnalytics, ({ params, query }, { request }) =>
    service.groupReport(request.actor(), params.id, query),
  );
  route(app, analytics.getProfilesAnalyticsOverview, ({ query }, { request }) => {
    const { profiles, ...range } = query;

    return service.overview(request.actor(), profiles ?? null, range);
  });
  route(app, analytics.getProfileActivity, ({ params, query }, { request }) =>
    service.profileActivity(request.actor(), params.spid, query),
  );
  route(app, analytics.getGroupActivity, ({ params, query }, { request }) =>
    service.groupActivity(request.actor(), params.id, query),
  );
  route(app, analytics.getProfilesActivity, ({ query }, { request }) => {
    const { profiles, ...range } = query;

    return service.selectionActivity(request.actor(), profiles ?? null, range);
  });
  route(app, analytics.listProfilesMedias, ({ query }, { request }) => {
    const { profiles, ...rest } = query;

    return service.selectionMedias(request.actor(), profiles ?? null, rest);
  });
  route(app, analytics.listProfileMedias, ({ params, query }, { request }) =>
    service.profileMedias(request.actor(), params.spid, query),
  );
  route(app, analytics.listGroupMedias, ({ params, query }, { request }) =>
    service.groupMedias(request.actor(), params.id, query),
  );
  route(app, analytics.getProfileMedia, async ({ params }, { request }) => ({
    ...(await service.media(request.actor(), params.spid, params.id)),
    ...(await campaigns.mediaLinks(params.id)),
  }));
  route(app, analytics.listProfileStories, ({ params, query }, { request }) =>
    service.profileStories(request.actor(), params.spid, query),
  );
  route(app, analytics.exportProfileAnalytics, async ({ params, query }, { request, reply }) => {
    const file = await service.exportReport(request.actor(), params.spid, params.type, query);
    await reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .send(file.body);

    return undefined;
  });
  campaignsRoutes(app, campaigns);
}
