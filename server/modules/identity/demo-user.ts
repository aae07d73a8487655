import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { randomToken } from '../../lib/crypto.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { TRIAL_DAYS } from './identity.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const DEMO_EMAIL = 'demo@kestrel.local';

export type DemoCredentials = {
  email: string;
  password: string;
  created: boolean;
  userId: string;
  accountId: string;
};

/**
 * The demo workspace's sign-in. Its password is random per installation (a public server with a well-known
 * demo password would be an open door) and kept in `<DATA_DIR>/demo-credentials.json` (mode 0600) so every
 * start can print it. If that file and the database disagree, the password is reset to the file's.
 */
export async function ensureDemoUser({
  db,
  clock,
  dataDir,
}: {
  db: Db;
  clock: Clock;
  dataDir: string;
}): Promise<DemoCredentials> {
  const file = path.join(dataDir, 'demo-credentials.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { password?: string }) : {};
  const password = stored.password ?? `demo-${randomToken(12)}`;
  if (!stored.password) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify({ email: DEMO_EMAIL, password }, null, 2)}\n`, { mode: 0o600 });
  }

  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL)).limit(1);
  if (existing) {
    if (!(await verifyPassword(existing.passwordHash, password))) {
      await createAccountsRepository(db).updateUser(existing.accountId, existing.id, {
        passwordHash: await hashPassword(password),
      });
    }

    return {
      email: DEMO_EMAIL,
      password,
      created: false,
      userId: existing.id,
      accountId: existing.accountId,
    };
  }

  const now = clock.now();
  const userId = randomUUID();
  const accountId = randomUUID();
  await db.transaction(async (tx) => {
    await createAccountsRepository(tx).createAccountWithOwner({
      accountId,
      accountName: 'Demo workspace',
      timeZone: 'Europe/Paris',
      owner: {
        id: userId,
        email: DEMO_EMAIL,
        passwordHash: await hashPassword(password),
        firstName: 'Demo',
        lastName: 'User',
        jobRole: 'social_media_manager',
        timeZone: 'Europe/Paris',
        emailVerifiedAt: now,
        signupStatus: 'USER_SET_UP',
        signupStep: 'connect_social_profiles',
        passwordChangedAt: now,
      },
      subscription: {
        id: randomUUID(),
        productKey: 'trial',
        status: 'trialing',
        trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
      },
    });
  });

  return { email: DEMO_EMAIL, password, created: true, userId, accountId };
}
