import { useEffect, useState } from 'react';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import { emptyComposer, fromPost, type ComposerValues, type PostKind } from '../composer-model.ts';

const AUTOSAVE_MS = 400;

/** Where the composer keeps what the user is writing until it is saved. */
export const composerStorageKey = (userId: string, postId?: string) =>
  `kestrel:composer:${userId}:${postId ?? 'new'}`;

type Stored = { savedAt: string; values: ComposerValues };

function readStored(key: string): Stored | null {
  try {
    const raw = window.localStorage.getItem(key);

    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

type DraftOptions = {
  userId: string;
  post: TSchedulerPost | undefined;
  timeZone: string;
  profiles: readonly TSocialProfile[];
  initialProfileIds: string[] | undefined;
  initialSlot: { date: string; time: string } | undefined;
};

/**
 * What the composer holds while the user writes: restored from the browser when an earlier visit left some,
 * else the post being edited or an empty post (with the profiles and slot it was opened with), and kept in the
 * browser shortly after each change.
 */
export function useComposerDraft({
  userId,
  post,
  timeZone,
  profiles,
  initialProfileIds,
  initialSlot,
}: DraftOptions) {
  const storageKey = composerStorageKey(userId, post?.id);
  const [restored] = useState(() => readStored(storageKey));
  const [values, setValues] = useState<ComposerValues>(
    () =>
      restored?.values ??
      (post
        ? fromPost(post, timeZone)
        : emptyComposer(
            (initialProfileIds ?? []).filter((id) => profiles.some((profile) => profile.id === id)),
            initialSlot,
          )),
  );
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [dirty, setDirty] = useState(false);

  // Every change is kept in the browser shortly after it is typed.
  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => {
      window.localStorage.setItem(
        storageKey,
        JSON.stringify({ savedAt: new Date().toISOString(), values } satisfies Stored),
      );
    }, AUTOSAVE_MS);

    return () => window.clearTimeout(timer);
  }, [values, storageKey, dirty]);

  const update = (change: Partial<ComposerValues>) => {
    setDirty(true);
    setValues((current) => ({ ...current, ...change }));
  };
  const setVariant = (id: string, change: { text?: string | undefined; kind?: PostKind | undefined }) =>
    update({ variants: { ...values.variants, [id]: { ...values.variants[id], ...change } } });

  return {
    values,
    update,
    setVariant,
    /** When what was kept was saved in the browser, while its banner shows. */
    restoredAt: showRestored && restored ? restored.savedAt : null,
    /** Drops what was kept and starts again from the post (or an empty one). */
    startOver: () => {
      window.localStorage.removeItem(storageKey);
      setValues(post ? fromPost(post, timeZone) : emptyComposer(initialProfileIds, initialSlot));
      setShowRestored(false);
    },
    /** Forgets what was kept, once it is saved. */
    forget: () => window.localStorage.removeItem(storageKey),
  };
}

export type ComposerDraft = ReturnType<typeof useComposerDraft>;
