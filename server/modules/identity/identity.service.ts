// Past 400 lines: registration, sign-in, passwords, e-mail changes and settings; to be split into
// accounts, sign-in and settings when issue 22 (teams: members, invitations, roles) reworks this module.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TLoginBody, TRegisterBody } from '../../../contracts/auth.ts';
import type {
  TPasswordBody,
  TProfileInformationBody,
  TSession,
  TSignupStepBody,
  TUser,
} from '../../../contracts/user.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema/index.ts';
import type { Background } from '../../lib/background.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS, type Clock } from '../../lib/clock.ts';
import { hmac, safeEqual } from '../../lib/crypto.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import {
  emailChangeMail,
  emailChangeNoticeMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
  type Mailer,
} from '../mail/index.ts';
import type { RateLimiter } from '../rate-limit/index.ts';
import { createAccountsRepository, type UserPatch, type UserRow } from './accounts.repository.ts';
import { createOneTimeTokens } from './one-time-tokens.ts';
import { hashPassword, passwordWeakness, verifyDecoy, verifyPassword } from './passwords.ts';
import { createSessionStore, type ResolvedSession, type SessionRow } from './sessions.ts';
import { toUserView } from './user-view.ts';

export const TRIAL_DAYS = 14;
export const EMAIL_VERIFICATION_TTL_MS = 24 * HOUR_MS;
export const PASSWORD_RESET_TTL_MS = 60 * MINUTE_MS;

const WRONG_CREDENTIALS = 'The e-mail address or password is incorrect.';
const EMAIL_TAKEN =
  'An account already uses this e-mail address. Sign in, or reset your password if you forgot it.';
const BAD_VERIFICATION_LINK =
  'This verification link is invalid or has expired. Sign in and ask for a new link from the verification page.';
const BAD_RESET_LINK = 'This reset link is invalid, was already used or has expired. Ask for a new one.';

export type IdentityDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'appSecret' | 'rateLimits'>;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  background: Background;
  logger: FastifyBaseLogger;
  /** The embedded database's change count, so a signed-in read can skip its query (`Database.changes`). */
  changes?: (() => number) | null;
};

/** Who is calling and from where; what sign-in and rate limits need to know about a request. */
export type RequestOrigin = { ip: string; userAgent: string | null };
/** A signed-in caller. Every account-scoped call takes this, never a bare user id. */
export type Actor = { userId: string; accountId: string; sessionId: string };

export type SignedIn = { token: string; session: SessionRow; user: TUser };

/** Postgres unique_violation: the database, not a prior read, has the last word on duplicate e-mails. */
function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;

  return code === '23505';
}

