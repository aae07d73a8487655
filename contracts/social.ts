// One area's contract (profiles, groups, connecting, syncs): its endpoints and shapes are read together, as every
// other contract file is; past 400 lines because the eight networks' connect targets and sync states are spelled out.
import { z } from 'zod';
import { ZIsoDateTime } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { PROFILE_NETWORKS } from './networks.ts';

export { PROFILE_NETWORKS, NETWORK_NAMES } from './networks.ts';
export const ZProfileNetwork = z.enum(PROFILE_NETWORKS);
export type TProfileNetwork = z.infer<typeof ZProfileNetwork>;

/**
 * The OAuth start names of spec §7 (Instagram and Facebook share one Meta login; `twitter` and `x` both reach X),
 * plus `demo`, the offline demo network.
 */
export const CONNECT_TARGETS = [
  'instagram',
  'facebook',
  'twitter',
  'x',
  'threads',
  'linkedin',
  'tiktok_business',
  'tiktok_business_ads',
  'youtube',
  'pinterest',
  'demo',
] as const;
export const ZConnectTarget = z.enum(CONNECT_TARGETS);
export type TConnectTarget = z.infer<typeof ZConnectTarget>;

/** Spec §3 auth status. */
export const AUTH_STATUSES = ['ok', 'expiring', 'expired', 'reconnect', 'permission-missing'] as const;
export const ZAuthStatus = z.enum(AUTH_STATUSES);

/** How a network failure reads to a user: reconnect, try again later (we do), or the network refused the content. */
export const ERROR_CLASSES = ['reconnect', 'retry_later', 'rejected'] as const;

