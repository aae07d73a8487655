import type { TProfileTimeSlots, TQueueSlots, TTimeSlot } from '../../../contracts/slots.ts';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, invalid, notFound, profileNotFound } from '../../lib/errors.ts';
import type { Actor } from '../identity/identity.service.ts';
import type { SocialService } from '../social/social.service.ts';
import { minuteOf, timeOf, type WeeklySlot } from '../../../contracts/slot-time.ts';
import { createTimeSlotsRepository } from './time-slots.repository.ts';

const WEEKDAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const slotView = (slot: WeeklySlot): TTimeSlot => ({ weekday: slot.weekday, time: timeOf(slot.minute) });
const bySlot = (a: WeeklySlot, b: WeeklySlot) => a.weekday - b.weekday || a.minute - b.minute;

/**
 * Profiles' time slots: the weekly times each profile's posts go out at, in the queue's own time zone (stored
 * with the slots; the user's zone until then), and the next free ones, which the composer's "Add to queue" and
 * the scheduler's week view use. Another account's profile is not found.
 */
export function createTimeSlotsService({
  db,
  clock,
  social,
}: {
  db: Db;
  clock: Clock;
  social: SocialService;
}) {
  const repo = createTimeSlotsRepository(db);

  async function ownProfile(actor: Actor, profileId: string) {
    const profile = await social.repo.findProfile(actor.accountId, profileId);
    if (!profile) throw profileNotFound();

    return profile;
  }

  async function view(actor: Actor, profileId: string): Promise<TProfileTimeSlots> {
    const queue = (await repo.queues(actor.accountId, [profileId])).get(profileId);

    return {
      profile_id: profileId,
      time_zone: queue?.timeZone ?? (await repo.userTimeZone(actor.accountId, actor.userId)),
      is_set: queue !== undefined,
      slots: (queue?.slots ?? []).map(slotView),
    };
  }

  return {
    async get(actor: Actor, profileId: string): Promise<TProfileTimeSlots> {
      await ownProfile(actor, profileId);

      return view(actor, profileId);
    },

    async replace(
      actor: Actor,
      profileId: string,
      input: { time_zone: string; slots: TTimeSlot[] },
    ): Promise<TProfileTimeSlots> {
      await ownProfile(actor, profileId);
      const seen = new Map<string, number>();
      const errors: Record<string, string> = {};
      input.slots.forEach((slot, index) => {
        const key = `${slot.weekday}-${slot.time}`;
        if (seen.has(key))
          errors[`slots.${index}`] =
            `${WEEKDAY_NAMES[slot.weekday]} at ${slot.time} is in the list twice: keep it once.`;
        seen.set(key, index);
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const slots = input.slots
        .map((slot) => ({ weekday: slot.weekday, minute: minuteOf(slot.time) }))
        .toSorted(bySlot);
      await db.transaction(async (tx) => {
        await createTimeSlotsRepository(tx).save(
          actor.accountId,
          profileId,
          { timeZone: input.time_zone, slots },
          clock.now(),
        );
      });

      return view(actor, profileId);
    },

    async add(
      actor: Actor,
      profileId: string,
      input: TTimeSlot & { time_zone?: string | undefined },
    ): Promise<TProfileTimeSlots> {
      await ownProfile(actor, profileId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const inTx = createTimeSlotsRepository(tx);
        const existing = (await inTx.queues(actor.accountId, [profileId])).get(profileId);
        // The first slot sets the queue's zone: the one asked, else the user's own.
        if (!existing || input.time_zone)
          await inTx.save(
            actor.accountId,
            profileId,
            {
              timeZone:
                input.time_zone ??
                existing?.timeZone ??
                (await inTx.userTimeZone(actor.accountId, actor.userId)),
            },
            now,
          );
        const added = await inTx.addSlot(
          actor.accountId,
          profileId,
          { weekday: input.weekday, minute: minuteOf(input.time) },
          now,
        );
        if (!added)
          throw conflict(
            `This profile already has a slot on ${WEEKDAY_NAMES[input.weekday]} at ${input.time}.`,
          );
      });

      return view(actor, profileId);
    },

    async remove(actor: Actor, profileId: string, slot: TTimeSlot): Promise<TProfileTimeSlots> {
      await ownProfile(actor, profileId);
      const removed = await repo.removeSlot(actor.accountId, profileId, {
        weekday: slot.weekday,
        minute: minuteOf(slot.time),
      });
      if (!removed) throw notFound('This time slot');

      return view(actor, profileId);
    },

    /** Each profile's slots and its next `count` free ones (all the workspace's profiles when none are named). */
    async queue(
      actor: Actor,
      query: { profile_ids?: string[] | undefined; count: number },
    ): Promise<TQueueSlots[]> {
      const own = await social.repo.listProfiles(actor.accountId);
      const ownIds = new Set(own.map((profile) => profile.id));
      const ids = query.profile_ids ? [...new Set(query.profile_ids)] : own.map((profile) => profile.id);
      if (ids.some((id) => !ownIds.has(id))) throw notFound('One of these profiles');
      const userZone = await repo.userTimeZone(actor.accountId, actor.userId);
      const found = await repo.nextFree(actor.accountId, ids, clock.now(), query.count);

      return ids.map((id) => {
        const { queue, next } = found.get(id)!;

        return {
          profile_id: id,
          time_zone: queue?.timeZone ?? userZone,
          slots: (queue?.slots ?? []).map(slotView),
          next: next.map((at) => at.toISOString()),
        };
      });
    },
  };
}

export type TimeSlotsService = ReturnType<typeof createTimeSlotsService>;
