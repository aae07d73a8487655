import type { StoredSelection } from '@statecharts/selection/selection.types.ts';

/** Spec §3, the local-storage keys of the selection. */
export const SELECTION_KEYS = {
  activeSocialProfileId: 'kestrel.activeSocialProfileId',
  activeGroupId: 'kestrel.activeGroupId',
  activeMultiSelectionProfiles: 'kestrel.activeMultiSelectionProfiles',
} as const;

/** Storage may be missing (private mode, disabled) or full: the selection then lives for the page only. */
function storageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readMulti(text: string | null): StoredSelection['activeMultiSelectionProfiles'] {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    const ids = (value as { socialProfileIds?: unknown } | null)?.socialProfileIds;
    return Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? { socialProfileIds: ids } : null;
  } catch {
    return null;
  }
}

/** What the last visit left; anything unreadable counts as nothing. */
export function readStoredSelection(storage: Storage | null = storageOrNull()): StoredSelection {
  return {
    activeSocialProfileId: storage?.getItem(SELECTION_KEYS.activeSocialProfileId) || null,
    activeGroupId: storage?.getItem(SELECTION_KEYS.activeGroupId) || null,
    activeMultiSelectionProfiles: readMulti(
      storage?.getItem(SELECTION_KEYS.activeMultiSelectionProfiles) ?? null,
    ),
  };
}

/** Writes each key, or removes it when the value is empty. */
export function writeStoredSelection(
  selection: StoredSelection,
  storage: Storage | null = storageOrNull(),
): void {
  if (!storage) return;
  const set = (key: string, value: string | null) => {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Full or blocked: the selection still holds for this page.
    }
  };
  set(SELECTION_KEYS.activeSocialProfileId, selection.activeSocialProfileId);
  set(SELECTION_KEYS.activeGroupId, selection.activeGroupId);
  set(
    SELECTION_KEYS.activeMultiSelectionProfiles,
    selection.activeMultiSelectionProfiles === null
      ? null
      : JSON.stringify(selection.activeMultiSelectionProfiles),
  );
}

/** Clearing group info: the stored group key goes. */
export function forgetStoredGroup(storage: Storage | null = storageOrNull()): void {
  try {
    storage?.removeItem(SELECTION_KEYS.activeGroupId);
  } catch {
    // As above.
  }
}
