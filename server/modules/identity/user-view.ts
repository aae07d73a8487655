import type { TUser } from '../../../contracts/user.ts';
import { accounts, subscriptions, users } from '../../db/schema/index.ts';
import type { AccountRow, SubscriptionRow, UserRow } from './accounts.repository.ts';

/**
 * The columns GET /user shows, and the signed-in session's query reads on every request: only these (not the
 * password hash, not the settings no request needs), so each request moves and parses a third fewer columns.
 */
export const userViewColumns = {
  user: {
    id: users.id,
    accountId: users.accountId,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    jobRole: users.jobRole,
    role: users.role,
    timeZone: users.timeZone,
    emailVerifiedAt: users.emailVerifiedAt,
    createdAt: users.createdAt,
    platformLanguage: users.platformLanguage,
    acceptsMarketing: users.acceptsMarketing,
    theme: users.theme,
    signupStatus: users.signupStatus,
    signupStep: users.signupStep,
  },
  account: {
    id: accounts.id,
    ownerUserId: accounts.ownerUserId,
    name: accounts.name,
    timeZone: accounts.timeZone,
    teamSize: accounts.teamSize,
  },
  subscription: {
    productKey: subscriptions.productKey,
    status: subscriptions.status,
    trialEndsAt: subscriptions.trialEndsAt,
  },
};

/** What GET /user is built from: a full record (`findRecord`) or the session's narrower read. */
export type UserViewRecord = {
  user: Pick<UserRow, keyof typeof userViewColumns.user>;
  account: Pick<AccountRow, keyof typeof userViewColumns.account>;
  subscription: Pick<SubscriptionRow, keyof typeof userViewColumns.subscription>;
};

/** GET /user's shape. Only what the contract names leaves the server: never the password hash. */
export function toUserView({ user, account, subscription }: UserViewRecord): TUser {
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
