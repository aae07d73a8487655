/**
 * Who may call an endpoint (issue 22, ADR 0021). Every signed-in endpoint declares one rule in its contract;
 * the route layer checks it before the service runs, and the OpenAPI document shows it. Contracts import
 * nothing but zod, and this file imports nothing at all.
 */

/** An account's roles, from the least to the most: each may do what the one before it may. */
export const ROLES = ['member', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What a user may do on one social profile. A profile allocated to a user comes with a set of these (defaults
 * per role, edited by the admin and managers); `view` is any allocation at all.
 */
export type ProfileAction = 'view' | 'analytics' | 'publish' | 'approve' | 'reply' | 'manage';

/**
 * What a profile allocated to a manager or a team member comes with unless the admin or a manager changes it.
 * The admin holds every profile of the account with every right, allocated or not.
 */
export const DEFAULT_PROFILE_ACTIONS: Record<Exclude<Role, 'admin'>, readonly ProfileAction[]> = {
  manager: ['view', 'analytics', 'publish', 'approve', 'reply', 'manage'],
  member: ['view', 'analytics', 'publish', 'reply'],
};

/** Where a request names the profiles it acts on: `<params|query|body>.<field>`, one id or a list of ids. */
export type ProfileField = `${'params' | 'query' | 'body'}.${string}`;

/** The things that belong to profiles and are named by their own id: their profiles are looked up. */
export type ProfileResource = 'post' | 'group';

export type Permission =
  /** Any signed-in user of at least this role; `member` is anyone signed in (their own things, shared tools). */
  | { role: Role }
  /** The action on every profile the request names; a profile not allocated at all is a 404. */
  | { profiles: ProfileAction; at: ProfileField }
  /** The action on the profiles of the resource named at `at` (a post's profile, a group's members). */
  | { profiles: ProfileAction; of: ProfileResource; at: ProfileField }
  /** A list: answered with only the profiles allocated with the action, and what hangs off them. */
  | { profiles: ProfileAction; allocated: true };

/** The rule in a line, after "Who may call it:" in the OpenAPI document. */
export function describePermission(permission: Permission): string {
  if ('role' in permission)
    return permission.role === 'member' ? 'any signed-in user' : `the ${permission.role} role or above`;
  if ('allocated' in permission)
    return `any signed-in user, answered with only the profiles they hold with \`${permission.profiles}\``;
  if ('of' in permission)
    return `\`${permission.profiles}\` on the profiles of the ${permission.of} named by \`${permission.at}\``;

  return `\`${permission.profiles}\` on the profiles named by \`${permission.at}\``;
}
