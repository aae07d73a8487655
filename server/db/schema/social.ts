import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_METRICS } from '../../../contracts/analytics.ts';
import type { ProfileAction } from '../../../contracts/permissions.ts';
import { AUTH_STATUSES, PROFILE_NETWORKS } from '../../../contracts/social.ts';
import { accounts, users } from './accounts.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * What one authorisation with a network granted: tokens (encrypted at rest with a key derived from the app
 * secret; `secret` is the whole grant, sealed), when they expire, and the scopes. Profiles connected in the
 * same authorisation share it, so a rotating refresh token is rotated once for all of them.
 */
export const networkGrants = pgTable(
  'network_grants',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    connector: text('connector').notNull(),
    secret: text('secret').notNull(),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('network_grants_account_idx').on(table.accountId)],
);

/** An OAuth round trip in flight: the state we sent, the PKCE verifier, who started it and where to return. */
export const oauthStates = pgTable('oauth_states', {
  /** SHA-256 of the state parameter. */
  stateHash: text('state_hash').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  connector: text('connector').notNull(),
  /** Which network the demo network emulates, or the start URL's name (`twitter`, `tiktok_business_ads`). */
  variant: text('variant'),
  pkceVerifier: text('pkce_verifier'),
  /** The profile being reconnected, when it is a reconnection. */
  profileId: uuid('profile_id'),
  returnTo: text('return_to').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The accounts an authorisation can connect, waiting for the user to pick (sealed: pages carry tokens). */
export const connectionAttempts = pgTable('connection_attempts', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantId: uuid('grant_id')
    .notNull()
    .references(() => networkGrants.id, { onDelete: 'cascade' }),
  connector: text('connector').notNull(),
  network: text('network', { enum: PROFILE_NETWORKS }).notNull(),
  secret: text('secret').notNull(),
  returnTo: text('return_to').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const socialProfiles = pgTable(
  'social_profiles',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    network: text('network', { enum: PROFILE_NETWORKS }).notNull(),
    /** The connector that reads it: a network key, or `demo`. */
    connector: text('connector').notNull(),
    remoteId: text('remote_id').notNull(),
    grantId: uuid('grant_id').references(() => networkGrants.id, { onDelete: 'set null' }),
    /** Sealed per-profile credentials (a Facebook page token), or null. */
    secret: text('secret'),
    name: text('name').notNull(),
    handle: text('handle'),
    avatarUrl: text('avatar_url'),
    url: text('url'),
    followers: integer('followers'),
    isActive: boolean('is_active').notNull().default(true),
    authStatus: text('auth_status', { enum: AUTH_STATUSES }).notNull().default('ok'),
    missingPermissions: text('missing_permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    backfillStatus: text('backfill_status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    backfilledThrough: date('backfilled_through', { mode: 'string' }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
    lastErrorKind: text('last_error_kind'),
    lastErrorMessage: text('last_error_message'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    /** When the last network failure lets us try again (rate limits, quota). */
    retryAfter: timestamp('retry_after', { withTimezone: true }),
    connectedByUserId: uuid('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('social_profiles_remote_key').on(table.accountId, table.connector, table.remoteId),
    index('social_profiles_account_idx').on(table.accountId),
    index('social_profiles_next_sync_idx').on(table.nextSyncAt),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('groups_account_name_key').on(table.accountId, sql`lower(${table.name})`)],
);

export const groupProfiles = pgTable(
  'group_profiles',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => socialProfiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.profileId] }),
    index('group_profiles_profile_idx').on(table.profileId),
  ],
);

/** One value per profile, day and normalized metric, as the network gave it (null: the network sent no value). */
export const profileDailyMetrics = pgTable(
  'profile_daily_metrics',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => socialProfiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    value: doublePrecision('value'),
    raw: text('raw').notNull(),
    derived: boolean('derived').notNull().default(false),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.day, table.metric] })],
);

/**
 * The account metrics analytics reads (contracts' ACCOUNT_METRICS; net followers is computed from gains and
 * losses): one column each in `profile_days`.
 */
export const DAY_METRICS = ACCOUNT_METRICS.filter(
  (metric): metric is Exclude<(typeof ACCOUNT_METRICS)[number], 'net_followers'> =>
    metric !== 'net_followers',
);
export type DayMetric = (typeof DAY_METRICS)[number];

/**
 * `profile_daily_metrics` turned sideways, one row per profile and day with a column per analytics metric (null:
 * no value). Kept by the social repository's `upsertDailyMetrics` from the rows it has just written, so a
 * selection's sums read one row per profile and day instead of one per metric (bench/analytics.ts, 50 profiles ×
 * 180 days: 80,000 rows → 9,000).
 */
export const profileDays = pgTable(
  'profile_days',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => socialProfiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ...(Object.fromEntries(DAY_METRICS.map((metric) => [metric, doublePrecision(metric)])) as Record<
      DayMetric,
      ReturnType<typeof doublePrecision>
    >),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.day] })],
);

/**
 * Where each profile's metric comes from: the network's name for it and whether it is derived, as of the last
 * day written, and the last time it was read. Kept by `upsertDailyMetrics` with `profile_days`.
 */
export const profileMetricSources = pgTable(
  'profile_metric_sources',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => socialProfiles.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    raw: text('raw').notNull(),
    derived: boolean('derived').notNull().default(false),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.metric] })],
);

