// Past 400 lines: profiles, groups, connection attempts and sync bookkeeping share one tenant-scoped
// repository; to be split per table group with the teams work (issue 22), which scopes profiles per member.
import { and, asc, count, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { localParts } from '../../../contracts/local-time.ts';
import {
  connectionAttempts,
  groupProfiles,
  groups,
  networkGrants,
  notifications,
  oauthStates,
  mentions,
  posts,
  profileAudience,
  profileDailyMetrics,
  profileMetricSources,
  socialProfiles,
  DAY_METRICS,
} from '../../db/schema/index.ts';

export type ProfileRow = typeof socialProfiles.$inferSelect;
export type ProfilePatch = Partial<
  Omit<typeof socialProfiles.$inferInsert, 'id' | 'accountId' | 'createdAt'>
>;
export type GrantRow = typeof networkGrants.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type AttemptRow = typeof connectionAttempts.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;
export type ProfileStats = {
  days: number;
  firstDay: string | null;
  lastDay: string | null;
  posts: number;
  lastPostAt: Date | null;
};

/**
 * The days of `written` (per profile, from the first to the last) turned sideways again, and their sources. The
 * sources are merged from the rows written (not re-read from all the stored history, as migration 0006 does once):
 * a daily sync writes a few days of a profile with two years behind it.
 */
async function refreshProfileDays(
  db: Executor,
  written: readonly (typeof profileDailyMetrics.$inferInsert)[],
): Promise<void> {
  const spans = new Map<string, { from: string; to: string }>();
  const sources = new Map<string, typeof profileMetricSources.$inferInsert>();
  for (const row of written) {
    const span = spans.get(row.profileId);
    if (!span) spans.set(row.profileId, { from: row.day, to: row.day });
    else {
      if (row.day < span.from) span.from = row.day;
      if (row.day > span.to) span.to = row.day;
    }
    const key = `${row.profileId} ${row.metric}`;
    const fetchedAt = row.fetchedAt ?? new Date();
    const known = sources.get(key);
    if (!known || row.day >= known.lastDay)
      sources.set(key, {
        profileId: row.profileId,
        metric: row.metric,
        raw: row.raw,
        derived: row.derived ?? false,
        lastDay: row.day,
        fetchedAt: known && known.fetchedAt > fetchedAt ? known.fetchedAt : fetchedAt,
      });
    else if (fetchedAt > known.fetchedAt) known.fetchedAt = fetchedAt;
  }
  const columns = sql.join(
    DAY_METRICS.map((metric) => sql.identifier(metric)),
    sql`, `,
  );
  const sideways = sql.join(
    DAY_METRICS.map((metric) => sql`max(value) filter (where metric = ${metric})`),
    sql`, `,
  );
  const updates = sql.join(
    DAY_METRICS.map((metric) => sql`${sql.identifier(metric)} = excluded.${sql.identifier(metric)}`),
    sql`, `,
  );
  const within = sql.join(
    [...spans].map(
      ([profileId, span]) => sql`(profile_id = ${profileId} and day between ${span.from} and ${span.to})`,
    ),
    sql` or `,
  );
  await db.execute(sql`
    insert into profile_days (profile_id, day, ${columns})
    select profile_id, day, ${sideways} from profile_daily_metrics where ${within} group by profile_id, day
    on conflict (profile_id, day) do update set ${updates}`);
  await db
    .insert(profileMetricSources)
    .values([...sources.values()])
    .onConflictDoUpdate({
      target: [profileMetricSources.profileId, profileMetricSources.metric],
      set: {
        // The source is the one of the latest day; the last read is the latest of all.
        raw: sql`case when excluded.last_day >= ${profileMetricSources.lastDay} then excluded.raw else ${profileMetricSources.raw} end`,
        derived: sql`case when excluded.last_day >= ${profileMetricSources.lastDay} then excluded.derived else ${profileMetricSources.derived} end`,
        lastDay: sql`greatest(excluded.last_day, ${profileMetricSources.lastDay})`,
        fetchedAt: sql`greatest(excluded.fetched_at, ${profileMetricSources.fetchedAt})`,
      },
    });
}

/**
 * Social profiles, their grants, groups and stored history. Every read and write names the workspace
 * (`accountId`): another workspace's id is simply not found. The sync jobs, which act for the system, use the
 * `…ForSync` reads by profile id.
 */
export function createSocialRepository(db: Executor) {
  const byAccount = (accountId: string, id: string) =>
    and(eq(socialProfiles.accountId, accountId), eq(socialProfiles.id, id));

  return {
    // ---- OAuth round trips ----
    async saveState(row: typeof oauthStates.$inferInsert): Promise<void> {
      await db.insert(oauthStates).values(row);
    },
    /** Reads and deletes the state in one go: a state works once. */
    async takeState(stateHash: string): Promise<OAuthStateRow | null> {
      const [row] = await db.delete(oauthStates).where(eq(oauthStates.stateHash, stateHash)).returning();

      return row ?? null;
    },
    async deleteExpiredStates(now: Date): Promise<void> {
      await db.delete(oauthStates).where(sql`${oauthStates.expiresAt} < ${now.toISOString()}`);
      await db.delete(connectionAttempts).where(sql`${connectionAttempts.expiresAt} < ${now.toISOString()}`);
    },

    // ---- grants ----
    async insertGrant(row: typeof networkGrants.$inferInsert): Promise<void> {
      await db.insert(networkGrants).values(row);
    },
    async findGrant(id: string): Promise<GrantRow | null> {
      const [row] = await db.select().from(networkGrants).where(eq(networkGrants.id, id));

      return row ?? null;
    },
    async updateGrant(id: string, patch: Partial<typeof networkGrants.$inferInsert>): Promise<void> {
      await db
        .update(networkGrants)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(networkGrants.id, id));
    },

    // ---- connection attempts ----
    async insertAttempt(row: typeof connectionAttempts.$inferInsert): Promise<void> {
      await db.insert(connectionAttempts).values(row);
    },
    async findAttempt(accountId: string, id: string): Promise<AttemptRow | null> {
      const [row] = await db
        .select()
        .from(connectionAttempts)
        .where(and(eq(connectionAttempts.accountId, accountId), eq(connectionAttempts.id, id)));

      return row ?? null;
    },
    async deleteAttempt(id: string): Promise<void> {
      await db.delete(connectionAttempts).where(eq(connectionAttempts.id, id));
    },

    // ---- profiles ----
    async listProfiles(accountId: string): Promise<ProfileRow[]> {
      return db
        .select()
        .from(socialProfiles)
        .where(eq(socialProfiles.accountId, accountId))
        .orderBy(asc(socialProfiles.network), asc(sql`lower(${socialProfiles.name})`));
    },
    async findProfile(accountId: string, id: string): Promise<ProfileRow | null> {
      const [row] = await db.select().from(socialProfiles).where(byAccount(accountId, id));

      return row ?? null;
    },
    async findProfileForSync(id: string): Promise<(ProfileRow & { timeZone: string }) | null> {
      const [row] = await db
        .select({ profile: socialProfiles, timeZone: accounts.timeZone })
        .from(socialProfiles)
        .innerJoin(accounts, eq(accounts.id, socialProfiles.accountId))
        .where(eq(socialProfiles.id, id));

      return row ? { ...row.profile, timeZone: row.timeZone } : null;
    },
    async findProfileByRemote(
      accountId: string,
      connector: string,
      remoteId: string,
    ): Promise<ProfileRow | null> {
      const [row] = await db
        .select()
        .from(socialProfiles)
        .where(
          and(
            eq(socialProfiles.accountId, accountId),
            eq(socialProfiles.connector, connector),
            eq(socialProfiles.remoteId, remoteId),
          ),
        );

      return row ?? null;
    },
    async remoteIdsOf(accountId: string, connector: string): Promise<Set<string>> {
      const rows = await db
        .select({ remoteId: socialProfiles.remoteId })
        .from(socialProfiles)
        .where(and(eq(socialProfiles.accountId, accountId), eq(socialProfiles.connector, connector)));

      return new Set(rows.map((row) => row.remoteId));
    },
    async insertProfile(row: typeof socialProfiles.$inferInsert): Promise<void> {
      await db.insert(socialProfiles).values(row);
    },
    async updateProfile(id: string, patch: ProfilePatch): Promise<void> {
      await db
        .update(socialProfiles)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(socialProfiles.id, id));
    },
    async deleteProfile(accountId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(socialProfiles)
        .where(byAccount(accountId, id))
        .returning({ id: socialProfiles.id });

      return deleted.length > 0;
    },
    /** Active profiles whose next sync is due, healthy enough to try. */
    async dueProfiles(now: Date, limit: number): Promise<ProfileRow[]> {
      return db
        .select()
        .from(socialProfiles)
        .where(
          and(
            eq(socialProfiles.isActive, true),
            inArray(socialProfiles.authStatus, ['ok', 'expiring', 'permission-missing']),
            sql`coalesce(${socialProfiles.nextSyncAt}, '-infinity') <= ${now.toISOString()}`,
            sql`coalesce(${socialProfiles.retryAfter}, '-infinity') <= ${now.toISOString()}`,
          ),
        )
        .orderBy(asc(socialProfiles.nextSyncAt))
        .limit(limit);
    },
    async profilesOfGrant(grantId: string): Promise<ProfileRow[]> {
      return db.select().from(socialProfiles).where(eq(socialProfiles.grantId, grantId));
    },

    // ---- stored history ----
    async stats(profileIds: readonly string[]): Promise<Map<string, ProfileStats>> {
      const result = new Map<string, ProfileStats>();
      if (profileIds.length === 0) return result;
      const days = await db
        .select({
          profileId: profileDailyMetrics.profileId,
          days: sql<number>`count(distinct ${profileDailyMetrics.day})::int`,
          firstDay: min(profileDailyMetrics.day),
          lastDay: max(profileDailyMetrics.day),
        })
        .from(profileDailyMetrics)
        .where(inArray(profileDailyMetrics.profileId, [...profileIds]))
        .groupBy(profileDailyMetrics.profileId);
      const postCounts = await db
        .select({ profileId: posts.profileId, posts: count(), lastPostAt: max(posts.publishedAt) })
        .from(posts)
        .where(inArray(posts.profileId, [...profileIds]))
        .groupBy(posts.profileId);
      for (const id of profileIds)
        result.set(id, { days: 0, firstDay: null, lastDay: null, posts: 0, lastPostAt: null });
      for (const row of days)
        Object.assign(result.get(row.profileId) ?? {}, {
          days: row.days,
          firstDay: row.firstDay,
          lastDay: row.lastDay,
        });
      for (const row of postCounts)
        Object.assign(result.get(row.profileId) ?? {}, { posts: row.posts, lastPostAt: row.lastPostAt });

      return result;
    },
    async lastMetricDay(profileId: string): Promise<string | null> {
      const [row] = await db
        .select({ day: max(profileDailyMetrics.day) })
        .from(profileDailyMetrics)
        .where(eq(profileDailyMetrics.profileId, profileId));

      return row?.day ?? null;
    },
    /**
     * Writes daily account metrics, and with them (in the same transaction) the rows of `profile_days` and
     * `profile_metric_sources` they change: the days written are turned sideways again from what is stored, once
     * for the whole call, so a value rewritten or removed by a later sync is rewritten there too.
     */
    async upsertDailyMetrics(rows: (typeof profileDailyMetrics.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        for (let start = 0; start < rows.length; start += 1000) {
          await tx
            .insert(profileDailyMetrics)
            .values(rows.slice(start, start + 1000))
            .onConflictDoUpdate({
              target: [profileDailyMetrics.profileId, profileDailyMetrics.day, profileDailyMetrics.metric],
              set: {
                value: sql`excluded.value`,
                raw: sql`excluded.raw`,
                derived: sql`excluded.derived`,
                fetchedAt: sql`excluded.fetched_at`,
              },
            });
        }
        await refreshProfileDays(tx, rows);
      });
    },
    /** Writes posts, with their local day, weekday and hour of publication in the account's time zone. */
    async upsertPosts(rows: (typeof posts.$inferInsert)[], timeZone: string): Promise<void> {
      const located = rows.map((row) => {
        const local = localParts(row.publishedAt, timeZone);

        return { ...row, localTz: timeZone, localDay: local.day, localDow: local.dow, localHour: local.hour };
      });
      for (let start = 0; start < located.length; start += 500) {
        await db
          .insert(posts)
          .values(located.slice(start, start + 500))
          .onConflictDoUpdate({
            target: [posts.profileId, posts.remoteId],
            set: {
              kind: sql`excluded.kind`,
              text: sql`excluded.text`,
              permalink: sql`excluded.permalink`,
              media: sql`excluded.media`,
              publishedAt: sql`excluded.published_at`,
              localTz: sql`excluded.local_tz`,
              localDay: sql`excluded.local_day`,
              localDow: sql`excluded.local_dow`,
              localHour: sql`excluded.local_hour`,
              updatedAt: sql`now()`,
            },
          });
      }
    },
    async postsPublishedSince(
      profileId: string,
      since: Date,
    ): Promise<{ remoteId: string; kind: string; publishedAt: Date; media: unknown }[]> {
      return db
        .select({
          remoteId: posts.remoteId,
          kind: posts.kind,
          publishedAt: posts.publishedAt,
          media: posts.media,
        })
        .from(posts)
        .where(and(eq(posts.profileId, profileId), sql`${posts.publishedAt} >= ${since.toISOString()}`));
    },
    async setPostMetrics(
      profileId: string,
      remoteId: string,
      metrics: Record<string, number | null>,
      at: Date,
    ): Promise<void> {
      await db
        .update(posts)
        .set({ metrics, metricsUpdatedAt: at })
        .where(and(eq(posts.profileId, profileId), eq(posts.remoteId, remoteId)));
    },
    async upsertMentions(rows: (typeof mentions.$inferInsert)[]): Promise<void> {
      for (let start = 0; start < rows.length; start += 500)
        await db
          .insert(mentions)
          .values(rows.slice(start, start + 500))
          .onConflictDoUpdate({
            target: [mentions.profileId, mentions.remoteId],
            set: { text: sql`excluded.text`, permalink: sql`excluded.permalink` },
          });
    },
    async saveAudience(profileId: string, audience: unknown, activity: unknown): Promise<void> {
      await db
        .insert(profileAudience)
        .values({ profileId, audience, activity })
        .onConflictDoUpdate({
          target: profileAudience.profileId,
          set: { audience, activity, updatedAt: new Date() },
        });
    },

    // ---- groups ----
    async listGroups(accountId: string): Promise<(GroupRow & { profileIds: string[] })[]> {
      const rows = await db
        .select()
        .from(groups)
        .where(eq(groups.accountId, accountId))
        .orderBy(asc(sql`lower(${groups.name})`));
      const members = rows.length
        ? await db
            .select()
            .from(groupProfiles)
            .where(
              inArray(
                groupProfiles.groupId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(groupProfiles.position))
        : [];

      return rows.map((row) => ({
        ...row,
        profileIds: members.filter((member) => member.groupId === row.id).map((member) => member.profileId),
      }));
    },
    async findGroup(accountId: string, id: string): Promise<(GroupRow & { profileIds: string[] }) | null> {
      const [row] = await db
        .select()
        .from(groups)
        .where(and(eq(groups.accountId, accountId), eq(groups.id, id)));
      if (!row) return null;
      const members = await db
        .select({ profileId: groupProfiles.profileId })
        .from(groupProfiles)
        .where(eq(groupProfiles.groupId, id))
        .orderBy(asc(groupProfiles.position));

      return { ...row, profileIds: members.map((member) => member.profileId) };
    },
    async findGroupByName(accountId: string, name: string): Promise<GroupRow | null> {
      const [row] = await db
        .select()
        .from(groups)
        .where(and(eq(groups.accountId, accountId), sql`lower(${groups.name}) = lower(${name})`));

      return row ?? null;
    },
    async insertGroup(row: typeof groups.$inferInsert): Promise<void> {
      await db.insert(groups).values(row);
    },
    async renameGroup(id: string, name: string): Promise<void> {
      await db.update(groups).set({ name, updatedAt: new Date() }).where(eq(groups.id, id));
    },
    async deleteGroup(accountId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(groups)
        .where(and(eq(groups.accountId, accountId), eq(groups.id, id)))
        .returning({ id: groups.id });

      return deleted.length > 0;
    },
    async addToGroup(groupId: string, profileIds: readonly string[], startAt: number): Promise<void> {
      if (profileIds.length === 0) return;
      await db
        .insert(groupProfiles)
        .values(profileIds.map((profileId, index) => ({ groupId, profileId, position: startAt + index })))
        .onConflictDoNothing();
    },
    async removeFromGroup(groupId: string, profileId: string): Promise<void> {
      await db
        .delete(groupProfiles)
        .where(and(eq(groupProfiles.groupId, groupId), eq(groupProfiles.profileId, profileId)));
    },
    async groupsOfProfiles(
      profileIds: readonly string[],
    ): Promise<Map<string, { id: string; name: string }[]>> {
      const result = new Map<string, { id: string; name: string }[]>();
      if (profileIds.length === 0) return result;
      const rows = await db
        .select({ profileId: groupProfiles.profileId, id: groups.id, name: groups.name })
        .from(groupProfiles)
        .innerJoin(groups, eq(groups.id, groupProfiles.groupId))
        .where(inArray(groupProfiles.profileId, [...profileIds]))
        .orderBy(asc(sql`lower(${groups.name})`));
      for (const row of rows)
        result.set(row.profileId, [...(result.get(row.profileId) ?? []), { id: row.id, name: row.name }]);

      return result;
    },

    // ---- notifications ----
    async notify(row: typeof notifications.$inferInsert): Promise<void> {
      await db.insert(notifications).values(row);
    },
    async notificationsOf(accountId: string): Promise<(typeof notifications.$inferSelect)[]> {
      return db.select().from(notifications).where(eq(notifications.accountId, accountId));
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
