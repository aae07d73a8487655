import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import qs from 'qs';
import { registerErrorHandling } from './http/errors.ts';
import { api } from './http/plugins/api.ts';
import { responseHeaders } from './http/plugins/headers.ts';
import { security, trustProxyOption } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { registerQueues } from './jobs/index.ts';
import { systemClock } from './lib/clock.ts';
import { createLoggerOptions } from './logger.ts';
import { createRateLimiter } from './modules/rate-limit/index.ts';
import { createRouteServices, createServices, type ServiceDeps, type Services } from './services.ts';

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
    trustProxy: trustProxyOption(config.trustProxy),
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
  const { identity, jobs } = services;
  // Inline jobs (tests, scripts) run in this process as they are sent; pg-boss queues are worked where the
  // process entry says (server/main.ts with JOBS on, server/worker.ts).
  if (jobs.kind === 'inline') await registerQueues(jobs, services);

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

  // A request's line: what was asked, the answer's status and how long it took, under the request's id.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });

  // The plugins, in this order: errors, answer headers, cookies, uploads, sessions and CSRF, the API, the web app.
  registerErrorHandling(app);
  await app.register(responseHeaders, { config });
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
    allocations: services.allocations,
  });
  await app.register(api, { services, routes: createRouteServices(services) });
  await registerSpa(app, config.staticDir);

  app.decorate('services', services);

  return app;
}
