import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { profileQueues, profileTimeSlots, schedulerPosts, users } from '../../db/schema/index.ts';
import { nextFreeSlots, type WeeklySlot } from '../../../contracts/slot-time.ts';

export type Queue = { profileId: string; timeZone: string; slots: WeeklySlot[] };

const DAY_MS = 86_400_000;
/** How far ahead planned posts are read to know which slots are taken (the slot arithmetic's horizon). */
const TAKEN_HORIZON_MS = 372 * DAY_MS;

/** Profiles' time slots. Every query names the account: another account's queue is never read or written. */
export function createTimeSlotsRepository(db: Executor) {
  const repo = {
    async userTimeZone(accountId: string, userId: string): Promise<string> {
      const [row] = await db
        .select({ timeZone: users.timeZone })
        .from(users)
        .where(and(eq(users.accountId, accountId), eq(users.id, userId)));

      return row?.timeZone ?? 'UTC';
    },

    /** The queues of these profiles that were ever saved, each with its slots by weekday and time. */
    async queues(accountId: string, profileIds: readonly string[]): Promise<Map<string, Queue>> {
      if (profileIds.length === 0) return new Map();
      const heads = await db
        .select()
        .from(profileQueues)
        .where(
          and(eq(profileQueues.accountId, accountId), inArray(profileQueues.profileId, [...profileIds])),
        );
      const slots = await db
        .select()
        .from(profileTimeSlots)
        .where(
          and(
            eq(profileTimeSlots.accountId, accountId),
            inArray(profileTimeSlots.profileId, [...profileIds]),
          ),
        )
        .orderBy(asc(profileTimeSlots.weekday), asc(profileTimeSlots.minute));
      const queues = new Map<string, Queue>(
        heads.map((head) => [
          head.profileId,
          { profileId: head.profileId, timeZone: head.timeZone, slots: [] },
        ]),
      );
      for (const slot of slots)
        queues.get(slot.profileId)?.slots.push({ weekday: slot.weekday, minute: slot.minute });

      return queues;
    },

    /** Sets a queue's zone and, when given, replaces its slots. */
    async save(
      accountId: string,
      profileId: string,
      queue: { timeZone: string; slots?: readonly WeeklySlot[] },
      now: Date,
    ) {
      await db
        .insert(profileQueues)
        .values({ profileId, accountId, timeZone: queue.timeZone, updatedAt: now })
        .onConflictDoUpdate({
          target: profileQueues.profileId,
          set: { timeZone: queue.timeZone, updatedAt: now },
          setWhere: eq(profileQueues.accountId, accountId),
        });
      if (!queue.slots) return;
      await db
        .delete(profileTimeSlots)
        .where(and(eq(profileTimeSlots.accountId, accountId), eq(profileTimeSlots.profileId, profileId)));
      if (queue.slots.length > 0)
        await db
          .insert(profileTimeSlots)
          .values(queue.slots.map((slot) => ({ profileId, accountId, ...slot, createdAt: now })));
    },

    /** Adds a slot; false when the queue has it already. */
    async addSlot(accountId: string, profileId: string, slot: WeeklySlot, now: Date): Promise<boolean> {
      const added = await db
        .insert(profileTimeSlots)
        .values({ profileId, accountId, ...slot, createdAt: now })
        .onConflictDoNothing()
        .returning({ weekday: profileTimeSlots.weekday });

      return added.length > 0;
    },

    async removeSlot(accountId: string, profileId: string, slot: WeeklySlot): Promise<boolean> {
      const removed = await db
        .delete(profileTimeSlots)
        .where(
          and(
            eq(profileTimeSlots.accountId, accountId),
            eq(profileTimeSlots.profileId, profileId),
            eq(profileTimeSlots.weekday, slot.weekday),
            eq(profileTimeSlots.minute, slot.minute),
          ),
        )
        .returning({ weekday: profileTimeSlots.weekday });

      return removed.length > 0;
    },

    /** The planned times of these profiles' posts from `from` on, by profile. */
    async plannedTimes(
      accountId: string,
      profileIds: readonly string[],
      from: Date,
    ): Promise<Map<string, Date[]>> {
      const planned = new Map<string, Date[]>(profileIds.map((id) => [id, []]));
      if (profileIds.length === 0) return planned;
      const rows = await db
        .select({ profileId: schedulerPosts.profileId, at: schedulerPosts.scheduledAt })
        .from(schedulerPosts)
        .where(
          and(
            eq(schedulerPosts.accountId, accountId),
            inArray(schedulerPosts.profileId, [...profileIds]),
            isNotNull(schedulerPosts.scheduledAt),
            gte(schedulerPosts.scheduledAt, from),
            lt(schedulerPosts.scheduledAt, new Date(from.getTime() + TAKEN_HORIZON_MS)),
          ),
        );
      for (const row of rows) planned.get(row.profileId)?.push(row.at!);

      return planned;
    },

    /**
     * The next `count` free slots of each profile after `now` (a slot is taken when a post of that profile is
     * planned at it), with its queue; a profile without a queue has none.
     */
    async nextFree(
      accountId: string,
      profileIds: readonly string[],
      now: Date,
      count: number,
    ): Promise<Map<string, { queue: Queue | null; next: Date[] }>> {
      const queues = await repo.queues(accountId, profileIds);
      const planned = await repo.plannedTimes(
        accountId,
        profileIds.filter((id) => (queues.get(id)?.slots.length ?? 0) > 0),
        now,
      );

      return new Map(
        profileIds.map((id) => {
          const queue = queues.get(id) ?? null;

          return [
            id,
            {
              queue,
              next: queue
                ? nextFreeSlots(queue.slots, queue.timeZone, now, planned.get(id) ?? [], count)
                : [],
            },
          ];
        }),
      );
    },
  };

  return repo;
}
