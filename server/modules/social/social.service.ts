import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TConnectTarget, TGroup, TProfileNetwork, TSocialProfile } from '../../../contracts/social.ts';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { DAY_MS, MINUTE_MS, type Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { ConnectorFailure } from '../../networks/core/http.ts';
import { createPkcePair } from '../../networks/core/oauth.ts';
import type { Feature, NetworkKey, RemoteAccount } from '../../networks/core/types.ts';
import { and, eq } from 'drizzle-orm';
import {
  CONNECTOR_NETWORK,
  NETWORK_DISPLAY_NAMES,
  TARGET_CONNECTOR,
  type ConnectorSource,
} from './connectors.ts';
import { errorClassOf } from './errors.ts';
import {
  createSocialRepository,
  type GrantRow,
  type ProfileRow,
  type ProfileStats,
} from './social.repository.ts';
import { connectorFor, createGrantVault, openAccount, syncProfile, type GrantVault } from './sync.ts';

/** The networks' names as people read them ("Instagram"), for other modules' messages. */
export { NETWORK_DISPLAY_NAMES };

export const SYNC_QUEUE = 'profile-sync';
const STATE_TTL_MS = 15 * MINUTE_MS;
const ATTEMPT_TTL_MS = 30 * MINUTE_MS;
/** A token this close to its end, that the next syncs have not managed to refresh, shows as expiring. */
const EXPIRING_WITHIN_MS = 3 * DAY_MS;
const ALL_FEATURES: readonly Feature[] = [
  'analytics',
  'publish',
  'comments',
  'mentions',
  'messages',
  'hashtags',
  'competitors',
];
const ATTEMPT_PURPOSE = 'connection-attempt';
/** The README's section on configuring networks, served by the server itself (server/http/routes/help.ts). */
export const README_NETWORKS_URL = '/help/connecting-networks';

export type Actor = { userId: string; accountId: string };
type SealedAccount = RemoteAccount;

function profileNetworkOf(connector: NetworkKey, requested: TProfileNetwork | undefined): TProfileNetwork {
  if (connector === 'demo') return requested ?? 'instagram';

  return CONNECTOR_NETWORK[connector];
}

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

  async function view(rows: ProfileRow[]): Promise<TSocialProfile[]> {
    const ids = rows.map((row) => row.id);
    const [stats, groupsOf] = await Promise.all([repo.stats(ids), repo.groupsOfProfiles(ids)]);
    const grants = new Map<string, GrantRow | null>();
    for (const row of rows) {
      if (row.grantId && !grants.has(row.grantId)) grants.set(row.grantId, await repo.findGrant(row.grantId));
    }

    return rows.map((row) =>
      toView(
        row,
        row.grantId ? (grants.get(row.grantId) ?? null) : null,
        stats.get(row.id),
        groupsOf.get(row.id) ?? [],
      ),
    );
  }

  function toView(
    row: ProfileRow,
    grant: GrantRow | null,
    stats: ProfileStats | undefined,
    groupRefs: { id: string; name: string }[],
  ): TSocialProfile {
    const now = clock.now().getTime();
    const expiresAt = grant?.expiresAt ?? null;
    const authStatus =
      row.authStatus === 'ok' && expiresAt && expiresAt.getTime() - now < EXPIRING_WITHIN_MS
        ? expiresAt.getTime() <= now
          ? 'expired'
          : 'expiring'
        : row.authStatus;

    return {
      id: row.id,
      network: row.network,
      connector: row.connector,
      is_demo: row.connector === 'demo',
      remote_id: row.remoteId,
      name: row.name,
      handle: row.handle,
      avatar_url: row.avatarUrl,
      url: row.url,
      followers: row.followers,
      is_active: row.isActive,
      auth_status: authStatus,
      permissions: { granted: grant?.scopes ?? [], missing: row.missingPermissions },
      labels: row.labels,
      groups: groupRefs,
      health: {
        last_sync_at: row.lastSyncAt?.toISOString() ?? null,
        next_sync_at: row.isActive ? (row.nextSyncAt?.toISOString() ?? null) : null,
        token_expires_at: expiresAt?.toISOString() ?? null,
        backfill: {
          status: row.backfillStatus,
          since: stats?.firstDay ?? null,
          days: stats?.days ?? 0,
          posts: stats?.posts ?? 0,
        },
        last_error:
          row.lastErrorKind && row.lastErrorMessage && row.lastErrorAt
            ? {
                kind: row.lastErrorKind,
                class: errorClassOf(row.lastErrorKind),
                message: row.lastErrorMessage,
                at: row.lastErrorAt.toISOString(),
                retry_after: row.retryAfter?.toISOString() ?? null,
              }
            : null,
      },
      created_at: row.createdAt.toISOString(),
    };
  }

  async function requireProfile(actor: Actor, id: string): Promise<ProfileRow> {
    const profile = await repo.findProfile(actor.accountId, id);
    if (!profile) throw notFound('This social profile');

    return profile;
  }

  async function viewOne(actor: Actor, id: string): Promise<TSocialProfile> {
    const [profile] = await view([await requireProfile(actor, id)]);
    if (!profile) throw notFound('This social profile');

    return profile;
  }

  /** A sync of the profile, now or in `afterSeconds` (a burst of asks within that time makes one sync). */
  const queueSync = (profileId: string, afterSeconds?: number) =>
    jobs.send(
      SYNC_QUEUE,
      { profileId },
      { singletonKey: profileId, ...(afterSeconds ? { startAfterSeconds: afterSeconds } : {}) },
    );

  function groupView(group: { id: string; name: string; profileIds: string[]; createdAt: Date }): TGroup {
    return {
      id: group.id,
      name: group.name,
      profile_ids: group.profileIds,
      created_at: group.createdAt.toISOString(),
    };
  }

  async function requireGroup(actor: Actor, id: string) {
    const group = await repo.findGroup(actor.accountId, id);
    if (!group) throw notFound('This group');

    return group;
  }

  async function checkProfilesOwned(actor: Actor, profileIds: readonly string[]): Promise<void> {
    const own = new Set((await repo.listProfiles(actor.accountId)).map((row) => row.id));
    const foreign = profileIds.filter((id) => !own.has(id));
    if (foreign.length > 0) throw notFound('One of these social profiles');
  }

  /** Starts the OAuth round trip for a new connection, or a reconnection of `profile`. */
  async function beginAuthorization(
    actor: Actor,
    target: TConnectTarget,
    options: { returnTo: string; network?: TProfileNetwork; profile?: ProfileRow },
  ): Promise<string> {
    const connectorKey = TARGET_CONNECTOR[target];
    if (!connectors.isConfigured(connectorKey)) {
      throw new AppError(
        'conflict',
        `${target === 'demo' ? 'The demo network' : NETWORK_DISPLAY_NAMES[profileNetworkOf(connectorKey, undefined)]} is not configured on this server. See "Connecting networks" in the README.`,
      );
    }
    const network = options.profile?.network ?? profileNetworkOf(connectorKey, options.network);
    const connector = connectors.get(connectorKey, { accountId: actor.accountId, network });
    const state = randomToken();
    const pkce = connector.usesPkce ? createPkcePair() : undefined;
    const now = clock.now();
    await repo.deleteExpiredStates(now);
    await repo.saveState({
      stateHash: sha256(state),
      accountId: actor.accountId,
      userId: actor.userId,
      connector: connectorKey,
      variant: connectorKey === 'demo' ? network : target,
      pkceVerifier: pkce?.verifier ?? null,
      profileId: options.profile?.id ?? null,
      returnTo: options.returnTo,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    });

    return connector.buildAuthorization({ state, redirectUri: connectors.redirectUri(target), pkce }).url;
  }

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
      if (!(await repo.deleteProfile(actor.accountId, id))) throw notFound('This social profile');
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

    availability() {
      const targets: TConnectTarget[] = [
        'instagram',
        'facebook',
        'x',
        'threads',
        'linkedin',
        'tiktok_business',
        'tiktok_business_ads',
        'youtube',
        'pinterest',
        'demo',
      ];

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
    },

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
      const profile = await requireProfile(actor, id);
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

    // ---- groups ----
    async listGroups(actor: Actor) {
      return (await repo.listGroups(actor.accountId)).map(groupView);
    },
    async getGroup(actor: Actor, id: string) {
      return groupView(await requireGroup(actor, id));
    },
    async createGroup(actor: Actor, input: { name: string; profile_ids: string[] }) {
      if (await repo.findGroupByName(actor.accountId, input.name))
        throw invalid({ name: 'A group already has this name.' });
      await checkProfilesOwned(actor, input.profile_ids);
      const id = randomUUID();
      await repo.insertGroup({ id, accountId: actor.accountId, name: input.name });
      await repo.addToGroup(id, [...new Set(input.profile_ids)], 0);

      return groupView(await requireGroup(actor, id));
    },
    async renameGroup(actor: Actor, id: string, name: string) {
      await requireGroup(actor, id);
      const clash = await repo.findGroupByName(actor.accountId, name);
      if (clash && clash.id !== id) throw invalid({ name: 'A group already has this name.' });
      await repo.renameGroup(id, name);

      return groupView(await requireGroup(actor, id));
    },
    async deleteGroup(actor: Actor, id: string) {
      if (!(await repo.deleteGroup(actor.accountId, id))) throw notFound('This group');
    },
    async addToGroup(actor: Actor, id: string, profileIds: string[]) {
      const group = await requireGroup(actor, id);
      await checkProfilesOwned(actor, profileIds);
      await repo.addToGroup(
        id,
        [...new Set(profileIds)].filter((profileId) => !group.profileIds.includes(profileId)),
        group.profileIds.length,
      );

      return groupView(await requireGroup(actor, id));
    },
    async removeFromGroup(actor: Actor, id: string, profileId: string) {
      const group = await requireGroup(actor, id);
      if (!group.profileIds.includes(profileId)) throw notFound('This profile in the group');
      await repo.removeFromGroup(id, profileId);

      return groupView(await requireGroup(actor, id));
    },

    // ---- connecting ----
    startConnection(
      actor: Actor,
      target: TConnectTarget,
      input: { return_to: string; network?: TProfileNetwork },
    ) {
      return beginAuthorization(actor, target, { returnTo: input.return_to, network: input.network });
    },

    /**
     * The network sent the browser back. Returns where to send it next: the account chooser, the profile list
     * after a reconnection, or the add-profile page with the failure in plain words.
     */
    async completeAuthorization(
      target: TConnectTarget,
      query: Record<string, string | undefined>,
      sessionUserId: string | null,
    ): Promise<string> {
      // Codes the add-profile screen words itself: access_denied, state_expired, invalid_state, no_accounts,
      // network_error; any other shows `message`.
      const failWith = (message: string, code = 'failed') =>
        `/create/addsp?${new URLSearchParams({ error: code, message, network: target }).toString()}`;
      const state = query.state ? await repo.takeState(sha256(query.state)) : null;
      // The round trip must end in the browser, and for the user, that started it.
      if (!state || state.userId !== sessionUserId || TARGET_CONNECTOR[target] !== state.connector) {
        return failWith(
          'This sign-in could not be matched to your session. Start connecting again.',
          'invalid_state',
        );
      }
      if (state.expiresAt.getTime() < clock.now().getTime()) {
        return failWith('The sign-in took too long. Start connecting again.', 'state_expired');
      }
      if (query.error) {
        return failWith(
          query.error === 'access_denied'
            ? 'You cancelled the connection; nothing was connected.'
            : `The network refused: ${query.error_description ?? query.error}.`,
          query.error === 'access_denied' ? 'access_denied' : 'refused',
        );
      }
      if (!query.code) return failWith('The network did not send a sign-in code back.');
      const connectorKey = state.connector as NetworkKey;
      const network =
        connectorKey === 'demo' ? (state.variant as TProfileNetwork) : CONNECTOR_NETWORK[connectorKey];
      const connector = connectors.get(connectorKey, { accountId: state.accountId, network });
      try {
        const grant = await connector.exchangeCode({
          code: query.code,
          redirectUri: connectors.redirectUri(target),
          pkce: state.pkceVerifier
            ? { verifier: state.pkceVerifier, challenge: '', method: 'S256' }
            : undefined,
        });
        const grantId = randomUUID();
        await repo.insertGrant({
          id: grantId,
          accountId: state.accountId,
          connector: connectorKey,
          secret: vault.seal(grant),
          scopes: grant.scopes,
          expiresAt: grant.expiresAt ? new Date(grant.expiresAt) : null,
          refreshExpiresAt: grant.refreshExpiresAt ? new Date(grant.refreshExpiresAt) : null,
          lastRefreshedAt: clock.now(),
        });
        if (state.profileId) {
          const profile = await repo.findProfile(state.accountId, state.profileId);
          if (profile) {
            await repo.updateProfile(profile.id, {
              grantId,
              authStatus: 'ok',
              missingPermissions: connector.missingScopes(grant, connector.capabilities.features),
              lastErrorKind: null,
              lastErrorMessage: null,
              lastErrorAt: null,
              retryAfter: null,
              nextSyncAt: clock.now(),
            });
            await queueSync(profile.id);

            return `${state.returnTo}?reconnected=${profile.id}`;
          }
        }
        const accounts = await connector.listConnectableAccounts(grant);
        if (accounts.length === 0)
          return failWith('The network gave access to no account that can be connected.', 'no_accounts');
        const attemptId = randomUUID();
        await repo.insertAttempt({
          id: attemptId,
          accountId: state.accountId,
          userId: state.userId,
          grantId,
          connector: connectorKey,
          network,
          secret: vault.sealJson(ATTEMPT_PURPOSE, accounts),
          returnTo: state.returnTo,
          expiresAt: new Date(clock.now().getTime() + ATTEMPT_TTL_MS),
        });

        return `/create/addsp?attempt=${attemptId}`;
      } catch (error) {
        if (error instanceof ConnectorFailure) {
          const temporary = ['transient', 'rate_limited', 'quota_exhausted'].includes(error.error.kind);

          return failWith(error.error.userMessage, temporary ? 'network_error' : error.error.kind);
        }
        logger.error({ err: error, target }, 'completing a network authorisation failed');

        return failWith('Something went wrong on our side. Try again in a moment.', 'internal');
      }
    },

    async getAttempt(actor: Actor, id: string) {
      const attempt = await repo.findAttempt(actor.accountId, id);
      if (!attempt || attempt.expiresAt.getTime() < clock.now().getTime()) throw notFound('This connection');
      const accounts = vault.openJson<SealedAccount[]>(ATTEMPT_PURPOSE, attempt.secret);
      const connected = await repo.remoteIdsOf(actor.accountId, attempt.connector);

      return {
        id: attempt.id,
        network: attempt.network,
        is_demo: attempt.connector === 'demo',
        return_to: attempt.returnTo,
        accounts: accounts.map((account) => ({
          remote_id: account.remoteId,
          name: account.name,
          handle: account.handle,
          avatar_url: account.avatarUrl,
          kind: account.kind,
          unavailable_reason: account.unavailableReason ?? null,
          already_connected: connected.has(account.remoteId),
        })),
      };
    },

    /** Connects the chosen accounts (reconnecting any already there), queues their backfill. */
    async completeAttempt(actor: Actor, id: string, remoteIds: string[]) {
      const attempt = await repo.findAttempt(actor.accountId, id);
      if (!attempt || attempt.expiresAt.getTime() < clock.now().getTime()) throw notFound('This connection');
      const accounts = vault.openJson<SealedAccount[]>(ATTEMPT_PURPOSE, attempt.secret);
      const chosen = remoteIds.map((remoteId) => accounts.find((account) => account.remoteId === remoteId));
      const unknown = remoteIds.filter((_, index) => !chosen[index]);
      if (unknown.length > 0)
        throw invalid({ remote_ids: 'Choose among the accounts this connection offers.' });
      const blocked = chosen.find((account) => account?.unavailableReason);
      if (blocked) throw invalid({ remote_ids: `${blocked.name}: ${blocked.unavailableReason}` });
      const grantRow = await repo.findGrant(attempt.grantId);
      if (!grantRow) throw notFound('This connection');
      const grant = vault.open(grantRow);
      const connectorKey = attempt.connector as NetworkKey;
      const connector = connectors.get(connectorKey, {
        accountId: actor.accountId,
        network: attempt.network,
      });
      const missing = connector.missingScopes(grant, connector.capabilities.features);
      const ids: string[] = [];
      for (const account of chosen) {
        if (!account) continue;
        const extra = account.accessToken ? vault.sealExtra({ accessToken: account.accessToken }) : null;
        const existing = await repo.findProfileByRemote(actor.accountId, connectorKey, account.remoteId);
        const fields = {
          grantId: attempt.grantId,
          secret: extra,
          name: account.name,
          handle: account.handle,
          avatarUrl: account.avatarUrl,
          authStatus: missing.length > 0 ? ('permission-missing' as const) : ('ok' as const),
          missingPermissions: missing,
          lastErrorKind: null,
          lastErrorMessage: null,
          lastErrorAt: null,
          retryAfter: null,
          nextSyncAt: clock.now(),
        };
        if (existing) {
          await repo.updateProfile(existing.id, { ...fields, isActive: true });
          ids.push(existing.id);
        } else {
          const profileId = randomUUID();
          await repo.insertProfile({
            id: profileId,
            accountId: actor.accountId,
            network: attempt.network,
            connector: connectorKey,
            remoteId: account.remoteId,
            connectedByUserId: actor.userId,
            ...fields,
          });
          ids.push(profileId);
        }
      }
      await repo.deleteAttempt(attempt.id);
      await db
        .update(users)
        .set({ signupStatus: 'SOCIAL_PROFILES_CONNECTED', signupStep: 'done', updatedAt: clock.now() })
        .where(and(eq(users.id, actor.userId), eq(users.signupStatus, 'USER_SET_UP')));
      for (const profileId of ids) await queueSync(profileId);
      const profiles = await view(
        (await repo.listProfiles(actor.accountId)).filter((profile) => ids.includes(profile.id)),
      );

      return profiles;
    },

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
