import {
  manageProfiles,
  selectionMachine,
  storedSelectionOf,
} from '@statecharts/selection/selection.machine.ts';
import {
  GROUP_1,
  GROUP_2,
  PROFILE_A,
  PROFILE_B,
  PROFILE_C,
  SELECTION_EVENTS,
} from '@statecharts/selection/selection.fixtures.ts';
import type {
  SelectionContext,
  SelectionEvent,
  SelectionInput,
  SelectionState,
  StoredSelection,
} from '@statecharts/selection/selection.types.ts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';

type Snapshot = SnapshotFrom<typeof selectionMachine>;

const NOTHING: SelectionContext = {
  activeSocialProfileId: null,
  activeGroupId: null,
  activeMultiSelectionProfiles: null,
  isGroupMenuOpen: false,
};
const serializeState = (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context]);
const STABLE: readonly SelectionState[] = [
  'nothingSelected',
  'profileSelected',
  'profilesSelected',
  'groupSelected',
  'choosingGroup',
];

/** Runs `events` through a real actor; returns the end snapshot and every selection it persisted. */
function drive(events: readonly SelectionEvent[], input: SelectionInput = {}) {
  const persistSelection = vi.fn((_: unknown, _selection: StoredSelection) => {});
  const forgetStoredGroup = vi.fn();
  const actor = createActor(selectionMachine.provide({ actions: { persistSelection, forgetStoredGroup } }), {
    input,
  });
  actor.start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  actor.stop();

  return {
    snapshot,
    persisted: persistSelection.mock.calls.map(([, selection]) => selection),
    forgotGroup: forgetStoredGroup.mock.calls.length,
  };
}

const managed = (profileIds: string[], targetId?: string): SelectionEvent =>
  targetId === undefined
    ? { type: 'profiles.managed', profileIds }
    : { type: 'profiles.managed', profileIds, targetId };
const group = (groupId: string): SelectionEvent => ({ type: 'group.managed', groupId });

describe('the selection rules (spec §4), as a function of the context', () => {
  const withProfile = (id: string | null): SelectionContext => ({ ...NOTHING, activeSocialProfileId: id });

  it('rule 1: managing profiles clears the active group; the target is the given profile, else the first', () => {
    const inGroup = { ...NOTHING, activeGroupId: GROUP_1 };
    expect(manageProfiles(inGroup, [PROFILE_A, PROFILE_B])).toMatchObject({
      activeGroupId: null,
      activeSocialProfileId: PROFILE_A,
    });
    expect(manageProfiles(inGroup, [PROFILE_A, PROFILE_B], PROFILE_B)).toMatchObject({
      activeGroupId: null,
      activeSocialProfileId: PROFILE_B,
    });
  });

  it('rule 2: exactly one profile clears the multi-selection and makes that profile active', () => {
    const multi = {
      ...withProfile(PROFILE_B),
      activeMultiSelectionProfiles: { socialProfileIds: [PROFILE_A, PROFILE_B] },
    };
    expect(manageProfiles(multi, [PROFILE_C])).toEqual({ ...NOTHING, activeSocialProfileId: PROFILE_C });
  });

  it('rule 3: several profiles keep the active profile when it is in the list and no target is given', () => {
    expect(manageProfiles(withProfile(PROFILE_B), [PROFILE_A, PROFILE_B])).toEqual({
      ...NOTHING,
      activeSocialProfileId: PROFILE_B,
      activeMultiSelectionProfiles: { socialProfileIds: [PROFILE_A, PROFILE_B] },
    });
  });

  it('rule 3: the target becomes active when none is, when one is given, or when the active one left the list', () => {
    const ids = [PROFILE_A, PROFILE_B];
    expect(manageProfiles(withProfile(null), ids).activeSocialProfileId).toBe(PROFILE_A);
    expect(manageProfiles(withProfile(PROFILE_A), ids, PROFILE_B).activeSocialProfileId).toBe(PROFILE_B);
    expect(manageProfiles(withProfile(PROFILE_C), ids).activeSocialProfileId).toBe(PROFILE_A);
  });

  it('rule 3: the multi-selection is every profile of the list, and the group is cleared', () => {
    const result = manageProfiles({ ...NOTHING, activeGroupId: GROUP_1 }, [PROFILE_C, PROFILE_A]);
    expect(result.activeMultiSelectionProfiles).toEqual({ socialProfileIds: [PROFILE_C, PROFILE_A] });
    expect(result.activeGroupId).toBeNull();
  });

  it('an empty list leaves nothing selected', () => {
    expect(manageProfiles(withProfile(PROFILE_A), [])).toEqual(NOTHING);
  });
});

