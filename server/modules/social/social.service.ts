import type { FastifyBaseLogger } from 'fastify';
import { CONNECT_TARGETS, type TConnectTarget } from '../../../contracts/social.ts';
import type { Db } from '../../db/index.ts';
import { AppError, profileNotFound } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { ConnectorFailure } from '../../networks/core/http.ts';
import type { Feature, NetworkKey } from '../../networks/core/types.ts';
import { createConnectFlow } from './connect.ts';
import {
  CONNECTOR_NETWORK,
  NETWORK_DISPLAY_NAMES,
  TARGET_CONNECTOR,
  type ConnectorSource,
} from './connectors.ts';
import { errorClassOf } from './errors.ts';
import { createProfileGroups } from './groups.ts';
import { createProfileViews, type Actor } from './profile-view.ts';
import { createSocialRepository, type ProfileRow, type SocialRepository } from './social.repository.ts';
import { connectorFor, createGrantVault, openAccount, syncProfile, type GrantVault } from './sync.ts';

/** For the modules that show a network's name or classify its failures like the sync does. */
export { errorClassOf, NETWORK_DISPLAY_NAMES };
export type { Actor };

export const SYNC_QUEUE = 'profile-sync';
const ALL_FEATURES: readonly Feature[] = [
  'analytics',
  'publish',
  'comments',
  'mentions',
  'messages',
  'hashtags',
  'competitors',
];
/** The README's section on configuring networks, served by the server itself (server/http/routes/help.ts). */
export const README_NETWORKS_URL = '/help/connecting-networks';

/** Every network a profile can be connected through, and whether this server is configured for it. */
function availability(connectors: ConnectorSource) {
  // `twitter` is another start name for X: X is listed once.
  const targets = CONNECT_TARGETS.filter((target) => target !== 'twitter');

  return targets.map((target) => {
    const connector = TARGET_CONNECTOR[target];
    const configured = connectors.isConfigured(connector);
    const network = connector === 'demo' ? null : CONNECTOR_NETWORK[connector];

    return {
      target,
      network,
      name:
        target === 'demo'
          ? 'Demo network'
          : target === 'tiktok_business_ads'
            ? 'TikTok Ads'
            : NETWORK_DISPLAY_NAMES[network ?? 'instagram'],
      configured,
      help_url: configured ? null : README_NETWORKS_URL,
    };
  });
}

/** How much of its publishing quota a profile has used right now, as its network says (null: it has none). */
async function publishQuota(
  { repo, connectors, vault }: { repo: SocialRepository; connectors: ConnectorSource; vault: GrantVault },
  profile: ProfileRow,
) {
  const grant = profile.grantId ? await repo.findGrant(profile.grantId) : null;
  if (!grant || !connectors.isConfigured(profile.connector as NetworkKey)) return { publish: null };
  const connector = connectorFor(connectors, profile);
  if (!connector.getPublishQuota) return { publish: null };
  try {
    const quota = await connector.getPublishQuota({
      remoteId: profile.remoteId,
      grant: vault.open(grant),
      extra: profile.secret ? vault.openExtra(profile.secret) : undefined,
    });

    return {
      publish: {
        used: quota.used,
        limit: quota.limit,
        window_seconds: quota.windowSec,
        resets_at: quota.resetsAt,
      },
    };
  } catch (error) {
    if (error instanceof ConnectorFailure) throw new AppError('unavailable', error.error.userMessage);
    throw error;
  }
}

/**
 * The social profiles of an account: their views and health, their groups (groups.ts), connecting a network
 * (connect.ts: the OAuth round trip and the choice of accounts), and their syncs (sync.ts).
 */
