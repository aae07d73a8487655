import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A file of the media library: the original and its thumbnail live in the storage under these keys. */
export const libraryMedia = pgTable(
  'library_media',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** image, video or document. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** Read from the content, not the name. */
    mimeType: text('mime_type').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSec: doublePrecision('duration_sec'),
    folder: text('folder'),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    sourceMediaId: uuid('source_media_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('library_media_account_created_idx').on(table.accountId, table.createdAt),
    index('library_media_account_folder_idx').on(table.accountId, table.folder),
  ],
);

export const libraryTags = pgTable(
  'library_tags',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('library_tags_account_name_key').on(table.accountId, sql`lower(${table.name})`)],
);

export const libraryMediaTags = pgTable(
  'library_media_tags',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => libraryMedia.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => libraryTags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.mediaId, table.tagId] }),
    index('library_media_tags_tag_idx').on(table.tagId),
  ],
);
