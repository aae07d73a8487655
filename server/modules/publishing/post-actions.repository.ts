import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { schedulerPostNotes, schedulerPosts, socialProfiles, users } from '../../db/schema/index.ts';

export type NoteRow = typeof schedulerPostNotes.$inferSelect & {
  authorFirstName: string | null;
  authorLastName: string | null;
  authorEmail: string | null;
};

/**
 * Notes on posts and what a reminder needs to know about a post. Notes are read and deleted by account (another
 * account's note is not found); a reminder is built by the worker from post ids it was given.
 */
export function createPostActionsRepository(db: Executor) {
  const noteColumns = {
    note: schedulerPostNotes,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
  };
  type Joined = {
    note: typeof schedulerPostNotes.$inferSelect;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
  };
  const toNote = ({ note, firstName, lastName, email }: Joined): NoteRow => ({
    ...note,
    authorFirstName: firstName,
    authorLastName: lastName,
    authorEmail: email,
  });

  return {
    async notes(accountId: string, masterPostId: string): Promise<NoteRow[]> {
      const rows = await db
        .select(noteColumns)
        .from(schedulerPostNotes)
        .leftJoin(users, eq(users.id, schedulerPostNotes.authorUserId))
        .where(
          and(eq(schedulerPostNotes.accountId, accountId), eq(schedulerPostNotes.masterPostId, masterPostId)),
        )
        .orderBy(asc(schedulerPostNotes.createdAt), asc(schedulerPostNotes.id));

      return rows.map(toNote);
    },

    async note(accountId: string, masterPostId: string, id: string): Promise<NoteRow | null> {
      const [row] = await db
        .select(noteColumns)
        .from(schedulerPostNotes)
        .leftJoin(users, eq(users.id, schedulerPostNotes.authorUserId))
        .where(
          and(
            eq(schedulerPostNotes.accountId, accountId),
            eq(schedulerPostNotes.masterPostId, masterPostId),
            eq(schedulerPostNotes.id, id),
          ),
        );

      return row ? toNote(row) : null;
    },

    async addNote(row: typeof schedulerPostNotes.$inferInsert): Promise<void> {
      await db.insert(schedulerPostNotes).values(row);
    },

    /** Deletes a note only its author may delete; false when it is not theirs (or gone). */
    async deleteOwnNote(accountId: string, id: string, authorUserId: string): Promise<boolean> {
      const deleted = await db
        .delete(schedulerPostNotes)
        .where(
          and(
            eq(schedulerPostNotes.accountId, accountId),
            eq(schedulerPostNotes.id, id),
            eq(schedulerPostNotes.authorUserId, authorUserId),
          ),
        )
        .returning({ id: schedulerPostNotes.id });

      return deleted.length > 0;
    },

    /** The posts to remind their authors of: the post, its profile, and its author (when still a user). */
    async reminderTargets(postIds: readonly string[]) {
      if (postIds.length === 0) return [];

      return db
        .select({
          id: schedulerPosts.id,
          accountId: schedulerPosts.accountId,
          profileId: schedulerPosts.profileId,
          kind: schedulerPosts.kind,
          text: schedulerPosts.text,
          network: socialProfiles.network,
          profileName: socialProfiles.name,
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
        })
        .from(schedulerPosts)
        .innerJoin(socialProfiles, eq(socialProfiles.id, schedulerPosts.profileId))
        .leftJoin(
          users,
          and(eq(users.id, schedulerPosts.createdBy), eq(users.accountId, schedulerPosts.accountId)),
        )
        .where(inArray(schedulerPosts.id, [...postIds]));
    },
  };
}