export function createIdentityService(deps: IdentityDeps) {
  const { db, clock, config, mailer, rateLimiter, background } = deps;
  const accounts = createAccountsRepository(db);
  const sessions = createSessionStore({ db, clock, changes: deps.changes ?? null });
  const tokens = createOneTimeTokens({ clock });

  /** The signed-in user as their session's query read them (no query of its own). */
  function currentUser(auth: ResolvedSession): TUser {
    return toUserView(auth.record);
  }

  async function userView(accountId: string, userId: string): Promise<TUser> {
    const record = await accounts.findRecord(accountId, userId);
    if (!record) throw new AppError('unauthenticated', 'Sign in to continue.');

    return toUserView(record);
  }

  function verificationSignature(userId: string, expires: number, token: string): string {
    return hmac(config.appSecret, `email-verification.${userId}.${expires}.${token}`);
  }

  /** Issues a fresh verification token and mails its signed link (in the background). */
  async function sendVerification(
    user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
    kind: 'signup' | 'change' = 'signup',
  ): Promise<void> {
    const token = await tokens.issue(db, {
      userId: user.id,
      purpose: 'email_verification',
      email: user.email,
      ttlMs: EMAIL_VERIFICATION_TTL_MS,
    });
    const expires = Math.floor((clock.now().getTime() + EMAIL_VERIFICATION_TTL_MS) / 1000);
    const query = new URLSearchParams({
      user: user.id,
      token,
      expires: String(expires),
      signature: verificationSignature(user.id, expires, token),
    });
    const url = `${config.publicUrl}/setup/email-verification?${query}`;
    background.run('mail.verification', () =>
      mailer.send(
        (kind === 'change' ? emailChangeMail : verificationMail)({
          to: user.email,
          firstName: user.firstName,
          url,
        }),
      ),
    );
  }

  function assertStrongPassword(password: string, field: string, userInputs: string[]): void {
    const weakness = passwordWeakness(password, userInputs);
    if (weakness) throw invalid({ [field]: weakness });
  }

  async function signIn(
    user: Pick<UserRow, 'id' | 'accountId'>,
    isPersistent: boolean,
    origin: RequestOrigin,
  ): Promise<SignedIn> {
    const { token, session } = await sessions.create({
      userId: user.id,
      accountId: user.accountId,
      isPersistent,
      userAgent: origin.userAgent,
      ip: origin.ip,
    });

    return { token, session, user: await userView(user.accountId, user.id) };
  }

  /** Identity lookup by e-mail. Unscoped by nature: at sign-in nobody knows the account yet. */
  async function findUserByEmail(email: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);

    return row ?? null;
  }

  /** Identity lookup by id, only for ids proven by a one-time token or a signed link. */
  async function findUserById(userId: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);

    return row ?? null;
  }

  return {
    sessions,
    userView,
    currentUser,

    async register(
      input: Required<Pick<TRegisterBody, 'email' | 'password'>> & TRegisterBody,
      origin: RequestOrigin,
    ): Promise<SignedIn> {
      await rateLimiter.consume(`register:ip:${origin.ip}`, {
        limit: config.rateLimits.registerPerHour,
        windowMs: HOUR_MS,
      });
      assertStrongPassword(input.password, 'password', [input.email, input.email.split('@')[0] ?? '']);
      if (await accounts.isEmailTaken(input.email)) throw invalid({ email: EMAIL_TAKEN });

      const now = clock.now();
      const accountId = randomUUID();
      const userId = randomUUID();
      const timeZone = input.time_zone ?? 'UTC';
      try {
        await db.transaction(async (tx) => {
          await createAccountsRepository(tx).createAccountWithOwner({
            accountId,
            accountName: 'My workspace',
            timeZone,
            owner: {
              id: userId,
              email: input.email,
              passwordHash: await hashPassword(input.password),
              timeZone,
              platformLanguage: input.platform_language ?? 'en',
              acceptsMarketing: input.accepts_marketing ?? false,
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
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid({ email: EMAIL_TAKEN });
        throw error;
      }
      await sendVerification({ id: userId, email: input.email, firstName: '' });
      deps.logger.info({ userId, accountId }, 'account registered');

      return signIn({ id: userId, accountId }, true, origin);
    },

    async login(
      input: Required<Pick<TLoginBody, 'email' | 'password'>> & TLoginBody,
      origin: RequestOrigin,
    ): Promise<SignedIn> {
      const window = { windowMs: 15 * MINUTE_MS };
      // Per address and IP (slows guessing one account's password from one place, without letting a stranger
      // lock its owner out: the owner signs in from another address), per IP (slows spraying many accounts),
      // and per address from everywhere, far higher (slows a guess spread over many IPs).
      const limit = config.rateLimits.loginPer15Min;
      await rateLimiter.consume(`login:email-ip:${input.email}:${origin.ip}`, { ...window, limit });
      await rateLimiter.consume(`login:ip:${origin.ip}`, { ...window, limit: limit * 5 });
      await rateLimiter.consume(`login:email:${input.email}`, { ...window, limit: limit * 10 });
      const user = await findUserByEmail(input.email);
      const isValid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyDecoy(input.password);
      if (!user || !isValid) throw new AppError('validation_failed', WRONG_CREDENTIALS);
      await rateLimiter.reset(`login:email-ip:${input.email}:${origin.ip}`);

      return signIn(user, input.remember ?? true, origin);
    },

    async logout(sessionId: string | null): Promise<void> {
      if (sessionId) await sessions.revoke(sessionId);
    },

    async forgotPassword(email: string, origin: RequestOrigin): Promise<void> {
      await rateLimiter.consume(`forgot:ip:${origin.ip}`, {
        limit: config.rateLimits.forgotPerHour * 4,
        windowMs: HOUR_MS,
      });
      await rateLimiter.consume(`forgot:email:${email}`, {
        limit: config.rateLimits.forgotPerHour,
        windowMs: HOUR_MS,
      });
      const user = await findUserByEmail(email);
      // The answer is the same either way; only an existing account gets a mail.
      if (!user) return;
      const token = await tokens.issue(db, {
        userId: user.id,
        purpose: 'password_reset',
        email: user.email,
        ttlMs: PASSWORD_RESET_TTL_MS,
      });
      const url = `${config.publicUrl}/reset-password/${encodeURIComponent(token)}`;
      background.run('mail.password-reset', () =>
        mailer.send(passwordResetMail({ to: user.email, firstName: user.firstName, url })),
      );
    },

    async resetPassword(
      input: { token: string; password: string },
      origin: RequestOrigin,
    ): Promise<{ email: string }> {
      await rateLimiter.consume(`reset:ip:${origin.ip}`, { limit: 30, windowMs: 15 * MINUTE_MS });
      const claim = await tokens.peek(db, input.token, 'password_reset');
      const user = claim ? await findUserById(claim.userId) : null;
      if (!claim || !user || user.email !== claim.email) throw invalid({ token: BAD_RESET_LINK });
      assertStrongPassword(input.password, 'password', [user.email, user.firstName, user.lastName]);

      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        if (!(await tokens.consume(tx, input.token, 'password_reset')))
          throw invalid({ token: BAD_RESET_LINK });
        const now = clock.now();
        // The link arrived at the address, so it proves the address too.
        const verified =
          user.emailVerifiedAt === null
            ? {
                emailVerifiedAt: now,
                ...(user.signupStatus === 'USER_EMAIL_VERIFICATION'
                  ? { signupStatus: 'USER_CREATED' as const, signupStep: 'user_infos' as const }
                  : {}),
              }
            : {};
        await createAccountsRepository(tx).updateUser(user.accountId, user.id, {
          passwordHash,
          passwordChangedAt: now,
          ...verified,
        });
      });
      await sessions.revokeAllFor(user.id, null);
      background.run('mail.password-changed', () =>
        mailer.send(
          passwordChangedMail({
            to: user.email,
            firstName: user.firstName,
            signInUrl: `${config.publicUrl}/signin`,
          }),
        ),
      );
      deps.logger.info({ userId: user.id, ip: origin.ip }, 'password reset');

      return { email: user.email };
    },

    async changePassword(actor: Actor, input: TPasswordBody): Promise<number> {
      await rateLimiter.consume(`password:user:${actor.userId}`, { limit: 10, windowMs: 15 * MINUTE_MS });
      const user = await accounts.findUser(actor.accountId, actor.userId);
      if (!user) throw new AppError('unauthenticated', 'Sign in to continue.');
      if (!(await verifyPassword(user.passwordHash, input.current_password))) {
        throw invalid({ current_password: 'Your current password is incorrect.' });
      }
      assertStrongPassword(input.password, 'password', [user.email, user.firstName, user.lastName]);
      await accounts.updateUser(actor.accountId, actor.userId, {
        passwordHash: await hashPassword(input.password),
        passwordChangedAt: clock.now(),
      });
      const signedOut = await sessions.revokeAllFor(actor.userId, actor.sessionId);
      background.run('mail.password-changed', () =>
        mailer.send(
          passwordChangedMail({
            to: user.email,
            firstName: user.firstName,
            signInUrl: `${config.publicUrl}/signin`,
          }),
        ),
      );

      return signedOut;
    },

    async resendVerification(actor: Actor): Promise<void> {
      const user = await accounts.findUser(actor.accountId, actor.userId);
      if (!user) throw new AppError('unauthenticated', 'Sign in to continue.');
      if (user.emailVerifiedAt) throw new AppError('conflict', 'Your e-mail address is already verified.');
      await rateLimiter.consume(
        `verification:user:${actor.userId}`,
        { limit: 5, windowMs: 15 * MINUTE_MS },
        'We sent several links already. Check your spam folder, or wait a few minutes before asking again.',
      );
      await sendVerification(user);
    },

    async verifyEmail(
      userId: string,
      input: { token: string; expires: number; signature: string },
      origin: RequestOrigin,
      /** The browser's own session, if any: it stays signed in when the link confirms its user's new address. */
      options: { sessionUserId?: string | null; sessionId?: string | null } = {},
    ): Promise<{ email: string; alreadyVerified: boolean }> {
      await rateLimiter.consume(`verify:ip:${origin.ip}`, { limit: 30, windowMs: 15 * MINUTE_MS });
      const expected = verificationSignature(userId, input.expires, input.token);
      if (!safeEqual(expected, input.signature) || input.expires * 1000 <= clock.now().getTime()) {
        throw invalid({ link: BAD_VERIFICATION_LINK });
      }

      let changed: { oldEmail: string; newEmail: string; firstName: string; keep: string | null } | null =
        null;
      const result = await db
        .transaction(async (tx) => {
          const claim = await tokens.consume(tx, input.token, 'email_verification');
          const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
          if (!user) throw invalid({ link: BAD_VERIFICATION_LINK });
          if (!claim || claim.userId !== userId) {
            // A genuine (signed) link opened twice: say so kindly rather than calling it invalid.
            if (user.emailVerifiedAt && !claim) return { email: user.email, alreadyVerified: true };
            throw invalid({ link: BAD_VERIFICATION_LINK });
          }
          if (claim.email !== user.email) {
            // A change of address, confirmed from the new address: only now does it take effect; the old
            // address is told, and every other session ends.
            // Asked inside the transaction: the embedded database has one connection, which the transaction holds.
            const [taken] = await tx
              .select({ id: users.id })
              .from(users)
              .where(eq(users.email, claim.email))
              .limit(1);
            if (taken) throw invalid({ link: EMAIL_TAKEN });
            await tx
              .update(users)
              .set({ email: claim.email, emailVerifiedAt: clock.now(), updatedAt: clock.now() })
              .where(and(eq(users.id, userId), eq(users.accountId, user.accountId)));
            const keep = options.sessionUserId === userId ? (options.sessionId ?? null) : null;
            changed = { oldEmail: user.email, newEmail: claim.email, firstName: user.firstName, keep };

            return { email: claim.email, alreadyVerified: false };
          }
          await tx
            .update(users)
            .set({
              emailVerifiedAt: clock.now(),
              updatedAt: clock.now(),
              ...(user.signupStatus === 'USER_EMAIL_VERIFICATION'
                ? { signupStatus: 'USER_CREATED' as const, signupStep: 'user_infos' as const }
                : {}),
            })
            .where(and(eq(users.id, userId), eq(users.accountId, user.accountId)));

          return { email: user.email, alreadyVerified: false };
        })
        .catch((error: unknown) => {
          // Taken by someone else between the request and the confirmation.
          if (isUniqueViolation(error)) throw invalid({ link: EMAIL_TAKEN });
          throw error;
        });
      if (changed) {
        const done: { oldEmail: string; newEmail: string; firstName: string; keep: string | null } = changed;
        await sessions.revokeAllFor(userId, done.keep);
        background.run('mail.email-changed', () =>
          mailer.send(
            emailChangeNoticeMail({
              to: done.oldEmail,
              firstName: done.firstName,
              newEmail: done.newEmail,
              stage: 'changed',
              signInUrl: `${config.publicUrl}/signin`,
            }),
          ),
        );
      }

      return result;
    },

    async updateProfileInformation(
      actor: Actor,
      input: TProfileInformationBody & { email: string },
    ): Promise<TUser> {
      const user = await accounts.findUser(actor.accountId, actor.userId);
      if (!user) throw new AppError('unauthenticated', 'Sign in to continue.');
      const isEmailChange = input.email !== user.email;
      if (isEmailChange) {
        if (!input.current_password) {
          throw invalid({ current_password: 'Enter your current password to change your e-mail address.' });
        }
        await rateLimiter.consume(`password:user:${actor.userId}`, { limit: 10, windowMs: 15 * MINUTE_MS });
        if (!(await verifyPassword(user.passwordHash, input.current_password))) {
          throw invalid({ current_password: 'Your current password is incorrect.' });
        }
        if (await accounts.isEmailTaken(input.email)) throw invalid({ email: EMAIL_TAKEN });
      }
      try {
        await accounts.updateUser(actor.accountId, actor.userId, {
          firstName: input.first_name,
          lastName: input.last_name,
          ...(input.job_role !== undefined ? { jobRole: input.job_role } : {}),
          timeZone: input.time_zone,
          platformLanguage: input.platform_language,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid({ email: EMAIL_TAKEN });
        throw error;
      }
      // The address changes once the new one confirms it (its link); the old one is told at once.
      if (isEmailChange) {
        await rateLimiter.consume(
          `email-change:user:${actor.userId}`,
          { limit: 5, windowMs: 15 * MINUTE_MS },
          'We sent several links already. Check the new address’s inbox, or wait a few minutes.',
        );
        await sendVerification({ id: user.id, email: input.email, firstName: input.first_name }, 'change');
        background.run('mail.email-change-requested', () =>
          mailer.send(
            emailChangeNoticeMail({
              to: user.email,
              firstName: input.first_name,
              newEmail: input.email,
              stage: 'requested',
              signInUrl: `${config.publicUrl}/signin`,
            }),
          ),
        );
      }

      return userView(actor.accountId, actor.userId);
    },

    /** A preference saved as soon as it is chosen: marketing e-mails, theme. */
    async updatePreferences(
      actor: Actor,
      patch: Pick<UserPatch, 'acceptsMarketing' | 'theme'>,
    ): Promise<TUser> {
      await accounts.updateUser(actor.accountId, actor.userId, patch);

      return userView(actor.accountId, actor.userId);
    },

    async completeSignupStep(actor: Actor, input: TSignupStepBody): Promise<TUser> {
      const user = await accounts.findUser(actor.accountId, actor.userId);
      if (!user) throw new AppError('unauthenticated', 'Sign in to continue.');
      if (user.signupStatus === 'USER_EMAIL_VERIFICATION') {
        throw new AppError('conflict', 'Verify your e-mail address first: open the link we sent you.');
      }
      if (user.signupStatus !== 'USER_CREATED')
        throw new AppError('conflict', 'Your account is already set up.');

      if (input.step === 'user_infos') {
        // Also accepted from the workspace step, so "Back" can correct it; the step does not move back.
        await accounts.updateUser(actor.accountId, actor.userId, {
          firstName: input.first_name,
          lastName: input.last_name,
          jobRole: input.job_role,
          platformLanguage: input.platform_language,
          signupStep: 'account_setup',
        });
      } else {
        if (user.signupStep !== 'account_setup') {
          throw new AppError('conflict', 'Tell us about yourself first.');
        }
        await db.transaction(async (tx) => {
          const repository = createAccountsRepository(tx);
          await repository.updateAccount(actor.accountId, {
            name: input.account_name,
            teamSize: input.team_size,
            timeZone: input.time_zone,
          });
          await repository.updateUser(actor.accountId, actor.userId, {
            timeZone: input.time_zone,
            signupStatus: 'USER_SET_UP',
            signupStep: 'connect_social_profiles',
          });
        });
      }

      return userView(actor.accountId, actor.userId);
    },

    async listSessions(actor: Actor): Promise<TSession[]> {
      const rows = await sessions.list(actor.userId);

      return rows
        .map((row) => ({
          id: row.publicId,
          is_current: row.id === actor.sessionId,
          user_agent: row.userAgent,
          ip: row.ip,
          created_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
        }))
        .sort((a, b) => Number(b.is_current) - Number(a.is_current));
    },

    async revokeSession(actor: Actor, publicId: string): Promise<void> {
      if (!(await sessions.revokeByPublicId(actor.userId, publicId))) {
        throw new AppError('not_found', 'This session was not found. It may have ended already.');
      }
    },

    revokeOtherSessions(actor: Actor): Promise<number> {
      return sessions.revokeAllFor(actor.userId, actor.sessionId);
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
