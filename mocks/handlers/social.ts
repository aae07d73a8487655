import { NETWORK_NAMES, PROFILE_NETWORKS } from '@contracts/networks.ts';
import {
  activateSocialProfile,
  addGroupProfiles,
  completeConnectionAttempt,
  createGroup,
  deactivateSocialProfile,
  deleteGroup,
  deleteSocialProfile,
  getConnectionAttempt,
  getGroup,
  getSocialProfile,
  listApiProfiles,
  listGroups,
  listSocialProfileAuthStatus,
  listSocialProfileGroups,
  listSocialProfiles,
  relaunchSocialProfile,
  removeGroupProfile,
  startConnection,
  updateGroup,
  updateSocialProfile,
  ZGroup,
  ZGroupName,
  ZLabel,
  ZNetworkAvailability,
  ZSocialProfile,
  type TGroup,
  type TProfileNetwork,
  type TSocialProfile,
} from '@contracts/social.ts';
import type { z } from 'zod';
import { MockApiError, mockEndpoint } from '../endpoint.ts';

type TNetworkAvailability = z.infer<typeof ZNetworkAvailability>;
type TAttempt = {
  id: string;
  network: TProfileNetwork;
  is_demo: boolean;
  return_to: string;
  accounts: Array<{
    remote_id: string;
    name: string;
    handle: string | null;
    avatar_url: string | null;
    kind: string;
    unavailable_reason: string | null;
    already_connected: boolean;
  }>;
};

/** Ids the stories refer to. */
export const SOCIAL_IDS = {
  instagram: '5a0c0000-0000-4000-8000-000000000001',
  facebook: '5a0c0000-0000-4000-8000-000000000002',
  x: '5a0c0000-0000-4000-8000-000000000003',
  linkedin: '5a0c0000-0000-4000-8000-000000000004',
  demo: '5a0c0000-0000-4000-8000-000000000005',
  brandsGroup: '6b0c0000-0000-4000-8000-000000000001',
  attempt: '7c0c0000-0000-4000-8000-000000000001',
} as const;

const HEALTHY = {
  last_sync_at: '2026-11-22T11:20:00.000Z',
  next_sync_at: '2026-11-22T12:20:00.000Z',
  token_expires_at: '2027-01-20T09:00:00.000Z',
  backfill: { status: 'done', since: '2024-11-22', days: 730, posts: 412 },
  last_error: null,
} as const;

