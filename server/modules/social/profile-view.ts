import type { TSocialProfile } from '../../../contracts/social.ts';
import { DAY_MS, type Clock } from '../../lib/clock.ts';
import { profileNotFound } from '../../lib/errors.ts';
import { errorClassOf } from './errors.ts';
import type { GrantRow, ProfileRow, ProfileStats, SocialRepository } from './social.repository.ts';

/** Who asks: the social module's reads and writes are scoped to the actor's account. */
export type Actor = { userId: string; accountId: string };

/** A token this close to its end, that the next syncs have not managed to refresh, shows as expiring. */
const EXPIRING_WITHIN_MS = 3 * DAY_MS;

/** A stored profile as the API shows it: its connection's health, its backfill and its groups. */
function toView(
  row: ProfileRow,
  grant: GrantRow | null,
  stats: ProfileStats | undefined,
  groupRefs: { id: string; name: string }[],
  now: number,
): TSocialProfile {
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

/** Profiles of the actor's account (another account's is not found) and as the API shows them. */
export function createProfileViews(repo: SocialRepository, clock: Clock) {
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
        clock.now().getTime(),
      ),
    );
  }

  async function requireProfile(actor: Actor, id: string): Promise<ProfileRow> {
    const profile = await repo.findProfile(actor.accountId, id);
    if (!profile) throw profileNotFound();

    return profile;
  }

  async function viewOne(actor: Actor, id: string): Promise<TSocialProfile> {
    const [profile] = await view([await requireProfile(actor, id)]);
    if (!profile) throw profileNotFound();

    return profile;
  }

  return { view, requireProfile, viewOne };
}

export type ProfileViews = ReturnType<typeof createProfileViews>;
