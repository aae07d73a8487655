import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import qs from 'qs';
import { platformOrigins } from './config.ts';
import { registerDocs } from './http/docs.ts';
import { registerErrorHandling } from './http/errors.ts';
import { identityRoutes } from './http/routes/identity.ts';
import { demoNetworkRoutes } from './http/routes/demo-network.ts';
import { helpRoutes } from './http/routes/help.ts';
import { platformRoutes } from './http/routes/platform.ts';
import { analyticsRoutes } from './http/routes/analytics.ts';
import { mediaRoutes } from './http/routes/media.ts';
import { captionsRoutes } from './http/routes/captions.ts';
import { ideasRoutes } from './http/routes/ideas.ts';
import { linksRoutes } from './http/routes/links.ts';
import { postImportRoutes } from './http/routes/post-import.ts';
import { notificationsRoutes } from './http/routes/notifications.ts';
import { postActionsRoutes } from './http/routes/post-actions.ts';
import { publishingRoutes } from './http/routes/publishing.ts';
import { timeSlotsRoutes } from './http/routes/time-slots.ts';
import { createTimeSlotsService } from './modules/publishing/time-slots.service.ts';
import { socialRoutes } from './http/routes/social.ts';
import { writingRoutes } from './http/routes/writing.ts';
import { createWritingService } from './modules/writing/writing.service.ts';
import { security } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createCampaignsService } from './modules/analytics/campaigns.service.ts';
import { createCaptionsService } from './modules/ideas/captions.service.ts';
import { createIdeasService } from './modules/ideas/ideas.service.ts';
import { createPostImport } from './modules/publishing/post-import.ts';
import { createLinksService } from './modules/links/links.service.ts';
import { systemClock } from './lib/clock.ts';
import { createLoggerOptions } from './logger.ts';
import { createNotificationsService } from './modules/notifications/index.ts';
import { createRateLimiter } from './modules/rate-limit/index.ts';
import { createPostActionsService } from './modules/publishing/post-actions.service.ts';
import { registerQueues } from './jobs/index.ts';
import { createServices, type ServiceDeps, type Services } from './services.ts';

export type AppDeps = Omit<ServiceDeps, 'logger'> & {
  /** A logger instance to use instead of building one from config (tests pass a silent one). */
  logger?: FastifyBaseLogger;
};

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, for the process entry (shutdown, maintenance) and tests. */
    services: Services;
  }
}

export const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp({
  config,
  database,
  clock = systemClock,
  mailer,
  logger,
  jobs: givenJobs,
  http,
  mediaStorage,
  urlCheckAllows,
}: AppDeps): Promise<App> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: createLoggerOptions(config) }),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // One line per request (below), when it is answered, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A request id on every log line and response; a proxy's id is kept when we trust the proxy.
    genReqId: (request) => {
      const fromProxy = request.headers['x-request-id'];

      return config.trustProxy && typeof fromProxy === 'string' && fromProxy.length <= 100
        ? fromProxy
        : randomUUID();
    },
    // Spec §7: the client sends arrays with indices (ids[0]=1&ids[1]=2).
    routerOptions: { querystringParser: (query: string) => qs.parse(query, { arrayLimit: 1000, depth: 5 }) },
  });

  const services = createServices({
    config,
    database,
    logger: app.log,
    clock,
    ...(mailer ? { mailer } : {}),
    ...(givenJobs ? { jobs: givenJobs } : {}),
    ...(http ? { http } : {}),
    ...(mediaStorage ? { mediaStorage } : {}),
    ...(urlCheckAllows ? { urlCheckAllows } : {}),
  });
  const { identity, social, publishing, media, reminders, connectors, jobs } = services;
  // Inline jobs (tests, scripts) run in this process as they are sent; pg-boss queues are worked where the
  // process entry says (server/main.ts with JOBS on, server/worker.ts).
  if (jobs.kind === 'inline') await registerQueues(jobs, services);

  // The demo network's consent form posts urlencoded fields.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
      );
    },
  );

  // A POST without a body (logout, resend) is fine: an empty JSON body reads as "no body".
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('Invalid JSON'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(error, undefined);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    if (
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/docs') &&
      !reply.hasHeader('Cache-Control')
    )
      reply.header('Cache-Control', 'no-store');

    return payload;
  });

  // A request's line: what was asked, the answer's status and how long it took, under the request's id.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });

  registerErrorHandling(app);
  // Configured platform services (flags, logs, consent manager, design editor) add exactly their origins.
  const origins = platformOrigins(config.platform);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...origins.script],
        // styled-components injects its rules at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...origins.connect],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');

    return payload;
  });
  // API answers (JSON, CSV) go compressed to clients that accept it; the web app's files are compressed at build.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^(application\/json|text\/csv)/,
  });
  await app.register(cookie);
  // Media uploads: one file a request, streamed (the service enforces each kind's limit and names the size).
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      files: 1,
      fields: 10,
      fieldSize: 4096,
      fileSize: 2 * Math.max(...Object.values(config.media.maxBytes)),
    },
  });
  await app.register(security, { config, sessions: identity.sessions });

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
  const analytics = createAnalyticsService({ db: database.db });
  analyticsRoutes(app, analytics, createCampaignsService({ db: database.db, analytics }));
  publishingRoutes(app, publishing);
  postActionsRoutes(
    app,
    createPostActionsService({
      db: database.db,
      clock,
      social,
      publishing,
      reminders,
      publicUrl: config.publicUrl,
    }),
  );
  notificationsRoutes(app, createNotificationsService({ db: database.db, clock }));
  timeSlotsRoutes(app, createTimeSlotsService({ db: database.db, clock, social }));
  mediaRoutes(app, media);
  captionsRoutes(app, createCaptionsService({ db: database.db, clock, social }));
  ideasRoutes(app, createIdeasService({ db: database.db, clock, publishing, media }));
  postImportRoutes(app, createPostImport({ publishing, social, media }));
  writingRoutes(
    app,
    createWritingService({
      db: database.db,
      clock,
      social,
      ai: config.ai,
      rateLimiter: createRateLimiter({ db: database.db, clock }),
      requestsPerHour: config.rateLimits.writingPerHour,
    }),
  );
  linksRoutes(
    app,
    createLinksService({
      clock,
      social,
      logger: app.log,
      ...(urlCheckAllows ? { isAllowedAddress: urlCheckAllows } : {}),
    }),
  );
  demoNetworkRoutes(app, { connectors, clock });
  helpRoutes(app);
  await registerSpa(app, config.staticDir);

  app.decorate('services', services);

  return app;
}
