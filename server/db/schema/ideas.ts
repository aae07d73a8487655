import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { socialProfiles } from './social.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A saved caption or hashtag list (spec: captions-hashtag-lists) the composer inserts. A hashtag list's text is
 * its hashtags, normalised and de-duplicated, joined by spaces (`#coffee #latteart`). A saved text may be
 * meant for one profile or one network; none means any.
 */
export const captionHashtagLists = pgTable(
  'caption_hashtag_lists',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `caption` or `hashtags`. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    profileId: uuid('profile_id').references(() => socialProfiles.id, { onDelete: 'set null' }),
    network: text('network'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('caption_hashtag_lists_account_name_key').on(table.accountId, sql`lower(${table.name})`),
  ],
);

/**
 * An idea in the idea pool (spec: ideas, idea-pool, idea positioning): a title, a caption, media by reference
 * and tags, in the order the user gives them (`position`, renumbered 1…n in one transaction on every move).
 * Turned into a post, it keeps the master post's id.
 */
export const ideas = pgTable(
  'ideas',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    caption: text('caption').notNull().default(''),
    /** `[{ library_media_id, url }]`: media of the library by id, or any address. */
    media: jsonb('media').notNull().default([]),
    position: integer('position').notNull(),
    masterPostId: uuid('master_post_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('ideas_account_position_idx').on(table.accountId, table.position)],
);

export const ideaTags = pgTable(
  'idea_tags',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('idea_tags_account_name_key').on(table.accountId, sql`lower(${table.name})`)],
);

export const ideaTagLinks = pgTable(
  'idea_tag_links',
  {
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => ideaTags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.ideaId, table.tagId] }),
    index('idea_tag_links_tag_idx').on(table.tagId),
  ],
);
