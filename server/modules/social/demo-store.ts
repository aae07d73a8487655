import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { demoNetworkState } from '../../db/schema/index.ts';
import type { DemoAction, DemoFault, DemoPublishedPost, DemoStore } from '../../networks/demo/store.ts';

type Kind = 'published' | 'faults' | 'actions';

/** The demo network's memory for one workspace, in the database (see schema `demo_network_state`). */
export function createDbDemoStore(db: Executor, accountId: string): DemoStore {
  const read = async <T>(accountRemoteId: string, kind: Kind): Promise<T[]> => {
    const [row] = await db
      .select({ data: demoNetworkState.data })
      .from(demoNetworkState)
      .where(
        and(
          eq(demoNetworkState.accountId, accountId),
          eq(demoNetworkState.accountRemoteId, accountRemoteId),
          eq(demoNetworkState.kind, kind),
        ),
      );

    return (row?.data as T[] | undefined) ?? [];
  };
  const write = async (accountRemoteId: string, kind: Kind, data: unknown[]) => {
    await db
      .insert(demoNetworkState)
      .values({ accountId, accountRemoteId, kind, data })
      .onConflictDoUpdate({
        target: [demoNetworkState.accountId, demoNetworkState.accountRemoteId, demoNetworkState.kind],
        set: { data, updatedAt: new Date() },
      });
  };

  /**
   * Appends to a list in one statement, first dropping the entries whose `field` equals the new one's: two
   * workers saving posts of the same account at once both land (a read-then-write would lose one).
   */
  const append = async (
    accountRemoteId: string,
    kind: Kind,
    entry: object,
    replace?: { field: string; value: string },
  ) => {
    const json = JSON.stringify([entry]);
    await db.execute(sql`
      insert into demo_network_state (account_id, account_remote_id, kind, data, updated_at)
      values (${accountId}, ${accountRemoteId}, ${kind}, ${json}::jsonb, now())
      on conflict (account_id, account_remote_id, kind) do update set
        data = ${
          replace
            ? sql`coalesce((select jsonb_agg(e) from jsonb_array_elements(demo_network_state.data) e
                where e->>${replace.field} is distinct from ${replace.value}), '[]'::jsonb)`
            : sql`demo_network_state.data`
        } || ${json}::jsonb,
        updated_at = now()`);
  };

  return {
    getPublished: (remoteId) => read<DemoPublishedPost>(remoteId, 'published'),
    async savePublished(remoteId, post) {
      await append(remoteId, 'published', post, { field: 'remoteId', value: post.remoteId });
    },
    getFaults: (remoteId) => read<DemoFault>(remoteId, 'faults'),
    setFaults: (remoteId, faults) => write(remoteId, 'faults', faults),
    getActions: (remoteId) => read<DemoAction>(remoteId, 'actions'),
    async addAction(remoteId, action) {
      await append(remoteId, 'actions', action);
    },
  };
}