export function createSocialService(deps: {
  db: Db;
  clock: Clock;
  appSecret: string;
  connectors: ConnectorSource;
  jobs: Jobs;
  logger: FastifyBaseLogger;
  /** Syncs started per minute and connector; a connector without a budget is not limited. */
  syncBudgets?: Record<string, number>;
}) {
  const { db, clock, connectors, jobs, logger } = deps;
  const repo = createSocialRepository(db);
  const vault: GrantVault = createGrantVault(deps.appSecret);
  const syncDeps = { repo, connectors, vault, clock, logger };
  const { view, requireProfile, viewOne } = createProfileViews(repo, clock);

  /** A sync of the profile, now or in `afterSeconds` (a burst of asks within that time makes one sync). */
  const queueSync = (profileId: string, afterSeconds?: number) =>
    jobs.send(
      SYNC_QUEUE,
      { profileId },
      { singletonKey: profileId, ...(afterSeconds ? { startAfterSeconds: afterSeconds } : {}) },
    );

  const { beginAuthorization, ...connecting } = createConnectFlow({
    db,
    clock,
    connectors,
    logger,
    repo,
    vault,
    queueSync,
    view,
  });

  return {
    repo,
    vault,
    connectors,

    async listProfiles(actor: Actor) {
      return view(await repo.listProfiles(actor.accountId));
    },
    getProfile: viewOne,

    async authStatuses(actor: Actor) {
      const profiles = await view(await repo.listProfiles(actor.accountId));

      return {
        needs_attention: profiles.filter((profile) => profile.auth_status !== 'ok').length,
        profiles: profiles.map((profile) => ({ id: profile.id, auth_status: profile.auth_status })),
      };
    },

    async updateLabels(actor: Actor, id: string, labels: string[]) {
      await requireProfile(actor, id);
      const unique = [...new Map(labels.map((label) => [label.toLowerCase(), label])).values()];
      await repo.updateProfile(id, { labels: unique });

      return viewOne(actor, id);
    },

    async deleteProfile(actor: Actor, id: string) {
      if (!(await repo.deleteProfile(actor.accountId, id))) throw profileNotFound();
    },

    async permissions(actor: Actor, id: string) {
      const profile = await requireProfile(actor, id);
      const grant = profile.grantId ? await repo.findGrant(profile.grantId) : null;
      const connector = connectors.isConfigured(profile.connector as NetworkKey)
        ? connectorFor(connectors, profile)
        : null;
      const opened = grant ? vault.open(grant) : null;
      const features = connector
        ? ALL_FEATURES.filter((feature) => connector.capabilities.features.includes(feature))
        : [];

      return {
        granted: grant?.scopes ?? [],
        features: features.map((feature) => {
          const missing = connector && opened ? connector.missingScopes(opened, [feature]) : [];

          return { feature, available: missing.length === 0, missing };
        }),
      };
    },

    availability: () => availability(connectors),

    async setActive(actor: Actor, id: string, isActive: boolean) {
      const profile = await requireProfile(actor, id);
      await repo.updateProfile(id, { isActive, nextSyncAt: isActive ? clock.now() : null });
      if (isActive && profile.authStatus !== 'reconnect' && profile.authStatus !== 'expired')
        await queueSync(id);

      return viewOne(actor, id);
    },

    async relaunch(actor: Actor, id: string) {
      const profile = await requireProfile(actor, id);
      const [current] = await view([profile]);
      if (current && (current.auth_status !== 'ok' || current.health.last_error?.class === 'reconnect')) {
        const target = (
          profile.connector === 'demo'
            ? 'demo'
            : Object.entries(TARGET_CONNECTOR).find(([, key]) => key === profile.connector)?.[0]
        ) as TConnectTarget;
        const url = await beginAuthorization(actor, target, { returnTo: '/social-profiles', profile });

        return { action: 'reconnect' as const, authorize_url: url };
      }
      if (!profile.isActive)
        throw new AppError('conflict', 'This profile is paused: activate it to sync it.');
      await repo.updateProfile(id, { nextSyncAt: clock.now(), retryAfter: null });
      await queueSync(id);

      return { action: 'sync_queued' as const, profile: await viewOne(actor, id) };
    },

    async quotas(actor: Actor, id: string) {
      return publishQuota({ repo, connectors, vault }, await requireProfile(actor, id));
    },

    async summary(actor: Actor, id: string) {
      const profile = await requireProfile(actor, id);
      const stats = (await repo.stats([id])).get(id);

      return {
        followers: profile.followers,
        posts: stats?.posts ?? 0,
        days: stats?.days ?? 0,
        first_day: stats?.firstDay ?? null,
        last_day: stats?.lastDay ?? null,
        last_post_at: stats?.lastPostAt?.toISOString() ?? null,
      };
    },

    ...createProfileGroups(repo),
    ...connecting,

    // ---- sync ----
    syncProfile: (profileId: string) => syncProfile(syncDeps, profileId),
    /** Asks for a sync of a profile now (after a publish, so the post shows in analytics). */
    queueSync,
    /** The connector a stored profile was connected through. */
    connectorOf: (profile: Parameters<typeof connectorFor>[1]) => connectorFor(connectors, profile),
    /** A profile opened for publishing: its connector and a fresh grant (null when disconnected or paused). */
    openAccount: (profileId: string) => openAccount(syncDeps, profileId),

    /** Queues every profile whose sync is due; run every minute by the server. */
    /**
     * Queues the profiles due for a sync, oldest due first, at most each network's budget per call (the ticker
     * calls it every minute): the rest stay due and go on the next tick, so a backlog drains at the network's
     * pace instead of bursting into its rate limit.
     */
    async queueDueSyncs(limit = 1000): Promise<{ queued: number; deferred: number }> {
      const due = await repo.dueProfiles(clock.now(), limit);
      const started = new Map<string, number>();
      let queued = 0;
      for (const profile of due) {
        const budget = deps.syncBudgets?.[profile.connector] ?? Infinity;
        const used = started.get(profile.connector) ?? 0;
        if (used >= budget) continue;
        started.set(profile.connector, used + 1);
        await queueSync(profile.id);
        queued += 1;
      }

      return { queued, deferred: due.length - queued };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
