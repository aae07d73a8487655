import { z } from 'zod';
import { ZIsoDateTime, ZTimeZone, ZUuidList } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * A profile's time slots (spec: /social-profile/{spid}/time-slots): the weekly times its posts go out at, in the
 * queue's own time zone, and the next of them no post is planned at yet ("Add to queue").
 *
 * A slot whose local time is skipped by a daylight-saving change (02:30 on a spring-forward night) falls at the
 * first time after the gap (03:30); one that happens twice (01:30 on a fall-back night) is the first of the two.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ZTimeSlot = z
  .object({
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    weekday: z
      .number({ error: 'Choose a day of the week.' })
      .int('Choose a day of the week.')
      .min(1, 'Choose a day of the week.')
      .max(7, 'Choose a day of the week.'),
    /** Local time of day, 24-hour 'HH:mm'. */
    time: z.string({ error: 'Give a time like 09:30.' }).regex(TIME, 'Give a time like 09:30.'),
  })
  .meta({ id: 'TimeSlot' });
export type TTimeSlot = z.infer<typeof ZTimeSlot>;

export const ZProfileTimeSlots = z
  .object({
    profile_id: z.uuid(),
    /** The zone the slots' times are in; the user's own until the queue is first saved. */
    time_zone: z.string(),
    /** Whether the slots were ever saved (false: no queue yet, `time_zone` is the user's). */
    is_set: z.boolean(),
    /** By weekday, then time. */
    slots: z.array(ZTimeSlot),
  })
  .meta({ id: 'ProfileTimeSlots' });
export type TProfileTimeSlots = z.infer<typeof ZProfileTimeSlots>;

const ZProfileParams = z.object({ spid: z.uuid() });

export const getProfileTimeSlots = defineEndpoint({
  id: 'getProfileTimeSlots',
  method: 'GET',
  path: '/social-profile/{spid}/time-slots',
  summary: "A profile's weekly time slots and the time zone they are in",
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', at: 'params.spid' },
  params: ZProfileParams,
  response: { status: 200, description: 'The slots', schema: ZProfileTimeSlots },
  errors: [401, 404],
});

export const replaceProfileTimeSlots = defineEndpoint({
  id: 'replaceProfileTimeSlots',
  method: 'PUT',
  path: '/social-profile/{spid}/time-slots',
  summary: "Replace a profile's time slots and their time zone (an empty list clears the queue)",
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', at: 'params.spid' },
  params: ZProfileParams,
  body: z.object({
    time_zone: ZTimeZone,
    slots: z.array(ZTimeSlot).max(200, 'Use at most 200 slots a week.'),
  }),
  response: { status: 200, description: 'The slots', schema: ZProfileTimeSlots },
  errors: [401, 404, 422],
});

export const addProfileTimeSlot = defineEndpoint({
  id: 'addProfileTimeSlot',
  method: 'POST',
  path: '/social-profile/{spid}/time-slots',
  summary:
    "Add one weekly slot to a profile's queue (in its time zone; the first slot sets the zone, the user's by default)",
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', at: 'params.spid' },
  params: ZProfileParams,
  body: ZTimeSlot.extend({ time_zone: ZTimeZone.optional() }),
  response: { status: 201, description: 'The slots', schema: ZProfileTimeSlots },
  errors: [401, 404, 409, 422],
});

export const deleteProfileTimeSlot = defineEndpoint({
  id: 'deleteProfileTimeSlot',
  method: 'DELETE',
  path: '/social-profile/{spid}/time-slots/{weekday}/{time}',
  summary: "Remove one weekly slot from a profile's queue",
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', at: 'params.spid' },
  params: ZProfileParams.extend({
    weekday: z.coerce.number().pipe(ZTimeSlot.shape.weekday),
    time: ZTimeSlot.shape.time,
  }),
  response: { status: 200, description: 'The slots left', schema: ZProfileTimeSlots },
  errors: [401, 404],
});

export const ZQueueSlots = z
  .object({
    profile_id: z.uuid(),
    time_zone: z.string(),
    /** Every weekly slot of the profile. */
    slots: z.array(ZTimeSlot),
    /** The next instants of those slots after now that no post of the profile is planned at, soonest first. */
    next: z.array(ZIsoDateTime),
  })
  .meta({ id: 'QueueSlots' });
export type TQueueSlots = z.infer<typeof ZQueueSlots>;

export const listQueueSlots = defineEndpoint({
  id: 'listQueueSlots',
  method: 'GET',
  path: '/time-slots',
  summary:
    "Profiles' time slots with the next free ones (a slot is taken when a post of that profile is planned at it): what the composer offers and the scheduler draws",
  tag: 'Publishing',
  access: 'user',
  permission: { profiles: 'publish', at: 'query.profile_ids' },
  query: z.object({
    /** The profiles (all of the workspace's when left out). */
    profile_ids: ZUuidList.optional(),
    /** How many free slots to give per profile. */
    count: z.coerce
      .number({ error: 'Give a number from 0 to 20.' })
      .int('Give a number from 0 to 20.')
      .min(0, 'Give a number from 0 to 20.')
      .max(20, 'Give a number from 0 to 20.')
      .default(3),
  }),
  response: { status: 200, description: 'One entry per profile', schema: z.array(ZQueueSlots) },
  errors: [401, 404, 422],
});
