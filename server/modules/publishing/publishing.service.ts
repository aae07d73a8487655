import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  TPostLocation,
  TPostMedia,
  TPostMediaInput,
  TPublishingSpecification,
  TSchedulerPost,
} from '../../../contracts/publishing.ts';
import type { TProfileNetwork } from '../../../contracts/social.ts';
import { nextPostStatus } from '../../../statecharts/post-lifecycle/post-lifecycle.machine.ts';
import type {
  FailureReason,
  PostLifecycleEvent,
  PostStatus,
  PublishMode,
} from '../../../statecharts/post-lifecycle/post-lifecycle.types.ts';
import type { Executor } from '../../db/index.ts';
import { MINUTE_MS, type Clock } from '../../lib/clock.ts';
import { AppError, conflict, invalid, notFound } from '../../lib/errors.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { ConnectorFailure } from '../../networks/core/http.ts';
import type {
  Capabilities,
  ConnectorError,
  ConnectorErrorKind,
  Draft,
  MediaRules,
  PostKind,
  PublishState,
} from '../../networks/core/types.ts';
import { NETWORK_DISPLAY_NAMES, type SocialService } from '../social/social.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { Actor } from '../identity/identity.service.ts';
import {
  createPublishingRepository,
  type NewPostRow,
  type PostChanges,
  type PostRow,
} from './publishing.repository.ts';
import { createTimeSlotsRepository } from './time-slots.repository.ts';
import { namedForProfile } from './issue-names.ts';

type SocialProfileRow = Awaited<ReturnType<SocialService['repo']['listProfiles']>>[number];

export const PUBLISH_QUEUE = 'publish-post';
/** How often the server looks for due posts and publishes nobody holds. */
export const PUBLISH_TICK_MS = 5_000;
/**
 * How long a worker holds a post it publishes before another may take it over; renewed every third of it
 * while a call to the network runs, so only a worker that stopped loses its posts.
 */
export const LEASE_MS = 15_000;
/** A publish whose lease ran out this long ago has no worker: the scheduler shows it as stuck. */
const STUCK_AFTER_MS = 2 * MINUTE_MS;
/** Passing failures (rate limits, network hiccups) tried this many times before the post fails. */
export const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = MINUTE_MS;

/** A network's failure in the three words a user acts on; `retry` means "passing, try again". */
const REASON_OF: Record<ConnectorErrorKind, FailureReason | 'retry'> = {
  auth_expired: 'reconnect',
  reauth_required: 'reconnect',
  permission_missing: 'reconnect',
  user_action_required: 'rejected',
  media_rejected: 'rejected',
  content_rejected: 'rejected',
  not_found: 'rejected',
  rate_limited: 'retry',
  quota_exhausted: 'retry',
  transient: 'retry',
  unknown: 'retry',
};

export type Content = {
  kind: PostKind;
  text: string;
  media: TPostMedia[];
  first_comment: string | null;
  link: string | null;
  /** Left out (ideas, imports): no place. */
  location?: TPostLocation | null;
};

/** The place stored in a post's options (`{ location: { id, name } }`), if any. */
function locationOf(options: unknown): TPostLocation | null {
  const location = (options as { location?: unknown } | null)?.location as Partial<TPostLocation> | undefined;

  return typeof location?.id === 'string' && typeof location.name === 'string'
    ? { id: location.id, name: location.name }
    : null;
}

/** A post's options with its place set (or removed), keeping whatever else they hold. */
function withLocation(options: unknown, location: TPostLocation | null): Record<string, unknown> {
  const { location: _old, ...rest } = (options ?? {}) as Record<string, unknown>;

  return location ? { ...rest, location } : rest;
}

/** Content as written: media may name library files by id alone (resolved against the account's library). */
type ContentInput = Omit<Content, 'media'> & { media: TPostMediaInput[] };

export type CreatePostsInput = ContentInput & {
  profile_ids: string[];
  variants: Record<string, Partial<ContentInput>>;
  scheduled_at: string | null;
  /** Each profile at its own next free time slot instead of `scheduled_at`. */
  queue?: boolean;
  publish_mode: PublishMode;
  approval_required: boolean;
};

export type UpdatePostInput = Partial<ContentInput> & {
  scheduled_at?: string | null;
  publish_mode?: PublishMode;
};

