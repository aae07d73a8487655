/**
 * Profile and group selection (spec §4, selection rules), which drives the profile and group selectors:
 *
 *   nothingSelected    no profile, no group
 *   profileSelected    one active profile
 *   profilesSelected   several profiles: the multi-selection, with one of them active
 *   groupSelected      one active group, never with a profile or a multi-selection
 *   choosingGroup      the user is choosing a group: no active profile (the menu may be open)
 *
 * Every event that changes the selection applies its rule to the context, then goes through `resolving`,
 * which picks the state from what the context now holds: the same decision as on a reload, when the context
 * comes from local storage. The invariant "an active group never coexists with an active profile or a
 * multi-selection" holds in every state; `tests/statecharts/selection.machine.test.ts` walks them all.
 *
 * Side effects the app provides with `selectionMachine.provide({ actions })`:
 * - `persistSelection(selection)`: writes the three stored keys (spec §3). It runs on entry to every stable
 *   state, so any set or reset of profile, group or multi-selection is persisted.
 * - `forgetStoredGroup()`: removes the stored group keys (clearing group info).
 */
import { assertEvent, assign, setup } from 'xstate';
import {
  SELECTION_STATE,
  type SelectionContext,
  type SelectionEvent,
  type SelectionInput,
  type StoredSelection,
} from './selection.types.ts';

export { SELECTION_STATE };

/** The stored part of the context: what `persistSelection` writes. */
export function storedSelectionOf(context: SelectionContext): StoredSelection {
  return {
    activeSocialProfileId: context.activeSocialProfileId,
    activeGroupId: context.activeGroupId,
    activeMultiSelectionProfiles: context.activeMultiSelectionProfiles,
  };
}

/**
 * Rules 1–3: managing a list of profiles clears the active group; the target is the profile given, otherwise
 * the first of the list. One profile: no multi-selection, that profile active. Several: the target becomes
 * active only if none is, a target was given, or the active one is not in the list; the multi-selection is all
 * of them. An empty list leaves nothing selected.
 */
export function manageProfiles(
  context: SelectionContext,
  profileIds: readonly string[],
  targetId?: string,
): SelectionContext {
  const base = { ...context, activeGroupId: null };
  const target = targetId ?? profileIds[0] ?? null;
  if (profileIds.length === 0) {
    return { ...base, activeSocialProfileId: null, activeMultiSelectionProfiles: null };
  }
  if (profileIds.length === 1) {
    return { ...base, activeSocialProfileId: profileIds[0]!, activeMultiSelectionProfiles: null };
  }
  const active = context.activeSocialProfileId;
  const takesTarget = active === null || targetId !== undefined || !profileIds.includes(active);

  return {
    ...base,
    activeSocialProfileId: takesTarget ? target : active,
    activeMultiSelectionProfiles: { socialProfileIds: [...profileIds] },
  };
}

/** A stored selection can only be read as one of the states: a group wins over profiles left beside it. */
function restore(stored: SelectionInput['stored']): SelectionContext {
  const group = stored?.activeGroupId ?? null;
  const ids = stored?.activeMultiSelectionProfiles?.socialProfileIds;

  return {
    activeGroupId: group,
    activeSocialProfileId: group === null ? (stored?.activeSocialProfileId ?? null) : null,
    activeMultiSelectionProfiles:
      group === null && ids && ids.length > 0 ? { socialProfileIds: [...ids] } : null,
    isGroupMenuOpen: false,
  };
}

const RESOLVE = `#selection.${SELECTION_STATE.RESOLVING}` as const;

