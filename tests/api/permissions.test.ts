import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../contracts/index.ts';
import { ROLES, type Permission, type Role } from '../../contracts/permissions.ts';
import { users } from '../../server/db/schema/index.ts';
import type { Agent } from '../support/agent.ts';
import { registerUser } from '../support/flows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = {
  operationId: string;
  security: unknown[];
  'x-permission'?: Permission;
};

async function operations(): Promise<{ method: string; path: string; operation: Operation }[]> {
  const document = (await t.agent().get('/api/docs/json')).data as {
    paths: Record<string, Record<string, Operation>>;
  };

  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** A user of their own account with this role (the role set in the database: invitations come with issue 22). */
async function userWithRole(role: Role): Promise<Agent> {
  const { agent, user } = await registerUser(t);
  await t.database.db.update(users).set({ role }).where(eq(users.id, user.id));

  return agent;
}

describe('who may call each endpoint (ADR 0021)', () => {
  it('every signed-in operation declares a rule, and a rule on profiles names a field of its input', async () => {
    const all = await operations();
    expect(all).toHaveLength(ALL_ENDPOINTS.length);
    for (const { operation } of all) {
      const endpoint = ALL_ENDPOINTS.find(({ id }) => id === operation.operationId)!;
      const signedIn = operation.security.length > 0;
      expect(Boolean(operation['x-permission']), operation.operationId).toBe(signedIn);
      const rule = operation['x-permission'];
      if (!rule || !('at' in rule)) continue;
      const [location, field] = rule.at.split('.') as ['params' | 'query' | 'body', string];
      const schema = endpoint[location] as { shape?: Record<string, unknown> } | undefined;
      expect(Object.keys(schema?.shape ?? {}), `${operation.operationId} names ${rule.at}`).toContain(field);
    }
  });

  it('refuses each role what its rule does not allow, before reading the input, and lets it through otherwise', async () => {
    const agents = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, await userWithRole(role)] as const)),
    ) as Record<Role, Agent>;
    const refusals: string[] = [];
    for (const { method, path, operation } of await operations()) {
      const rule = operation['x-permission'];
      if (!rule || !('role' in rule)) continue;
      // Any id: the check comes first, so what the path names does not matter to a refusal.
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const role of ROLES) {
        const response = await agents[role].request(method as never, url, method === 'GET' ? undefined : {});
        const allowed = ROLES.indexOf(role) >= ROLES.indexOf(rule.role);
        const refused = response.statusCode === 403 && response.data?.code === 'forbidden';
        if (refused === allowed) refusals.push(`${role} ${method} ${path}: ${response.statusCode}`);
        if (refused)
          expect(response.data.message).toBe(
            rule.role === 'admin'
              ? "Only the account's admin can do this."
              : "Only the account's admin and managers can do this.",
          );
      }
    }
    expect(refusals).toEqual([]);
  });

  it("lets a manager do a manager's work: a new group", async () => {
    const manager = await userWithRole('manager');
    const member = await userWithRole('member');
    const created = await manager.post('/api/v1/user/groups', { name: 'Spring launch' });
    expect(created.statusCode).toBe(201);
    const refused = await member.post('/api/v1/user/groups', { name: 'Spring launch' });
    expect(refused.statusCode).toBe(403);
    expect((await member.get('/api/v1/user/groups')).data).toEqual([]);
  });
});