describe('selectionMachine', () => {
  const paths = getShortestPaths(selectionMachine, { input: {}, events: SELECTION_EVENTS, serializeState });

  it('reaches every stable state, and never rests in resolving', () => {
    const reached = new Set(paths.map((path) => path.state.value as SelectionState));
    expect([...reached].sort()).toEqual([...STABLE].sort());
  });

  it('never lets an active group coexist with an active profile or a multi-selection, in any reachable state', () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const { activeGroupId, activeSocialProfileId, activeMultiSelectionProfiles } = path.state.context;
      if (activeGroupId !== null) {
        expect(
          { activeSocialProfileId, activeMultiSelectionProfiles },
          path.steps.map((s) => s.event.type).join(' → '),
        ).toEqual({
          activeSocialProfileId: null,
          activeMultiSelectionProfiles: null,
        });
      }
    }
  });

  it('matches each state to what it holds, in every reachable state', () => {
    for (const { state } of paths) {
      const { activeGroupId, activeSocialProfileId, activeMultiSelectionProfiles } = state.context;
      switch (state.value as SelectionState) {
        case 'nothingSelected':
          expect([activeGroupId, activeSocialProfileId, activeMultiSelectionProfiles]).toEqual([
            null,
            null,
            null,
          ]);
          break;
        case 'profileSelected':
          expect(activeSocialProfileId).not.toBeNull();
          expect(activeMultiSelectionProfiles).toBeNull();
          break;
        case 'profilesSelected':
          expect(activeMultiSelectionProfiles?.socialProfileIds.length).toBeGreaterThan(1);
          break;
        case 'groupSelected':
          expect(activeGroupId).not.toBeNull();
          break;
        case 'choosingGroup':
          expect(activeSocialProfileId).toBeNull();
          break;
        default:
          throw new Error(`rests in ${String(state.value)}`);
      }
    }
  });

  it('persists on every transition what a reload then restores (every edge of the graph, driven on a real actor)', () => {
    const edges = adjacencyMapToArray(
      getAdjacencyMap(selectionMachine, { input: {}, events: SELECTION_EVENTS, serializeState }),
    );
    const pathTo = new Map(
      paths.map((path) => [serializeState(path.state), path.steps.slice(1).map((step) => step.event)]),
    );
    expect(edges.length).toBeGreaterThan(200);
    for (const { state, event, nextState } of edges) {
      const { snapshot, persisted } = drive([...pathTo.get(serializeState(state))!, event]);
      expect(snapshot.value).toEqual(nextState.value);
      expect(snapshot.context).toEqual(nextState.context);
      // The last thing written is what the selection now is, and a reload restores it.
      expect(persisted.at(-1)).toEqual(storedSelectionOf(snapshot.context));
      expect(drive([], { stored: persisted.at(-1) }).snapshot.value).toBe(
        snapshot.value === 'choosingGroup' ? restoredStateOf(snapshot.context) : snapshot.value,
      );
    }
  });
});

/** Where a reload puts a selection that was being chosen: the choosing itself is not stored. */
function restoredStateOf(context: SelectionContext): SelectionState {
  if (context.activeGroupId !== null) return 'groupSelected';
  if (context.activeMultiSelectionProfiles !== null) return 'profilesSelected';
  if (context.activeSocialProfileId !== null) return 'profileSelected';
  return 'nothingSelected';
}

type Journey = {
  name: string;
  input?: SelectionInput;
  events: readonly SelectionEvent[];
  endState: SelectionState;
  context: SelectionContext;
};

