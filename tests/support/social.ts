import { expect } from 'vitest';
import type { TSocialProfile } from '../../contracts/social.ts';
import type { Agent } from './agent.ts';
import type { TestApp } from './test-app.ts';

/** The browser's round trip through the demo network's consent screen, as a user clicks through it. */
export async function connectDemo(t: TestApp, agent: Agent, network = 'instagram') {
  const start = await agent.post<{ authorize_url: string }>('/api/v1/social-auth/demo/start', {
    network,
    return_to: '/social-profiles',
  });
  expect(start.statusCode).toBe(200);
  const authorize = new URL(start.data.authorize_url);
  expect(authorize.pathname).toBe('/demo-network/authorize');
  const consent = await agent.get(`${authorize.pathname}${authorize.search}`, {
    headers: { accept: 'text/html' },
  });
  expect(consent.statusCode).toBe(200);
  expect(consent.body).toContain('Allow');
  const allowed = await t.app.inject({
    method: 'POST',
    url: '/demo-network/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      state: authorize.searchParams.get('state') ?? '',
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
      network: authorize.searchParams.get('network') ?? '',
      scope: authorize.searchParams.get('scope') ?? '',
    }).toString(),
  });
  expect(allowed.statusCode).toBe(302);
  const callback = new URL(String(allowed.headers.location));
  const back = await agent.get(`${callback.pathname}${callback.search}`);
  expect(back.statusCode).toBe(302);

  return String(back.headers.location);
}

export async function connectFirstAccount(
  t: TestApp,
  agent: Agent,
  network = 'instagram',
): Promise<TSocialProfile> {
  const next = await connectDemo(t, agent, network);
  const attemptId = new URL(next, 'http://app').searchParams.get('attempt');
  expect(attemptId, next).toBeTruthy();
  const attempt = await agent.get(`/api/v1/connection-attempts/${attemptId}`);
  expect(attempt.statusCode).toBe(200);
  const [first] = attempt.data.accounts;
  const connected = await agent.post<TSocialProfile[]>(`/api/v1/connection-attempts/${attemptId}/connect`, {
    remote_ids: [first.remote_id],
  });
  expect(connected.statusCode).toBe(200);

  return connected.data[0] as TSocialProfile;
}
