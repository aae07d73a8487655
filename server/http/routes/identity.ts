import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as auth from '../../../contracts/auth.ts';
import * as billing from '../../../contracts/billing.ts';
import * as email from '../../../contracts/email.ts';
import * as user from '../../../contracts/user.ts';
import type { IdentityService, RequestOrigin } from '../../modules/identity/identity.service.ts';
import { route } from '../route.ts';

function originOf(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** Accounts, sign-in, sign-up progression and the user's own settings. Thin: parse, call, answer. */
export function identityRoutes(app: FastifyInstance, identity: IdentityService): void {
  route(app, auth.register, async ({ body }, { request, reply }) => {
    const signedIn = await identity.register(body, originOf(request));
    reply.startSession(signedIn.token, true);

    return signedIn.user;
  });

  route(app, auth.login, async ({ body }, { request, reply }) => {
    const signedIn = await identity.login(body, originOf(request));
    reply.startSession(signedIn.token, body.remember);

    return signedIn.user;
  });

  route(app, auth.logout, async (_input, { request, reply }) => {
    await identity.logout(request.auth?.session.id ?? null);
    reply.endSession();

    return undefined;
  });

  route(app, auth.forgotPassword, async ({ body }, { request }) => {
    await identity.forgotPassword(body.email, originOf(request));

    return {
      message: `If an account uses ${body.email}, we have sent it a link to choose a new password. Check your inbox.`,
    };
  });

  route(app, auth.resetPassword, async ({ body }, { request, reply }) => {
    const { email: address } = await identity.resetPassword(body, originOf(request));
    // Every session ended, this browser's included.
    if (request.auth) reply.endSession();

    return { message: 'Your password is changed. Sign in with your new password.', email: address };
  });

  // The session's own query read the user (security.ts): no second query on the app's most frequent read.
  route(app, user.getUser, async (_input, { request }) => {
    request.actor();

    return identity.currentUser(request.auth!);
  });

  route(app, billing.getSubscription, async (_input, { request }) => {
    request.actor();

    return identity.currentUser(request.auth!).subscription;
  });

  route(app, user.updateProfileInformation, ({ body }, { request }) =>
    identity.updateProfileInformation(request.actor(), body),
  );

  route(app, user.updatePassword, async ({ body }, { request }) => ({
    signed_out_sessions: await identity.changePassword(request.actor(), body),
  }));

  route(app, user.updateMarketing, ({ body }, { request }) =>
    identity.updatePreferences(request.actor(), { acceptsMarketing: body.accepts_marketing }),
  );

  route(app, user.updateTheme, ({ body }, { request }) =>
    identity.updatePreferences(request.actor(), { theme: body.theme }),
  );

  route(app, user.getSignupNextStep, async (_input, { request }) => {
    const actor = request.actor();

    return (await identity.userView(actor.accountId, actor.userId)).signup;
  });

  route(app, user.completeSignupStep, ({ body }, { request }) =>
    identity.completeSignupStep(request.actor(), body),
  );

  route(app, user.listSessions, async (_input, { request }) => ({
    data: await identity.listSessions(request.actor()),
  }));

  route(app, user.revokeSession, async ({ params }, { request, reply }) => {
    const actor = request.actor();
    await identity.revokeSession(actor, params.id);
    if (request.auth?.session.publicId === params.id) reply.endSession();

    return undefined;
  });

  route(app, user.revokeOtherSessions, async (_input, { request }) => ({
    signed_out_sessions: await identity.revokeOtherSessions(request.actor()),
  }));

  route(app, email.sendVerificationNotification, async (_input, { request }) => {
    await identity.resendVerification(request.actor());

    return { message: 'We sent you a new link. Earlier links no longer work.' };
  });

  route(app, email.validateEmail, async ({ params, body }, { request }) => {
    const result = await identity.verifyEmail(params.id, body, originOf(request), {
      sessionUserId: request.auth?.userId ?? null,
      sessionId: request.auth?.session.id ?? null,
    });

    return {
      message: result.alreadyVerified
        ? 'Your e-mail address was already verified.'
        : 'Your e-mail address is verified.',
      email: result.email,
    };
  });
}
