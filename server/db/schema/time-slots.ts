import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts.ts';
import { socialProfiles } from './social.ts';

/**
 * A profile's publishing queue: the weekly times its posts go out at (Mon–Fri 09:00, Sat 11:00…), in a time zone
 * stored here, with the slots. The zone is the queue's own, not read from the user at each request: slots are
 * about the profile's audience (a Paris brand posts at 09:00 Paris time), the team's members may each have
 * another zone, and a user who moves their own zone must not shift every profile's plan. It starts as the zone
 * of the user who first sets the slots.
 */
export const profileQueues = pgTable('profile_queues', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => socialProfiles.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One weekly slot of a profile's queue: an ISO weekday (1 = Monday) and minutes after local midnight. */
export const profileTimeSlots = pgTable(
  'profile_time_slots',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profileQueues.profileId, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    minute: integer('minute').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.profileId, table.weekday, table.minute] }),
    index('profile_time_slots_account_idx').on(table.accountId),
    check('profile_time_slots_weekday_check', sql`${table.weekday} between 1 and 7`),
    check('profile_time_slots_minute_check', sql`${table.minute} between 0 and 1439`),
  ],
);