/** Hand-written, with fixed end states and contexts: the rules as a product owner would check them. */
const JOURNEYS: readonly Journey[] = [
  {
    name: 'a first visit selects nothing',
    events: [],
    endState: 'nothingSelected',
    context: NOTHING,
  },
  {
    name: 'opening one profile makes it active',
    events: [managed([PROFILE_A])],
    endState: 'profileSelected',
    context: { ...NOTHING, activeSocialProfileId: PROFILE_A },
  },
  {
    name: 'comparing profiles keeps the one already open active',
    events: [managed([PROFILE_B]), managed([PROFILE_A, PROFILE_B])],
    endState: 'profilesSelected',
    context: {
      ...NOTHING,
      activeSocialProfileId: PROFILE_B,
      activeMultiSelectionProfiles: { socialProfileIds: [PROFILE_A, PROFILE_B] },
    },
  },
  {
    name: 'a group replaces a multi-selection',
    events: [managed([PROFILE_A, PROFILE_B]), group(GROUP_1)],
    endState: 'groupSelected',
    context: { ...NOTHING, activeGroupId: GROUP_1 },
  },
  {
    name: 'opening a profile from a group leaves the group',
    events: [group(GROUP_1), managed([PROFILE_C])],
    endState: 'profileSelected',
    context: { ...NOTHING, activeSocialProfileId: PROFILE_C },
  },
  {
    name: 'a screen that needs a group forces the choice open, and picking one closes it',
    events: [managed([PROFILE_A]), { type: 'group.selectionForced' }, group(GROUP_2)],
    endState: 'groupSelected',
    context: { ...NOTHING, activeGroupId: GROUP_2 },
  },
  {
    name: 'forcing the choice clears the active profile and opens the menu',
    events: [managed([PROFILE_A]), { type: 'group.selectionForced' }],
    endState: 'choosingGroup',
    context: { ...NOTHING, isGroupMenuOpen: true },
  },
  {
    name: 'choosing a group keeps a multi-selection until a group is picked',
    events: [managed([PROFILE_A, PROFILE_B]), { type: 'group.choosing' }],
    endState: 'choosingGroup',
    context: { ...NOTHING, activeMultiSelectionProfiles: { socialProfileIds: [PROFILE_A, PROFILE_B] } },
  },
  {
    name: 'clearing group info closes the menu and leaves nothing selected',
    events: [group(GROUP_1), { type: 'groupMenu.opened' }, { type: 'group.cleared' }],
    endState: 'nothingSelected',
    context: NOTHING,
  },
  {
    name: 'a reload restores a multi-selection from storage',
    input: {
      stored: {
        activeSocialProfileId: PROFILE_B,
        activeGroupId: null,
        activeMultiSelectionProfiles: { socialProfileIds: [PROFILE_A, PROFILE_B] },
      },
    },
    events: [],
    endState: 'profilesSelected',
    context: {
      ...NOTHING,
      activeSocialProfileId: PROFILE_B,
      activeMultiSelectionProfiles: { socialProfileIds: [PROFILE_A, PROFILE_B] },
    },
  },
  {
    name: 'a stored group and profile side by side (an old or edited storage) restore as the group alone',
    input: {
      stored: {
        activeSocialProfileId: PROFILE_A,
        activeGroupId: GROUP_1,
        activeMultiSelectionProfiles: null,
      },
    },
    events: [],
    endState: 'groupSelected',
    context: { ...NOTHING, activeGroupId: GROUP_1 },
  },
];

describe('selection journeys', () => {
  it.each(JOURNEYS)('$name', ({ input, events, endState, context }) => {
    const { snapshot } = drive(events, input);
    expect(snapshot.value).toBe(endState);
    expect(snapshot.context).toEqual(context);
  });

  it('clearing group info removes the stored group keys', () => {
    expect(drive([group(GROUP_1), { type: 'group.cleared' }]).forgotGroup).toBe(1);
  });

  it('persists on every set or reset, and not when only the menu moves', () => {
    const { persisted } = drive([
      managed([PROFILE_A]),
      { type: 'groupMenu.opened' },
      { type: 'groupMenu.closed' },
      group(GROUP_1),
    ]);
    expect(persisted).toEqual([
      storedSelectionOf(NOTHING),
      { activeSocialProfileId: PROFILE_A, activeGroupId: null, activeMultiSelectionProfiles: null },
      { activeSocialProfileId: null, activeGroupId: GROUP_1, activeMultiSelectionProfiles: null },
    ]);
  });
});
