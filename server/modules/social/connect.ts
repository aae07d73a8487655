import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { TConnectTarget, TProfileNetwork } from '../../../contracts/social.ts';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { MINUTE_MS, type Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { ConnectorFailure } from '../../networks/core/http.ts';
import { createPkcePair } from '../../networks/core/oauth.ts';
import type { NetworkKey, RemoteAccount } from '../../networks/core/types.ts';
import {
  CONNECTOR_NETWORK,
  NETWORK_DISPLAY_NAMES,
  TARGET_CONNECTOR,
  type ConnectorSource,
} from './connectors.ts';
import type { Actor, ProfileViews } from './profile-view.ts';
import type { ProfileRow, SocialRepository } from './social.repository.ts';
import type { GrantVault } from './sync.ts';

const STATE_TTL_MS = 15 * MINUTE_MS;
const ATTEMPT_TTL_MS = 30 * MINUTE_MS;
const ATTEMPT_PURPOSE = 'connection-attempt';

type SealedAccount = RemoteAccount;
type OAuthState = NonNullable<Awaited<ReturnType<SocialRepository['takeState']>>>;

/** What connecting a network needs of the social service. */
type ConnectDeps = {
  db: Db;
  clock: Clock;
  connectors: ConnectorSource;
  logger: FastifyBaseLogger;
  repo: SocialRepository;
  vault: GrantVault;
  queueSync: (profileId: string) => Promise<unknown>;
  view: ProfileViews['view'];
};

function profileNetworkOf(connector: NetworkKey, requested: TProfileNetwork | undefined): TProfileNetwork {
  if (connector === 'demo') return requested ?? 'instagram';

  return CONNECTOR_NETWORK[connector];
}

/**
 * Where the add-profile page shows a failed connection. Codes it words itself: access_denied, state_expired,
 * invalid_state, no_accounts, network_error; any other shows `message`.
 */
const failureUrl = (target: TConnectTarget, message: string, code = 'failed') =>
  `/create/addsp?${new URLSearchParams({ error: code, message, network: target }).toString()}`;

/** Starts the OAuth round trip for a new connection, or a reconnection of `profile`. */
async function beginAuthorization(
  { repo, clock, connectors }: ConnectDeps,
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

/**
 * The network's code exchanged for a grant: a reconnected profile takes it (and syncs), a new connection
 * keeps the accounts it offers as an attempt the user chooses from. Returns where to send the browser next.
 */
async function exchangeCode(
  deps: ConnectDeps,
  target: TConnectTarget,
  state: OAuthState,
  code: string,
): Promise<string> {
  const { repo, clock, connectors, vault, queueSync, logger } = deps;
  const connectorKey = state.connector as NetworkKey;
  const network =
    connectorKey === 'demo' ? (state.variant as TProfileNetwork) : CONNECTOR_NETWORK[connectorKey];
  const connector = connectors.get(connectorKey, { accountId: state.accountId, network });
  try {
    const grant = await connector.exchangeCode({
      code,
      redirectUri: connectors.redirectUri(target),
      pkce: state.pkceVerifier ? { verifier: state.pkceVerifier, challenge: '', method: 'S256' } : undefined,
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
      return failureUrl(
        target,
        'The network gave access to no account that can be connected.',
        'no_accounts',
      );
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

      return failureUrl(target, error.error.userMessage, temporary ? 'network_error' : error.error.kind);
    }
    logger.error({ err: error, target }, 'completing a network authorisation failed');

    return failureUrl(target, 'Something went wrong on our side. Try again in a moment.', 'internal');
  }
}

/**
 * The network sent the browser back. Returns where to send it next: the account chooser, the profile list
 * after a reconnection, or the add-profile page with the failure in plain words.
 */
async function completeAuthorization(
  deps: ConnectDeps,
  target: TConnectTarget,
  query: Record<string, string | undefined>,
  sessionUserId: string | null,
): Promise<string> {
  const state = query.state ? await deps.repo.takeState(sha256(query.state)) : null;
  // The round trip must end in the browser, and for the user, that started it.
  if (!state || state.userId !== sessionUserId || TARGET_CONNECTOR[target] !== state.connector) {
    return failureUrl(
      target,
      'This sign-in could not be matched to your session. Start connecting again.',
      'invalid_state',
    );
  }
  if (state.expiresAt.getTime() < deps.clock.now().getTime()) {
    return failureUrl(target, 'The sign-in took too long. Start connecting again.', 'state_expired');
  }
  if (query.error) {
    return failureUrl(
      target,
      query.error === 'access_denied'
        ? 'You cancelled the connection; nothing was connected.'
        : `The network refused: ${query.error_description ?? query.error}.`,
      query.error === 'access_denied' ? 'access_denied' : 'refused',
    );
  }
  if (!query.code) return failureUrl(target, 'The network did not send a sign-in code back.');

  return exchangeCode(deps, target, state, query.code);
}

/** A pending connection's accounts (the user chooses which to connect), each saying if it is connected. */
async function getAttempt({ repo, clock, vault }: ConnectDeps, actor: Actor, id: string) {
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
}

/** Connects the chosen accounts (reconnecting any already there), queues their backfill. */
async function completeAttempt(deps: ConnectDeps, actor: Actor, id: string, remoteIds: string[]) {
  const { db, repo, clock, connectors, vault, queueSync, view } = deps;
  const attempt = await repo.findAttempt(actor.accountId, id);
  if (!attempt || attempt.expiresAt.getTime() < clock.now().getTime()) throw notFound('This connection');
  const accounts = vault.openJson<SealedAccount[]>(ATTEMPT_PURPOSE, attempt.secret);
  const chosen = remoteIds.map((remoteId) => accounts.find((account) => account.remoteId === remoteId));
  const unknown = remoteIds.filter((_, index) => !chosen[index]);
  if (unknown.length > 0) throw invalid({ remote_ids: 'Choose among the accounts this connection offers.' });
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
}

/**
 * Connecting a network: the OAuth round trip (its state checked, the code exchanged for a grant), then the
 * user's choice among the accounts the grant offers, each connected as a profile or reconnected.
 */
export function createConnectFlow(deps: ConnectDeps) {
  return {
    /** For a reconnection the service starts itself (a profile whose grant is gone). */
    beginAuthorization: (
      actor: Actor,
      target: TConnectTarget,
      options: { returnTo: string; network?: TProfileNetwork; profile?: ProfileRow },
    ) => beginAuthorization(deps, actor, target, options),
    startConnection: (
      actor: Actor,
      target: TConnectTarget,
      input: { return_to: string; network?: TProfileNetwork },
    ) => beginAuthorization(deps, actor, target, { returnTo: input.return_to, network: input.network }),
    completeAuthorization: (
      target: TConnectTarget,
      query: Record<string, string | undefined>,
      sessionUserId: string | null,
    ) => completeAuthorization(deps, target, query, sessionUserId),
    getAttempt: (actor: Actor, id: string) => getAttempt(deps, actor, id),
    completeAttempt: (actor: Actor, id: string, remoteIds: string[]) =>
      completeAttempt(deps, actor, id, remoteIds),
  };
}