export function draftOf(content: Content): Draft {
  return {
    kind: content.kind,
    text: content.text,
    media: content.media.map((media) => ({
      type: media.type,
      url: media.url,
      mimeType: media.mime_type,
      bytes: media.bytes,
      ...(media.width !== undefined ? { width: media.width } : {}),
      ...(media.height !== undefined ? { height: media.height } : {}),
      ...(media.duration_sec !== undefined ? { durationSec: media.duration_sec } : {}),
      ...(media.alt_text !== undefined ? { altText: media.alt_text } : {}),
    })),
    ...(content.first_comment ? { firstComment: content.first_comment } : {}),
    ...(content.link ? { link: content.link } : {}),
    ...(content.location ? { location: content.location } : {}),
  };
}

/** What the post lifecycle (statecharts/post-lifecycle) needs of a stored post to decide a change. */
export const lifecycleOf = (post: PostRow) => ({
  status: post.status as PostStatus,
  approvalRequired: post.approvalRequired,
  publishMode: post.publishMode as PublishMode,
  failureReason: post.failureReason as FailureReason | null,
});

export const contentOf = (row: PostRow): Content => ({
  kind: row.kind as PostKind,
  text: row.text,
  media: row.media as TPostMedia[],
  first_comment: row.firstComment,
  link: row.link,
  location: locationOf(row.options),
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A post as the API shows it. `sign` gives a library file's current address: a stored one may have expired
 * (a post planned weeks ahead), and the scheduler's previews should still show the picture.
 */
export function postView(row: PostRow, now: Date, sign?: (mediaId: string) => string): TSchedulerPost {
  const media = (row.media as TPostMedia[]).map((item) =>
    item.library_media_id && sign ? { ...item, url: sign(item.library_media_id) } : item,
  );

  return {
    id: row.id,
    master_post_id: row.masterPostId,
    profile_id: row.profileId,
    network: row.network as TProfileNetwork,
    kind: row.kind as TSchedulerPost['kind'],
    text: row.text,
    media,
    first_comment: row.firstComment,
    link: row.link,
    location: locationOf(row.options),
    status: row.status as TSchedulerPost['status'],
    approval_required: row.approvalRequired,
    publish_mode: row.publishMode as PublishMode,
    scheduled_at: iso(row.scheduledAt),
    failure_reason: row.failureReason as FailureReason | null,
    failure_message: row.failureMessage,
    remote_id: row.remoteId,
    permalink: row.permalink,
    published_at: iso(row.publishedAt),
    is_stuck:
      row.status === 'publishing' &&
      row.leaseUntil !== null &&
      now.getTime() - row.leaseUntil.getTime() > STUCK_AFTER_MS,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function mediaRules(rules: MediaRules | undefined) {
  if (!rules) return null;

  return {
    formats: [...rules.formats],
    label: rules.label ?? rules.formats.map((format) => format.toUpperCase()).join(', '),
    max_bytes: rules.maxBytes,
    aspect: rules.aspect ? ([rules.aspect[0], rules.aspect[1]] as [number, number]) : null,
    min_sec: rules.minSec ?? null,
    max_sec: rules.maxSec ?? null,
  };
}

/** A network's capabilities as the API shows them. */
export function specificationView(capabilities: Capabilities, locations = false): TPublishingSpecification {
  return {
    can_publish: capabilities.features.includes('publish'),
    kinds: [...capabilities.kinds],
    max_text_length: capabilities.maxTextLength,
    max_hashtags: capabilities.maxHashtags ?? null,
    max_mentions: capabilities.maxMentions ?? null,
    max_items: capabilities.maxItems,
    carousel: capabilities.carousel ? { ...capabilities.carousel } : null,
    text_required: capabilities.textRequired,
    media_required: capabilities.mediaRequired,
    first_comment: capabilities.firstComment,
    locations,
    media: {
      image: mediaRules(capabilities.media.image),
      video: mediaRules(capabilities.media.video),
      document: mediaRules(capabilities.media.document),
    },
  };
}

/** Words for a status in an error message. */
export const STATUS_WORDS: Record<PostStatus, string> = {
  draft: 'a draft',
  awaiting_approval: 'waiting for approval',
  approved: 'approved',
  scheduled: 'scheduled',
  publishing: 'publishing',
  published: 'published',
  failed: 'failed',
  notification_due: 'waiting for you to publish it from its notification',
};

export type PublishingDeps = {
  db: Executor;
  clock: Clock;
  social: SocialService;
  jobs: Jobs;
  logger: FastifyBaseLogger;
  /** Seconds between a publish and the sync that brings it into analytics. @default 60 */
  syncDelaySeconds?: number;
  /**
   * The media library: resolves a post's library files by id (their facts when saved, a freshly signed address
   * when published). Without it, media are kept as written.
   */
  media?: Pick<MediaService, 'postMedia' | 'publicFileUrl'>;
  /** Told the posts in notification mode that just fell due (their authors are reminded). */
  onNotificationDue?: (postIds: string[]) => Promise<void>;
};

type LibraryFacts = Awaited<ReturnType<MediaService['postMedia']>>;

/**
 * A post's media item with its library file's current facts and signed address (its own alt text kept); an
 * item from outside the library as it is. `found` holds every library file the item names.
 */
function withLibraryFacts(item: TPostMedia, found: LibraryFacts): TPostMedia {
  if (!item.library_media_id) return item;
  const { name: _name, ...facts } = found.get(item.library_media_id)!;

  return { ...facts, ...(item.alt_text !== undefined ? { alt_text: item.alt_text } : {}) };
}

/** “Instagram, Kestrel Coffee, 1 Dec 2026 09:30 UTC” (or “…, a draft”): a post named in a message. */
function describePost(post: {
  network: string;
  profileName: string;
  scheduledAt: Date | null;
  status: string;
}) {
  const network = NETWORK_DISPLAY_NAMES[post.network as keyof typeof NETWORK_DISPLAY_NAMES] ?? post.network;
  const when = post.scheduledAt
    ? `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(post.scheduledAt)} UTC`
    : 'a draft';

  return `${network}, ${post.profileName}, ${when}`;
}

/**
 * The planned (not yet published) posts of an account that use a library file, each in words, soonest first:
 * what the media library asks before deleting a file. A query of its own, so the media library needs no
 * publishing service (which needs the media library).
 */
export function createMediaUsage(db: Executor) {
  const repo = createPublishingRepository(db);

  return async (accountId: string, mediaId: string): Promise<string[]> =>
    (await repo.plannedPostsUsingMedia(accountId, mediaId)).map(describePost);
}

/**
 * The post scheduler and its worker. Users write posts for several profiles at once (checked against each
 * network before anything is saved), move them through their lifecycle (statecharts/post-lifecycle), and the
 * worker publishes each due post exactly once per profile: it claims the post with a lease, stores the
 * network's progress after every step, resumes a post whose worker died, retries only passing failures, waits
 * for the network's publishing quota, and records every change in the post's history.
 */
export function createPublishingService({
  db,
  clock,
  social,
  jobs,
  logger,
  syncDelaySeconds = 60,
  media: library,
  onNotificationDue,
}: PublishingDeps) {
  const repo = createPublishingRepository(db);
  const sign = library ? (mediaId: string) => library.publicFileUrl(mediaId) : undefined;

  /**
   * Media as written, with each library file (by id) replaced by the library's facts and a signed address;
   * another account's file, or a deleted one, is not found (404).
   */
  async function resolveMedia(accountId: string, lists: (TPostMediaInput[] | undefined)[]) {
    const ids = lists.flatMap((list) => (list ?? []).flatMap((item) => item.library_media_id ?? []));
    const found = library && ids.length > 0 ? await library.postMedia(accountId, ids) : new Map();
    if (ids.some((id) => !found.has(id))) {
      if (!library)
        throw invalid({ media: 'The media library is not available here: give the file’s address.' });
      throw notFound('One of these media library files');
    }

    return (list: TPostMediaInput[]): TPostMedia[] =>
      list.map((item) => withLibraryFacts(item as TPostMedia, found));
  }

  async function requirePost(actor: Actor, id: string): Promise<PostRow> {
    const row = await repo.findPost(actor.accountId, id);
    if (!row) throw notFound('This post');

    return row;
  }

  async function ownProfiles(actor: Actor, ids: readonly string[]): Promise<Map<string, SocialProfileRow>> {
    const own = new Map((await social.repo.listProfiles(actor.accountId)).map((row) => [row.id, row]));
    const found = new Map<string, SocialProfileRow>();
    for (const id of ids) {
      const row = own.get(id);
      if (!row) throw notFound('One of these profiles');
      found.set(id, row);
    }

    return found;
  }

  function issuesFor(profile: SocialProfileRow, content: Content) {
    const connector = social.connectorOf(profile);
    const network = NETWORK_DISPLAY_NAMES[profile.network as TProfileNetwork];
    const issues = namedForProfile(connector.validate(draftOf(content)), network, profile.name);
    // A place needs a network that tags posts with one (the connector then checks the place itself).
    if (content.location && !connector.searchLocations && !issues.some((issue) => issue.field === 'location'))
      issues.push({
        field: 'location',
        code: 'no_places',
        message: `${network} (${profile.name}) posts cannot be tagged with a place.`,
      });

    return issues;
  }

  function specificationOf(profile: SocialProfileRow) {
    const connector = social.connectorOf(profile);

    return specificationView(connector.capabilities, !!connector.searchLocations);
  }

  function futureTime(value: string | null | undefined, errors: Map<string, string[]>): Date | null {
    if (!value) return null;
    const at = new Date(value);
    if (at.getTime() < clock.now().getTime() - MINUTE_MS)
      errors.set('scheduled_at', ['Pick a time in the future.']);

    return at;
  }

  async function view(actor: Actor, id: string): Promise<TSchedulerPost> {
    return postView(await requirePost(actor, id), clock.now(), sign);
  }

  /**
   * The post's content as it is published now: each library file by its current facts and a freshly signed
   * address (a post planned weeks ahead outlives any address signed when it was written); null when one of its
   * library files is gone.
   */
  async function publishableContent(post: PostRow): Promise<Content | null> {
    const content = contentOf(post);
    const ids = content.media.flatMap((item) => item.library_media_id ?? []);
    if (!library || ids.length === 0) return content;
    const found = await library.postMedia(post.accountId, ids);
    if (ids.some((id) => !found.has(id))) return null;

    return { ...content, media: content.media.map((item) => withLibraryFacts(item, found)) };
  }

  // ---- the worker's steps ----

  /** A call to the network, with the lease renewed while it runs: a slow upload is not a dead worker. */
  async function holding<T>(postId: string, token: string, call: () => Promise<T>): Promise<T> {
    const renew = setInterval(() => {
      const now = clock.now();
      repo
        .saveHeld(postId, token, { leaseUntil: new Date(now.getTime() + LEASE_MS) }, now)
        .catch((error: unknown) => logger.warn({ err: error, postId }, 'renewing a publish lease failed'));
    }, LEASE_MS / 3);
    try {
      return await call();
    } finally {
      clearInterval(renew);
    }
  }

  async function queuePublish(postId: string, afterMs = 0) {
    await jobs.send(
      PUBLISH_QUEUE,
      { postId },
      { singletonKey: postId, ...(afterMs > 0 ? { startAfterSeconds: Math.ceil(afterMs / 1000) } : {}) },
    );
  }

  /** Ends a publish the worker holds: published or failed, with its history and a sync for analytics. */
  async function finish(
    post: PostRow,
    token: string,
    state: PublishState & { phase: 'published' | 'failed' },
  ) {
    const now = clock.now();
    if (state.phase === 'published') {
      const saved = await repo.saveHeld(
        post.id,
        token,
        {
          status: 'published',
          remoteId: state.remoteId,
          permalink: state.permalink,
          publishedAt: now,
          publishState: state,
          leaseUntil: null,
          leaseToken: null,
          failureReason: null,
          failureMessage: null,
        },
        now,
      );
      if (!saved) return;
      await repo.addEvent(post.id, { type: 'published', from: 'publishing', to: 'published', at: now });
      // A little later: a profile publishing a burst of posts gets one sync for all of them.
      await social.queueSync(post.profileId, syncDelaySeconds);

      return;
    }
    await fail(post, token, state.error);
  }

  async function fail(post: PostRow, token: string, error: ConnectorError, reasonOverride?: FailureReason) {
    const now = clock.now();
    const kind = REASON_OF[error.kind];
    const reason: FailureReason = reasonOverride ?? (kind === 'retry' ? 'retry_later' : kind);
    const next = nextPostStatus(
      {
        status: 'publishing',
        approvalRequired: post.approvalRequired,
        publishMode: post.publishMode as PublishMode,
      },
      { type: 'publish.failed', reason, message: error.userMessage },
    );
    if (!next) return;
    const saved = await repo.saveHeld(
      post.id,
      token,
      {
        status: next.status,
        failureReason: reason,
        failureMessage: error.userMessage,
        leaseUntil: null,
        leaseToken: null,
      },
      now,
    );
    if (saved)
      await repo.addEvent(post.id, {
        type: 'failed',
        from: 'publishing',
        to: next.status,
        message: error.userMessage,
        at: now,
      });
  }

  /** A passing failure: try again later with back-off, until MAX_ATTEMPTS; then the post fails. */
  async function retryLater(post: PostRow, token: string, error: ConnectorError) {
    const attempts = post.attempts + 1;
    if (attempts >= MAX_ATTEMPTS) {
      await fail(
        post,
        token,
        {
          ...error,
          userMessage: `${error.userMessage} We tried ${MAX_ATTEMPTS} times; try again later.`,
        },
        'retry_later',
      );

      return;
    }
    const now = clock.now();
    const wait = Math.max(error.retryAfterMs ?? 0, RETRY_BASE_MS * 2 ** (attempts - 1));
    const saved = await repo.saveHeld(
      post.id,
      token,
      { attempts, leaseUntil: new Date(now.getTime() + wait), leaseToken: null },
      now,
    );
    if (!saved) return;
    await repo.addEvent(post.id, {
      type: 'retry_scheduled',
      from: 'publishing',
      to: 'publishing',
      message: `${error.userMessage} Trying again in ${Math.round(wait / MINUTE_MS)} min (attempt ${attempts + 1} of ${MAX_ATTEMPTS}).`,
      at: now,
    });
    await queuePublish(post.id, wait);
  }

  /** A new post's content per profile, checked against each profile's network and the time it is for. */
  async function checkDraft(actor: Actor, input: CreatePostsInput) {
    const ids = [...new Set(input.profile_ids)];
    const owned = await ownProfiles(actor, ids);
    for (const id of Object.keys(input.variants))
      if (!owned.has(id))
        throw invalid({ [`variants.${id}`]: 'This variant is for a profile the post is not for.' });
    const errors = new Map<string, string[]>();
    const issues = new Map<string, { field: string; message: string }[]>();
    const scheduledAt = futureTime(input.scheduled_at, errors);
    const resolve = await resolveMedia(actor.accountId, [
      input.media,
      ...Object.values(input.variants).map((variant) => variant.media),
    ]);
    const master: Content = {
      kind: input.kind,
      text: input.text,
      media: resolve(input.media),
      first_comment: input.first_comment,
      link: input.link,
      location: input.location ?? null,
    };
    const contents = new Map<string, Content>();
    for (const id of ids) {
      const written = input.variants[id] ?? {};
      const variant: Partial<Content> = {
        ...written,
        ...(written.media ? { media: resolve(written.media) } : {}),
      } as Partial<Content>;
      const content = { ...master, ...variant };
      contents.set(id, content);
      for (const issue of issuesFor(owned.get(id)!, content)) {
        const key = issue.field in variant ? `variants.${id}.${issue.field}` : issue.field;
        errors.set(key, [...(errors.get(key) ?? []), issue.message]);
        issues.set(id, [...(issues.get(id) ?? []), { field: key, message: issue.message }]);
      }
    }

    return { ids, owned, contents, errors, issues, scheduledAt };
  }

  const service = {
    // ---- what users do ----

    async list(
      actor: Actor,
      query: { from: string; to: string; profile_ids?: string[]; status?: string[]; drafts?: '0' | '1' },
    ): Promise<TSchedulerPost[]> {
      if (query.profile_ids) await ownProfiles(actor, query.profile_ids);
      const from = new Date(query.from);
      const to = new Date(query.to);
      if (to <= from) throw invalid({ to: 'End the period after it starts.' });
      const rows = await repo.listPosts(actor.accountId, {
        from,
        to,
        drafts: query.drafts === '1',
        ...(query.profile_ids ? { profileIds: query.profile_ids } : {}),
        ...(query.status ? { statuses: query.status } : {}),
      });
      const now = clock.now();

      return rows.map((row) => postView(row, now, sign));
    },

    /**
     * What each profile would publish and what its network would refuse, without saving anything: the same
     * checks as `create`, answered per profile (the composer shows them before the user saves).
     */
    async preview(actor: Actor, input: CreatePostsInput) {
      const { ids, owned, contents, issues, errors } = await checkDraft(actor, input);

      return {
        ok: errors.size === 0,
        errors: Object.fromEntries(errors),
        posts: ids.map((id) => ({
          profile_id: id,
          network: owned.get(id)!.network as TProfileNetwork,
          ...contents.get(id)!,
          location: contents.get(id)!.location ?? null,
          problems: issues.get(id) ?? [],
        })),
      };
    },

    /** One post as the API shows it (its library files freshly signed); another account's is not found. */
    get: view,

    /** The posts one master post became, one per profile. */
    async masterPost(actor: Actor, masterPostId: string): Promise<TSchedulerPost[]> {
      const rows = await repo.postsOfMaster(actor.accountId, masterPostId);
      if (rows.length === 0) throw notFound('This post');
      const now = clock.now();

      return rows.map((row) => postView(row, now, sign));
    },

    /** Every profile of the workspace as the scheduler sees it: what it accepts and its quota right now. */
    async schedulerProfiles(actor: Actor) {
      const rows = await social.repo.listProfiles(actor.accountId);

      return Promise.all(rows.map((row) => service.schedulerProfile(actor, row.id)));
    },

    /**
     * Checks a new post against each of its profiles' networks and builds its rows, without saving: `errors`
     * (by field, each naming the network and its limit) is empty when it can be saved. Another account's
     * profile is not found (404). The bulk import checks every row with this, then saves them together.
     */
    async prepare(
      actor: Actor,
      input: CreatePostsInput,
    ): Promise<{ rows: NewPostRow[]; errors: Record<string, string[]> }> {
      const { ids, owned, contents, errors, scheduledAt } = await checkDraft(actor, input);
      const now = clock.now();
      // Added to the queue: each profile at its own next free time slot.
      const queued = input.queue
        ? await createTimeSlotsRepository(db).nextFree(actor.accountId, ids, now, 1)
        : null;
      if (queued) {
        errors.delete('scheduled_at');
        const without = ids.filter((id) => queued.get(id)!.next.length === 0);
        if (without.length > 0)
          errors.set(
            'queue',
            without.map((id) => `${owned.get(id)!.name} has no free time slot: set its time slots first.`),
          );
      }
      const timeOf = (id: string) => (queued ? (queued.get(id)!.next[0] ?? null) : scheduledAt);

      // Written with a time: scheduled, or sent for approval first; without one: a draft.
      const statusAt = (at: Date | null): PostStatus =>
        !at ? 'draft' : input.approval_required ? 'awaiting_approval' : 'scheduled';
      const masterPostId = randomUUID();
      const rows = ids.map((id): NewPostRow => {
        const content = contents.get(id)!;

        return {
          id: randomUUID(),
          accountId: actor.accountId,
          profileId: id,
          masterPostId,
          createdBy: actor.userId,
          kind: content.kind,
          text: content.text,
          media: content.media,
          firstComment: content.first_comment,
          link: content.link,
          options: withLocation({}, content.location ?? null),
          status: statusAt(timeOf(id)),
          approvalRequired: input.approval_required,
          publishMode: input.publish_mode,
          scheduledAt: timeOf(id),
          createdAt: now,
          updatedAt: now,
        };
      });

      return { rows, errors: Object.fromEntries(errors) };
    },
    /**
     * Saves rows `prepare` built (of one or many posts) in one transaction, each with its history. `alongside`
     * writes what must happen with them in the same transaction (an idea marked used): if it throws, no post is
     * saved.
     */
    async createPrepared(
      actor: Actor,
      rows: NewPostRow[],
      alongside?: (tx: Executor) => Promise<void>,
    ): Promise<TSchedulerPost[]> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await createPublishingRepository(tx).insertPosts(rows, {
          type: 'created',
          actorUserId: actor.userId,
          at: now,
        });
        if (alongside) await alongside(tx);
      });
      const listed = await Promise.all(rows.map((row) => repo.findPost(actor.accountId, row.id)));

      return listed.flatMap((row) => (row ? [postView(row, now, sign)] : []));
    },
    async create(actor: Actor, input: CreatePostsInput): Promise<TSchedulerPost[]> {
      const { rows, errors } = await service.prepare(actor, input);
      if (Object.keys(errors).length > 0) throw invalid(errors);

      return service.createPrepared(actor, rows);
    },

    async update(actor: Actor, id: string, input: UpdatePostInput): Promise<TSchedulerPost> {
      const post = await requirePost(actor, id);
      if (post.status === 'publishing' || post.status === 'published')
        throw conflict(
          `This post is ${STATUS_WORDS[post.status as PostStatus]}: it can no longer be changed.`,
        );
      const errors = new Map<string, string[]>();
      const scheduledAt =
        input.scheduled_at === undefined ? post.scheduledAt : futureTime(input.scheduled_at, errors);
      if (
        !scheduledAt &&
        (post.status === 'scheduled' || post.status === 'approved' || post.status === 'awaiting_approval')
      )
        errors.set('scheduled_at', ['A scheduled post needs a time; unschedule it to keep it as a draft.']);
      const { scheduled_at: _time, publish_mode: _mode, media: writtenMedia, ...edits } = input;
      const content: Content = {
        ...contentOf(post),
        ...edits,
        ...(writtenMedia
          ? { media: (await resolveMedia(actor.accountId, [writtenMedia]))(writtenMedia) }
          : {}),
      };
      const profile = (await ownProfiles(actor, [post.profileId])).get(post.profileId)!;
      for (const issue of issuesFor(profile, content))
        errors.set(issue.field, [...(errors.get(issue.field) ?? []), issue.message]);
      if (errors.size > 0) throw invalid(Object.fromEntries(errors));
      const changes: PostChanges = {
        kind: content.kind,
        text: content.text,
        media: content.media,
        firstComment: content.first_comment,
        link: content.link,
        options: withLocation(post.options, content.location ?? null),
        scheduledAt,
        ...(input.publish_mode ? { publishMode: input.publish_mode } : {}),
      };
      const moved = input.scheduled_at !== undefined && iso(scheduledAt) !== iso(post.scheduledAt);
      const updated = await repo.updatePost(actor.accountId, id, post.status, changes, {
        type: moved ? 'rescheduled' : 'edited',
        to: post.status,
        message: moved && scheduledAt ? `Moved to ${scheduledAt.toISOString()}` : null,
        actorUserId: actor.userId,
        at: clock.now(),
      });
      if (!updated) throw conflict('This post changed meanwhile: reload it and try again.');

      return view(actor, id);
    },

    async setStatus(actor: Actor, id: string, event: PostLifecycleEvent['type']): Promise<TSchedulerPost> {
      const post = await requirePost(actor, id);
      const from = post.status as PostStatus;
      if ((event === 'schedule' || event === 'reschedule') && post.scheduledAt === null)
        throw invalid({ scheduled_at: 'Pick a time before scheduling the post.' });
      if (
        (event === 'schedule' || event === 'reschedule') &&
        post.scheduledAt !== null &&
        post.scheduledAt.getTime() < clock.now().getTime() - MINUTE_MS
      )
        throw invalid({ scheduled_at: 'Pick a time in the future.' });
      const next = nextPostStatus(lifecycleOf(post), { type: event } as PostLifecycleEvent);
      if (!next) throw conflict(`This post is ${STATUS_WORDS[from]}: “${event}” does not apply to it.`);
      const updated = await repo.updatePost(
        actor.accountId,
        id,
        from,
        {
          status: next.status,
          failureReason: next.failureReason,
          failureMessage: next.failureMessage,
          ...(event === 'reschedule' ? { attempts: 0, publishState: null } : {}),
          ...(next.status === 'published' ? { publishedAt: clock.now() } : {}),
        },
        { type: event, to: next.status, actorUserId: actor.userId, at: clock.now() },
      );
      if (!updated) throw conflict('This post changed meanwhile: reload it and try again.');

      return view(actor, id);
    },

    async specifications(actor: Actor) {
      const rows = await social.repo.listProfiles(actor.accountId);

      return rows.map((profile) => ({
        profile_id: profile.id,
        network: profile.network as TProfileNetwork,
        specification: specificationOf(profile),
      }));
    },

    /** What a profile's network accepts, and how much of its publishing quota is used right now. */
    async schedulerProfile(actor: Actor, profileId: string) {
      const profile = (await ownProfiles(actor, [profileId])).get(profileId)!;
      let quota: Awaited<ReturnType<SocialService['quotas']>>['publish'] = null;
      try {
        quota = (await social.quotas(actor, profileId)).publish;
      } catch (error) {
        // The network cannot tell right now (the profile's health says why): the limits still show.
        if (!(error instanceof AppError && error.code === 'unavailable')) throw error;
      }

      return {
        profile_id: profile.id,
        network: profile.network as TProfileNetwork,
        specification: specificationOf(profile),
        quota,
      };
    },

    async events(actor: Actor, id: string) {
      await requirePost(actor, id);

      return (await repo.events(id)).map((event) => ({
        at: event.at.toISOString(),
        type: event.type,
        from_status: event.fromStatus as PostStatus | null,
        to_status: event.toStatus as PostStatus | null,
        message: event.message,
        actor_user_id: event.actorUserId,
      }));
    },

    // ---- the worker ----

    /**
     * Run every minute: due posts in notification mode wait for their user; due posts in auto mode, and
     * publishes whose worker's lease ran out, go to the publish queue (one job per post at a time).
     */
    async queueDuePosts(limit = 5000): Promise<{ queued: number; notified: number }> {
      const now = clock.now();
      const notified = await repo.markNotificationsDue(now);
      for (const id of notified)
        await repo.addEvent(id, {
          type: 'due',
          from: 'scheduled',
          to: 'notification_due',
          message: 'Time to publish it: this format is published by hand from the notification.',
          at: now,
        });
      if (notified.length > 0 && onNotificationDue)
        await onNotificationDue(notified).catch((error: unknown) =>
          logger.error({ err: error }, 'reminding the authors of due posts failed'),
        );
      const due = (await repo.duePosts(now, limit)).filter((post) => post.publishMode === 'auto');
      for (let start = 0; start < due.length; start += 500)
        await jobs.sendMany(
          PUBLISH_QUEUE,
          due.slice(start, start + 500).map((post) => ({ data: { postId: post.id }, singletonKey: post.id })),
        );

      return { queued: due.length, notified: notified.length };
    },

    /** The publish job: exactly once per post, resumable, safe to run twice or after a crash. */
    async publishPost(postId: string): Promise<void> {
      const token = randomUUID();
      const claimedAt = clock.now();
      const post = await repo.claim(postId, claimedAt, {
        until: new Date(claimedAt.getTime() + LEASE_MS),
        token,
      });
      if (!post) return; // not due, already taken, or done
      if (post.claimedFrom === 'due')
        await repo.addEvent(post.id, { type: 'due', from: 'scheduled', to: 'publishing', at: claimedAt });
      else if (post.claimedFrom === 'taken-over')
        await repo.addEvent(post.id, {
          type: 'resumed',
          from: 'publishing',
          to: 'publishing',
          message: 'Picked up where the last attempt stopped.',
          at: claimedAt,
        });
      try {
        const account = await holding(post.id, token, () => social.openAccount(post.profileId));
        if (!account) {
          await fail(
            post,
            token,
            {
              kind: 'reauth_required',
              userMessage: 'This profile is disconnected or paused. Reconnect it, then reschedule the post.',
            },
            'reconnect',
          );

          return;
        }
        const { connector, ctx } = account;
        const stored = post.publishState as PublishState | null;
        let state: PublishState;
        if (stored) state = stored;
        else {
          const quota = connector.getPublishQuota
            ? await holding(post.id, token, () => connector.getPublishQuota!(ctx))
            : null;
          if (quota && quota.used >= quota.limit) {
            const now = clock.now();
            const until = quota.resetsAt
              ? new Date(quota.resetsAt)
              : new Date(now.getTime() + quota.windowSec * 1000);
            if (await repo.saveHeld(post.id, token, { leaseUntil: until, leaseToken: null }, now)) {
              await repo.addEvent(post.id, {
                type: 'quota_wait',
                from: 'publishing',
                to: 'publishing',
                message: `This profile has used its ${quota.limit} posts per ${Math.round(quota.windowSec / 3600)} h; it goes out at ${until.toISOString()}.`,
                at: now,
              });
              await queuePublish(post.id, until.getTime() - now.getTime());
            }

            return;
          }
          const content = await publishableContent(post);
          if (!content) {
            await fail(
              post,
              token,
              {
                kind: 'media_rejected',
                userMessage:
                  'A file of this post is no longer in the media library. Choose the post’s media again, then reschedule it.',
              },
              'rejected',
            );

            return;
          }
          // The idempotency key is the post: a second start (after a crash) resumes the same remote post.
          state = await holding<PublishState>(post.id, token, () =>
            connector.startPublish(ctx, draftOf(content), post.id),
          );
        }
        for (;;) {
          if (state.phase === 'published' || state.phase === 'failed') {
            await finish(post, token, state);

            return;
          }
          const now = clock.now();
          const nextCheck = new Date(state.nextCheckAt);
          if (nextCheck.getTime() > now.getTime()) {
            // The network needs time (a video processing): hand the post back until then.
            if (
              await repo.saveHeld(
                post.id,
                token,
                { publishState: state, leaseUntil: nextCheck, leaseToken: null },
                now,
              )
            )
              await queuePublish(post.id, nextCheck.getTime() - now.getTime());

            return;
          }
          if (
            !(await repo.saveHeld(
              post.id,
              token,
              { publishState: state, leaseUntil: new Date(now.getTime() + LEASE_MS) },
              now,
            ))
          )
            return; // another worker took over
          const current: PublishState = state;
          state = await holding<PublishState>(post.id, token, () => connector.advancePublish(ctx, current));
        }
      } catch (error) {
        if (!(error instanceof ConnectorFailure)) {
          logger.error({ err: error, postId }, 'publishing failed unexpectedly');
          await retryLater(post, token, {
            kind: 'unknown',
            userMessage: 'Something went wrong while publishing.',
          });

          return;
        }
        if (REASON_OF[error.error.kind] === 'retry') await retryLater(post, token, error.error);
        else await fail(post, token, error.error);
      }
    },
  };

  return service;
}

export type PublishingService = ReturnType<typeof createPublishingService>;
