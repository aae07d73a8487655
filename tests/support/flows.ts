import type { TUser } from '../../contracts/user.ts';
import type { Agent } from './agent.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;

/** A unique address per call, so tests sharing a database never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;

  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const STRONG_PASSWORD = 'violet-kestrel-hovers-42';

export async function registerUser(
  t: TestApp,
  overrides: Partial<{ email: string; password: string }> = {},
): Promise<{ agent: Agent; user: TUser; email: string; password: string }> {
  const agent = await t.agent().prime();
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? STRONG_PASSWORD;
  const response = await agent.post<TUser>('/api/v1/register', {
    email,
    password,
    time_zone: 'Europe/Paris',
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);

  return { agent, user: response.data, email, password };
}

/** The verification link's parts, from the last mail sent to `email`. */
export async function verificationLink(t: TestApp, email: string) {
  await t.settle();
  const url = new URL(t.mail.last(email).links!.verify!);
  const query = url.searchParams;

  return {
    url,
    userId: query.get('user')!,
    body: {
      token: query.get('token')!,
      expires: Number(query.get('expires')),
      signature: query.get('signature')!,
    },
  };
}

export async function verifyEmail(t: TestApp, agent: Agent, email: string): Promise<void> {
  const link = await verificationLink(t, email);
  const response = await agent.post(`/api/v1/email/validate/user/${link.userId}`, link.body);
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
}

/** Registered, verified and set up: a user past the sign-up steps this foundation has. */
export async function setUpUser(t: TestApp) {
  const registered = await registerUser(t);
  await verifyEmail(t, registered.agent, registered.email);
  await registered.agent.post('/api/v1/user/signup-next-step', {
    step: 'user_infos',
    first_name: 'Ada',
    last_name: 'Lovelace',
    job_role: 'social_media_manager',
    platform_language: 'en',
  });
  const done = await registered.agent.post<TUser>('/api/v1/user/signup-next-step', {
    step: 'account_setup',
    account_name: 'Analytical Engines',
    team_size: '2-10',
    time_zone: 'Europe/London',
  });

  return { ...registered, user: done.data };
}
