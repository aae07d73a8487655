import { and, eq } from 'drizzle-orm';
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

  return {
    getPublished: (remoteId) => read<DemoPublishedPost>(remoteId, 'published'),
    async savePublished(remoteId, post) {
      const posts = (await read<DemoPublishedPost>(remoteId, 'published')).filter(
        (p) => p.remoteId !== post.remoteId,
      );
      await write(remoteId, 'published', [...posts, post]);
    },
    getFaults: (remoteId) => read<DemoFault>(remoteId, 'faults'),
    setFaults: (remoteId, faults) => write(remoteId, 'faults', faults),
    getActions: (remoteId) => read<DemoAction>(remoteId, 'actions'),
    async addAction(remoteId, action) {
      await write(remoteId, 'actions', [...(await read<DemoAction>(remoteId, 'actions')), action]);
    },
  };
}
