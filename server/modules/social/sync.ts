import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS, HOUR_MS, MINUTE_MS, type Clock } from '../../lib/clock.ts';
import { seal, unseal } from '../../lib/crypto.ts';
import { NoRetry } from '../../lib/jobs.ts';
import { ConnectorFailure } from '../../networks/core/http.ts';
import type {
  AccountCtx,
  Connector,
  ConnectorError,
  Grant,
  MetricPoint,
  RemoteMedia,
} from '../../networks/core/types.ts';
import type { TProfileNetwork } from '../../../contracts/social.ts';
import type { ConnectorSource } from './connectors.ts';
import { NETWORK_DISPLAY_NAMES } from './connectors.ts';
import { authStatusAfter, INTERNAL_FAILURE } from './errors.ts';
import type { GrantRow, ProfileRow, SocialRepository } from './social.repository.ts';

/** How much history a new profile gets: a year (issue 5), then daily ticks. */
export const BACKFILL_DAYS = 365;
/** Between syncs of a healthy profile. */
export const SYNC_INTERVAL_MS = 6 * HOUR_MS;
/** Post metrics keep moving for a while: refreshed for posts of the last 30 days. */
const POST_METRICS_WINDOW_MS = 30 * DAY_MS;
/** Pages of posts read per sync: a year on backfill (an X account posts thousands), a month after. */
const MAX_POST_PAGES = { backfill: 400, incremental: 40 };
const POST_METRICS_BATCH = 50;
/** Backing off a transient failure: 5 min, 10, 20… at most 6 h. */
const backoff = (failures: number) => Math.min(6 * HOUR_MS, 5 * MINUTE_MS * 2 ** Math.max(0, failures - 1));

const GRANT_PURPOSE = 'network-grant';
const day = (date: Date) => date.toISOString().slice(0, 10);

/** Seals network credentials at rest with keys derived from the app secret. */
export type GrantVault = {
  seal(grant: Grant): string;
  open(row: GrantRow): Grant;
  /** Per-profile extras that carry a token (a Facebook page token). */
  sealExtra(extra: Record<string, unknown>): string;
  openExtra(sealed: string): Record<string, unknown>;
  /** Anything else secret (the accounts waiting in a connection attempt). */
  sealJson(purpose: string, value: unknown): string;
  openJson<T>(purpose: string, sealed: string): T;
};

export function createGrantVault(appSecret: string): GrantVault {
  const sealJson = (purpose: string, value: unknown) => seal(appSecret, purpose, JSON.stringify(value));
  const openJson = <T>(purpose: string, sealed: string) =>
    JSON.parse(unseal(appSecret, purpose, sealed)) as T;

  return {
    seal: (grant) => sealJson(GRANT_PURPOSE, grant),
    open: (row) => openJson<Grant>(GRANT_PURPOSE, row.secret),
    sealExtra: (extra) => sealJson('profile-secret', extra),
    openExtra: (sealed) => openJson<Record<string, unknown>>('profile-secret', sealed),
    sealJson,
    openJson,
  };
}

export type SyncDeps = {
  repo: SocialRepository;
  connectors: ConnectorSource;
  vault: GrantVault;
  clock: Clock;
  logger: FastifyBaseLogger;
};

type SyncContext = {
  profile: ProfileRow & { timeZone: string };
  connector: Connector;
  ctx: AccountCtx;
  grantRow: GrantRow;
};

/**
 * One sync of one profile, resumable and idempotent (every write is an upsert): refresh the token ahead of
 * expiry, read the profile, daily account metrics since the last stored day (a year on backfill), new posts and
 * the metrics of recent posts, and the audience. A failure is classified: an auth failure changes the auth status
 * once (and notifies once), a temporary one schedules the next try and never disconnects the profile.
 */
export async function syncProfile(deps: SyncDeps, profileId: string): Promise<void> {
  const { repo, clock } = deps;
  const profile = await repo.findProfileForSync(profileId);
  if (!profile || !profile.isActive || !profile.grantId) return;
  const grantRow = await repo.findGrant(profile.grantId);
  if (!grantRow) return;
  const connector = connectorFor(deps.connectors, profile);
  const backfill = profile.backfillStatus !== 'done';
  if (backfill) await repo.updateProfile(profile.id, { backfillStatus: 'running' });
  try {
    const grant = await freshGrant(deps, connector, grantRow);
    const ctx: AccountCtx = { remoteId: profile.remoteId, grant, extra: accountExtra(deps, profile) };
    await readEverything(deps, { profile, connector, ctx, grantRow }, backfill);
    const now = clock.now();
    await repo.updateProfile(profile.id, {
      lastSyncAt: now,
      nextSyncAt: new Date(now.getTime() + SYNC_INTERVAL_MS),
      retryAfter: null,
      lastErrorKind: null,
      lastErrorMessage: null,
      lastErrorAt: null,
      authStatus: profile.authStatus === 'permission-missing' ? 'permission-missing' : 'ok',
      ...(backfill ? { backfillStatus: 'done' as const } : {}),
    });
  } catch (error) {
    const failure = error instanceof ConnectorFailure ? error.error : INTERNAL_FAILURE;
    if (!(error instanceof ConnectorFailure))
      deps.logger.error({ err: error, profileId }, 'profile sync failed');
    await recordFailure(deps, profile, failure, backfill);
    throw new NoRetry(failure.userMessage);
  }
}

