import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { accounts, subscriptions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id' | 'accountId' | 'createdAt'>>;
export type AccountPatch = Partial<Pick<typeof accounts.$inferInsert, 'name' | 'timeZone' | 'teamSize'>>;

/** The user together with what GET /user shows of their account. */
export type UserRecord = { user: UserRow; account: AccountRow; subscription: SubscriptionRow };

/**
 * Users, accounts and subscriptions. Reads and writes of a user are scoped by account: a caller always says
 * which account it acts in, and an id from another account simply is not found.
 */
export function createAccountsRepository(db: Executor) {
  return {
    async createAccountWithOwner(input: {
      accountId: string;
      accountName: string;
      timeZone: string;
      owner: Omit<typeof users.$inferInsert, 'accountId' | 'role'>;
      subscription: Omit<typeof subscriptions.$inferInsert, 'accountId'>;
    }): Promise<void> {
      await db
        .insert(accounts)
        .values({ id: input.accountId, name: input.accountName, timeZone: input.timeZone });
      await db.insert(users).values({ ...input.owner, accountId: input.accountId, role: 'admin' });
      await db.update(accounts).set({ ownerUserId: input.owner.id }).where(eq(accounts.id, input.accountId));
      await db.insert(subscriptions).values({ ...input.subscription, accountId: input.accountId });
    },

    async findRecord(accountId: string, userId: string): Promise<UserRecord | null> {
      const [row] = await db
        .select({ user: users, account: accounts, subscription: subscriptions })
        .from(users)
        .innerJoin(accounts, eq(accounts.id, users.accountId))
        .innerJoin(subscriptions, eq(subscriptions.accountId, users.accountId))
        .where(and(eq(users.accountId, accountId), eq(users.id, userId)))
        .limit(1);

      return row ?? null;
    },

    async findUser(accountId: string, userId: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.accountId, accountId), eq(users.id, userId)))
        .limit(1);

      return row ?? null;
    },

    async updateUser(accountId: string, userId: string, patch: UserPatch): Promise<void> {
      await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
    },

    async updateAccount(accountId: string, patch: AccountPatch): Promise<void> {
      await db
        .update(accounts)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(accounts.id, accountId));
    },

    async isEmailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);

      return Boolean(row);
    },
  };
}
