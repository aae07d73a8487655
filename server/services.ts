import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import { createBackground, type Background } from './lib/background.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createInlineJobs, type Jobs } from './lib/jobs.ts';
import type { HttpClient } from './networks/core/http.ts';
import { createIdentityService, type IdentityService } from './modules/identity/identity.service.ts';
import { createMailer, type Mailer } from './modules/mail/index.ts';
import { createMediaService, type MediaService } from './modules/media/media.service.ts';
import { createMediaStorage, type MediaStorage } from './modules/media/storage.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createCampaignsService } from './modules/analytics/campaigns.service.ts';
import { createCaptionsService } from './modules/ideas/captions.service.ts';
import { createIdeasService } from './modules/ideas/ideas.service.ts';
import { createLinksService } from './modules/links/links.service.ts';
import { createNotificationsService } from './modules/notifications/index.ts';
import {
  createPostActionsService,
  createPostReminders,
  type PostReminders,
} from './modules/publishing/post-actions.service.ts';
import { createPostImport } from './modules/publishing/post-import.ts';
import { createTimeSlotsService } from './modules/publishing/time-slots.service.ts';
import { createWritingService } from './modules/writing/writing.service.ts';
import {
  createMediaUsage,
  createPublishingService,
  type PublishingService,
} from './modules/publishing/publishing.service.ts';
import { createRateLimiter } from './modules/rate-limit/index.ts';
import { createConnectorSource, type ConnectorSource } from './modules/social/connectors.ts';
import { createSocialService, type SocialService } from './modules/social/social.service.ts';
import { createAllocationsRepository, type AllocationsRepository } from './modules/team/index.ts';

export type ServiceDeps = {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  clock?: Clock;
  /** Replaces the configured mailer (tests capture mail this way). */
  mailer?: Mailer;
  /** Background jobs: pg-boss in the running processes; inline (run at once) when not given. */
  jobs?: Jobs;
  /** The networks' HTTP transport (tests replay recorded answers). */
  http?: HttpClient;
  /** Replaces the configured media storage (tests hand in S3 against a fake server). */
  mediaStorage?: MediaStorage;
  /** Which resolved addresses /url-available and /scrape-url may fetch (tests open loopback; never in the server). */
  urlCheckAllows?: (address: string) => boolean;
};

/**
 * The services both kinds of process share: the web process serves them over HTTP, the worker process
 * (`server/worker.ts`) runs their jobs (`server/jobs/`). Each is made once, in an order without cycles: social,
 * then media, then publishing (which uses both).
 */
export type Services = {
  config: Config;
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  mailer: Mailer;
  background: Background;
  jobs: Jobs;
  connectors: ConnectorSource;
  identity: IdentityService;
  social: SocialService;
  media: MediaService;
  publishing: PublishingService;
  reminders: PostReminders;
  /** Which profiles each manager and team member holds (ADR 0021). */
  allocations: AllocationsRepository;
  /** Which resolved addresses may be fetched for link checks (tests only; the default refuses private ones). */
  urlCheckAllows: ((address: string) => boolean) | undefined;
};

export function createServices({
  config,
  database,
  logger,
  clock = systemClock,
  mailer,
  jobs = createInlineJobs(logger),
  http,
  mediaStorage,
  urlCheckAllows,
}: ServiceDeps): Services {
  const { db } = database;
  const background = createBackground(logger);
  const mail = mailer ?? createMailer({ ...config.mail, logger });
  const identity = createIdentityService({
    db,
    changes: database.changes,
    clock,
    config,
    mailer: mail,
    rateLimiter: createRateLimiter({ db, clock }),
    background,
    logger,
  });
  const connectors = createConnectorSource({
    config,
    db,
    clock,
    http,
    // The media library (made below) reads a post's files for the networks that upload them.
    readMedia: (url, range) => media.readForPublishing(url, range),
  });
  const social = createSocialService({
    db,
    clock,
    appSecret: config.appSecret,
    connectors,
    jobs,
    logger,
    syncBudgets: config.syncBudgets,
  });
  const reminders = createPostReminders({ db, clock, mailer: mail, publicUrl: config.publicUrl, background });
  const media = createMediaService({
    db,
    clock,
    storage: mediaStorage ?? createMediaStorage(config.media.storage),
    config: config.media,
    appSecret: config.appSecret,
    logger,
    ...(urlCheckAllows ? { isAllowedAddress: urlCheckAllows } : {}),
    publicUrl: config.publicUrl,
    // A file a planned post uses is not deleted.
    usedBy: createMediaUsage(db),
  });
  const publishing = createPublishingService({
    db,
    clock,
    social,
    jobs,
    logger,
    syncDelaySeconds: config.publishSyncDelaySeconds,
    media,
    onNotificationDue: (postIds) => reminders.remind(postIds),
  });

  return {
    allocations: createAllocationsRepository(db),
    config,
    database,
    clock,
    logger,
    mailer: mail,
    background,
    jobs,
    connectors,
    identity,
    social,
    media,
    publishing,
    reminders,
    urlCheckAllows,
  };
}

/** The services only the API serves (the worker needs none of them), made on the shared ones. */
export function createRouteServices({
  config,
  database: { db },
  clock,
  logger,
  social,
  publishing,
  media,
  reminders,
  urlCheckAllows,
}: Services) {
  const analytics = createAnalyticsService({ db });

  return {
    analytics,
    campaigns: createCampaignsService({ db, analytics }),
    postActions: createPostActionsService({
      db,
      clock,
      social,
      publishing,
      reminders,
      publicUrl: config.publicUrl,
    }),
    notifications: createNotificationsService({ db, clock }),
    timeSlots: createTimeSlotsService({ db, clock, social }),
    captions: createCaptionsService({ db, clock, social }),
    ideas: createIdeasService({ db, clock, publishing, media }),
    postImport: createPostImport({ publishing, social, media }),
    writing: createWritingService({
      db,
      clock,
      social,
      ai: config.ai,
      rateLimiter: createRateLimiter({ db, clock }),
      requestsPerHour: config.rateLimits.writingPerHour,
    }),
    links: createLinksService({
      clock,
      social,
      logger,
      ...(urlCheckAllows ? { isAllowedAddress: urlCheckAllows } : {}),
    }),
  };
}

export type RouteServices = ReturnType<typeof createRouteServices>;
