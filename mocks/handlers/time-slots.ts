import {
  addProfileTimeSlot,
  deleteProfileTimeSlot,
  getProfileTimeSlots,
  listQueueSlots,
  replaceProfileTimeSlots,
  type TProfileTimeSlots,
  type TTimeSlot,
} from '@contracts/slots.ts';
import { minuteOf, nextFreeSlots } from '@contracts/slot-time.ts';
import { MockApiError, mockEndpoint } from '../endpoint.ts';
import { SOCIAL_IDS } from './social.ts';

const byTime = (a: TTimeSlot, b: TTimeSlot) => a.weekday - b.weekday || a.time.localeCompare(b.time);

/** Instagram publishes Mon–Fri at 09:00 and 17:30 and Saturday at 11:00 (Paris); X on Tuesday and Thursday. */
export function timeSlotsFixture(): Map<string, TProfileTimeSlots> {
  const weekdays = [1, 2, 3, 4, 5];

  return new Map([
    [
      SOCIAL_IDS.instagram,
      {
        profile_id: SOCIAL_IDS.instagram,
        time_zone: 'Europe/Paris',
        is_set: true,
        slots: [
          ...weekdays.map((weekday) => ({ weekday, time: '09:00' })),
          ...weekdays.map((weekday) => ({ weekday, time: '17:30' })),
          { weekday: 6, time: '11:00' },
        ].toSorted(byTime),
      },
    ],
    [
      SOCIAL_IDS.x,
      {
        profile_id: SOCIAL_IDS.x,
        time_zone: 'Europe/Paris',
        is_set: true,
        slots: [
          { weekday: 2, time: '12:30' },
          { weekday: 4, time: '12:30' },
        ],
      },
    ],
  ]);
}

let current = timeSlotsFixture();

/** A profile's slots as the server's slot arithmetic takes them (contracts/slot-time.ts). */
const weeklyOf = (queue: TProfileTimeSlots) =>
  queue.slots.map((slot) => ({ weekday: slot.weekday, minute: minuteOf(slot.time) }));

/** The next free slot of a profile after now, for the scheduler mock's "Add to queue". */
export function nextQueueSlot(
  profileId: string,
  planned: readonly { profile_id: string; scheduled_at: string | null }[],
): string | null {
  const queue = current.get(profileId);
  if (!queue) return null;
  const taken = planned.flatMap((post) =>
    post.profile_id === profileId && post.scheduled_at ? [new Date(post.scheduled_at)] : [],
  );

  return nextFreeSlots(weeklyOf(queue), queue.time_zone, new Date(), taken, 1)[0]?.toISOString() ?? null;
}

const read = (profileId: string): TProfileTimeSlots =>
  current.get(profileId) ?? { profile_id: profileId, time_zone: 'Europe/Paris', is_set: false, slots: [] };

/** Profiles' time slots, kept for the story's life; `slots` starts them elsewhere. */
export function timeSlotsHandlers(options: { slots?: Map<string, TProfileTimeSlots> } = {}) {
  current = options.slots ?? timeSlotsFixture();

  return [
    mockEndpoint(getProfileTimeSlots, ({ params }) => read(String(params.spid))),
    mockEndpoint(replaceProfileTimeSlots, async ({ params, request }) => {
      const body = (await request.json()) as { time_zone: string; slots: TTimeSlot[] };
      const saved = {
        profile_id: String(params.spid),
        time_zone: body.time_zone,
        is_set: true,
        slots: body.slots.toSorted(byTime),
      };
      current.set(saved.profile_id, saved);

      return saved;
    }),
    mockEndpoint(addProfileTimeSlot, async ({ params, request }) => {
      const body = (await request.json()) as TTimeSlot;
      const queue = read(String(params.spid));
      if (queue.slots.some((slot) => slot.weekday === body.weekday && slot.time === body.time))
        throw new MockApiError(409, { message: 'This profile already has this slot.', code: 'conflict' });
      const saved = { ...queue, is_set: true, slots: [...queue.slots, body].toSorted(byTime) };
      current.set(saved.profile_id, saved);

      return saved;
    }),
    mockEndpoint(deleteProfileTimeSlot, ({ params }) => {
      const queue = read(String(params.spid));
      const saved = {
        ...queue,
        slots: queue.slots.filter(
          (slot) => !(slot.weekday === Number(params.weekday) && slot.time === String(params.time)),
        ),
      };
      current.set(saved.profile_id, saved);

      return saved;
    }),
    mockEndpoint(listQueueSlots, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const ids = [...query.entries()]
        .filter(([key]) => key.startsWith('profile_ids'))
        .map(([, value]) => value);
      const count = Number(query.get('count') ?? 3);
      return ids.map((profileId) => {
        const queue = read(profileId);
        const next = nextFreeSlots(weeklyOf(queue), queue.time_zone, new Date(), [], count).map((at) =>
          at.toISOString(),
        );

        return { profile_id: profileId, time_zone: queue.time_zone, slots: queue.slots, next };
      });
    }),
  ];
}
