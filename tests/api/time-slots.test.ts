import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchedulerPost } from '../../contracts/publishing.ts';
import type { TSocialProfile } from '../../contracts/social.ts';
import type { TProfileTimeSlots, TQueueSlots } from '../../contracts/slots.ts';
import type { Agent } from '../support/agent.ts';
import { setUpUser } from '../support/flows.ts';
import { connectFirstAccount } from '../support/social.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The test clock starts on Sunday 2026-11-22 at 09:00 UTC (10:00 in Paris, winter time: UTC+1).
const PHOTO = {
  type: 'image' as const,
  url: 'https://cdn.example.com/roast.jpg',
  mime_type: 'image/jpeg',
  bytes: 420_000,
  width: 1080,
  height: 1350,
};
const WEEKDAYS_AT_NINE = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, time: '09:00' }));

let t: TestApp;
let agent: Agent;
let other: Agent;
let instagram: TSocialProfile;
let linkedin: TSocialProfile;
let x: TSocialProfile;
let theirs: TSocialProfile;

beforeAll(async () => {
  t = await createTestApp();
  ({ agent } = await setUpUser(t));
  instagram = await connectFirstAccount(t, agent, 'instagram');
  linkedin = await connectFirstAccount(t, agent, 'linkedin');
  x = await connectFirstAccount(t, agent, 'x');
  ({ agent: other } = await setUpUser(t));
  theirs = await connectFirstAccount(t, other, 'instagram');
  await t.settle();
});
afterAll(() => t.close());

const slotsOf = (profile: TSocialProfile) => `/api/v1/social-profile/${profile.id}/time-slots`;

