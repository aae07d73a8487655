import { describe, expect, it } from 'vitest';
import type { TQueueSlots } from '@contracts/slots.ts';
import { openSlots } from '@/features/publishing/queue-slots.ts';

const PARIS: TQueueSlots = {
  profile_id: 'a',
  time_zone: 'Europe/Paris',
  slots: [
    { weekday: 5, time: '09:00' },
    { weekday: 7, time: '02:30' },
    { weekday: 1, time: '09:00' },
  ],
  next: [],
};
const NEW_YORK: TQueueSlots = {
  profile_id: 'b',
  time_zone: 'America/New_York',
  slots: [{ weekday: 1, time: '09:00' }],
  next: [],
};
// The week of the spring-forward night in Paris (Sunday 2026-03-29), as a London calendar shows it.
const WEEK = { from: '2026-03-23T00:00:00.000Z', to: '2026-03-29T23:00:00.000Z' };

describe('open slots on the calendar', () => {
  it('places each queue in its own zone, the skipped 02:30 at 03:30, soonest first', () => {
    expect(openSlots([PARIS, NEW_YORK], [], WEEK)).toEqual([
      { profileId: 'a', at: '2026-03-23T08:00:00.000Z' }, // Mon 09:00 CET
      { profileId: 'b', at: '2026-03-23T13:00:00.000Z' }, // Mon 09:00 EDT
      { profileId: 'a', at: '2026-03-27T08:00:00.000Z' }, // Fri 09:00 CET
      { profileId: 'a', at: '2026-03-29T01:30:00.000Z' }, // Sun 02:30 → 03:30 CEST
    ]);
  });

  it("leaves out the slots a post of that profile is planned at, not another profile's", () => {
    const posts = [
      { profile_id: 'a', scheduled_at: '2026-03-23T08:00:00.000Z' },
      { profile_id: 'a', scheduled_at: '2026-03-23T13:00:00.000Z' }, // at b's slot: b's stays open
      { profile_id: 'a', scheduled_at: null },
    ];
    expect(openSlots([PARIS, NEW_YORK], posts, WEEK).map((slot) => slot.at)).toEqual([
      '2026-03-23T13:00:00.000Z',
      '2026-03-27T08:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
  });

  it('keeps to the window', () => {
    expect(
      openSlots([PARIS], [], { from: '2026-03-24T00:00:00.000Z', to: '2026-03-27T08:00:00.000Z' }),
    ).toEqual([]);
  });
});
