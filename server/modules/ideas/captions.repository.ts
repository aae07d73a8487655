import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { captionHashtagLists } from '../../db/schema/index.ts';

export type SavedTextRow = typeof captionHashtagLists.$inferSelect;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Saved captions and hashtag lists. Every query names the account: another account's rows are not found. */
export function createCaptionsRepository(db: Executor) {
  const own = (accountId: string, id: string) =>
    and(eq(captionHashtagLists.accountId, accountId), eq(captionHashtagLists.id, id));

  return {
    async list(
      accountId: string,
      filter: {
        q?: string | undefined;
        kind?: string | undefined;
        profile?: { id: string; network: string };
      },
    ): Promise<SavedTextRow[]> {
      const conditions: (SQL | undefined)[] = [eq(captionHashtagLists.accountId, accountId)];
      if (filter.kind) conditions.push(eq(captionHashtagLists.kind, filter.kind));
      if (filter.q) {
        const pattern = `%${likeLiteral(filter.q)}%`;
        conditions.push(
          or(ilike(captionHashtagLists.name, pattern), ilike(captionHashtagLists.text, pattern)),
        );
      }
      if (filter.profile)
        conditions.push(
          or(
            eq(captionHashtagLists.profileId, filter.profile.id),
            and(
              isNull(captionHashtagLists.profileId),
              eq(captionHashtagLists.network, filter.profile.network),
            ),
            and(isNull(captionHashtagLists.profileId), isNull(captionHashtagLists.network)),
          ),
        );

      return db
        .select()
        .from(captionHashtagLists)
        .where(and(...conditions))
        .orderBy(asc(sql`lower(${captionHashtagLists.name})`), asc(captionHashtagLists.id));
    },

    async find(accountId: string, id: string): Promise<SavedTextRow | null> {
      const [row] = await db.select().from(captionHashtagLists).where(own(accountId, id));

      return row ?? null;
    },

    async findByName(accountId: string, name: string): Promise<{ id: string } | null> {
      const [row] = await db
        .select({ id: captionHashtagLists.id })
        .from(captionHashtagLists)
        .where(
          and(
            eq(captionHashtagLists.accountId, accountId),
            sql`lower(${captionHashtagLists.name}) = lower(${name})`,
          ),
        );

      return row ?? null;
    },

    async insert(row: typeof captionHashtagLists.$inferInsert): Promise<SavedTextRow> {
      const [saved] = await db.insert(captionHashtagLists).values(row).returning();

      return saved!;
    },

    async update(
      accountId: string,
      id: string,
      changes: Pick<SavedTextRow, 'name' | 'kind' | 'text' | 'profileId' | 'network' | 'updatedAt'>,
    ): Promise<SavedTextRow | null> {
      const [saved] = await db.update(captionHashtagLists).set(changes).where(own(accountId, id)).returning();

      return saved ?? null;
    },

    async delete(accountId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(captionHashtagLists)
        .where(own(accountId, id))
        .returning({ id: captionHashtagLists.id });

      return deleted.length > 0;
    },
  };
}
