import type { SelectionEvent, SelectionEventType } from './selection.types.ts';

export const PROFILE_A = 'profile-a';
export const PROFILE_B = 'profile-b';
export const PROFILE_C = 'profile-c';
export const GROUP_1 = 'group-1';
export const GROUP_2 = 'group-2';

type EventOf<TType extends SelectionEventType> = Extract<SelectionEvent, { type: TType }>;
type SelectionEventFixtures = {
  [TType in SelectionEventType]: readonly [EventOf<TType>, ...EventOf<TType>[]];
};

/**
 * Payloads for graph walks and the simulator: at least one per event type (a new event fails compilation until
 * it is listed), and for `profiles.managed` each branch of rules 1–3 — one profile, several without a target,
 * several with one, a list without the active profile, an empty list.
 */
export const SELECTION_EVENT_FIXTURES = {
  'profiles.managed': [
    { type: 'profiles.managed', profileIds: [PROFILE_A] },
    { type: 'profiles.managed', profileIds: [PROFILE_A, PROFILE_B] },
    { type: 'profiles.managed', profileIds: [PROFILE_A, PROFILE_B], targetId: PROFILE_B },
    { type: 'profiles.managed', profileIds: [PROFILE_B, PROFILE_C] },
    { type: 'profiles.managed', profileIds: [] },
  ],
  'group.managed': [
    { type: 'group.managed', groupId: GROUP_1 },
    { type: 'group.managed', groupId: GROUP_2 },
  ],
  'group.choosing': [{ type: 'group.choosing' }],
  'group.selectionForced': [{ type: 'group.selectionForced' }],
  'group.cleared': [{ type: 'group.cleared' }],
  'groupMenu.opened': [{ type: 'groupMenu.opened' }],
  'groupMenu.closed': [{ type: 'groupMenu.closed' }],
} as const satisfies SelectionEventFixtures;

export const SELECTION_EVENTS: readonly SelectionEvent[] = Object.values(SELECTION_EVENT_FIXTURES).flat();
