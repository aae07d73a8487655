import { describe, expect, it } from 'vitest';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import { ApiError } from '@/api/client.ts';
import {
  ALL,
  filterSchedulerPosts,
  filterSchedulerProfiles,
  scopeProfileIds,
} from '@/features/publishing/scheduler/filter-posts.ts';
import { dropTime, moveFailureText } from '@/features/publishing/scheduler/move-post.ts';

const profiles = [
  { id: 'p-x', network: 'x' as const, labels: ['cafe'], is_active: true },
  { id: 'p-li', network: 'linkedin' as const, labels: ['corporate'], is_active: true },
  { id: 'p-ig', network: 'instagram' as const, labels: ['cafe'], is_active: false },
];

const post = (id: string, profile: (typeof profiles)[number], status: TSchedulerPost['status']) =>
  ({ id, profile_id: profile.id, network: profile.network, status, scheduled_at: null }) as TSchedulerPost;

const posts = [
  post('x-draft', profiles[0]!, 'draft'),
  post('x-scheduled', profiles[0]!, 'scheduled'),
  post('li-scheduled', profiles[1]!, 'scheduled'),
  post('ig-failed', profiles[2]!, 'failed'),
];
const everything = { network: ALL, status: ALL, label: ALL };
const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

describe('the scheduler’s filters', () => {
  it('resolve the selection to its profiles: everything, one, several, or a group’s', () => {
    const groups = [{ id: 'g1', profile_ids: ['p-x', 'p-li'] }];
    expect(scopeProfileIds(null, groups)).toBeNull();
    expect(scopeProfileIds({ kind: 'profiles', ids: null }, groups)).toBeNull();
    expect([...scopeProfileIds({ kind: 'profile', id: 'p-ig' }, groups)!]).toEqual(['p-ig']);
    expect([...scopeProfileIds({ kind: 'profiles', ids: ['p-x', 'p-ig'] }, groups)!]).toEqual([
      'p-x',
      'p-ig',
    ]);
    expect([...scopeProfileIds({ kind: 'group', id: 'g1' }, groups)!]).toEqual(['p-x', 'p-li']);
    // A group not (yet) among the loaded groups shows nothing rather than everything.
    expect([...scopeProfileIds({ kind: 'group', id: 'g1' }, undefined)!]).toEqual([]);
  });

  it('let every post through with nothing chosen', () => {
    expect(ids(filterSchedulerPosts(posts, { scopeIds: null, profiles, filters: everything }))).toEqual(
      ids(posts),
    );
  });

  it('keep the selected profiles’ posts of the chosen network, status and profile label', () => {
    const only = (filters: Partial<typeof everything>, scopeIds: ReadonlySet<string> | null = null) =>
      ids(filterSchedulerPosts(posts, { scopeIds, profiles, filters: { ...everything, ...filters } }));
    expect(only({}, new Set(['p-li']))).toEqual(['li-scheduled']);
    expect(only({ network: 'x' })).toEqual(['x-draft', 'x-scheduled']);
    expect(only({ status: 'scheduled' })).toEqual(['x-scheduled', 'li-scheduled']);
    expect(only({ label: 'cafe' })).toEqual(['x-draft', 'x-scheduled', 'ig-failed']);
    expect(only({ label: 'cafe', status: 'failed' })).toEqual(['ig-failed']);
    expect(only({ label: 'cafe' }, new Set(['p-li']))).toEqual([]);
    expect(only({ label: 'no such label' })).toEqual([]);
  });

  it('draw open slots only for the active profiles the selection, network and label keep', () => {
    const only = (filters: Partial<typeof everything>, scopeIds: ReadonlySet<string> | null = null) =>
      ids(filterSchedulerProfiles(profiles, { scopeIds, filters: { ...everything, ...filters } }));
    expect(only({})).toEqual(['p-x', 'p-li']);
    expect(only({ label: 'cafe' })).toEqual(['p-x']);
    expect(only({ network: 'linkedin' }, new Set(['p-x']))).toEqual([]);
  });
});

describe('moving a post on the calendar', () => {
  it('keeps a post’s local time of day on another day, across a daylight saving change', () => {
    // 09:30 in Paris on Friday 27 March 2026 (UTC+1), dropped on Monday 30 March (UTC+2, after the change).
    expect(
      dropTime({ scheduled_at: '2026-03-27T08:30:00.000Z' }, { day: '2026-03-30' }, 'Europe/Paris'),
    ).toBe('2026-03-30T07:30:00.000Z');
  });

  it('keeps a post’s minutes on another hour', () => {
    expect(
      dropTime({ scheduled_at: '2026-03-27T08:30:00.000Z' }, { day: '2026-03-28', hour: 15 }, 'Europe/Paris'),
    ).toBe('2026-03-28T14:30:00.000Z');
  });

  it('puts a draft without a time at 09:00 in the user’s zone, not 09:00 UTC', () => {
    const draft = { scheduled_at: null };
    expect(dropTime(draft, { day: '2026-11-30' }, 'Pacific/Honolulu')).toBe('2026-11-30T19:00:00.000Z');
    expect(dropTime(draft, { day: '2026-11-30' }, 'Pacific/Auckland')).toBe('2026-11-29T20:00:00.000Z');
    expect(dropTime(draft, { day: '2026-11-30' }, 'UTC')).toBe('2026-11-30T09:00:00.000Z');
    // On an hour of the week: that hour, on the hour.
    expect(dropTime(draft, { day: '2026-11-30', hour: 14 }, 'America/New_York')).toBe(
      '2026-11-30T19:00:00.000Z',
    );
  });

  it('does nothing when a post is dropped where it already is', () => {
    expect(
      dropTime({ scheduled_at: '2026-03-27T08:30:00.000Z' }, { day: '2026-03-27' }, 'Europe/Paris'),
    ).toBeNull();
  });

  it('says a refused move with the server’s field messages, else the usual wording', () => {
    const fallback = () => 'Something went wrong.';
    const refused = new ApiError(422, 'Invalid', {
      errors: { scheduled_at: ['The time is in the past.'], profile_id: ['The profile is paused.'] },
    });
    expect(moveFailureText(refused, fallback)).toBe('The time is in the past. The profile is paused.');
    // A 422 without field messages used to say nothing at all.
    expect(moveFailureText(new ApiError(422, 'Invalid'), fallback)).toBe('Something went wrong.');
    expect(moveFailureText(new ApiError(500, 'Boom'), fallback)).toBe('Something went wrong.');
  });
});
