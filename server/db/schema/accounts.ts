import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../contracts/permissions.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A workspace: the tenant. Everything a user sees belongs to exactly one account. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull().default('UTC'),
  teamSize: text('team_size'),
  /** The user who created the account; exposed as `admin_id` on every user of the account. */
  ownerUserId: uuid('owner_user_id'),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    /** Stored trimmed and lower-cased; the unique index is what stops duplicate sign-ups racing. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    jobRole: text('job_role'),
    platformLanguage: text('platform_language').notNull().default('en'),
    timeZone: text('time_zone').notNull().default('UTC'),
    acceptsMarketing: boolean('accepts_marketing').notNull().default(false),
    theme: text('theme', { enum: ['system', 'light', 'dark'] })
      .notNull()
      .default('system'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    signupStatus: text('signup_status', {
      enum: ['USER_EMAIL_VERIFICATION', 'USER_CREATED', 'USER_SET_UP', 'SOCIAL_PROFILES_CONNECTED'],
    })
      .notNull()
      .default('USER_EMAIL_VERIFICATION'),
    signupStep: text('signup_step', {
      enum: ['email_verification', 'user_infos', 'account_setup', 'connect_social_profiles', 'done'],
    })
      .notNull()
      .default('email_verification'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_key').on(table.email), index('users_account_idx').on(table.accountId)],
);

export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  productKey: text('product_key').notNull(),
  status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled', 'expired'] }).notNull(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  currentPeriodEndsAt: timestamp('current_period_ends_at', { withTimezone: true }),
  ...timestamps,
});

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a leaked table
 * cannot be replayed as cookies. `publicId` is what the sessions list shows and revokes by.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    publicId: uuid('public_id').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    isPersistent: boolean('is_persistent').notNull().default(true),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/** One-time tokens sent by e-mail (verification, password reset). Stored hashed; single use; expiring. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['email_verification', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** For e-mail verification: the address the link proves, so a later e-mail change voids old links. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

/** Fixed-window counters for rate limits; shared by every API instance on the same database. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_buckets_reset_idx').on(table.resetAt)],
);
