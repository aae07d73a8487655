/**
 * What the demo network remembers between calls: posts published through it, scripted faults and the user's
 * own actions (replies, moderation, sent messages). Everything else is generated. The server keeps this in its
 * database; tests use `createMemoryDemoStore`.
 */
import type { PlaceTag, PostKind, RemoteComment, RemoteMedia, RemoteMessage } from '../core/types.ts';

/**
 * Scripted failures, per account:
 * - `token_expires`: from `from` (ISO, default at once) reads fail with `auth_expired` and refresh with
 *   `reauth_required`;
 * - `rate_limited_burst`: the next `remaining` calls fail with `rate_limited` (`retryAfterMs`, default 60 s);
 * - `publish_media_rejected`: publishing fails while processing with `media_rejected`.
 */
export type DemoFault =
  | { kind: 'token_expires'; from?: string }
  | { kind: 'rate_limited_burst'; remaining: number; retryAfterMs?: number }
  | { kind: 'publish_media_rejected' };

export type DemoPublishPhase = 'uploading' | 'processing' | 'published' | 'failed';

export type DemoPublishedPost = {
  remoteId: string;
  idempotencyKey: string;
  kind: PostKind;
  text: string;
  media: RemoteMedia[];
  /** The place the post is tagged with (an id from `searchLocations`). */
  location?: PlaceTag;
  startedAt: string;
  phase: DemoPublishPhase;
  /** Set when the post went live. */
  publishedAt: string | null;
};

export type DemoAction =
  | { type: 'comment_reply'; at: string; comment: RemoteComment }
  | { type: 'comment_moderation'; at: string; commentRemoteId: string; action: 'hide' | 'unhide' | 'delete' }
  | { type: 'message_sent'; at: string; message: RemoteMessage }
  | { type: 'post_deleted'; at: string; postRemoteId: string };

export interface DemoStore {
  getPublished(accountRemoteId: string): Promise<DemoPublishedPost[]>;
  /** Inserts or replaces the post with the same `remoteId`. */
  savePublished(accountRemoteId: string, post: DemoPublishedPost): Promise<void>;
  getFaults(accountRemoteId: string): Promise<DemoFault[]>;
  setFaults(accountRemoteId: string, faults: DemoFault[]): Promise<void>;
  getActions(accountRemoteId: string): Promise<DemoAction[]>;
  addAction(accountRemoteId: string, action: DemoAction): Promise<void>;
}

/** An in-memory store (tests, scripts). Values are copied in and out so callers cannot alias them. */
export function createMemoryDemoStore(): DemoStore {
  const published = new Map<string, DemoPublishedPost[]>();
  const faults = new Map<string, DemoFault[]>();
  const actions = new Map<string, DemoAction[]>();
  const copy = <T>(value: T): T => structuredClone(value);

  return {
    getPublished: async (account) => copy(published.get(account) ?? []),
    savePublished: async (account, post) => {
      const posts = (published.get(account) ?? []).filter((p) => p.remoteId !== post.remoteId);
      published.set(account, [...posts, copy(post)]);
    },
    getFaults: async (account) => copy(faults.get(account) ?? []),
    setFaults: async (account, list) => {
      faults.set(account, copy(list));
    },
    getActions: async (account) => copy(actions.get(account) ?? []),
    addAction: async (account, action) => {
      actions.set(account, [...(actions.get(account) ?? []), copy(action)]);
    },
  };
}
