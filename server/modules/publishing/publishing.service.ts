import { createDuePosts } from './due-posts.ts';
import { createPostChecks, type PublishingDeps } from './post-checks.ts';
import { createPostCommands } from './post-commands.ts';
import { createPostQueries } from './post-queries.ts';
import { createPublishWorker } from './publish-post.ts';

/** The publish job's queue and tick (server/jobs), and the media library's question (server/services.ts). */
export { PUBLISH_QUEUE, PUBLISH_TICK_MS } from './publish-post.ts';
export { createMediaUsage } from './post-queries.ts';

/**
 * The post scheduler and its worker, composed of its parts: what users read (post-queries.ts); what they write
 * (post-commands.ts: posts for several profiles at once, checked against each network before anything is saved,
 * moved through their lifecycle); and the worker, which publishes each due post exactly once per profile
 * (due-posts.ts hands due posts to publish-post.ts: a claim with a lease, the network's progress stored after
 * every step, passing failures retried, the publishing quota waited for, every change in the post's history).
 */
export function createPublishingService(deps: PublishingDeps) {
  const checks = createPostChecks(deps);

  return {
    ...createPostQueries(deps, checks),
    ...createPostCommands(deps, checks),
    ...createDuePosts(deps),
    ...createPublishWorker(deps),
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