describe("a profile's time slots", () => {
  it("start empty, in the user's own time zone", async () => {
    const response = await agent.get<TProfileTimeSlots>(slotsOf(instagram));
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({
      profile_id: instagram.id,
      time_zone: 'Europe/London',
      is_set: false,
      slots: [],
    });
  });

  it('are replaced as a whole, in the zone asked, sorted by weekday and time', async () => {
    const response = await agent.put<TProfileTimeSlots>(slotsOf(instagram), {
      time_zone: 'Europe/Paris',
      slots: [{ weekday: 6, time: '11:00' }, ...WEEKDAYS_AT_NINE.toReversed(), { weekday: 1, time: '17:30' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.data.time_zone).toBe('Europe/Paris');
    expect(response.data.is_set).toBe(true);
    expect(response.data.slots.slice(0, 3)).toEqual([
      { weekday: 1, time: '09:00' },
      { weekday: 1, time: '17:30' },
      { weekday: 2, time: '09:00' },
    ]);
    expect(response.data.slots).toHaveLength(7);
    expect((await agent.get<TProfileTimeSlots>(slotsOf(instagram))).data).toEqual(response.data);
  });

  it('refuse bad input with the field named, and keep what was saved', async () => {
    const bad = await agent.put(slotsOf(instagram), {
      time_zone: 'Mars/Olympus',
      slots: [
        { weekday: 8, time: '09:00' },
        { weekday: 1, time: '25:00' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['slots.0.weekday', 'slots.1.time', 'time_zone']);
    const twice = await agent.put(slotsOf(instagram), {
      time_zone: 'Europe/Paris',
      slots: [
        { weekday: 1, time: '09:00' },
        { weekday: 1, time: '09:00' },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.data.errors['slots.1']).toEqual(['Monday at 09:00 is in the list twice: keep it once.']);
    expect((await agent.get<TProfileTimeSlots>(slotsOf(instagram))).data.slots).toHaveLength(7);
  });

  it('take one slot more or less', async () => {
    const added = await agent.post<TProfileTimeSlots>(slotsOf(linkedin), { weekday: 7, time: '10:00' });
    expect(added.statusCode).toBe(201);
    // The first slot sets the queue's zone: the user's.
    expect(added.data).toMatchObject({
      time_zone: 'Europe/London',
      is_set: true,
      slots: [{ weekday: 7, time: '10:00' }],
    });
    expect((await agent.post(slotsOf(linkedin), { weekday: 7, time: '10:00' })).statusCode).toBe(409);
    const more = await agent.post<TProfileTimeSlots>(slotsOf(linkedin), { weekday: 1, time: '08:15' });
    expect(more.data.slots).toEqual([
      { weekday: 1, time: '08:15' },
      { weekday: 7, time: '10:00' },
    ]);
    const removed = await agent.delete<TProfileTimeSlots>(`${slotsOf(linkedin)}/1/08:15`);
    expect(removed.statusCode).toBe(200);
    expect(removed.data.slots).toEqual([{ weekday: 7, time: '10:00' }]);
    expect((await agent.delete(`${slotsOf(linkedin)}/1/08:15`)).statusCode).toBe(404);
    expect((await agent.post(slotsOf(linkedin), { weekday: 0, time: '9:00' })).data.errors).toHaveProperty(
      'weekday',
    );
  });

  it("are another account's business: its profile is not found", async () => {
    expect((await agent.get(slotsOf(theirs))).statusCode).toBe(404);
    expect(
      (await agent.put(slotsOf(theirs), { time_zone: 'Europe/Paris', slots: WEEKDAYS_AT_NINE })).statusCode,
    ).toBe(404);
    expect((await agent.post(slotsOf(theirs), { weekday: 1, time: '09:00' })).statusCode).toBe(404);
    expect((await agent.delete(`${slotsOf(theirs)}/1/09:00`)).statusCode).toBe(404);
    expect((await agent.get(`/api/v1/time-slots?profile_ids=${theirs.id}`)).statusCode).toBe(404);
    // Nothing was written on their side either.
    expect((await other.get<TProfileTimeSlots>(slotsOf(theirs))).data.is_set).toBe(false);
  });
});

describe('the queue', () => {
  const queue = async (query: string) => {
    const response = await agent.get<TQueueSlots[]>(`/api/v1/time-slots?${query}`);
    expect(response.statusCode).toBe(200);

    return new Map(response.data.map((entry) => [entry.profile_id, entry]));
  };

  it('gives the next free slots of each profile, in its zone', async () => {
    const found = await queue(`profile_ids=${instagram.id}&profile_ids=${x.id}&count=3`);
    // Paris is UTC+1 in November: 09:00 there is 08:00 UTC.
    expect(found.get(instagram.id)!.next).toEqual([
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T16:30:00.000Z',
      '2026-11-24T08:00:00.000Z',
    ]);
    expect(found.get(x.id)).toMatchObject({ slots: [], next: [] });
    expect((await agent.get('/api/v1/time-slots?count=50')).data.errors).toHaveProperty('count');
  });

  it('skips a slot a post of that profile is planned at, not one of another profile', async () => {
    const planned = await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
      kind: 'image',
      text: 'Monday beans',
      media: [PHOTO],
      profile_ids: [instagram.id],
      scheduled_at: '2026-11-23T08:00:00.000Z',
    });
    expect(planned.statusCode).toBe(201);
    await agent.put(slotsOf(x), { time_zone: 'Europe/Paris', slots: [{ weekday: 1, time: '09:00' }] });
    const found = await queue(`profile_ids=${instagram.id}&profile_ids=${x.id}&count=2`);
    expect(found.get(instagram.id)!.next).toEqual(['2026-11-23T16:30:00.000Z', '2026-11-24T08:00:00.000Z']);
    expect(found.get(x.id)!.next[0]).toBe('2026-11-23T08:00:00.000Z');
  });

  it('adds a post to each profile’s own next free slot, one master post with times per profile', async () => {
    const created = await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
      kind: 'image',
      text: 'Queued beans',
      media: [PHOTO],
      profile_ids: [instagram.id, linkedin.id],
      queue: true,
    });
    expect(created.statusCode).toBe(201);
    const byProfile = new Map(created.data.map((post) => [post.profile_id, post]));
    expect(byProfile.get(instagram.id)).toMatchObject({
      status: 'scheduled',
      scheduled_at: '2026-11-23T16:30:00.000Z',
    });
    // LinkedIn's only slot is Sunday 10:00 London (UTC+0 in winter): an hour from now.
    expect(byProfile.get(linkedin.id)).toMatchObject({
      status: 'scheduled',
      scheduled_at: '2026-11-22T10:00:00.000Z',
    });
    expect(new Set(created.data.map((post) => post.master_post_id)).size).toBe(1);
    // The next one queued for Instagram goes to the slot after.
    const next = await agent.post<TSchedulerPost[]>('/api/v1/scheduler-posts', {
      kind: 'image',
      text: 'More beans',
      media: [PHOTO],
      profile_ids: [instagram.id],
      queue: true,
    });
    expect(next.data[0]!.scheduled_at).toBe('2026-11-24T08:00:00.000Z');
  });

  it('refuses to queue for a profile without slots, naming it, and saves nothing', async () => {
    await agent.put(slotsOf(x), { time_zone: 'Europe/Paris', slots: [] });
    const refused = await agent.post('/api/v1/scheduler-posts', {
      kind: 'image',
      text: 'Nowhere to go',
      media: [PHOTO],
      profile_ids: [instagram.id, x.id],
      queue: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.data.errors.queue).toEqual([`${x.name} has no free time slot: set its time slots first.`]);
    const found = await queue(`profile_ids=${instagram.id}&count=1`);
    // Instagram's slots: Mon–Fri 09:00, Mon 17:30, Sat 11:00; Monday's two and Tuesday's are planned.
    expect(found.get(instagram.id)!.next).toEqual(['2026-11-25T08:00:00.000Z']);
  });
});
