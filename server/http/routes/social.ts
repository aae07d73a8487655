import type { FastifyInstance } from 'fastify';
import * as social from '../../../contracts/social.ts';
import { CONNECT_TARGETS, type TConnectTarget } from '../../../contracts/social.ts';
import type { SocialService } from '../../modules/social/social.service.ts';
import { route } from '../route.ts';

/** Social profiles, groups and connecting networks. Thin: parse, call the service, answer. */
export function socialRoutes(app: FastifyInstance, service: SocialService): void {
  route(app, social.listSocialProfiles, (_input, { request }) => service.listProfiles(request.actor()));
  route(app, social.listSocialProfileAuthStatus, (_input, { request }) =>
    service.authStatuses(request.actor()),
  );
  route(app, social.listSocialProfileGroups, (_input, { request }) => service.listGroups(request.actor()));
  route(app, social.getSocialProfile, ({ params }, { request }) =>
    service.getProfile(request.actor(), params.id),
  );
  route(app, social.updateSocialProfile, ({ params, body }, { request }) =>
    service.updateLabels(request.actor(), params.id, body.labels),
  );
  route(app, social.deleteSocialProfile, async ({ params }, { request }) => {
    await service.deleteProfile(request.actor(), params.id);

    return undefined;
  });
  route(app, social.getSocialProfilePermissions, ({ params }, { request }) =>
    service.permissions(request.actor(), params.id),
  );
  route(app, social.listApiProfiles, async () => service.availability());
  route(app, social.activateSocialProfile, ({ params }, { request }) =>
    service.setActive(request.actor(), params.spid, true),
  );
  route(app, social.deactivateSocialProfile, ({ params }, { request }) =>
    service.setActive(request.actor(), params.spid, false),
  );
  route(app, social.relaunchSocialProfile, ({ params }, { request }) =>
    service.relaunch(request.actor(), params.spid),
  );
  route(app, social.getSocialProfileQuotas, ({ params }, { request }) =>
    service.quotas(request.actor(), params.spid),
  );
  route(app, social.getSocialProfileSummary, ({ params }, { request }) =>
    service.summary(request.actor(), params.spid),
  );

  route(app, social.listGroups, (_input, { request }) => service.listGroups(request.actor()));
  route(app, social.createGroup, ({ body }, { request }) => service.createGroup(request.actor(), body));
  route(app, social.getGroup, ({ params }, { request }) => service.getGroup(request.actor(), params.id));
  route(app, social.updateGroup, ({ params, body }, { request }) =>
    service.renameGroup(request.actor(), params.id, body.name),
  );
  route(app, social.deleteGroup, async ({ params }, { request }) => {
    await service.deleteGroup(request.actor(), params.id);

    return undefined;
  });
  route(app, social.addGroupProfiles, ({ params, body }, { request }) =>
    service.addToGroup(request.actor(), params.id, body.profile_ids),
  );
  route(app, social.removeGroupProfile, ({ params }, { request }) =>
    service.removeFromGroup(request.actor(), params.id, params.profileId),
  );

  route(app, social.startConnection, async ({ params, body }, { request }) => ({
    authorize_url: await service.startConnection(request.actor(), params.target, body),
  }));
  route(app, social.getConnectionAttempt, ({ params }, { request }) =>
    service.getAttempt(request.actor(), params.id),
  );
  route(app, social.completeConnectionAttempt, ({ params, body }, { request }) =>
    service.completeAttempt(request.actor(), params.id, body.remote_ids),
  );

  // The network sends the browser back here (spec §7 callback URLs). Not a JSON endpoint: it redirects into
  // the app, to the account chooser or to the failure in plain words.
  app.get<{ Params: { target: string }; Querystring: Record<string, string | undefined> }>(
    '/api/v1/social-auth/:target/callback',
    async (request, reply) => {
      const target = request.params.target;
      if (!(CONNECT_TARGETS as readonly string[]).includes(target))
        return reply.redirect('/create/addsp?error=unknown');
      const next = await service.completeAuthorization(
        target as TConnectTarget,
        request.query,
        request.auth?.userId ?? null,
      );

      return reply.redirect(next);
    },
  );
}
