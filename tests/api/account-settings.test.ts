import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, setUpUser, STRONG_PASSWORD, uniqueEmail, verificationLink } from '../support/flows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = {
  first_name: 'Grace',
  last_name: 'Hopper',
  time_zone: 'America/New_York',
  platform_language: 'en',
};

describe('PUT /api/v1/user/profile-information', () => {
  it('updates name, time zone and language', async () => {
    const { agent, email } = await setUpUser(t);
    const response = await agent.put('/api/v1/user/profile-information', {
      ...profile,
      email,
      job_role: 'agency',
    });
    expect(response.statusCode).toBe(200);
    expect(response.data).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      time_zone: 'America/New_York',
      job_role: 'agency',
      settings: { platform_language: 'en' },
      email_verified: true,
    });
  });

  it('asks for the current password to change the e-mail, and changes it only once the new address confirms: the old one is told, other sessions end', async () => {
    const { agent, email } = await setUpUser(t);
    const newEmail = uniqueEmail('moved');
    const withoutPassword = await agent.put('/api/v1/user/profile-information', {
      ...profile,
      email: newEmail,
    });
    expect(withoutPassword.statusCode).toBe(422);
    expect(withoutPassword.data.errors).toHaveProperty('current_password');

    const wrongPassword = await agent.put('/api/v1/user/profile-information', {
      ...profile,
      email: newEmail,
      current_password: 'nope',
    });
    expect(wrongPassword.data.errors.current_password[0]).toBe('Your current password is incorrect.');

    const changed = await agent.put('/api/v1/user/profile-information', {
      ...profile,
      email: newEmail,
      current_password: STRONG_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    // Nothing changes before the new address confirms: the old one still signs in, and is told.
    expect(changed.data).toMatchObject({ email, email_verified: true });
    // The step the user was on does not move back.
    expect(changed.data.signup.status).toBe('USER_SET_UP');
    await t.settle();
    expect(t.mail.last(email).subject).toMatch(/change of your Kestrel e-mail address was asked for/);
    expect(t.mail.last(email).text).toContain(newEmail);
    const other = await t.agent().prime();
    expect((await other.post('/api/v1/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect(
      (await (await t.agent().prime()).post('/api/v1/login', { email: newEmail, password: STRONG_PASSWORD }))
        .statusCode,
    ).toBe(422);

    const link = await verificationLink(t, newEmail);
    expect(t.mail.last(newEmail).subject).toMatch(/Confirm your new e-mail address/);
    expect((await agent.post(`/api/v1/email/validate/user/${link.userId}`, link.body)).statusCode).toBe(200);
    expect((await agent.get('/api/v1/user')).data).toMatchObject({ email: newEmail, email_verified: true });
    // The old address is told, the other browser is signed out, and the old address no longer signs in.
    await t.settle();
    expect(t.mail.last(email).subject).toMatch(/e-mail address was changed/);
    expect((await other.get('/api/v1/user')).statusCode).toBe(401);
    expect(
      (await (await t.agent().prime()).post('/api/v1/login', { email, password: STRONG_PASSWORD }))
        .statusCode,
    ).toBe(422);
    expect(
      (await (await t.agent().prime()).post('/api/v1/login', { email: newEmail, password: STRONG_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses another user's e-mail and an unknown time zone, naming the fields", async () => {
    const { email: taken } = await registerUser(t);
    const { agent } = await setUpUser(t);
    const response = await agent.put('/api/v1/user/profile-information', {
      ...profile,
      email: taken,
      current_password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.data.errors).toHaveProperty('email');

    const badZone = await agent.put('/api/v1/user/profile-information', {
      ...profile,
      email: taken,
      time_zone: 'Mars/Olympus',
      platform_language: 'tlh',
    });
    expect(badZone.data.errors).toHaveProperty('time_zone');
    expect(badZone.data.errors).toHaveProperty('platform_language');
  });
});

describe('PUT /api/v1/user/marketing', () => {
  it('stores the choice', async () => {
    const { agent } = await registerUser(t);
    const response = await agent.put('/api/v1/user/marketing', { accepts_marketing: true });
    expect(response.data.settings.accepts_marketing).toBe(true);
  });
});

describe('PUT /api/v1/user/theme', () => {
  it('follows the device until the user chooses, then keeps the choice across sign-ins', async () => {
    const { agent, email, password } = await setUpUser(t);
    expect((await agent.get('/api/v1/user')).data.settings.theme).toBe('system');

    const response = await agent.put('/api/v1/user/theme', { theme: 'dark' });
    expect(response.statusCode).toBe(200);
    expect(response.data.settings.theme).toBe('dark');

    const elsewhere = await t.agent().prime();
    await elsewhere.post('/api/v1/login', { email, password });
    expect((await elsewhere.get('/api/v1/user')).data.settings.theme).toBe('dark');
  });

  it('names the field when the theme is not one of light, dark or system, and keeps the old one', async () => {
    const { agent } = await setUpUser(t);
    await agent.put('/api/v1/user/theme', { theme: 'light' });
    const response = await agent.put('/api/v1/user/theme', { theme: 'sepia' });
    expect(response.statusCode).toBe(422);
    expect(response.data.errors).toHaveProperty('theme');
    expect((await agent.get('/api/v1/user')).data.settings.theme).toBe('light');
  });

  it('needs a signed-in user', async () => {
    const guest = await t.agent().prime();
    expect((await guest.put('/api/v1/user/theme', { theme: 'dark' })).statusCode).toBe(401);
  });
});

describe('password change and sessions', () => {
  it('changes the password and signs out every other session, keeping this one', async () => {
    const { agent, email, password } = await setUpUser(t);
    const laptop = await t.agent().prime();
    await laptop.post('/api/v1/login', { email, password });
    expect((await laptop.get('/api/v1/user')).statusCode).toBe(200);

    const wrong = await agent.put('/api/v1/user/password', {
      current_password: 'wrong',
      password: 'saffron-heron-glides-31',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.data.errors).toHaveProperty('current_password');

    const changed = await agent.put('/api/v1/user/password', {
      current_password: password,
      password: 'saffron-heron-glides-31',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.data).toEqual({ signed_out_sessions: 1 });
    expect((await agent.get('/api/v1/user')).statusCode).toBe(200);
    expect((await laptop.get('/api/v1/user')).statusCode).toBe(401);
  });

  it('lists sessions with the current one first, and revokes one or all others', async () => {
    const { agent, email, password } = await setUpUser(t);
    const phone = await t.agent().prime();
    await phone.post('/api/v1/login', { email, password }, { headers: { 'user-agent': 'Phone Browser' } });
    const tablet = await t.agent().prime();
    await tablet.post('/api/v1/login', { email, password });

    const list = await agent.get('/api/v1/user/sessions');
    expect(list.data.data).toHaveLength(3);
    expect(list.data.data[0].is_current).toBe(true);
    expect(JSON.stringify(list.data)).not.toContain(agent.cookies.get('kestrel_session'));
    const phoneSession = list.data.data.find((s: { user_agent: string }) => s.user_agent === 'Phone Browser');

    expect((await agent.delete(`/api/v1/user/sessions/${phoneSession.id}`)).statusCode).toBe(204);
    expect((await phone.get('/api/v1/user')).statusCode).toBe(401);
    expect((await agent.delete(`/api/v1/user/sessions/${phoneSession.id}`)).statusCode).toBe(404);

    const others = await agent.delete('/api/v1/user/sessions');
    expect(others.data).toEqual({ signed_out_sessions: 1 });
    expect((await tablet.get('/api/v1/user')).statusCode).toBe(401);
    expect((await agent.get('/api/v1/user')).statusCode).toBe(200);
  });
});
