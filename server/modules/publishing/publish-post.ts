import { randomUUID } from 'node:crypto';
import { nextPostStatus } from '../../../statecharts/post-lifecycle/post-lifecycle.machine.ts';
import type { FailureReason, PublishMode } from '../../../statecharts/post-lifecycle/post-lifecycle.types.ts';
import { MINUTE_MS } from '../../lib/clock.ts';
import { ConnectorFailure } from '../../networks/core/http.ts';
import type { ConnectorError, ConnectorErrorKind, PublishState } from '../../networks/core/types.ts';
import type { SocialService } from '../social/social.service.ts';
import { contentOf, draftOf, withLibraryFacts, type Content } from './post-content.ts';
import type { PublishingDeps } from './post-checks.ts';
import {
  createPublishingRepository,
  type PostRow,
  type PublishingRepository,
} from './publishing.repository.ts';

export const PUBLISH_QUEUE = 'publish-post';
/** How often the server looks for due posts and publishes nobody holds. */
export const PUBLISH_TICK_MS = 5_000;
/**
 * How long a worker holds a post it publishes before another may take it over; renewed every third of it
 * while a call to the network runs, so only a worker that stopped loses its posts.
 */
export const LEASE_MS = 15_000;
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

/** What the worker's steps share: the service's dependencies with its repository. */
type Worker = PublishingDeps & { repo: PublishingRepository; syncDelaySeconds: number };
/** A post the worker claimed, with the token of its lease. */
type Held = { post: PostRow; token: string };
type Account = NonNullable<Awaited<ReturnType<SocialService['openAccount']>>>;

/**
 * The post's content as it is published now: each library file by its current facts and a freshly signed
 * address (a post planned weeks ahead outlives any address signed when it was written); null when one of its
 * library files is gone.
 */
async function publishableContent({ media: library }: Worker, post: PostRow): Promise<Content | null> {
  const content = contentOf(post);
  const ids = content.media.flatMap((item) => item.library_media_id ?? []);
  if (!library || ids.length === 0) return content;
  const found = await library.postMedia(post.accountId, ids);
  if (ids.some((id) => !found.has(id))) return null;

  return { ...content, media: content.media.map((item) => withLibraryFacts(item, found)) };
}

