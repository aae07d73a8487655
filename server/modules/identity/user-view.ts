import type { TUser } from '../../../contracts/user.ts';
import type { UserRecord } from './accounts.repository.ts';

/** GET /user's shape. Only what the contract names leaves the server: never the password hash. */
export function toUserView({ user, account, subscription }: UserRecord): TUser {
  return {
    id: user.id,
    admin_id: account.ownerUserId ?? user.id,
    account_id: account.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    job_role: (user.jobRole as TUser['job_role']) ?? null,
    role: user.role,
    time_zone: user.timeZone,
    email_verified: user.emailVerifiedAt !== null,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    settings: {
      platform_language: user.platformLanguage as TUser['settings']['platform_language'],
      accepts_marketing: user.acceptsMarketing,
      theme: user.theme,
    },
    subscription: {
      product_key: subscription.productKey,
      status: subscription.status,
      is_trial: subscription.productKey === 'trial',
      trial_ends_at: subscription.trialEndsAt?.toISOString() ?? null,
    },
    account: {
      id: account.id,
      name: account.name,
      time_zone: account.timeZone,
      team_size: (account.teamSize as TUser['account']['team_size']) ?? null,
    },
    signup: { status: user.signupStatus, next_step: user.signupStep },
  };
}