/** The connector a stored profile was connected through, for its workspace and the network it shows as. */
export function connectorFor(
  connectors: ConnectorSource,
  profile: Pick<ProfileRow, 'connector' | 'accountId' | 'network'>,
): Connector {
  return connectors.get(profile.connector as Parameters<ConnectorSource['get']>[0], {
    accountId: profile.accountId,
    network: profile.network as TProfileNetwork,
  });
}

/** A connected profile ready for a call to its network: the connector and a fresh grant. */
export type OpenAccount = {
  profile: ProfileRow & { timeZone: string };
  connector: Connector;
  ctx: AccountCtx;
};

/**
 * Opens a profile for a call outside the sync (publishing): null when it is disconnected or paused. A token
 * refresh that fails throws its `ConnectorFailure` (the caller classifies it).
 */
export async function openAccount(deps: SyncDeps, profileId: string): Promise<OpenAccount | null> {
  const profile = await deps.repo.findProfileForSync(profileId);
  if (!profile || !profile.isActive || !profile.grantId) return null;
  const grantRow = await deps.repo.findGrant(profile.grantId);
  if (!grantRow) return null;
  const connector = connectorFor(deps.connectors, profile);
  const grant = await freshGrant(deps, connector, grantRow);

  return {
    profile,
    connector,
    ctx: { remoteId: profile.remoteId, grant, extra: accountExtra(deps, profile) },
  };
}

/** Refreshes the grant when it expires within the connector's lead time; every profile of the grant gets it. */
async function freshGrant(deps: SyncDeps, connector: Connector, row: GrantRow): Promise<Grant> {
  const grant = deps.vault.open(row);
  const now = deps.clock.now().getTime();
  const expiresAt = grant.expiresAt ? Date.parse(grant.expiresAt) : null;
  const ahead = connector.tokenPolicy.refreshAheadSec * 1000;
  if (expiresAt === null || expiresAt - now > ahead || connector.tokenPolicy.strategy === 'none')
    return grant;
  const refreshed = await connector.refresh(grant);
  await deps.repo.updateGrant(row.id, {
    secret: deps.vault.seal(refreshed),
    scopes: refreshed.scopes,
    expiresAt: refreshed.expiresAt ? new Date(refreshed.expiresAt) : null,
    refreshExpiresAt: refreshed.refreshExpiresAt ? new Date(refreshed.refreshExpiresAt) : null,
    lastRefreshedAt: deps.clock.now(),
  });

  return refreshed;
}

function accountExtra(deps: SyncDeps, profile: ProfileRow): Record<string, unknown> | undefined {
  return profile.secret ? deps.vault.openExtra(profile.secret) : undefined;
}