const POST_METRIC_SQL = (name: string) => `(metrics->>'${name}')::double precision`;
const postMetric = (name: string) => sql.raw(POST_METRIC_SQL(name));

/** A post as the network reports it, with its latest lifetime metrics on the row. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => socialProfiles.id, { onDelete: 'cascade' }),
    remoteId: text('remote_id').notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull().default(''),
    permalink: text('permalink'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    media: jsonb('media')
      .notNull()
      .default(sql`'[]'::jsonb`),
    metrics: jsonb('metrics')
      .$type<Record<string, number | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    metricsUpdatedAt: timestamp('metrics_updated_at', { withTimezone: true }),
    /*
     * The metrics analytics sort and sum, kept as columns so that reads of a group of profiles do not parse
     * every post's JSON (docs/adr/0007). Generated: always what `metrics` says.
     */
    engagements: doublePrecision('engagements').generatedAlwaysAs(postMetric('engagements')),
    impressions: doublePrecision('impressions').generatedAlwaysAs(postMetric('impressions')),
    reach: doublePrecision('reach').generatedAlwaysAs(postMetric('reach')),
    videoViews: doublePrecision('video_views').generatedAlwaysAs(postMetric('video_views')),
    /* The metrics analytics sum per group of posts (bench/analytics.ts: parsing them per row was half the read). */
    likes: doublePrecision('likes').generatedAlwaysAs(postMetric('likes')),
    comments: doublePrecision('comments').generatedAlwaysAs(postMetric('comments')),
    shares: doublePrecision('shares').generatedAlwaysAs(postMetric('shares')),
    saves: doublePrecision('saves').generatedAlwaysAs(postMetric('saves')),
    storyTapsForward: doublePrecision('story_taps_forward').generatedAlwaysAs(
      postMetric('story_taps_forward'),
    ),
    storyTapsBack: doublePrecision('story_taps_back').generatedAlwaysAs(postMetric('story_taps_back')),
    storyExits: doublePrecision('story_exits').generatedAlwaysAs(postMetric('story_exits')),
    storyReplies: doublePrecision('story_replies').generatedAlwaysAs(postMetric('story_replies')),
    watchTimeAvgSec: doublePrecision('watch_time_avg_sec').generatedAlwaysAs(
      postMetric('watch_time_avg_sec'),
    ),
    /** Engagements ÷ reach, or ÷ impressions where the network gives no reach. */
    engagementRate: doublePrecision('engagement_rate').generatedAlwaysAs(
      sql`${postMetric('engagements')} / nullif(coalesce(${postMetric('reach')}, ${postMetric('impressions')}), 0)`,
    ),
    /** The local weekday (1 = Monday), hour and day of publication in `localTz`, the account's time zone. */
    localTz: text('local_tz'),
    localDow: smallint('local_dow'),
    localHour: smallint('local_hour'),
    localDay: date('local_day', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('posts_profile_remote_key').on(table.profileId, table.remoteId),
    index('posts_profile_published_idx').on(table.profileId, table.publishedAt),
  ],
);

/** Where others mentioned or tagged a profile, as the network lists them (kept for analytics and the inbox). */
export const mentions = pgTable(
  'mentions',
  {
    id: uuid('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => socialProfiles.id, { onDelete: 'cascade' }),
    remoteId: text('remote_id').notNull(),
    kind: text('kind', { enum: ['caption', 'comment', 'tag'] }).notNull(),
    authorHandle: text('author_handle'),
    text: text('text').notNull().default(''),
    permalink: text('permalink'),
    mentionedAt: timestamp('mentioned_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mentions_profile_remote_key').on(table.profileId, table.remoteId),
    index('mentions_profile_at_idx').on(table.profileId, table.mentionedAt),
  ],
);

/** The latest audience breakdown and activity heatmap of a profile. */
export const profileAudience = pgTable('profile_audience', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => socialProfiles.id, { onDelete: 'cascade' }),
  audience: jsonb('audience'),
  activity: jsonb('activity'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** In-app notifications (spec: notification entity). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    profileId: uuid('profile_id').references(() => socialProfiles.id, { onDelete: 'cascade' }),
    /** For one user of the workspace (a post's author); null: for everyone in it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The scheduled post it is about (no foreign key: the schema files import each other the other way). */
    postId: uuid('post_id'),
    /** Where the app opens when the notification is chosen (a path of the app). */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_account_idx').on(table.accountId, table.createdAt)],
);

/**
 * What the demo network remembers (server/networks/demo/store.ts): published posts, faults, actions — per
 * workspace, so two workspaces connecting the same demo account never see each other's posts.
 */
export const demoNetworkState = pgTable(
  'demo_network_state',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    accountRemoteId: text('account_remote_id').notNull(),
    kind: text('kind', { enum: ['published', 'faults', 'actions'] }).notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.accountRemoteId, table.kind] })],
);

/**
 * Which of the account's profiles a manager or a team member holds, and with which rights (ADR 0021). The admin
 * has no rows: they hold every profile. No row for a profile means it is not theirs at all (a 404 to them).
 */
export const profileAllocations = pgTable(
  'profile_allocations',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => socialProfiles.id, { onDelete: 'cascade' }),
    actions: text('actions').array().$type<ProfileAction[]>().notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.profileId] }),
    index('profile_allocations_profile_idx').on(table.profileId),
  ],
);