export const ZConnectionHealth = z
  .object({
    last_sync_at: ZIsoDateTime.nullable(),
    next_sync_at: ZIsoDateTime.nullable(),
    token_expires_at: ZIsoDateTime.nullable(),
    backfill: z.object({
      status: z.enum(['pending', 'running', 'done', 'failed']),
      /** The oldest day of history stored. */
      since: z.iso.date().nullable(),
      days: z.number().int(),
      posts: z.number().int(),
    }),
    last_error: z
      .object({
        kind: z.string(),
        class: z.enum(ERROR_CLASSES),
        message: z.string(),
        at: ZIsoDateTime,
        retry_after: ZIsoDateTime.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'ConnectionHealth' });

export const ZGroupRef = z.object({ id: z.uuid(), name: z.string() });

export const ZSocialProfile = z
  .object({
    id: z.uuid(),
    network: ZProfileNetwork,
    connector: z.string(),
    is_demo: z.boolean(),
    remote_id: z.string(),
    name: z.string(),
    handle: z.string().nullable(),
    avatar_url: z.string().nullable(),
    url: z.string().nullable(),
    followers: z.number().int().nullable(),
    is_active: z.boolean(),
    auth_status: ZAuthStatus,
    permissions: z.object({ granted: z.array(z.string()), missing: z.array(z.string()) }),
    labels: z.array(z.string()),
    groups: z.array(ZGroupRef),
    health: ZConnectionHealth,
    created_at: ZIsoDateTime,
  })
  .meta({ id: 'SocialProfile' });
export type TSocialProfile = z.infer<typeof ZSocialProfile>;

const ZProfileParams = z.object({ id: z.uuid() });
const ZSpidParams = z.object({ spid: z.uuid() });

export const listSocialProfiles = defineEndpoint({
  id: 'listSocialProfiles',
  method: 'GET',
  path: '/user/social-profiles',
  summary: "The workspace's social profiles with their connection health",
  tag: 'Social profiles',
  access: 'user',
  permission: { profiles: 'view', allocated: true },
  response: { status: 200, description: 'Profiles, by network then name', schema: z.array(ZSocialProfile) },
  errors: [401],
});

export const listSocialProfileAuthStatus = defineEndpoint({
  id: 'listSocialProfileAuthStatus',
  method: 'GET',
  path: '/user/social-profiles/auth-status',
  summary: 'The auth status of every profile, and how many need attention',
  tag: 'Social profiles',
  access: 'user',
  permission: { profiles: 'view', allocated: true },
  response: {
    status: 200,
    description: 'Auth statuses',
    schema: z.object({
      needs_attention: z.number().int(),
      profiles: z.array(z.object({ id: z.uuid(), auth_status: ZAuthStatus })),
    }),
  },
  errors: [401],
});

export const ZGroup = z
  .object({
    id: z.uuid(),
    name: z.string(),
    profile_ids: z.array(z.uuid()),
    created_at: ZIsoDateTime,
  })
  .meta({ id: 'Group' });
export type TGroup = z.infer<typeof ZGroup>;

export const listSocialProfileGroups = defineEndpoint({
  id: 'listSocialProfileGroups',
  method: 'GET',
  path: '/user/social-profiles/groups',
  summary: 'The groups, each with its profiles (what the profile selector shows)',
  tag: 'Social profiles',
  access: 'user',
  permission: { profiles: 'view', allocated: true },
  response: { status: 200, description: 'Groups', schema: z.array(ZGroup) },
  errors: [401],
});

export const getSocialProfile = defineEndpoint({
  id: 'getSocialProfile',
  method: 'GET',
  path: '/user/social-profiles/{id}',
  summary: 'One profile',
  tag: 'Social profiles',
  access: 'user',
  permission: { profiles: 'view', at: 'params.id' },
  params: ZProfileParams,
  response: { status: 200, description: 'The profile', schema: ZSocialProfile },
  errors: [401, 404],
});

export const ZLabel = z
  .string()
  .trim()
  .min(1, 'A label cannot be empty.')
  .max(40, 'Use at most 40 characters.');

export const updateSocialProfile = defineEndpoint({
  id: 'updateSocialProfile',
  method: 'PATCH',
  path: '/user/social-profiles/{id}',
  summary: "Change a profile's labels",
  tag: 'Social profiles',
  access: 'user',
  permission: { profiles: 'manage', at: 'params.id' },
  params: ZProfileParams,
  body: z.object({ labels: z.array(ZLabel).max(20, 'Use at most 20 labels.') }),
  response: { status: 200, description: 'The profile', schema: ZSocialProfile },
  errors: [401, 404],
});

export const deleteSocialProfile = defineEndpoint({
  id: 'deleteSocialProfile',
  method: 'DELETE',
  path: '/user/social-profiles/{id}',
  summary: 'Disconnect a profile and delete its stored history',
  tag: 'Social profiles',
  access: 'user',
  permission: { profiles: 'manage', at: 'params.id' },
  params: ZProfileParams,
  response: { status: 204, description: 'Deleted' },
  errors: [401, 404],
});

export const getSocialProfilePermissions = defineEndpoint({
  id: 'getSocialProfilePermissions',
  method: 'GET',
  path: '/user/social-profiles/{id}/permissions',
  summary: 'What the connection was granted, and what each feature still lacks',
  tag: 'Social profiles',
  access: 'user',
  permission: { profiles: 'view', at: 'params.id' },
  params: ZProfileParams,
  response: {
    status: 200,
    description: 'Permissions',
    schema: z.object({
      granted: z.array(z.string()),
      features: z.array(
        z.object({ feature: z.string(), available: z.boolean(), missing: z.array(z.string()) }),
      ),
    }),
  },
  errors: [401, 404],
});

export const ZNetworkAvailability = z
  .object({
    target: ZConnectTarget,
    network: ZProfileNetwork.nullable(),
    name: z.string(),
    configured: z.boolean(),
    /** Where the README explains how to configure it, when it is not. */
    help_url: z.string().nullable(),
  })
  .meta({ id: 'NetworkAvailability' });

export const listApiProfiles = defineEndpoint({
  id: 'listApiProfiles',
  method: 'GET',
  path: '/user/api-profiles',
  summary: 'The networks this server can connect, and which are configured',
  tag: 'Social profiles',
  access: 'user',
  permission: { role: 'manager' },
  response: { status: 200, description: 'Networks', schema: z.array(ZNetworkAvailability) },
  errors: [401, 403],
});

export const activateSocialProfile = defineEndpoint({
  id: 'activateSocialProfile',
  method: 'POST',
  path: '/social-profile/{spid}/active',
  summary: 'Resume collecting analytics for a profile',
  tag: 'Social profiles',
  access: 'user',
  permission: { profiles: 'manage', at: 'params.spid' },
  params: ZSpidParams,
  response: { status: 200, description: 'The profile', schema: ZSocialProfile },
  errors: [401, 404],
});

export const deactivateSocialProfile = defineEndpoint({
  id: 'deactivateSocialProfile',
  method: 'POST',
  path: '/social-profile/{spid}/inactive',
  summary: 'Pause a profile: no more syncs until it is activated again (history is kept)',
  tag: 'Social profiles',
  access: 'user',
  permission: { profiles: 'manage', at: 'params.spid' },
  params: ZSpidParams,
  response: { status: 200, description: 'The profile', schema: ZSocialProfile },
  errors: [401, 404],
});

export const relaunchSocialProfile = defineEndpoint({
  id: 'relaunchSocialProfile',
  method: 'POST',
  path: '/social-profile/{spid}/relaunch',
  summary: 'Reconnect a profile whose connection needs it, or sync it now when the connection is fine',
  tag: 'Social profiles',
  access: 'user',
  permission: { profiles: 'manage', at: 'params.spid' },
  params: ZSpidParams,
  response: {
    status: 200,
    description: 'What happens next',
    schema: z.discriminatedUnion('action', [
      z.object({ action: z.literal('reconnect'), authorize_url: z.string() }),
      z.object({ action: z.literal('sync_queued'), profile: ZSocialProfile }),
    ]),
  },
  errors: [401, 404, 409],
});

/** A network's publishing cap and how much of it is used (null when the network has none). */
export const ZPublishQuota = z
  .object({
    used: z.number(),
    limit: z.number(),
    window_seconds: z.number(),
    resets_at: ZIsoDateTime.nullable(),
  })
  .meta({ id: 'PublishQuota' });

export const getSocialProfileQuotas = defineEndpoint({
  id: 'getSocialProfileQuotas',
  method: 'GET',
  path: '/social-profile/{spid}/quotas',
  summary: "The profile's publishing quota on its network, when the network has one",
  tag: 'Social profiles',
  access: 'user',
  permission: { profiles: 'view', at: 'params.spid' },
  params: ZSpidParams,
  response: {
    status: 200,
    description: 'Quotas',
    schema: z.object({ publish: ZPublishQuota.nullable() }),
  },
  errors: [401, 404],
});

export const getSocialProfileSummary = defineEndpoint({
  id: 'getSocialProfileSummary',
  method: 'GET',
  path: '/social-profile/{spid}/summary',
  summary: 'What is stored for a profile: followers, posts, days of history',
  tag: 'Social profiles',
  access: 'user',
  permission: { profiles: 'view', at: 'params.spid' },
  params: ZSpidParams,
  response: {
    status: 200,
    description: 'Summary',
    schema: z.object({
      followers: z.number().int().nullable(),
      posts: z.number().int(),
      days: z.number().int(),
      first_day: z.iso.date().nullable(),
      last_day: z.iso.date().nullable(),
      last_post_at: ZIsoDateTime.nullable(),
    }),
  },
  errors: [401, 404],
});

export const ZGroupName = z.string().trim().min(1, 'Name the group.').max(60, 'Use at most 60 characters.');

export const listGroups = defineEndpoint({
  id: 'listGroups',
  method: 'GET',
  path: '/user/groups',
  summary: 'The groups of the workspace',
  tag: 'Groups',
  access: 'user',
  permission: { profiles: 'view', allocated: true },
  response: { status: 200, description: 'Groups', schema: z.array(ZGroup) },
  errors: [401],
});

export const createGroup = defineEndpoint({
  id: 'createGroup',
  method: 'POST',
  path: '/user/groups',
  summary: 'Create a group, optionally with profiles',
  tag: 'Groups',
  access: 'user',
  permission: { role: 'manager' },
  body: z.object({ name: ZGroupName, profile_ids: z.array(z.uuid()).max(500).default([]) }),
  response: { status: 201, description: 'The group', schema: ZGroup },
  errors: [401, 403, 404, 409],
});

const ZGroupParams = z.object({ id: z.uuid() });

export const getGroup = defineEndpoint({
  id: 'getGroup',
  method: 'GET',
  path: '/user/groups/{id}',
  summary: 'One group',
  tag: 'Groups',
  access: 'user',
  permission: { profiles: 'view', allocated: true },
  params: ZGroupParams,
  response: { status: 200, description: 'The group', schema: ZGroup },
  errors: [401, 404],
});

export const updateGroup = defineEndpoint({
  id: 'updateGroup',
  method: 'PATCH',
  path: '/user/groups/{id}',
  summary: 'Rename a group',
  tag: 'Groups',
  access: 'user',
  permission: { role: 'manager' },
  params: ZGroupParams,
  body: z.object({ name: ZGroupName }),
  response: { status: 200, description: 'The group', schema: ZGroup },
  errors: [401, 403, 404, 409],
});

export const deleteGroup = defineEndpoint({
  id: 'deleteGroup',
  method: 'DELETE',
  path: '/user/groups/{id}',
  summary: 'Delete a group (its profiles stay connected)',
  tag: 'Groups',
  access: 'user',
  permission: { role: 'manager' },
  params: ZGroupParams,
  response: { status: 204, description: 'Deleted' },
  errors: [401, 403, 404],
});

export const addGroupProfiles = defineEndpoint({
  id: 'addGroupProfiles',
  method: 'POST',
  path: '/user/groups/{id}/profiles',
  summary: 'Add profiles to a group',
  tag: 'Groups',
  access: 'user',
  permission: { role: 'manager' },
  params: ZGroupParams,
  body: z.object({ profile_ids: z.array(z.uuid()).min(1, 'Choose at least one profile.').max(500) }),
  response: { status: 200, description: 'The group', schema: ZGroup },
  errors: [401, 403, 404],
});

export const removeGroupProfile = defineEndpoint({
  id: 'removeGroupProfile',
  method: 'DELETE',
  path: '/user/groups/{id}/profiles/{profileId}',
  summary: 'Remove a profile from a group',
  tag: 'Groups',
  access: 'user',
  permission: { role: 'manager' },
  params: z.object({ id: z.uuid(), profileId: z.uuid() }),
  response: { status: 200, description: 'The group', schema: ZGroup },
  errors: [401, 403, 404],
});

export const startConnection = defineEndpoint({
  id: 'startConnection',
  method: 'POST',
  path: '/social-auth/{target}/start',
  summary: "Start connecting profiles: returns the network's authorisation page to open",
  description:
    'The state and PKCE verifier are kept server-side for 15 minutes. `network` picks the network the demo network emulates.',
  tag: 'Social profiles',
  access: 'user',
  permission: { role: 'manager' },
  params: z.object({ target: ZConnectTarget }),
  body: z.object({
    return_to: z
      .string()
      .regex(/^\/[a-z0-9/_-]*$/, 'Use a path of this app.')
      .default('/social-profiles'),
    network: ZProfileNetwork.optional(),
  }),
  response: {
    status: 200,
    description: 'Where to send the browser',
    schema: z.object({ authorize_url: z.string() }),
  },
  errors: [401, 403, 409],
});

export const ZConnectableAccount = z.object({
  remote_id: z.string(),
  name: z.string(),
  handle: z.string().nullable(),
  avatar_url: z.string().nullable(),
  kind: z.string(),
  unavailable_reason: z.string().nullable(),
  already_connected: z.boolean(),
});

export const getConnectionAttempt = defineEndpoint({
  id: 'getConnectionAttempt',
  method: 'GET',
  path: '/connection-attempts/{id}',
  summary: 'The accounts an authorisation can connect',
  tag: 'Social profiles',
  access: 'user',
  permission: { role: 'manager' },
  params: z.object({ id: z.uuid() }),
  response: {
    status: 200,
    description: 'Accounts to choose from',
    schema: z.object({
      id: z.uuid(),
      network: ZProfileNetwork,
      is_demo: z.boolean(),
      return_to: z.string(),
      accounts: z.array(ZConnectableAccount),
    }),
  },
  errors: [401, 403, 404],
});

export const completeConnectionAttempt = defineEndpoint({
  id: 'completeConnectionAttempt',
  method: 'POST',
  path: '/connection-attempts/{id}/connect',
  summary: 'Connect the chosen accounts as profiles; their history starts filling in at once',
  tag: 'Social profiles',
  access: 'user',
  permission: { role: 'manager' },
  params: z.object({ id: z.uuid() }),
  body: z.object({ remote_ids: z.array(z.string().min(1)).min(1, 'Choose at least one account.').max(100) }),
  response: { status: 200, description: 'The connected profiles', schema: z.array(ZSocialProfile) },
  errors: [401, 403, 404],
});