async function readEverything(deps: SyncDeps, { profile, connector, ctx }: SyncContext, backfill: boolean) {
  const { repo, clock } = deps;
  const now = clock.now();
  const snapshot = await connector.getProfile(ctx);
  await repo.updateProfile(profile.id, {
    name: snapshot.name,
    handle: snapshot.handle,
    avatarUrl: snapshot.avatarUrl,
    url: snapshot.url,
    followers: snapshot.followers,
  });

  // Daily account metrics: a year on backfill; afterwards from two days before the last stored day (networks
  // revise the most recent days) through yesterday.
  const yesterday = day(new Date(now.getTime() - DAY_MS));
  const lastDay = backfill ? null : await repo.lastMetricDay(profile.id);
  const since = lastDay
    ? day(new Date(Date.parse(lastDay) - 2 * DAY_MS))
    : day(new Date(now.getTime() - BACKFILL_DAYS * DAY_MS));
  if (since <= yesterday) {
    const { points } = await connector.getAccountMetrics(ctx, { since, until: yesterday });
    await repo.upsertDailyMetrics(
      points.flatMap((point) =>
        point.subject.type === 'account'
          ? [
              {
                profileId: profile.id,
                day: point.subject.date,
                metric: point.metric,
                value: point.value,
                raw: point.raw,
                derived: point.derived ?? false,
                fetchedAt: now,
              },
            ]
          : [],
      ),
    );
  }

  // Posts: newest first, until the window is covered.
  const postsSince = backfill
    ? new Date(now.getTime() - BACKFILL_DAYS * DAY_MS)
    : new Date(now.getTime() - POST_METRICS_WINDOW_MS);
  let cursor: string | null = null;
  for (let page = 0; page < MAX_POST_PAGES[backfill ? 'backfill' : 'incremental']; page++) {
    const result = await connector.listPosts(ctx, { since: postsSince.toISOString(), cursor });
    await repo.upsertPosts(
      result.items.map((post) => ({
        id: randomUUID(),
        profileId: profile.id,
        remoteId: post.remoteId,
        kind: post.kind,
        text: post.text,
        permalink: post.permalink,
        publishedAt: new Date(post.publishedAt),
        media: post.media,
      })),
      profile.timeZone,
    );
    const oldest = result.items.at(-1);
    cursor = result.nextCursor;
    if (!cursor || (oldest && Date.parse(oldest.publishedAt) < postsSince.getTime())) break;
  }

  // Stories: networks list only the live ones (24 hours), so each sync keeps what it sees; their insights are read
  // with the other recent posts below while the network still gives them.
  if (connector.listStories) {
    const stories = await connector.listStories(ctx);
    await repo.upsertPosts(
      stories.map((story) => ({
        id: randomUUID(),
        profileId: profile.id,
        remoteId: story.remoteId,
        kind: story.kind,
        text: story.text,
        permalink: story.permalink,
        publishedAt: new Date(story.publishedAt),
        media: story.media,
      })),
      profile.timeZone,
    );
  }

  // Lifetime metrics of the posts still moving (all of the year on backfill).
  const recent = await repo.postsPublishedSince(
    profile.id,
    backfill ? postsSince : new Date(now.getTime() - POST_METRICS_WINDOW_MS),
  );
  for (let start = 0; start < recent.length; start += POST_METRICS_BATCH) {
    const batch = recent.slice(start, start + POST_METRICS_BATCH).map((post) => ({
      remoteId: post.remoteId,
      kind: post.kind as Parameters<Connector['getPostMetrics']>[1][number]['kind'],
      text: '',
      permalink: null,
      publishedAt: post.publishedAt.toISOString(),
      // The stored media: a connector tells a video (a Pinterest video pin) from them and reads its video metrics.
      media: Array.isArray(post.media) ? (post.media as RemoteMedia[]) : [],
    }));
    const { points } = await connector.getPostMetrics(ctx, batch);
    for (const [remoteId, metrics] of groupByPost(points))
      await repo.setPostMetrics(profile.id, remoteId, metrics, now);
  }

  // Mentions and tags, newest first, back to the window (a year on backfill, a month after).
  if (connector.listMentions) {
    let mentionCursor: string | null = null;
    for (let page = 0; page < MAX_POST_PAGES[backfill ? 'backfill' : 'incremental']; page++) {
      const result = await connector.listMentions(ctx, mentionCursor);
      await repo.upsertMentions(
        result.items.map((mention) => ({
          id: randomUUID(),
          profileId: profile.id,
          remoteId: mention.remoteId,
          kind: mention.kind,
          authorHandle: mention.authorHandle,
          text: mention.text,
          permalink: mention.permalink,
          mentionedAt: new Date(mention.createdAt),
        })),
      );
      const oldest = result.items.at(-1);
      mentionCursor = result.nextCursor;
      if (!mentionCursor || (oldest && Date.parse(oldest.createdAt) < postsSince.getTime())) break;
    }
  }

  if (connector.getAudience || connector.getActivityHeatmap) {
    const audience = connector.getAudience ? await connector.getAudience(ctx) : null;
    const activity = connector.getActivityHeatmap ? await connector.getActivityHeatmap(ctx) : null;
    await repo.saveAudience(profile.id, audience, activity);
  }
}

function groupByPost(points: readonly MetricPoint[]): Map<string, Record<string, number | null>> {
  const result = new Map<string, Record<string, number | null>>();
  for (const point of points) {
    if (point.subject.type !== 'post') continue;
    const metrics = result.get(point.subject.remoteId) ?? {};
    metrics[point.metric] = point.value;
    result.set(point.subject.remoteId, metrics);
  }

  return result;
}

/**
 * Records what went wrong in plain words. An auth failure moves the auth status — and notifies — only when it
 * changes; a temporary failure schedules the next attempt and leaves the connection alone.
 */
async function recordFailure(
  deps: SyncDeps,
  profile: ProfileRow,
  failure: ConnectorError,
  backfill: boolean,
): Promise<void> {
  const { repo, clock } = deps;
  const now = clock.now();
  const nextAuth = authStatusAfter(failure);
  const retryAt =
    failure.retryAfterMs !== undefined
      ? new Date(now.getTime() + failure.retryAfterMs)
      : new Date(now.getTime() + backoff(profile.lastErrorKind === failure.kind ? 2 : 1));
  await repo.updateProfile(profile.id, {
    lastErrorKind: failure.kind,
    lastErrorMessage: failure.userMessage,
    lastErrorAt: now,
    retryAfter: nextAuth ? null : retryAt,
    nextSyncAt: nextAuth ? null : retryAt,
    ...(nextAuth ? { authStatus: nextAuth } : {}),
    ...(backfill ? { backfillStatus: nextAuth ? ('failed' as const) : ('pending' as const) } : {}),
  });
  if (nextAuth && nextAuth !== profile.authStatus) {
    const network = NETWORK_DISPLAY_NAMES[profile.network as TProfileNetwork];
    await repo.notify({
      id: randomUUID(),
      accountId: profile.accountId,
      kind: 'profile_auth',
      profileId: profile.id,
      title: `${profile.name} on ${network} needs you`,
      body: `${failure.userMessage} Reconnect it from Social profiles to resume its analytics.`,
      createdAt: now,
    });
  }
}
