import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteServices, Services } from '../../services.ts';
import { registerDocs } from '../docs.ts';
import { analyticsRoutes } from '../routes/analytics.ts';
import { captionsRoutes } from '../routes/captions.ts';
import { demoNetworkRoutes } from '../routes/demo-network.ts';
import { helpRoutes } from '../routes/help.ts';
import { identityRoutes } from '../routes/identity.ts';
import { ideasRoutes } from '../routes/ideas.ts';
import { linksRoutes } from '../routes/links.ts';
import { mediaRoutes } from '../routes/media.ts';
import { notificationsRoutes } from '../routes/notifications.ts';
import { platformRoutes } from '../routes/platform.ts';
import { postActionsRoutes } from '../routes/post-actions.ts';
import { postImportRoutes } from '../routes/post-import.ts';
import { publishingRoutes } from '../routes/publishing.ts';
import { socialRoutes } from '../routes/social.ts';
import { timeSlotsRoutes } from '../routes/time-slots.ts';
import { writingRoutes } from '../routes/writing.ts';

type ApiOptions = { services: Services; routes: RouteServices };

/**
 * The health check, the API reference and every endpoint, each area on its service. Registered after the
 * security plugin (sessions, CSRF), whose hooks every route here runs behind.
 */
export const api = fp<ApiOptions>(
  async (app: FastifyInstance, { services, routes }) => {
    const { config, database, clock, identity, social, publishing, media, connectors } = services;

    app.get('/healthz', async (_request, reply) => {
      try {
        await database.ping();

        return { status: 'ok', database: database.kind };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');

        return reply.status(503).send({ status: 'unavailable', database: database.kind });
      }
    });

    await registerDocs(app);
    identityRoutes(app, identity);
    platformRoutes(app, config);
    socialRoutes(app, social);
    analyticsRoutes(app, routes.analytics, routes.campaigns);
    publishingRoutes(app, publishing);
    postActionsRoutes(app, routes.postActions);
    notificationsRoutes(app, routes.notifications);
    timeSlotsRoutes(app, routes.timeSlots);
    mediaRoutes(app, media);
    captionsRoutes(app, routes.captions);
    ideasRoutes(app, routes.ideas);
    postImportRoutes(app, routes.postImport);
    writingRoutes(app, routes.writing);
    linksRoutes(app, routes.links);
    demoNetworkRoutes(app, { connectors, clock });
    helpRoutes(app);
  },
  { name: 'api', dependencies: ['security'] },
);
