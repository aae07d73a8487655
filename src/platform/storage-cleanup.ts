/**
 * Spec §9: a one-time clean-up of local storage left by earlier versions of the product (network suggestions,
 * date pickers, scheduler views, theme and language, per-network and per-group state). It runs once per browser:
 * the marker key says it has run. Keys of this version (`kestrel.` prefix) are never touched.
 */
export const CLEANUP_MARKER = 'kestrel.legacyStorageCleanup';
export const CLEANUP_VERSION = '1';

export const LEGACY_KEY_PATTERNS: readonly RegExp[] = [
  /network-suggested/i,
  /datepicker/i,
  /scheduler/i,
  /theme/i,
  /language/i,
  /linkedin/i,
  /instagram/i,
  /facebook/i,
  /tiktok/i,
  /twitter/i,
  /pinterest/i,
  /youtube/i,
  /^group_/i,
  /^social_?profile/i,
  /^multi_?selection/i,
];

const OWN_PREFIX = 'kestrel.';

/** Removes the legacy keys once; returns the keys removed (none on every later visit). */
export function cleanUpLegacyStorage(storage: Storage | null = safeLocalStorage()): string[] {
  if (!storage || storage.getItem(CLEANUP_MARKER) === CLEANUP_VERSION) return [];
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null,
  );
  const removed = keys.filter(
    (key) => !key.startsWith(OWN_PREFIX) && LEGACY_KEY_PATTERNS.some((pattern) => pattern.test(key)),
  );
  for (const key of removed) storage.removeItem(key);
  try {
    storage.setItem(CLEANUP_MARKER, CLEANUP_VERSION);
  } catch {
    // Full or read-only storage: the clean-up simply runs again next time.
  }

  return removed;
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
