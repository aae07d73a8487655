import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ProfileAction } from '../../../contracts/permissions.ts';
import type { Executor } from '../../db/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { profileAllocations, schedulerPosts, socialProfiles } from '../../db/schema/index.ts';

/** The profiles a manager or a team member holds, by id, each with its rights. */
export type HeldProfiles = ReadonlyMap<string, readonly ProfileAction[]>;

export type AllocationsRepository = ReturnType<typeof createAllocationsRepository>;

/**
 * Which profiles of an account each manager and team member holds (ADR 0021). Scoped by account like every
 * repository: an allocation is only ever read or written within the account it belongs to.
 */
export function createAllocationsRepository(db: Executor) {
  return {
    async heldBy(accountId: string, userId: string): Promise<HeldProfiles> {
      const rows = await db
        .select({ profileId: profileAllocations.profileId, actions: profileAllocations.actions })
        .from(profileAllocations)
        .where(and(eq(profileAllocations.accountId, accountId), eq(profileAllocations.userId, userId)));

      return new Map(rows.map(({ profileId, actions }) => [profileId, actions]));
    },

    /** The profile each of these posts belongs to, by post id (the account's posts only). */
    async profilesOfPosts(
      accountId: string,
      postIds: readonly string[],
    ): Promise<ReadonlyMap<string, string>> {
      const uuids = postIds.filter(isUuid);
      if (uuids.length === 0) return new Map();
      const rows = await db
        .select({ id: schedulerPosts.id, profileId: schedulerPosts.profileId })
        .from(schedulerPosts)
        .where(and(eq(schedulerPosts.accountId, accountId), inArray(schedulerPosts.id, uuids)));

      return new Map(rows.map(({ id, profileId }) => [id, profileId]));
    },

    /** Gives the user the profile with these rights (replacing what they held); false when the account has no such profile. */
    async allocate(
      accountId: string,
      userId: string,
      profileId: string,
      actions: readonly ProfileAction[],
    ): Promise<boolean> {
      const [profile] = await db
        .select({ id: socialProfiles.id })
        .from(socialProfiles)
        .where(and(eq(socialProfiles.accountId, accountId), eq(socialProfiles.id, profileId)));
      if (!profile) return false;
      await db
        .insert(profileAllocations)
        .values({ accountId, userId, profileId, actions: [...actions] })
        .onConflictDoUpdate({
          target: [profileAllocations.userId, profileAllocations.profileId],
          set: { actions: [...actions], updatedAt: sql`now()` },
        });

      return true;
    },
  };
}
