import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, verifyEmail } from '../support/flows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userInfos = {
  step: 'user_infos',
  first_name: 'Ada',
  last_name: 'Lovelace',
  job_role: 'content_creator',
  platform_language: 'en',
};
const accountSetup = {
  step: 'account_setup',
  account_name: 'Engines Ltd',
  team_size: '11-50',
  time_zone: 'Asia/Tokyo',
};

describe('sign-up progression', () => {
  it('walks USER_EMAIL_VERIFICATION → USER_CREATED → USER_SET_UP, one step at a time', async () => {
    const { agent, email } = await registerUser(t);
    const progress = async () => (await agent.get('/api/v1/user/signup-next-step')).data;
    expect(await progress()).toEqual({ status: 'USER_EMAIL_VERIFICATION', next_step: 'email_verification' });

    const tooEarly = await agent.post('/api/v1/user/signup-next-step', userInfos);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.data.message).toMatch(/Verify your e-mail address first/);

    await verifyEmail(t, agent, email);
    expect(await progress()).toEqual({ status: 'USER_CREATED', next_step: 'user_infos' });

    const skipAhead = await agent.post('/api/v1/user/signup-next-step', accountSetup);
    expect(skipAhead.statusCode).toBe(409);

    const infos = await agent.post('/api/v1/user/signup-next-step', userInfos);
    expect(infos.statusCode).toBe(200);
    expect(infos.data).toMatchObject({
      first_name: 'Ada',
      job_role: 'content_creator',
      signup: { status: 'USER_CREATED', next_step: 'account_setup' },
    });

    const setup = await agent.post('/api/v1/user/signup-next-step', accountSetup);
    expect(setup.statusCode).toBe(200);
    expect(setup.data).toMatchObject({
      time_zone: 'Asia/Tokyo',
      account: { name: 'Engines Ltd', team_size: '11-50', time_zone: 'Asia/Tokyo' },
      signup: { status: 'USER_SET_UP', next_step: 'connect_social_profiles' },
    });

    const again = await agent.post('/api/v1/user/signup-next-step', userInfos);
    expect(again.statusCode).toBe(409);
  });

  it('lets the workspace step go back to correct the first one without moving backwards', async () => {
    const { agent, email } = await registerUser(t);
    await verifyEmail(t, agent, email);
    await agent.post('/api/v1/user/signup-next-step', userInfos);
    const corrected = await agent.post('/api/v1/user/signup-next-step', {
      ...userInfos,
      first_name: 'Augusta',
    });
    expect(corrected.data).toMatchObject({ first_name: 'Augusta', signup: { next_step: 'account_setup' } });
  });

  it('names the invalid fields of a step, and an unknown step', async () => {
    const { agent, email } = await registerUser(t);
    await verifyEmail(t, agent, email);
    const bad = await agent.post('/api/v1/user/signup-next-step', {
      ...userInfos,
      first_name: '',
      job_role: 'astronaut',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['first_name', 'job_role']);

    const unknown = await agent.post('/api/v1/user/signup-next-step', { step: 'launch_rocket' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.data.errors).toHaveProperty('step');
  });
});
