import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../server/db/schema/index.ts';
import { registerUser, verificationLink } from '../support/flows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('e-mail verification', () => {
  it('verifies through the signed link, once, even from a browser that is not signed in', async () => {
    const { agent, email, user } = await registerUser(t);
    const link = await verificationLink(t, email);
    expect(link.userId).toBe(user.id);

    const otherBrowser = await t.agent().prime();
    const first = await otherBrowser.post(`/api/v1/email/validate/user/${link.userId}`, link.body);
    expect(first.statusCode).toBe(200);
    expect(first.data).toEqual({ message: 'Your e-mail address is verified.', email });

    const me = await agent.get('/api/v1/user');
    expect(me.data.email_verified).toBe(true);
    expect(me.data.signup).toEqual({ status: 'USER_CREATED', next_step: 'user_infos' });

    // Opening the same genuine link again is not an error for the user, but it changes nothing.
    const again = await otherBrowser.post(`/api/v1/email/validate/user/${link.userId}`, link.body);
    expect(again.statusCode).toBe(200);
    expect(again.data.message).toMatch(/already verified/);
  });

  it('refuses a tampered signature, another user id, and an expired link', async () => {
    const { email } = await registerUser(t);
    const { email: otherEmail } = await registerUser(t);
    const link = await verificationLink(t, email);
    const other = await verificationLink(t, otherEmail);
    const agent = await t.agent().prime();

    const tampered = await agent.post(`/api/v1/email/validate/user/${link.userId}`, {
      ...link.body,
      // Another first character: replacing it with a fixed one left the signature unchanged when it began with it.
      signature: (link.body.signature.startsWith('x') ? 'y' : 'x') + link.body.signature.slice(1),
    });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.data.errors.link[0]).toMatch(/invalid or has expired/);

    const wrongUser = await agent.post(`/api/v1/email/validate/user/${other.userId}`, link.body);
    expect(wrongUser.statusCode).toBe(422);

    const longer = await agent.post(`/api/v1/email/validate/user/${link.userId}`, {
      ...link.body,
      expires: link.body.expires + 3600,
    });
    expect(longer.statusCode).toBe(422);

    t.clock.advance(24 * 3600 * 1000 + 1000);
    const expired = await agent.post(`/api/v1/email/validate/user/${link.userId}`, link.body);
    expect(expired.statusCode).toBe(422);
    expect(expired.data.errors).toHaveProperty('link');
  });

  it('resends a link on request; the new link works and the old one no longer does', async () => {
    const { agent, email } = await registerUser(t);
    const old = await verificationLink(t, email);
    const resent = await agent.post('/api/v1/email/verification-notification');
    expect(resent.statusCode).toBe(202);
    const fresh = await verificationLink(t, email);
    expect(fresh.body.token).not.toBe(old.body.token);

    expect((await agent.post(`/api/v1/email/validate/user/${old.userId}`, old.body)).statusCode).toBe(422);
    expect((await agent.post(`/api/v1/email/validate/user/${fresh.userId}`, fresh.body)).statusCode).toBe(
      200,
    );
    const afterVerified = await agent.post('/api/v1/email/verification-notification');
    expect(afterVerified.statusCode).toBe(409);
    expect(afterVerified.data.code).toBe('conflict');
  });

  it('needs a session to resend, and limits how often', async () => {
    const guest = await t.agent().prime();
    expect((await guest.post('/api/v1/email/verification-notification')).statusCode).toBe(401);

    const { agent } = await registerUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await agent.post('/api/v1/email/verification-notification')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('stores only a hash of the token', async () => {
    const { email } = await registerUser(t);
    const link = await verificationLink(t, email);
    const rows = await t.database.db.select({ hash: authTokens.tokenHash }).from(authTokens);
    const hashes = rows.map((row) => row.hash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(link.body.token);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });
});
