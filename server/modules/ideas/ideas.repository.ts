import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { ideas, ideaTagLinks, ideaTags } from '../../db/schema/index.ts';

export type IdeaRow = typeof ideas.$inferSelect;
export type IdeaTagRow = { id: string; name: string; ideas: number };

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The idea pool and its tags. Every query names the account: another account's ideas and tags are not found.
 * Writes that touch positions lock the account's row first, so moves and additions in one workspace happen one
 * at a time and the pool stays numbered 1…n.
 */
export function createIdeasRepository(db: Executor) {
  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  return {
    /** Serialises position changes of one workspace until the transaction ends. */
    async lockPool(accountId: string): Promise<void> {
      await db.execute(sql`select id from accounts where id = ${accountId} for update`);
    },

    async list(
      accountId: string,
      filter: {
        q?: string | undefined;
        tagIds?: readonly string[] | undefined;
        used?: boolean | undefined;
      } = {},
    ): Promise<IdeaRow[]> {
      const conditions: (SQL | undefined)[] = [eq(ideas.accountId, accountId)];
      if (filter.q) {
        const pattern = `%${likeLiteral(filter.q)}%`;
        conditions.push(or(ilike(ideas.title, pattern), ilike(ideas.caption, pattern)));
      }
      if (filter.used !== undefined)
        conditions.push(filter.used ? isNotNull(ideas.usedAt) : isNull(ideas.usedAt));
      if (filter.tagIds && filter.tagIds.length > 0)
        conditions.push(
          sql`exists (select 1 from idea_tag_links l where l.idea_id = ${ideas.id} and l.tag_id = any(${uuidArray(filter.tagIds)}))`,
        );

      return db
        .select()
        .from(ideas)
        .where(and(...conditions))
        .orderBy(asc(ideas.position), asc(ideas.createdAt), asc(ideas.id));
    },

    async find(accountId: string, id: string): Promise<IdeaRow | null> {
      const [row] = await db
        .select()
        .from(ideas)
        .where(and(eq(ideas.accountId, accountId), eq(ideas.id, id)));

      return row ?? null;
    },

    /** The tags of each idea, by name. */
    async tagsOf(ideaIds: readonly string[]): Promise<Map<string, { id: string; name: string }[]>> {
      const byIdea = new Map<string, { id: string; name: string }[]>();
      if (ideaIds.length === 0) return byIdea;
      const found = await db
        .select({ ideaId: ideaTagLinks.ideaId, id: ideaTags.id, name: ideaTags.name })
        .from(ideaTagLinks)
        .innerJoin(ideaTags, eq(ideaTags.id, ideaTagLinks.tagId))
        .where(inArray(ideaTagLinks.ideaId, [...ideaIds]))
        .orderBy(asc(sql`lower(${ideaTags.name})`), asc(ideaTags.id));
      for (const row of found)
        byIdea.set(row.ideaId, [...(byIdea.get(row.ideaId) ?? []), { id: row.id, name: row.name }]);

      return byIdea;
    },

    /** The ids in `ids` that are this account's tags. */
    async ownTagIds(accountId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const found = await db
        .select({ id: ideaTags.id })
        .from(ideaTags)
        .where(and(eq(ideaTags.accountId, accountId), inArray(ideaTags.id, [...ids])));

      return found.map((row) => row.id);
    },

    /** The pool's ids in order (under the lock, for a move). */
    async order(accountId: string): Promise<string[]> {
      const found = await db
        .select({ id: ideas.id })
        .from(ideas)
        .where(eq(ideas.accountId, accountId))
        .orderBy(asc(ideas.position), asc(ideas.createdAt), asc(ideas.id));

      return found.map((row) => row.id);
    },

    async nextPosition(accountId: string): Promise<number> {
      const [row] = await rows<{ next: number }>(
        sql`select coalesce(max(position), 0)::int + 1 as next from ideas where account_id = ${accountId}`,
      );

      return row?.next ?? 1;
    },

    /** Numbers the ideas 1…n in the given order, writing only those whose position changes. */
    async renumber(accountId: string, order: readonly string[], updatedAt: Date): Promise<void> {
      if (order.length === 0) return;
      const positions = order.map((_, index) => index + 1);
      await db.execute(sql`
        update ideas set position = v.position, updated_at = ${updatedAt}
        from unnest(${uuidArray(order)}, ${`{${positions.join(',')}}`}::int[]) as v(id, position)
        where ideas.id = v.id and ideas.account_id = ${accountId} and ideas.position <> v.position`);
    },

    async insert(row: typeof ideas.$inferInsert): Promise<void> {
      await db.insert(ideas).values(row);
    },

    async update(
      accountId: string,
      id: string,
      changes: Partial<Pick<IdeaRow, 'title' | 'caption' | 'media' | 'masterPostId' | 'usedAt'>> & {
        updatedAt: Date;
      },
    ): Promise<boolean> {
      const updated = await db
        .update(ideas)
        .set(changes)
        .where(and(eq(ideas.accountId, accountId), eq(ideas.id, id)))
        .returning({ id: ideas.id });

      return updated.length > 0;
    },

    async delete(accountId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(ideas)
        .where(and(eq(ideas.accountId, accountId), eq(ideas.id, id)))
        .returning({ id: ideas.id });

      return deleted.length > 0;
    },

    async attachTags(ideaId: string, tagIds: readonly string[]): Promise<void> {
      if (tagIds.length === 0) return;
      await db
        .insert(ideaTagLinks)
        .values(tagIds.map((tagId) => ({ ideaId, tagId })))
        .onConflictDoNothing();
    },

    async detachTags(ideaId: string, tagIds: readonly string[] | 'all'): Promise<void> {
      await db
        .delete(ideaTagLinks)
        .where(
          tagIds === 'all'
            ? eq(ideaTagLinks.ideaId, ideaId)
            : and(eq(ideaTagLinks.ideaId, ideaId), inArray(ideaTagLinks.tagId, [...tagIds])),
        );
    },

    // ---- tags ----

    async tags(accountId: string, id?: string): Promise<IdeaTagRow[]> {
      return rows<IdeaTagRow>(sql`
        select t.id, t.name, count(l.idea_id)::int as ideas
        from idea_tags t left join idea_tag_links l on l.tag_id = t.id
        where t.account_id = ${accountId} ${id ? sql`and t.id = ${id}` : sql``}
        group by t.id order by lower(t.name), t.id`);
    },

    async tagByName(accountId: string, name: string): Promise<{ id: string } | null> {
      const [row] = await db
        .select({ id: ideaTags.id })
        .from(ideaTags)
        .where(and(eq(ideaTags.accountId, accountId), sql`lower(${ideaTags.name}) = lower(${name})`));

      return row ?? null;
    },

    async insertTag(row: typeof ideaTags.$inferInsert): Promise<void> {
      await db.insert(ideaTags).values(row);
    },

    async renameTag(accountId: string, id: string, name: string, updatedAt: Date): Promise<boolean> {
      const updated = await db
        .update(ideaTags)
        .set({ name, updatedAt })
        .where(and(eq(ideaTags.accountId, accountId), eq(ideaTags.id, id)))
        .returning({ id: ideaTags.id });

      return updated.length > 0;
    },

    async deleteTag(accountId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(ideaTags)
        .where(and(eq(ideaTags.accountId, accountId), eq(ideaTags.id, id)))
        .returning({ id: ideaTags.id });

      return deleted.length > 0;
    },
  };
}
