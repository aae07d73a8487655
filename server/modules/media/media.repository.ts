import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { libraryMedia, libraryMediaTags, libraryTags } from '../../db/schema/index.ts';

export type MediaRow = typeof libraryMedia.$inferSelect & { tags: { id: string; name: string }[] };
export type NewMediaRow = typeof libraryMedia.$inferInsert;
export type TagRow = { id: string; name: string; mediaCount: number };

export type MediaQuery = {
  search?: string | undefined;
  kinds?: readonly string[] | undefined;
  tagIds?: readonly string[] | undefined;
  /** '' : media in no folder. */
  folder?: string | undefined;
  page: number;
  perPage: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The media library's rows. Every read and write names the account: another account's media or tag is
 * simply not found, and ids of another account given to attach or detach are left out.
 */
export function createMediaRepository(db: Executor) {
  async function withTags(rows: (typeof libraryMedia.$inferSelect)[]): Promise<MediaRow[]> {
    if (rows.length === 0) return [];
    const tagged = await db
      .select({ mediaId: libraryMediaTags.mediaId, id: libraryTags.id, name: libraryTags.name })
      .from(libraryMediaTags)
      .innerJoin(libraryTags, eq(libraryTags.id, libraryMediaTags.tagId))
      .where(
        inArray(
          libraryMediaTags.mediaId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(sql`lower(${libraryTags.name})`));
    const byMedia = new Map<string, { id: string; name: string }[]>();
    for (const tag of tagged) {
      const list = byMedia.get(tag.mediaId) ?? [];
      list.push({ id: tag.id, name: tag.name });
      byMedia.set(tag.mediaId, list);
    }

    return rows.map((row) => ({ ...row, tags: byMedia.get(row.id) ?? [] }));
  }

  return {
    async insert(row: NewMediaRow): Promise<void> {
      await db.insert(libraryMedia).values(row);
    },

    async find(accountId: string, id: string): Promise<MediaRow | null> {
      const rows = await db
        .select()
        .from(libraryMedia)
        .where(and(eq(libraryMedia.accountId, accountId), eq(libraryMedia.id, id)));

      return (await withTags(rows))[0] ?? null;
    },

    /** For a signed address: the signature stands for the account. */
    async findForSignedAccess(id: string): Promise<typeof libraryMedia.$inferSelect | null> {
      const [row] = await db.select().from(libraryMedia).where(eq(libraryMedia.id, id));

      return row ?? null;
    },

    async findMany(accountId: string, ids: readonly string[]): Promise<MediaRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(libraryMedia)
        .where(and(eq(libraryMedia.accountId, accountId), inArray(libraryMedia.id, [...ids])))
        .orderBy(desc(libraryMedia.createdAt), desc(libraryMedia.id));

      return withTags(rows);
    },

    async findByName(accountId: string, name: string): Promise<MediaRow[]> {
      const rows = await db
        .select()
        .from(libraryMedia)
        .where(and(eq(libraryMedia.accountId, accountId), sql`lower(${libraryMedia.name}) = lower(${name})`))
        .orderBy(desc(libraryMedia.createdAt), desc(libraryMedia.id));

      return withTags(rows);
    },

    async list(accountId: string, query: MediaQuery): Promise<{ rows: MediaRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(libraryMedia.accountId, accountId)];
      if (query.kinds && query.kinds.length > 0)
        conditions.push(inArray(libraryMedia.kind, [...query.kinds]));
      if (query.folder !== undefined)
        conditions.push(
          query.folder === '' ? isNull(libraryMedia.folder) : eq(libraryMedia.folder, query.folder),
        );
      for (const tagId of query.tagIds ?? [])
        conditions.push(
          sql`exists (select 1 from ${libraryMediaTags} where ${libraryMediaTags.mediaId} = ${libraryMedia.id} and ${libraryMediaTags.tagId} = ${tagId})`,
        );
      for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) {
        const pattern = `%${escapeLike(word)}%`;
        conditions.push(
          or(
            ilike(libraryMedia.name, pattern),
            sql`exists (select 1 from ${libraryMediaTags} join ${libraryTags} on ${libraryTags.id} = ${libraryMediaTags.tagId}
              where ${libraryMediaTags.mediaId} = ${libraryMedia.id} and ${libraryTags.name} ilike ${pattern})`,
          ),
        );
      }
      const where = and(...conditions);
      const [totals] = await db.select({ total: count() }).from(libraryMedia).where(where);
      const rows = await db
        .select()
        .from(libraryMedia)
        .where(where)
        .orderBy(desc(libraryMedia.createdAt), desc(libraryMedia.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);

      return { rows: await withTags(rows), total: Number(totals?.total ?? 0) };
    },

    async folders(accountId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ folder: libraryMedia.folder })
        .from(libraryMedia)
        .where(and(eq(libraryMedia.accountId, accountId), sql`${libraryMedia.folder} is not null`));

      return rows.map((row) => row.folder!).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    },

    async update(
      accountId: string,
      id: string,
      changes: { name?: string | undefined; folder?: string | null | undefined; updatedAt: Date },
    ): Promise<void> {
      await db
        .update(libraryMedia)
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.folder !== undefined ? { folder: changes.folder } : {}),
          updatedAt: changes.updatedAt,
        })
        .where(and(eq(libraryMedia.accountId, accountId), eq(libraryMedia.id, id)));
    },

    async delete(accountId: string, id: string): Promise<void> {
      await db
        .delete(libraryMedia)
        .where(and(eq(libraryMedia.accountId, accountId), eq(libraryMedia.id, id)));
    },

    // ---- tags ----

    async tags(accountId: string): Promise<TagRow[]> {
      return db
        .select({
          id: libraryTags.id,
          name: libraryTags.name,
          mediaCount: sql<number>`(select count(*)::int from ${libraryMediaTags} where ${libraryMediaTags.tagId} = ${libraryTags.id})`,
        })
        .from(libraryTags)
        .where(eq(libraryTags.accountId, accountId))
        .orderBy(asc(sql`lower(${libraryTags.name})`), asc(libraryTags.id));
    },

    async tag(accountId: string, id: string): Promise<TagRow | null> {
      return (await this.tags(accountId)).find((tag) => tag.id === id) ?? null;
    },

    async tagByName(accountId: string, name: string): Promise<{ id: string } | null> {
      const [row] = await db
        .select({ id: libraryTags.id })
        .from(libraryTags)
        .where(and(eq(libraryTags.accountId, accountId), sql`lower(${libraryTags.name}) = lower(${name})`));

      return row ?? null;
    },

    async insertTag(row: { id: string; accountId: string; name: string }): Promise<void> {
      await db.insert(libraryTags).values(row);
    },

    async renameTag(accountId: string, id: string, name: string, at: Date): Promise<void> {
      await db
        .update(libraryTags)
        .set({ name, updatedAt: at })
        .where(and(eq(libraryTags.accountId, accountId), eq(libraryTags.id, id)));
    },

    async deleteTag(accountId: string, id: string): Promise<void> {
      await db.delete(libraryTags).where(and(eq(libraryTags.accountId, accountId), eq(libraryTags.id, id)));
    },

    /** Of these tag ids, the account's. */
    async ownTagIds(accountId: string, ids: readonly string[]): Promise<string[]> {
      const rows = await db
        .select({ id: libraryTags.id })
        .from(libraryTags)
        .where(and(eq(libraryTags.accountId, accountId), inArray(libraryTags.id, [...ids])));

      return rows.map((row) => row.id);
    },

    async ownMediaIds(accountId: string, ids: readonly string[]): Promise<string[]> {
      const rows = await db
        .select({ id: libraryMedia.id })
        .from(libraryMedia)
        .where(and(eq(libraryMedia.accountId, accountId), inArray(libraryMedia.id, [...ids])));

      return rows.map((row) => row.id);
    },

    /** Puts the account's tags on the account's media; ids of anything else are left out. */
    async attach(accountId: string, mediaIdsGiven: readonly string[], tagIdsGiven: readonly string[]) {
      const mediaIds = await this.ownMediaIds(accountId, mediaIdsGiven);
      const tagIds = await this.ownTagIds(accountId, tagIdsGiven);
      const pairs = mediaIds.flatMap((mediaId) => tagIds.map((tagId) => ({ mediaId, tagId })));
      if (pairs.length > 0) await db.insert(libraryMediaTags).values(pairs).onConflictDoNothing();
    },

    async detach(accountId: string, mediaIdsGiven: readonly string[], tagIdsGiven: readonly string[]) {
      const mediaIds = await this.ownMediaIds(accountId, mediaIdsGiven);
      const tagIds = await this.ownTagIds(accountId, tagIdsGiven);
      if (mediaIds.length === 0 || tagIds.length === 0) return;
      await db
        .delete(libraryMediaTags)
        .where(
          and(inArray(libraryMediaTags.mediaId, [...mediaIds]), inArray(libraryMediaTags.tagId, [...tagIds])),
        );
    },
  };
}
