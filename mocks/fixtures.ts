import { ZSession, ZUser, type TSession, type TUser } from '@contracts/user.ts';

/**
 * Fixed example data, checked against the contracts when built: a fixture that drifts from the API's shape
 * fails here, not in a story that silently shows nothing.
 */
export function userFixture(overrides: Partial<TUser> = {}): TUser {
  return ZUser.parse({
    id: '6f1c2a8e-3b7d-4c55-9a10-2f4e8b1d0c01',
    admin_id: '6f1c2a8e-3b7d-4c55-9a10-2f4e8b1d0c01',
    account_id: '0b7e4f2a-9c3d-4e11-8a55-6d2c1f0e9b02',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    job_role: 'content_creator',
    role: 'admin',
    time_zone: 'Europe/London',
    email_verified: true,
    email_verified_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-20T09:55:00.000Z',
    settings: { platform_language: 'en', accepts_marketing: false, theme: 'system' },
    subscription: {
      product_key: 'trial',
      status: 'trialing',
      is_trial: true,
      trial_ends_at: '2030-01-01T00:00:00.000Z',
    },
    account: {
      id: '0b7e4f2a-9c3d-4e11-8a55-6d2c1f0e9b02',
      name: 'Analytical Engines',
      time_zone: 'Europe/London',
      team_size: '2-10',
    },
    signup: { status: 'USER_SET_UP', next_step: 'connect_social_profiles' },
    ...overrides,
  });
}

export function sessionFixture(overrides: Partial<TSession> = {}): TSession {
  return ZSession.parse({
    id: '9d0e7c1b-2a3f-4b8c-8d9e-1f2a3b4c5d06',
    is_current: false,
    user_agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
    ip: '203.0.113.24',
    created_at: '2026-11-18T08:12:00.000Z',
    last_seen_at: '2026-11-21T19:40:00.000Z',
    expires_at: '2026-12-21T19:40:00.000Z',
    ...overrides,
  });
}
