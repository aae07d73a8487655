import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { socialProfiles } from './social.ts';

/**
 * A scheduled post: what to publish on one profile, and where it is in its lifecycle
 * (statecharts/post-lifecycle). Posts written together for several profiles share a `master_post_id`; each
 * profile's variant is its own row, so "exactly once per (post, profile)" is "exactly once per row".
 *
 * Publishing is resumable: the worker that claims a post holds it until `lease_until` and stores the network's
 * `publish_state` after every step, so a worker that dies mid-publish leaves a post the next one resumes (with
 * the same idempotency key, the post id) instead of one that is lost or published twice.
 */
export const schedulerPosts = pgTable(
  'scheduler_posts',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => socialProfiles.id, { onDelete: 'cascade' }),
    masterPostId: uuid('master_post_id').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    text: text('text').notNull().default(''),
    media: jsonb('media').notNull().default([]),
    firstComment: text('first_comment'),
    link: text('link'),
    options: jsonb('options').notNull().default({}),
    status: text('status').notNull().default('draft'),
    approvalRequired: boolean('approval_required').notNull().default(false),
    publishMode: text('publish_mode').notNull().default('auto'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    publishState: jsonb('publish_state'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Fencing: the claim's token; a worker whose lease was taken over can no longer write. */
    leaseToken: uuid('lease_token'),
    /** Publish steps that failed for a passing reason (rate limit, network hiccup) and were tried again. */
    attempts: integer('attempts').notNull().default(0),
    failureReason: text('failure_reason'),
    failureMessage: text('failure_message'),
    remoteId: text('remote_id'),
    permalink: text('permalink'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('scheduler_posts_account_time_idx').on(table.accountId, table.scheduledAt),
    index('scheduler_posts_master_idx').on(table.masterPostId),
    index('scheduler_posts_due_idx')
      .on(table.scheduledAt)
      .where(sql`${table.status} = 'scheduled'`),
    index('scheduler_posts_publishing_idx')
      .on(table.leaseUntil)
      .where(sql`${table.status} = 'publishing'`),
  ],
);

/** Each post's history: every change of status, who or what made it, and why. */
export const schedulerPostEvents = pgTable(
  'scheduler_post_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => schedulerPosts.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    message: text('message'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('scheduler_post_events_post_idx').on(table.postId, table.at)],
);

/**
 * The team's discussion of a post. Notes belong to the master post: the versions of one post for several
 * profiles are one piece of work, so a note written on the Instagram version shows on the LinkedIn one too.
 * `post_id` remembers which version it was written from.
 */
export const schedulerPostNotes = pgTable(
  'scheduler_post_notes',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    masterPostId: uuid('master_post_id').notNull(),
    postId: uuid('post_id').references(() => schedulerPosts.id, { onDelete: 'set null' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('scheduler_post_notes_master_idx').on(table.accountId, table.masterPostId, table.createdAt),
  ],
);
