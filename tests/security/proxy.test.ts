import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, PASSWORD, signedUpUser, startLiveServer, type LiveServer } from './server.ts';

let server: LiveServer;
beforeAll(async () => {
  // One reverse proxy in front, the usual set-up: it appends the address it saw to X-Forwarded-For.
  server = await startLiveServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

describe('behind a trusted proxy', () => {
  it('takes the client address the proxy appended, not one the client wrote first', async () => {
    const { email } = await signedUpUser(server);
    const browser = await new Browser(server.origin).prime();
    const signedIn = await browser.request('POST', '/api/v1/login', {
      body: { email, password: PASSWORD },
      headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' },
    });
    expect(signedIn.status).toBe(200);
    const sessions = await browser.request('GET', '/api/v1/user/sessions');
    const current = (sessions.json.data as { is_current: boolean; ip: string | null }[]).find(
      (session) => session.is_current,
    );
    expect(current?.ip).toBe('198.51.100.7');
  });

  it('does not lock the owner out when a stranger guesses the password from elsewhere', async () => {
    const { email } = await signedUpUser(server);
    const stranger = await new Browser(server.origin).prime();
    const guesses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++)
      guesses.push(
        (
          await stranger.request('POST', '/api/v1/login', {
            body: { email, password: `wrong-guess-${attempt}` },
            headers: { 'x-forwarded-for': '203.0.113.66' },
          })
        ).status,
      );
    // The stranger is slowed down…
    expect(guesses.at(-1)).toBe(429);
    // …and the owner, from their own address, signs in.
    const owner = await new Browser(server.origin).prime();
    const signedIn = await owner.request('POST', '/api/v1/login', {
      body: { email, password: PASSWORD },
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(signedIn.status).toBe(200);
  });
});
