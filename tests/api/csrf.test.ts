import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, STRONG_PASSWORD, uniqueEmail } from '../support/flows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('CSRF protection', () => {
  it('gives every response a readable XSRF-TOKEN cookie', async () => {
    const agent = t.agent();
    const response = await agent.get('/healthz');
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('refuses a write without the X-XSRF-TOKEN header with 403 csrf_mismatch, and changes nothing', async () => {
    const agent = await t.agent().prime();
    const email = uniqueEmail('csrf');
    const response = await agent.post(
      '/api/v1/register',
      { email, password: STRONG_PASSWORD },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(response.data.code).toBe('csrf_mismatch');
    const retry = await agent.post('/api/v1/register', { email, password: STRONG_PASSWORD });
    expect(retry.statusCode).toBe(201);
  });

  it('refuses a wrong token, and a token that belongs to another browser', async () => {
    const { agent } = await registerUser(t);
    const other = await t.agent().prime();
    for (const csrf of ['forged', other.cookies.get('XSRF-TOKEN')!]) {
      const response = await agent.put('/api/v1/user/marketing', { accepts_marketing: true }, { csrf });
      expect(response.statusCode).toBe(403);
      expect(response.data.code).toBe('csrf_mismatch');
    }
    expect((await agent.get('/api/v1/user')).data.settings.accepts_marketing).toBe(false);
  });

  it('binds the token to the session: signing in issues a new one and the guest token stops working', async () => {
    const { email, password } = await registerUser(t);
    const agent = await t.agent().prime();
    const guestToken = agent.cookies.get('XSRF-TOKEN')!;
    await agent.post('/api/v1/login', { email, password });
    const sessionToken = agent.cookies.get('XSRF-TOKEN')!;
    expect(sessionToken).not.toBe(guestToken);

    const stale = await agent.put(
      '/api/v1/user/marketing',
      { accepts_marketing: true },
      { csrf: guestToken },
    );
    expect(stale.statusCode).toBe(403);
    const fresh = await agent.put('/api/v1/user/marketing', { accepts_marketing: true });
    expect(fresh.statusCode).toBe(200);
  });

  it('checks every unsafe method, including DELETE', async () => {
    const { agent } = await registerUser(t);
    const response = await agent.delete('/api/v1/user/sessions', undefined, { csrf: false });
    expect(response.statusCode).toBe(403);
  });
});
