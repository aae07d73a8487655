import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpUser } from '../support/flows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('isolation between accounts', () => {
  it("a second browser never sees the first one's user", async () => {
    const first = await setUpUser(t);
    const second = await setUpUser(t);
    const anonymous = await t.agent().prime();

    expect((await first.agent.get('/api/v1/user')).data.id).toBe(first.user.id);
    expect((await second.agent.get('/api/v1/user')).data.id).toBe(second.user.id);
    expect((await anonymous.get('/api/v1/user')).statusCode).toBe(401);
    expect(first.user.account_id).not.toBe(second.user.account_id);
  });

  it("answers another user's session id with a 404, and leaves that session alone", async () => {
    const first = await setUpUser(t);
    const second = await setUpUser(t);
    const theirs = (await second.agent.get('/api/v1/user/sessions')).data.data[0].id;

    const response = await first.agent.delete(`/api/v1/user/sessions/${theirs}`);
    expect(response.statusCode).toBe(404);
    expect(response.data.code).toBe('not_found');
    expect((await second.agent.get('/api/v1/user')).statusCode).toBe(200);
  });

  it('answers a malformed id with a 422 naming the path parameter', async () => {
    const { agent } = await setUpUser(t);
    const response = await agent.delete('/api/v1/user/sessions/not-a-uuid');
    expect(response.statusCode).toBe(422);
    expect(response.data.errors).toHaveProperty('id');
  });
});
