/** The machine's state names. */
export const SELECTION_STATE = {
  RESOLVING: 'resolving',
  NOTHING_SELECTED: 'nothingSelected',
  PROFILE_SELECTED: 'profileSelected',
  PROFILES_SELECTED: 'profilesSelected',
  GROUP_SELECTED: 'groupSelected',
  CHOOSING_GROUP: 'choosingGroup',
} as const;

export type SelectionState = (typeof SELECTION_STATE)[keyof typeof SELECTION_STATE];

/** Spec §3, selection state: what is stored and restored. */
export type StoredSelection = {
  activeSocialProfileId: string | null;
  activeGroupId: string | null;
  activeMultiSelectionProfiles: { socialProfileIds: string[] } | null;
};

export type SelectionContext = StoredSelection & {
  /** The selected-group menu (global UI state, spec §3 "menu group open flags"). Not stored. */
  isGroupMenuOpen: boolean;
};

export type SelectionInput = {
  /** What local storage held when the app started (nothing on a first visit). */
  stored?: Partial<StoredSelection> | null;
};

export type SelectionEvent =
  /** A screen manages a list of profiles (one profile, or several); `targetId` is the profile it asks for. */
  | { type: 'profiles.managed'; profileIds: readonly string[]; targetId?: string }
  /** A screen manages a group: it becomes the active group. */
  | { type: 'group.managed'; groupId: string }
  /** The user starts choosing a group. */
  | { type: 'group.choosing' }
  /** A screen that needs a group has none: choosing is forced, with the menu open. */
  | { type: 'group.selectionForced' }
  /** Clearing group info: the stored keys go and the selected-group menu closes. */
  | { type: 'group.cleared' }
  | { type: 'groupMenu.opened' }
  | { type: 'groupMenu.closed' };

export type SelectionEventType = SelectionEvent['type'];
