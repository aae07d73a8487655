import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import qs from 'qs';
import { platformOrigins, type Config } from './config.ts';
import type { Database } from './db/index.ts';
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
import { security, trustProxyOption } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { createBackground, type Background } from './lib/background.ts';
import { createInlineJobs, type Jobs } from './lib/jobs.ts';
import type { HttpClient } from './networks/core/http.ts';
import { createConnectorSource } from './modules/social/connectors.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createCampaignsService } from './modules/analytics/campaigns.service.ts';
import { createCaptionsService } from './modules/ideas/captions.service.ts';
import { createIdeasService } from './modules/ideas/ideas.service.ts';
import { createPostImport } from './modules/publishing/post-import.ts';
import {
  createPublishingService,
  PUBLISH_QUEUE,
  type PublishingService,
} from './modules/publishing/publishing.service.ts';
import { createLinksService } from './modules/links/links.service.ts';
import { createMediaService, type MediaService } from './modules/media/media.service.ts';
import { createMediaStorage, type MediaStorage } from './modules/media/storage.ts';
import { createSocialService, SYNC_QUEUE, type SocialService } from './modules/social/social.service.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createLoggerOptions } from './logger.ts';
import { createMailer, type Mailer } from './modules/mail/index.ts';
import { createNotificationsService } from './modules/notifications/index.ts';
import { createPostActionsService, createPostReminders } from './modules/publishing/post-actions.service.ts';
import { createIdentityService, type IdentityService } from './modules/identity/identity.service.ts';
import { createRateLimiter } from './modules/rate-limit/index.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Replaces the configured mailer (tests capture mail this way). */
  mailer?: Mailer;
  /** A logger instance to use instead of building one from config (tests pass a silent one). */
  logger?: FastifyBaseLogger;
  /** Background jobs: pg-boss in the running server; inline (run at once) when not given. */
  jobs?: Jobs;
  /** The networks' HTTP transport (tests replay recorded answers). */
  http?: HttpClient;
  /** Replaces the configured media storage (tests hand in S3 against a fake server). */
  mediaStorage?: MediaStorage;
  /** Which resolved addresses /url-available and /scrape-url may fetch (tests open loopback; never in the server). */
  urlCheckAllows?: (address: string) => boolean;
};

export type Services = {
  identity: IdentityService;
  social: SocialService;
  publishing: PublishingService;
  media: MediaService;
  background: Background;
  jobs: Jobs;
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
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
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

  const background = createBackground(app.log);
  const mail = mailer ?? createMailer({ ...config.mail, logger: app.log });
  const identity = createIdentityService({
    db: database.db,
    clock,
    config,
    mailer: mail,
    rateLimiter: createRateLimiter({ db: database.db, clock }),
    background,
    logger: app.log,
  });

  const jobs = givenJobs ?? createInlineJobs(app.log);
  const connectors = createConnectorSource({
    config,
    db: database.db,
    clock,
    http,
    // The media library (made below) reads a post's files for the networks that upload them.
    readMedia: (url, range) => media.readForPublishing(url, range),
  });
  const social = createSocialService({
    db: database.db,
    clock,
    appSecret: config.appSecret,
    connectors,
    jobs,
    logger: app.log,
    syncBudgets: config.syncBudgets,
  });
  await jobs.register<{ profileId: string }>(SYNC_QUEUE, ({ profileId }) => social.syncProfile(profileId), {
    concurrency: 2,
  });
  const reminders = createPostReminders({
    db: database.db,
    clock,
    mailer: mail,
    publicUrl: config.publicUrl,
    background,
  });
  const media = createMediaService({
    db: database.db,
    clock,
    storage: mediaStorage ?? createMediaStorage(config.media.storage),
    config: config.media,
    appSecret: config.appSecret,
    logger: app.log,
    ...(urlCheckAllows ? { isAllowedAddress: urlCheckAllows } : {}),
    publicUrl: config.publicUrl,
    // A file a planned post uses is not deleted (the publishing service, made just below, knows the posts).
    usedBy: (accountId, mediaId) => publishing.postsUsingMedia(accountId, mediaId),
  });
  const publishing = createPublishingService({
    db: database.db,
    clock,
    social,
    jobs,
    logger: app.log,
    syncDelaySeconds: config.publishSyncDelaySeconds,
    media,
    onNotificationDue: (postIds) => reminders.remind(postIds),
  });
  await jobs.register<{ postId: string }>(PUBLISH_QUEUE, ({ postId }) => publishing.publishPost(postId), {
    concurrency: 32,
    batch: 8,
    // The claim in the database makes each publish exclusive; a job of a worker that died must not hold it.
    policy: 'short',
  });

  // Bodies are JSON (and multipart uploads); a form body is taken only by the route a form posts to
  // (`withFormBodies`), and plain text by none: a cross-site HTML form cannot reach the API.
  app.removeContentTypeParser('text/plain');
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
  await app.register(security, {
    config,
    sessions: identity.sessions,
    rateLimiter: createRateLimiter({ db: database.db, clock }),
  });

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

  app.decorate('services', { identity, social, publishing, media, background, jobs });

  return app;
}
