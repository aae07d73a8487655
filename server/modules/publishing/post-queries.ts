import type { TSchedulerPost } from '../../../contracts/publishing.ts';
import type { TProfileNetwork } from '../../../contracts/social.ts';
import type { PostStatus } from '../../../statecharts/post-lifecycle/post-lifecycle.types.ts';
import type { Executor } from '../../db/index.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { Actor } from '../identity/identity.service.ts';
import type { SocialService } from '../social/social.service.ts';
import type { CreatePostsInput } from './post-content.ts';
import type { PostChecks, PublishingDeps } from './post-checks.ts';
import { describePost, postView } from './post-view.ts';
import { createPublishingRepository } from './publishing.repository.ts';

/**
 * The planned (not yet published) posts of an account that use a library file, each in words, soonest first:
 * what the media library asks before deleting a file. A query of its own, so the media library needs no
 * publishing service (which needs the media library).
 */
export function createMediaUsage(db: Executor) {
  const repo = createPublishingRepository(db);

  return async (accountId: string, mediaId: string): Promise<string[]> =>
    (await repo.plannedPostsUsingMedia(accountId, mediaId)).map(describePost);
}

/**
 * What users read of the scheduler: posts in a period or of one master post, a draft checked without saving,
 * what each profile's network accepts (and its publishing quota), and a post's history.
 */
export function createPostQueries({ clock, social }: PublishingDeps, checks: PostChecks) {
  const { repo, sign, ownProfiles, requirePost, specificationOf, checkDraft } = checks;

  const queries = {
    async list(
      actor: Actor,
      query: { from: string; to: string; profile_ids?: string[]; status?: string[]; drafts?: '0' | '1' },
    ): Promise<TSchedulerPost[]> {
      if (query.profile_ids) await ownProfiles(actor, query.profile_ids);
      const from = new Date(query.from);
      const to = new Date(query.to);
      if (to <= from) throw invalid({ to: 'End the period after it starts.' });
      const rows = await repo.listPosts(actor.accountId, {
        from,
        to,
        drafts: query.drafts === '1',
        ...(query.profile_ids ? { profileIds: query.profile_ids } : {}),
        ...(query.status ? { statuses: query.status } : {}),
      });
      const now = clock.now();

      return rows.map((row) => postView(row, now, sign));
    },

    /**
     * What each profile would publish and what its network would refuse, without saving anything: the same
     * checks as `create`, answered per profile (the composer shows them before the user saves).
     */
    async preview(actor: Actor, input: CreatePostsInput) {
      const { ids, owned, contents, issues, errors } = await checkDraft(actor, input);

      return {
        ok: errors.size === 0,
        errors: Object.fromEntries(errors),
        posts: ids.map((id) => ({
          profile_id: id,
          network: owned.get(id)!.network as TProfileNetwork,
          ...contents.get(id)!,
          location: contents.get(id)!.location ?? null,
          problems: issues.get(id) ?? [],
        })),
      };
    },

    /** One post as the API shows it (its library files freshly signed); another account's is not found. */
    get: checks.view,

    /** The posts one master post became, one per profile. */
    async masterPost(actor: Actor, masterPostId: string): Promise<TSchedulerPost[]> {
      const rows = await repo.postsOfMaster(actor.accountId, masterPostId);
      if (rows.length === 0) throw notFound('This post');
      const now = clock.now();

      return rows.map((row) => postView(row, now, sign));
    },

    /** Every profile of the workspace as the scheduler sees it: what it accepts and its quota right now. */
    async schedulerProfiles(actor: Actor) {
      const rows = await social.repo.listProfiles(actor.accountId);

      return Promise.all(rows.map((row) => queries.schedulerProfile(actor, row.id)));
    },

    async specifications(actor: Actor) {
      const rows = await social.repo.listProfiles(actor.accountId);

      return rows.map((profile) => ({
        profile_id: profile.id,
        network: profile.network as TProfileNetwork,
        specification: specificationOf(profile),
      }));
    },

    /** What a profile's network accepts, and how much of its publishing quota is used right now. */
    async schedulerProfile(actor: Actor, profileId: string) {
      const profile = (await ownProfiles(actor, [profileId])).get(profileId)!;
      let quota: Awaited<ReturnType<SocialService['quotas']>>['publish'] = null;
      try {
        quota = (await social.quotas(actor, profileId)).publish;
      } catch (error) {
        // The network cannot tell right now (the profile's health says why): the limits still show.
        if (!(error instanceof AppError && error.code === 'unavailable')) throw error;
      }

      return {
        profile_id: profile.id,
        network: profile.network as TProfileNetwork,
        specification: specificationOf(profile),
        quota,
      };
    },

    async events(actor: Actor, id: string) {
      await requirePost(actor, id);

      return (await repo.events(id)).map((event) => ({
        at: event.at.toISOString(),
        type: event.type,
        from_status: event.fromStatus as PostStatus | null,
        to_status: event.toStatus as PostStatus | null,
        message: event.message,
        actor_user_id: event.actorUserId,
      }));
    },
  };

  return queries;
}
