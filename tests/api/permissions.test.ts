import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApiError } from '../../contracts/endpoint.ts';
import { ALL_ENDPOINTS } from '../../contracts/index.ts';
import { DEFAULT_PROFILE_ACTIONS, ROLES, type Permission, type Role } from '../../contracts/permissions.ts';
import { sessions, users } from '../../server/db/schema/index.ts';
import type { Agent } from '../support/agent.ts';
import { registerUser, setUpUser } from '../support/flows.ts';
import { connectFirstAccount } from '../support/social.ts';
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

async function operations(app = t): Promise<{ method: string; path: string; operation: Operation }[]> {
  const document = (await app.agent().get('/api/docs/json')).data as {
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

const REFUSALS = {
  analytics: "You can't see this profile's analytics. Ask your account's admin or a manager.",
  publish: "You can't write or schedule posts for this profile. Ask your account's admin or a manager.",
  approve: "You can't approve posts for this profile. Ask your account's admin or a manager.",
  reply: "You can't reply to conversations of this profile. Ask your account's admin or a manager.",
  manage: "You can't manage this profile. Ask your account's admin or a manager.",
} as const;

/** A user added to another account with this role (what an accepted invitation will do). */
async function joinAccount(accountId: string, role: Exclude<Role, 'admin'>, app = t) {
  const { agent, user } = await registerUser(app);
  await app.database.db.update(users).set({ accountId, role }).where(eq(users.id, user.id));
  await app.database.db.update(sessions).set({ accountId }).where(eq(sessions.userId, user.id));

  return { agent, userId: user.id };
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
        const response = await agents[role].request<TApiError | undefined>(
          method as never,
          url,
          method === 'GET' ? undefined : {},
        );
        const allowed = ROLES.indexOf(role) >= ROLES.indexOf(rule.role);
        const refused = response.statusCode === 403 && response.data?.code === 'forbidden';
        if (refused === allowed) refusals.push(`${role} ${method} ${path}: ${response.statusCode}`);
        if (refused)
          expect(response.data?.message).toBe(
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

  it('lets a team member reach only the profiles they hold, and only with the rights they hold there', async () => {
    const admin = await setUpUser(t);
    const held = await connectFirstAccount(t, admin.agent, 'instagram');
    const other = await connectFirstAccount(t, admin.agent, 'x');
    const { agent: member, userId } = await joinAccount(admin.user.account_id, 'member');
    const allocations = t.app.services.allocations;
    expect(
      await allocations.allocate(admin.user.account_id, userId, held.id, DEFAULT_PROFILE_ACTIONS.member),
    ).toBe(true);

    expect((await member.get(`/api/v1/social-profile/${held.id}/summary`)).statusCode).toBe(200);
    expect((await member.get(`/api/v1/social-profile/${held.id}/time-slots`)).statusCode).toBe(200);
    // Not theirs at all: the same 404 as another account's profile.
    const hidden = await member.get(`/api/v1/social-profile/${other.id}/summary`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.data.message).toBe('This social profile was not found.');
    // Theirs, without the right to manage it.
    const refused = await member.post(`/api/v1/social-profile/${held.id}/inactive`);
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe(
      "You can't manage this profile. Ask your account's admin or a manager.",
    );
    expect((await admin.agent.get(`/api/v1/social-profile/${other.id}/summary`)).statusCode).toBe(200);

    // A change of allocation is seen on the member's next request.
    await allocations.allocate(admin.user.account_id, userId, other.id, ['view']);
    expect((await member.get(`/api/v1/social-profile/${other.id}/summary`)).statusCode).toBe(200);
    const noPublishing = await member.get(`/api/v1/social-profile/${other.id}/time-slots`);
    expect(noPublishing.statusCode).toBe(403);
    expect(noPublishing.data.message).toBe(
      "You can't write or schedule posts for this profile. Ask your account's admin or a manager.",
    );
  });

  it("does not let an account allocate another account's profile", async () => {
    const owner = await setUpUser(t);
    const profile = await connectFirstAccount(t, owner.agent, 'instagram');
    const stranger = await setUpUser(t);
    const { userId } = await joinAccount(stranger.user.account_id, 'member');
    expect(
      await t.app.services.allocations.allocate(stranger.user.account_id, userId, profile.id, ['view']),
    ).toBe(false);
  });

  it('tries every rule on named profiles: a member who does not hold the profile, holds it without the right, and with it', async () => {
    // Its own app: the file's sign-ups would reach the per-address limit on sign-up.
    const own = await createTestApp();
    try {
      const admin = await setUpUser(own);
      const held = await connectFirstAccount(own, admin.agent, 'x');
      const notHeld = await connectFirstAccount(own, admin.agent, 'threads');
      const draftFor = async (profileId: string) => {
        const created = await admin.agent.post<{ id: string }[]>('/api/v1/scheduler-posts', {
          kind: 'text',
          text: 'A draft for the team',
          profile_ids: [profileId],
        });
        expect(created.statusCode).toBe(201);

        return created.data[0]!.id;
      };
      const posts = { held: await draftFor(held.id), notHeld: await draftFor(notHeld.id) };
      const { agent: member, userId } = await joinAccount(admin.user.account_id, 'member', own);
      const { allocations } = own.app.services;
      const everything = DEFAULT_PROFILE_ACTIONS.manager;
      const ours = [
        'This social profile was not found.',
        'This post was not found.',
        ...Object.values(REFUSALS),
      ];
      const wrong: string[] = [];
      for (const { method, path, operation } of await operations(own)) {
        const rule = operation['x-permission'];
        if (!rule || !('at' in rule) || ('of' in rule && rule.of !== 'post')) continue;
        const ofPost = 'of' in rule;
        const [location, field] = rule.at.split('.') as [string, string];
        // The request names the profile, or the post of it for a rule on a post's profile.
        const naming = (profileId: string) => {
          const id = !ofPost ? profileId : profileId === held.id ? posts.held : posts.notHeld;
          let url = location === 'params' ? path.replace(`{${field}}`, id) : path;
          url = url.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
          if (location === 'query') url += `?${field}[0]=${id}`;
          const body = location === 'body' ? { [field]: [id] } : method === 'GET' ? undefined : {};

          return member.request<TApiError | undefined>(method as never, url, body);
        };
        const outcome = async (profileId: string) => {
          const response = await naming(profileId);

          const message = response.data?.message ?? '';

          return ours.includes(message) ? `${response.statusCode} ${message}` : 'through';
        };
        const check = (what: string, got: string, want: string) => {
          if (got !== want) wrong.push(`${operation.operationId} (${what}): ${got}, expected ${want}`);
        };
        check(
          'not held',
          await outcome(notHeld.id),
          ofPost ? '404 This post was not found.' : '404 This social profile was not found.',
        );
        if (rule.profiles !== 'view') {
          await allocations.allocate(
            admin.user.account_id,
            userId,
            held.id,
            everything.filter((a) => a !== rule.profiles),
          );
          check('without the right', await outcome(held.id), `403 ${REFUSALS[rule.profiles]}`);
        }
        // A deletion that goes through takes the profile with it: it gets a profile of its own.
        const target =
          method === 'DELETE' && !ofPost ? await connectFirstAccount(own, admin.agent, 'pinterest') : held;
        await allocations.allocate(admin.user.account_id, userId, target.id, [rule.profiles]);
        // With it, the rule lets the request through (the service may still answer 404 or 422 for the rest).
        const through = await outcome(target.id);
        check('with the right', through.startsWith('403') ? through : 'through', 'through');
      }
      expect(wrong).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