export function socialProfileFixture(overrides: Partial<TSocialProfile> = {}): TSocialProfile {
  return ZSocialProfile.parse({
    id: SOCIAL_IDS.instagram,
    network: 'instagram',
    connector: 'instagram_business',
    is_demo: false,
    remote_id: '17841400000000001',
    name: 'Kestrel Coffee',
    handle: 'kestrel.coffee',
    avatar_url: null,
    url: 'https://www.instagram.com/kestrel.coffee',
    followers: 12840,
    is_active: true,
    auth_status: 'ok',
    permissions: { granted: ['instagram_basic', 'instagram_manage_insights'], missing: [] },
    labels: ['Brand'],
    groups: [{ id: SOCIAL_IDS.brandsGroup, name: 'Coffee brands' }],
    health: HEALTHY,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

/** A workspace with one of each situation: healthy, to reconnect, waiting on a rate limit, paused, demo. */
export function socialProfilesFixture(): TSocialProfile[] {
  return [
    socialProfileFixture(),
    socialProfileFixture({
      id: SOCIAL_IDS.facebook,
      network: 'facebook',
      connector: 'facebook_page',
      remote_id: '100200300',
      name: 'Kestrel Coffee Roasters',
      handle: null,
      url: 'https://www.facebook.com/kestrelcoffee',
      followers: 5310,
      auth_status: 'reconnect',
      labels: [],
      health: {
        ...HEALTHY,
        last_sync_at: '2026-11-19T08:00:00.000Z',
        next_sync_at: null,
        token_expires_at: '2026-11-19T08:30:00.000Z',
        last_error: {
          kind: 'token_expired',
          class: 'reconnect',
          message: 'Facebook ended the connection: the password was changed or access was removed.',
          at: '2026-11-19T09:00:00.000Z',
          retry_after: null,
        },
      },
    }),
    socialProfileFixture({
      id: SOCIAL_IDS.x,
      network: 'x',
      connector: 'x',
      remote_id: '99887766',
      name: 'Kestrel Coffee',
      handle: 'kestrelcoffee',
      url: 'https://x.com/kestrelcoffee',
      followers: 2210,
      labels: ['Brand', 'EMEA'],
      groups: [],
      health: {
        ...HEALTHY,
        last_sync_at: '2026-11-22T09:00:00.000Z',
        next_sync_at: '2026-11-22T13:15:00.000Z',
        token_expires_at: null,
        last_error: {
          kind: 'rate_limited',
          class: 'retry_later',
          message: 'X asked us to slow down.',
          at: '2026-11-22T11:00:00.000Z',
          retry_after: '2026-11-22T13:15:00.000Z',
        },
      },
    }),
    socialProfileFixture({
      id: SOCIAL_IDS.linkedin,
      network: 'linkedin',
      connector: 'linkedin_page',
      remote_id: 'urn:li:organization:42',
      name: 'Kestrel Coffee Ltd',
      handle: null,
      url: null,
      followers: 860,
      is_active: false,
      labels: [],
      groups: [],
      health: { ...HEALTHY, last_sync_at: '2026-11-01T10:00:00.000Z', next_sync_at: null },
    }),
    socialProfileFixture({
      id: SOCIAL_IDS.demo,
      network: 'tiktok',
      connector: 'demo',
      is_demo: true,
      remote_id: 'demo-tiktok-1',
      name: 'Demo Bakery',
      handle: 'demo.bakery',
      url: null,
      followers: 48000,
      labels: [],
      groups: [],
      health: {
        ...HEALTHY,
        token_expires_at: null,
        backfill: { status: 'running', since: '2025-08-01', days: 478, posts: 190 },
      },
    }),
  ];
}

export function groupFixture(overrides: Partial<TGroup> = {}): TGroup {
  return ZGroup.parse({
    id: SOCIAL_IDS.brandsGroup,
    name: 'Coffee brands',
    profile_ids: [SOCIAL_IDS.instagram],
    created_at: '2026-11-20T11:00:00.000Z',
    ...overrides,
  });
}

/** A server with Instagram, X and the demo configured, and the others not. */
export function apiProfilesFixture(): TNetworkAvailability[] {
  const configured = new Set(['instagram', 'facebook', 'x', 'demo']);
  const entries: Array<[TNetworkAvailability['target'], TProfileNetwork | null, string]> = [
    ...PROFILE_NETWORKS.map((network): [TNetworkAvailability['target'], TProfileNetwork, string] => [
      network === 'tiktok' ? 'tiktok_business' : network,
      network,
      NETWORK_NAMES[network],
    ]),
    ['demo', null, 'Demo network'],
  ];

  return entries.map(([target, network, name]) =>
    ZNetworkAvailability.parse({
      target,
      network,
      name,
      configured: configured.has(target),
      help_url: configured.has(target) ? null : `https://kestrel.example/docs/networks#${target}`,
    }),
  );
}

export function connectionAttemptFixture(overrides: Partial<TAttempt> = {}): TAttempt {
  return {
    id: SOCIAL_IDS.attempt,
    network: 'instagram',
    is_demo: false,
    return_to: '/social-profiles',
    accounts: [
      {
        remote_id: '17841400000000001',
        name: 'Kestrel Coffee',
        handle: 'kestrel.coffee',
        avatar_url: null,
        kind: 'Business account',
        unavailable_reason: null,
        already_connected: true,
      },
      {
        remote_id: '17841400000000002',
        name: 'Kestrel Roastery',
        handle: 'kestrel.roastery',
        avatar_url: null,
        kind: 'Business account',
        unavailable_reason: null,
        already_connected: false,
      },
      {
        remote_id: '17841400000000003',
        name: 'Kestrel Pop-up',
        handle: 'kestrel.popup',
        avatar_url: null,
        kind: 'Creator account',
        unavailable_reason: null,
        already_connected: false,
      },
      {
        remote_id: '17841400000000004',
        name: 'Ada Lovelace',
        handle: 'ada.l',
        avatar_url: null,
        kind: 'Personal account',
        unavailable_reason:
          'Instagram gives no statistics for personal accounts: switch it to a business account.',
        already_connected: false,
      },
    ],
    ...overrides,
  };
}

const notFound = (what: string) =>
  new MockApiError(404, { message: `This ${what} was not found.`, code: 'not_found' });

function invalid(errors: Record<string, string[]>) {
  return new MockApiError(422, {
    message: Object.values(errors)[0]?.[0] ?? 'Check the fields.',
    code: 'validation_failed',
    errors,
  });
}

let counter = 0;
/** A fresh uuid-shaped id for things the mock creates. */
function newId(prefix: string): string {
  counter += 1;

  return `${prefix}-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

type Options = {
  profiles?: TSocialProfile[];
  groups?: TGroup[];
  networks?: TNetworkAvailability[];
  attempts?: TAttempt[];
  /** How many list reads a new profile's backfill stays `running` before it is `done`. @default 2 */
  backfillReads?: number;
  /** Where `startConnection` sends the browser. @default a consent page on the network's site */
  authorizeUrl?: (target: string) => string;
};

/**
 * A small stateful stand-in for the social-profile and group endpoints: the profiles, their groups, the
 * networks the server can connect and the connection attempts. Each call makes a fresh world.
 */
export function socialHandlers(options: Options = {}) {
  let profiles = options.profiles ?? socialProfilesFixture();
  let groups = options.groups ?? [groupFixture()];
  const networks = options.networks ?? apiProfilesFixture();
  const attempts = new Map((options.attempts ?? [connectionAttemptFixture()]).map((a) => [a.id, a]));
  const backfilling = new Map<string, number>();
  const authorizeUrl =
    options.authorizeUrl ?? ((target: string) => `https://auth.example.com/${target}/authorize?state=abc`);

  const withGroups = (profile: TSocialProfile): TSocialProfile => ({
    ...profile,
    groups: groups
      .filter((group) => group.profile_ids.includes(profile.id))
      .map((group) => ({ id: group.id, name: group.name })),
  });
  const findProfile = (id: string) => {
    const profile = profiles.find((candidate) => candidate.id === id);
    if (!profile) throw notFound('profile');

    return withGroups(profile);
  };
  const replaceProfile = (profile: TSocialProfile) => {
    profiles = profiles.map((existing) => (existing.id === profile.id ? profile : existing));

    return withGroups(profile);
  };
  const findGroup = (id: string) => {
    const group = groups.find((candidate) => candidate.id === id);
    if (!group) throw notFound('group');

    return group;
  };
  const replaceGroup = (group: TGroup) => {
    groups = groups.map((existing) => (existing.id === group.id ? group : existing));

    return group;
  };
  const checkProfileIds = (ids: string[]) => {
    if (ids.some((id) => !profiles.some((profile) => profile.id === id))) throw notFound('profile');
  };
  const checkGroupName = (name: unknown, exceptId?: string) => {
    const parsed = ZGroupName.safeParse(name);
    if (!parsed.success) throw invalid({ name: [parsed.error.issues[0]!.message] });
    const taken = groups.some(
      (group) => group.id !== exceptId && group.name.toLowerCase() === parsed.data.toLowerCase(),
    );
    if (taken) throw invalid({ name: ['A group already has this name.'] });

    return parsed.data;
  };
  /** New profiles fill their history in: a few reads later, the backfill is done. */
  const advanceBackfills = () => {
    for (const [id, left] of backfilling) {
      if (left > 1) {
        backfilling.set(id, left - 1);
        continue;
      }
      backfilling.delete(id);
      const profile = profiles.find((candidate) => candidate.id === id);
      if (profile) {
        replaceProfile({
          ...profile,
          health: {
            ...profile.health,
            last_sync_at: new Date().toISOString(),
            backfill: { status: 'done', since: '2024-11-23', days: 730, posts: 318 },
          },
        });
      }
    }
  };

  return [
    mockEndpoint(listSocialProfiles, () => {
      advanceBackfills();

      return profiles.map(withGroups);
    }),
    mockEndpoint(listSocialProfileAuthStatus, () => ({
      needs_attention: profiles.filter((profile) => profile.auth_status !== 'ok').length,
      profiles: profiles.map(({ id, auth_status }) => ({ id, auth_status })),
    })),
    mockEndpoint(listSocialProfileGroups, () => groups),
    mockEndpoint(listGroups, () => groups),
    mockEndpoint(getSocialProfile, ({ params }) => findProfile(String(params.id))),
    mockEndpoint(updateSocialProfile, async ({ params, request }) => {
      const profile = findProfile(String(params.id));
      const { labels } = (await request.json()) as { labels: unknown[] };
      const parsed = labels.map((label) => ZLabel.safeParse(label));
      const failed = parsed.find((result) => !result.success);
      if (failed && !failed.success) throw invalid({ labels: [failed.error.issues[0]!.message] });
      if (labels.length > 20) throw invalid({ labels: ['Use at most 20 labels.'] });

      return replaceProfile({ ...profile, labels: parsed.map((result) => result.data as string) });
    }),
    mockEndpoint(deleteSocialProfile, ({ params }) => {
      findProfile(String(params.id));
      profiles = profiles.filter((profile) => profile.id !== params.id);
      groups = groups.map((group) => ({
        ...group,
        profile_ids: group.profile_ids.filter((id) => id !== params.id),
      }));

      return undefined;
    }),
    mockEndpoint(activateSocialProfile, ({ params }) =>
      replaceProfile({
        ...findProfile(String(params.spid)),
        is_active: true,
        health: { ...findProfile(String(params.spid)).health, next_sync_at: '2026-11-22T12:30:00.000Z' },
      }),
    ),
    mockEndpoint(deactivateSocialProfile, ({ params }) =>
      replaceProfile({
        ...findProfile(String(params.spid)),
        is_active: false,
        health: { ...findProfile(String(params.spid)).health, next_sync_at: null },
      }),
    ),
    mockEndpoint(relaunchSocialProfile, ({ params }) => {
      const profile = findProfile(String(params.spid));
      if (profile.auth_status !== 'ok') {
        return { action: 'reconnect' as const, authorize_url: authorizeUrl(profile.network) };
      }
      if (!profile.is_active) {
        throw new MockApiError(409, {
          message: 'This profile is paused: resume it to sync.',
          code: 'conflict',
        });
      }

      return {
        action: 'sync_queued' as const,
        profile: replaceProfile({
          ...profile,
          health: { ...profile.health, next_sync_at: new Date(Date.now() + 60_000).toISOString() },
        }),
      };
    }),
    mockEndpoint(listApiProfiles, () => networks),
    mockEndpoint(startConnection, ({ params }) => {
      const network = networks.find((candidate) => candidate.target === params.target);
      if (!network?.configured) {
        throw new MockApiError(409, {
          message: `${network?.name ?? 'This network'} is not configured on this server.`,
          code: 'conflict',
        });
      }

      return { authorize_url: authorizeUrl(String(params.target)) };
    }),
    mockEndpoint(getConnectionAttempt, ({ params }) => {
      const attempt = attempts.get(String(params.id));
      if (!attempt) throw notFound('connection attempt');

      return attempt;
    }),
    mockEndpoint(completeConnectionAttempt, async ({ params, request }) => {
      const attempt = attempts.get(String(params.id));
      if (!attempt) throw notFound('connection attempt');
      const { remote_ids: remoteIds } = (await request.json()) as { remote_ids: string[] };
      if (remoteIds.length === 0) throw invalid({ remote_ids: ['Choose at least one account.'] });
      const connected = remoteIds.map((remoteId) => {
        const account = attempt.accounts.find((candidate) => candidate.remote_id === remoteId);
        if (!account) throw notFound('account');
        const existing = profiles.find(
          (profile) => profile.remote_id === remoteId && profile.network === attempt.network,
        );
        if (existing) return withGroups(existing);
        const profile = socialProfileFixture({
          id: newId('8d0c0000'),
          network: attempt.network,
          connector: attempt.is_demo ? 'demo' : attempt.network,
          is_demo: attempt.is_demo,
          remote_id: remoteId,
          name: account.name,
          handle: account.handle,
          avatar_url: account.avatar_url,
          url: null,
          followers: null,
          labels: [],
          groups: [],
          health: {
            last_sync_at: null,
            next_sync_at: new Date(Date.now() + 5 * 60_000).toISOString(),
            token_expires_at: '2027-01-21T12:00:00.000Z',
            backfill: { status: 'running', since: null, days: 0, posts: 0 },
            last_error: null,
          },
          created_at: new Date().toISOString(),
        });
        profiles = [...profiles, profile];
        backfilling.set(profile.id, options.backfillReads ?? 2);

        return profile;
      });

      return connected;
    }),
    mockEndpoint(createGroup, async ({ request }) => {
      const body = (await request.json()) as { name?: unknown; profile_ids?: string[] };
      const name = checkGroupName(body.name);
      checkProfileIds(body.profile_ids ?? []);
      const group = groupFixture({
        id: newId('9e0c0000'),
        name,
        profile_ids: [...new Set(body.profile_ids ?? [])],
        created_at: new Date().toISOString(),
      });
      groups = [...groups, group];

      return group;
    }),
    mockEndpoint(getGroup, ({ params }) => findGroup(String(params.id))),
    mockEndpoint(updateGroup, async ({ params, request }) => {
      const group = findGroup(String(params.id));
      const body = (await request.json()) as { name?: unknown };

      return replaceGroup({ ...group, name: checkGroupName(body.name, group.id) });
    }),
    mockEndpoint(deleteGroup, ({ params }) => {
      findGroup(String(params.id));
      groups = groups.filter((group) => group.id !== params.id);

      return undefined;
    }),
    mockEndpoint(addGroupProfiles, async ({ params, request }) => {
      const group = findGroup(String(params.id));
      const { profile_ids: ids } = (await request.json()) as { profile_ids: string[] };
      if (ids.length === 0) throw invalid({ profile_ids: ['Choose at least one profile.'] });
      checkProfileIds(ids);

      return replaceGroup({ ...group, profile_ids: [...new Set([...group.profile_ids, ...ids])] });
    }),
    mockEndpoint(removeGroupProfile, ({ params }) => {
      const group = findGroup(String(params.id));

      return replaceGroup({
        ...group,
        profile_ids: group.profile_ids.filter((id) => id !== params.profileId),
      });
    }),
  ];
}