/** The events every stable state answers the same way. */
const SELECTION_CHANGES = {
  'profiles.managed': { target: RESOLVE, actions: 'manageProfiles' },
  'group.managed': { target: RESOLVE, actions: 'manageGroup' },
  'group.choosing': { target: SELECTION_STATE.CHOOSING_GROUP, actions: 'clearActiveProfile' },
  'group.selectionForced': {
    target: SELECTION_STATE.CHOOSING_GROUP,
    actions: ['clearActiveProfile', 'openGroupMenu'],
  },
} as const;
const MENU = {
  'groupMenu.opened': { actions: 'openGroupMenu' },
  'groupMenu.closed': { actions: 'closeGroupMenu' },
} as const;
const CLEAR_GROUP = {
  'group.cleared': { target: RESOLVE, actions: ['clearGroup', 'forgetStoredGroup'] },
} as const;

const persist = {
  type: 'persistSelection',
  params: ({ context }: { context: SelectionContext }) => storedSelectionOf(context),
} as const;

export const selectionMachine = setup({
  types: {
    context: {} as SelectionContext,
    events: {} as SelectionEvent,
    input: {} as SelectionInput,
  },
  actions: {
    manageProfiles: assign(({ context, event }) => {
      assertEvent(event, 'profiles.managed');
      return manageProfiles(context, event.profileIds, event.targetId);
    }),
    // Rule 4: managing a group clears the active profile and the multi-selection, then sets the group.
    manageGroup: assign(({ event }) => {
      assertEvent(event, 'group.managed');
      return {
        activeSocialProfileId: null,
        activeMultiSelectionProfiles: null,
        activeGroupId: event.groupId,
        isGroupMenuOpen: false,
      };
    }),
    // Rule 5: choosing a group clears the active profile; forcing it also opens the menu.
    clearActiveProfile: assign({ activeSocialProfileId: null }),
    openGroupMenu: assign({ isGroupMenuOpen: true }),
    closeGroupMenu: assign({ isGroupMenuOpen: false }),
    clearGroup: assign({ activeGroupId: null, isGroupMenuOpen: false }),
    // Provided by the app; nothing here, so the machine stays pure in tests and stories.
    persistSelection: (_, _selection: StoredSelection) => {},
    forgetStoredGroup: () => {},
  },
  guards: {
    hasGroup: ({ context }) => context.activeGroupId !== null,
    hasMultiSelection: ({ context }) => context.activeMultiSelectionProfiles !== null,
    hasProfile: ({ context }) => context.activeSocialProfileId !== null,
  },
}).createMachine({
  id: 'selection',
  context: ({ input }) => restore(input.stored),
  initial: SELECTION_STATE.RESOLVING,
  // The menu opens and closes in any state without changing the selection (not drawn in the diagram).
  on: MENU,
  states: {
    // Transient: the state follows from the context, on start (restored from storage) and after each change.
    [SELECTION_STATE.RESOLVING]: {
      description: 'Picks the state from the selection held',
      always: [
        { target: SELECTION_STATE.GROUP_SELECTED, guard: 'hasGroup' },
        { target: SELECTION_STATE.PROFILES_SELECTED, guard: 'hasMultiSelection' },
        { target: SELECTION_STATE.PROFILE_SELECTED, guard: 'hasProfile' },
        { target: SELECTION_STATE.NOTHING_SELECTED },
      ],
    },
    [SELECTION_STATE.NOTHING_SELECTED]: { entry: persist, on: SELECTION_CHANGES },
    [SELECTION_STATE.PROFILE_SELECTED]: { entry: persist, on: SELECTION_CHANGES },
    [SELECTION_STATE.PROFILES_SELECTED]: { entry: persist, on: SELECTION_CHANGES },
    [SELECTION_STATE.GROUP_SELECTED]: {
      entry: persist,
      on: { ...SELECTION_CHANGES, ...CLEAR_GROUP },
    },
    [SELECTION_STATE.CHOOSING_GROUP]: {
      entry: persist,
      on: {
        'profiles.managed': SELECTION_CHANGES['profiles.managed'],
        'group.managed': SELECTION_CHANGES['group.managed'],
        // Forced while already choosing: the menu opens; the state (and the selection) stay.
        'group.selectionForced': { actions: 'openGroupMenu' },
        ...CLEAR_GROUP,
      },
    },
  },
});
