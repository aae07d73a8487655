import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../support/flows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'amber-falcon-circles-77';

async function resetToken(email: string): Promise<string> {
  await t.settle();
  const url = t.mail.last(email).links!.reset!;

  return decodeURIComponent(url.split('/reset-password/')[1]!);
}

describe('forgotten password', () => {
  it('answers the same for unknown and known addresses, and mails only the known one', async () => {
    const { email } = await registerUser(t);
    const agent = await t.agent().prime();
    const unknown = uniqueEmail('ghost');
    const mailsBefore = t.mail.sent.length;

    const forUnknown = await agent.post('/api/v1/forgot-password', { email: unknown });
    const forKnown = await agent.post('/api/v1/forgot-password', { email });
    expect(forUnknown.statusCode).toBe(202);
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.data.message.replace(unknown, 'X')).toBe(forKnown.data.message.replace(email, 'X'));

    await t.settle();
    const newMails = t.mail.sent.slice(mailsBefore);
    expect(newMails.map((mail) => mail.to)).toEqual([email]);
    expect(newMails[0]!.links?.reset).toMatch(/\/reset-password\/[\w-]+$/);
  });

  it('resets with the link once, ends every session, and the new password signs in', async () => {
    const { agent: signedIn, email, password } = await registerUser(t);
    const guest = await t.agent().prime();
    await guest.post('/api/v1/forgot-password', { email });
    const token = await resetToken(email);

    const weak = await guest.post('/api/v1/reset-password', { token, password: 'password123456' });
    expect(weak.statusCode).toBe(422);
    expect(weak.data.errors).toHaveProperty('password');

    const reset = await guest.post('/api/v1/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.data.email).toBe(email);
    await t.settle();
    expect(t.mail.last(email).subject).toMatch(/password was changed/);

    expect((await signedIn.get('/api/v1/user')).statusCode).toBe(401);
    const reused = await guest.post('/api/v1/reset-password', {
      token,
      password: 'another-strong-passphrase-9',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.data.errors.token[0]).toMatch(/already used or has expired/);

    expect((await guest.post('/api/v1/login', { email, password })).statusCode).toBe(422);
    expect((await guest.post('/api/v1/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('proves the address: an unverified user becomes verified', async () => {
    const { agent, email } = await registerUser(t);
    await agent.post('/api/v1/forgot-password', { email });
    const token = await resetToken(email);
    await agent.post('/api/v1/reset-password', { token, password: NEW_PASSWORD });
    const login = await agent.post('/api/v1/login', { email, password: NEW_PASSWORD });
    expect(login.data.email_verified).toBe(true);
    expect(login.data.signup.status).toBe('USER_CREATED');
  });

  it('expires links after 60 minutes, and only the latest link works', async () => {
    const { email } = await registerUser(t);
    const guest = await t.agent().prime();
    await guest.post('/api/v1/forgot-password', { email });
    const first = await resetToken(email);
    await guest.post('/api/v1/forgot-password', { email });
    const second = await resetToken(email);
    expect(
      (await guest.post('/api/v1/reset-password', { token: first, password: NEW_PASSWORD })).statusCode,
    ).toBe(422);

    t.clock.advance(60 * 60 * 1000 + 1000);
    const expired = await guest.post('/api/v1/reset-password', { token: second, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(422);
    expect(expired.data.errors).toHaveProperty('token');
  });

  it('limits requests per address', async () => {
    const email = uniqueEmail('spam');
    const guest = await t.agent().prime();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await guest.post('/api/v1/forgot-password', { email })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