/** A call to the network, with the lease renewed while it runs: a slow upload is not a dead worker. */
async function holding<T>(
  { repo, clock, logger }: Worker,
  { post, token }: Held,
  call: () => Promise<T>,
): Promise<T> {
  const postId = post.id;
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

async function queuePublish({ jobs }: Worker, postId: string, afterMs = 0) {
  await jobs.send(
    PUBLISH_QUEUE,
    { postId },
    { singletonKey: postId, ...(afterMs > 0 ? { startAfterSeconds: Math.ceil(afterMs / 1000) } : {}) },
  );
}

/** Ends a publish the worker holds: published or failed, with its history and a sync for analytics. */
async function finish(
  worker: Worker,
  { post, token }: Held,
  state: PublishState & { phase: 'published' | 'failed' },
) {
  const { repo, clock, social, syncDelaySeconds } = worker;
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
  await fail(worker, { post, token }, state.error);
}

async function fail(
  { repo, clock }: Worker,
  { post, token }: Held,
  error: ConnectorError,
  reasonOverride?: FailureReason,
) {
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
async function retryLater(worker: Worker, held: Held, error: ConnectorError) {
  const { repo, clock } = worker;
  const { post, token } = held;
  const attempts = post.attempts + 1;
  if (attempts >= MAX_ATTEMPTS) {
    await fail(
      worker,
      held,
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
  await queuePublish(worker, post.id, wait);
}

/** Claims a post for this worker with a lease (null when not due, already taken, or done), in its history. */
async function claim({ repo, clock }: Worker, postId: string): Promise<Held | null> {
  const token = randomUUID();
  const claimedAt = clock.now();
  const post = await repo.claim(postId, claimedAt, {
    until: new Date(claimedAt.getTime() + LEASE_MS),
    token,
  });
  if (!post) return null;
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

  return { post, token };
}

/**
 * Starts a publish on the network, unless its publishing quota is used up (the post waits for it) or a library
 * file of the post is gone (it fails): the network's first progress, or null when the post was handed back.
 */
async function start(worker: Worker, held: Held, { connector, ctx }: Account): Promise<PublishState | null> {
  const { repo, clock } = worker;
  const { post, token } = held;
  const quota = connector.getPublishQuota
    ? await holding(worker, held, () => connector.getPublishQuota!(ctx))
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
      await queuePublish(worker, post.id, until.getTime() - now.getTime());
    }

    return null;
  }
  const content = await publishableContent(worker, post);
  if (!content) {
    await fail(
      worker,
      held,
      {
        kind: 'media_rejected',
        userMessage:
          'A file of this post is no longer in the media library. Choose the post’s media again, then reschedule it.',
      },
      'rejected',
    );

    return null;
  }

  // The idempotency key is the post: a second start (after a crash) resumes the same remote post.
  return holding<PublishState>(worker, held, () => connector.startPublish(ctx, draftOf(content), post.id));
}

/**
 * Takes the publish step by step, storing the network's progress after each, until it is published or failed;
 * a post the network needs time for (a video processing) is handed back until then.
 */
async function advance(worker: Worker, held: Held, { connector, ctx }: Account, from: PublishState) {
  const { repo, clock } = worker;
  const { post, token } = held;
  let state = from;
  for (;;) {
    if (state.phase === 'published' || state.phase === 'failed') {
      await finish(worker, held, state);

      return;
    }
    const now = clock.now();
    const nextCheck = new Date(state.nextCheckAt);
    if (nextCheck.getTime() > now.getTime()) {
      if (
        await repo.saveHeld(
          post.id,
          token,
          { publishState: state, leaseUntil: nextCheck, leaseToken: null },
          now,
        )
      )
        await queuePublish(worker, post.id, nextCheck.getTime() - now.getTime());

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
    state = await holding<PublishState>(worker, held, () => connector.advancePublish(ctx, current));
  }
}

/** The publish job: exactly once per post, resumable, safe to run twice or after a crash. */
async function publishPost(worker: Worker, postId: string): Promise<void> {
  const held = await claim(worker, postId);
  if (!held) return; // not due, already taken, or done
  const { post } = held;
  try {
    const account = await holding(worker, held, () => worker.social.openAccount(post.profileId));
    if (!account) {
      await fail(
        worker,
        held,
        {
          kind: 'reauth_required',
          userMessage: 'This profile is disconnected or paused. Reconnect it, then reschedule the post.',
        },
        'reconnect',
      );

      return;
    }
    const state = (post.publishState as PublishState | null) ?? (await start(worker, held, account));
    if (state) await advance(worker, held, account, state);
  } catch (error) {
    if (!(error instanceof ConnectorFailure)) {
      worker.logger.error({ err: error, postId }, 'publishing failed unexpectedly');
      await retryLater(worker, held, {
        kind: 'unknown',
        userMessage: 'Something went wrong while publishing.',
      });

      return;
    }
    if (REASON_OF[error.error.kind] === 'retry') await retryLater(worker, held, error.error);
    else await fail(worker, held, error.error);
  }
}

/**
 * The publish job (due-posts.ts queues it): publishes each due post exactly once per profile. It claims the
 * post with a lease, stores the network's progress after every step, resumes a post whose worker died, retries
 * only passing failures, waits for the network's publishing quota, and records every change in the post's
 * history.
 */
export function createPublishWorker(deps: PublishingDeps) {
  const worker: Worker = {
    ...deps,
    repo: createPublishingRepository(deps.db),
    syncDelaySeconds: deps.syncDelaySeconds ?? 60,
  };

  return { publishPost: (postId: string) => publishPost(worker, postId) };
}
