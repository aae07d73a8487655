import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZUser } from '../../contracts/user.ts';
import { sessions, users } from '../../server/db/schema/index.ts';
import { registerUser, STRONG_PASSWORD, uniqueEmail } from '../support/flows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_15_MIN: '3' });
});
afterAll(() => t.close());

describe('POST /api/v1/register', () => {
  it('creates an account on a 14-day trial, signs the user in and mails a verification link', async () => {
    const agent = await t.agent().prime();
    const email = uniqueEmail('new');
    const response = await agent.post('/api/v1/register', {
      email: `  ${email.toUpperCase()} `,
      password: STRONG_PASSWORD,
    });

    expect(response.statusCode).toBe(201);
    const user = ZUser.parse(response.data);
    expect(user.email).toBe(email);
    expect(user.admin_id).toBe(user.id);
    expect(user.role).toBe('admin');
    expect(user.settings.platform_language).toBe('en');
    expect(user.subscription).toMatchObject({ product_key: 'trial', status: 'trialing', is_trial: true });
    const trialMs = new Date(user.subscription.trial_ends_at!).getTime() - t.clock.now().getTime();
    expect(trialMs).toBe(14 * 24 * 3600 * 1000);
    expect(user.signup).toEqual({ status: 'USER_EMAIL_VERIFICATION', next_step: 'email_verification' });
    expect(user.email_verified).toBe(false);
    expect(response.body).not.toContain('password');

    const sessionCookie = response.cookies.find((cookie) => cookie.name === 'kestrel_session');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const xsrfCookie = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(xsrfCookie?.httpOnly).toBeFalsy();

    const me = await agent.get('/api/v1/user');
    expect(me.statusCode).toBe(200);
    expect(me.data.id).toBe(user.id);

    await t.settle();
    const mail = t.mail.last(email);
    expect(mail.subject).toMatch(/verify your e-mail/i);
    expect(mail.links?.verify).toContain(`/setup/email-verification?user=${user.id}`);
  });

  it('refuses an address that already has an account, naming the email field', async () => {
    const { email } = await registerUser(t);
    const agent = await t.agent().prime();
    const response = await agent.post('/api/v1/register', { email, password: STRONG_PASSWORD });

    expect(response.statusCode).toBe(422);
    expect(response.data.code).toBe('validation_failed');
    expect(response.data.errors.email[0]).toMatch(/already uses this e-mail/);
  });

  it('refuses a short or common password and an invalid e-mail, naming each field', async () => {
    const agent = await t.agent().prime();
    const short = await agent.post('/api/v1/register', { email: 'not-an-email', password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.data.errors).sort()).toEqual(['email', 'password']);
    expect(short.data.errors.password[0]).toMatch(/at least 10 characters/);

    const common = await agent.post('/api/v1/register', { email: uniqueEmail(), password: 'password1234' });
    expect(common.statusCode).toBe(422);
    expect(common.data.errors.password[0]).toMatch(/too easy to guess/);
  });

  it('answers malformed JSON and wrong types with a 422 that names the problem, never a 5xx', async () => {
    const agent = await t.agent().prime();
    const malformed = await agent.post('/api/v1/register', undefined, { rawBody: '{"email": ' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.data.errors).toHaveProperty('body');

    const wrongTypes = await agent.post('/api/v1/register', {
      email: 42,
      password: ['x'],
      accepts_marketing: 'yes',
    });
    expect(wrongTypes.statusCode).toBe(422);
    expect(Object.keys(wrongTypes.data.errors).sort()).toEqual(['accepts_marketing', 'email', 'password']);

    const notAnObject = await agent.post('/api/v1/register', [1, 2]);
    expect(notAnObject.statusCode).toBe(422);
    expect(notAnObject.data.errors).toHaveProperty('body');
  });
});

describe('POST /api/v1/login', () => {
  it('signs in with the right password, and gives one message for a wrong password or an unknown address', async () => {
    const { email, password, user } = await registerUser(t);
    const agent = await t.agent().prime();

    const wrongPassword = await agent.post('/api/v1/login', { email, password: 'not-the-password' });
    const unknownEmail = await agent.post('/api/v1/login', { email: uniqueEmail('nobody'), password });
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknownEmail.statusCode).toBe(422);
    expect(wrongPassword.data).toEqual(unknownEmail.data);
    expect(wrongPassword.data.message).toBe('The e-mail address or password is incorrect.');

    const ok = await agent.post('/api/v1/login', { email: email.toUpperCase(), password });
    expect(ok.statusCode).toBe(200);
    expect(ok.data.id).toBe(user.id);
    expect((await agent.get('/api/v1/user')).data.id).toBe(user.id);
  });

  it('keeps a browser-only session when "remember me" is off', async () => {
    const { email, password } = await registerUser(t);
    const agent = await t.agent().prime();
    const response = await agent.post('/api/v1/login', { email, password, remember: false });
    const cookie = response.cookies.find((c) => c.name === 'kestrel_session');
    expect(cookie?.maxAge).toBeUndefined();
    const sessions = await agent.get('/api/v1/user/sessions');
    const current = sessions.data.data.find((s: { is_current: boolean }) => s.is_current);
    expect(new Date(current.expires_at).getTime() - t.clock.now().getTime()).toBe(12 * 3600 * 1000);
  });

  it('limits attempts per address with a 429 and Retry-After', async () => {
    const { email } = await registerUser(t);
    const agent = await t.agent().prime();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push(
        (await agent.post('/api/v1/login', { email, password: 'wrong-password-here' })).statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    const limited = await agent.post('/api/v1/login', { email, password: STRONG_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.data.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await agent.post('/api/v1/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });
});

describe('POST /api/v1/logout', () => {
  it('ends the session on the server: the old cookie no longer signs anybody in', async () => {
    const { agent } = await registerUser(t);
    const oldCookie = agent.cookies.get('kestrel_session')!;
    expect((await agent.post('/api/v1/logout')).statusCode).toBe(204);
    expect(agent.cookies.has('kestrel_session')).toBe(false);
    expect((await agent.get('/api/v1/user')).statusCode).toBe(401);

    const replay = t.agent();
    replay.cookies.set('kestrel_session', oldCookie);
    const response = await replay.get('/api/v1/user');
    expect(response.statusCode).toBe(401);
    expect(response.data).toEqual({ message: 'Sign in to continue.', code: 'unauthenticated' });
  });
});

describe('the signed-in session on every request', () => {
  it('answers a repeated read without a query on the embedded database, and reads again after any change', async () => {
    const { agent, user } = await registerUser(t);
    expect((await agent.get('/api/v1/user')).statusCode).toBe(200);
    const pglite = t.database.pglite;
    const query = pglite ? vi.spyOn(pglite, 'query') : null;
    try {
      expect((await agent.get('/api/v1/user')).data.first_name).toBe(user.first_name);
      // Remembered: nothing changed since the last read (on Postgres other processes write, so it always asks).
      if (query) expect(query).not.toHaveBeenCalled();

      // A change made anywhere, not by the identity service: the next read sees it.
      await t.database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, user.id));
      expect((await agent.get('/api/v1/user')).data.first_name).toBe('Renamed');
      if (query) expect(query).toHaveBeenCalled();

      // A session ended by hand is ended at once.
      await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
      expect((await agent.get('/api/v1/user')).statusCode).toBe(401);
    } finally {
      query?.mockRestore();
    }
  });

  it('stops signing in a remembered session the moment it expires, with nothing written meanwhile', async () => {
    const { agent, user } = await registerUser(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await agent.get('/api/v1/user')).statusCode).toBe(200);
    expect((await agent.get('/api/v1/user')).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await agent.get('/api/v1/user')).statusCode).toBe(401);
  });
});
