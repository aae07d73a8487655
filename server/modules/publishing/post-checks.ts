import type { FastifyBaseLogger } from 'fastify';
import type { TPostMedia, TPostMediaInput, TSchedulerPost } from '../../../contracts/publishing.ts';
import type { TProfileNetwork } from '../../../contracts/social.ts';
import type { Executor } from '../../db/index.ts';
import { MINUTE_MS, type Clock } from '../../lib/clock.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { Actor } from '../identity/identity.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { NETWORK_DISPLAY_NAMES, type SocialService } from '../social/social.service.ts';
import { namedForProfile } from './issue-names.ts';
import { draftOf, withLibraryFacts, type Content, type CreatePostsInput } from './post-content.ts';
import { postView, specificationView } from './post-view.ts';
import { createPublishingRepository, type PostRow } from './publishing.repository.ts';

export type SocialProfileRow = Awaited<ReturnType<SocialService['repo']['listProfiles']>>[number];

export type PublishingDeps = {
  db: Executor;
  clock: Clock;
  social: SocialService;
  jobs: Jobs;
  logger: FastifyBaseLogger;
  /** Seconds between a publish and the sync that brings it into analytics. @default 60 */
  syncDelaySeconds?: number;
  /**
   * The media library: resolves a post's library files by id (their facts when saved, a freshly signed address
   * when published). Without it, media are kept as written.
   */
  media?: Pick<MediaService, 'postMedia' | 'publicFileUrl'>;
  /** Told the posts in notification mode that just fell due (their authors are reminded). */
  onNotificationDue?: (postIds: string[]) => Promise<void>;
};

/**
 * What the publishing commands and queries share: a post or profile of the actor's account (another account's
 * is not found), a post's content checked against its profile's network, and a post as the API shows it.
 */
export function createPostChecks({ db, clock, social, media: library }: PublishingDeps) {
  const repo = createPublishingRepository(db);
  const sign = library ? (mediaId: string) => library.publicFileUrl(mediaId) : undefined;

  /**
   * Media as written, with each library file (by id) replaced by the library's facts and a signed address;
   * another account's file, or a deleted one, is not found (404).
   */
  async function resolveMedia(accountId: string, lists: (TPostMediaInput[] | undefined)[]) {
    const ids = lists.flatMap((list) => (list ?? []).flatMap((item) => item.library_media_id ?? []));
    const found = library && ids.length > 0 ? await library.postMedia(accountId, ids) : new Map();
    if (ids.some((id) => !found.has(id))) {
      if (!library)
        throw invalid({ media: 'The media library is not available here: give the file’s address.' });
      throw notFound('One of these media library files');
    }

    return (list: TPostMediaInput[]): TPostMedia[] =>
      list.map((item) => withLibraryFacts(item as TPostMedia, found));
  }

  async function requirePost(actor: Actor, id: string): Promise<PostRow> {
    const row = await repo.findPost(actor.accountId, id);
    if (!row) throw notFound('This post');

    return row;
  }

  async function ownProfiles(actor: Actor, ids: readonly string[]): Promise<Map<string, SocialProfileRow>> {
    const own = new Map((await social.repo.listProfiles(actor.accountId)).map((row) => [row.id, row]));
    const found = new Map<string, SocialProfileRow>();
    for (const id of ids) {
      const row = own.get(id);
      if (!row) throw notFound('One of these profiles');
      found.set(id, row);
    }

    return found;
  }

  function issuesFor(profile: SocialProfileRow, content: Content) {
    const connector = social.connectorOf(profile);
    const network = NETWORK_DISPLAY_NAMES[profile.network as TProfileNetwork];
    const issues = namedForProfile(connector.validate(draftOf(content)), network, profile.name);
    // A place needs a network that tags posts with one (the connector then checks the place itself).
    if (content.location && !connector.searchLocations && !issues.some((issue) => issue.field === 'location'))
      issues.push({
        field: 'location',
        code: 'no_places',
        message: `${network} (${profile.name}) posts cannot be tagged with a place.`,
      });

    return issues;
  }

  function specificationOf(profile: SocialProfileRow) {
    const connector = social.connectorOf(profile);

    return specificationView(connector.capabilities, !!connector.searchLocations);
  }

  function futureTime(value: string | null | undefined, errors: Map<string, string[]>): Date | null {
    if (!value) return null;
    const at = new Date(value);
    if (at.getTime() < clock.now().getTime() - MINUTE_MS)
      errors.set('scheduled_at', ['Pick a time in the future.']);

    return at;
  }

  async function view(actor: Actor, id: string): Promise<TSchedulerPost> {
    return postView(await requirePost(actor, id), clock.now(), sign);
  }

  /** A new post's content per profile, checked against each profile's network and the time it is for. */
  async function checkDraft(actor: Actor, input: CreatePostsInput) {
    const ids = [...new Set(input.profile_ids)];
    const owned = await ownProfiles(actor, ids);
    for (const id of Object.keys(input.variants))
      if (!owned.has(id))
        throw invalid({ [`variants.${id}`]: 'This variant is for a profile the post is not for.' });
    const errors = new Map<string, string[]>();
    const issues = new Map<string, { field: string; message: string }[]>();
    const scheduledAt = futureTime(input.scheduled_at, errors);
    const resolve = await resolveMedia(actor.accountId, [
      input.media,
      ...Object.values(input.variants).map((variant) => variant.media),
    ]);
    const master: Content = {
      kind: input.kind,
      text: input.text,
      media: resolve(input.media),
      first_comment: input.first_comment,
      link: input.link,
      location: input.location ?? null,
    };
    const contents = new Map<string, Content>();
    for (const id of ids) {
      const written = input.variants[id] ?? {};
      const variant: Partial<Content> = {
        ...written,
        ...(written.media ? { media: resolve(written.media) } : {}),
      } as Partial<Content>;
      const content = { ...master, ...variant };
      contents.set(id, content);
      for (const issue of issuesFor(owned.get(id)!, content)) {
        const key = issue.field in variant ? `variants.${id}.${issue.field}` : issue.field;
        errors.set(key, [...(errors.get(key) ?? []), issue.message]);
        issues.set(id, [...(issues.get(id) ?? []), { field: key, message: issue.message }]);
      }
    }

    return { ids, owned, contents, errors, issues, scheduledAt };
  }

  return {
    repo,
    sign,
    resolveMedia,
    requirePost,
    ownProfiles,
    issuesFor,
    specificationOf,
    futureTime,
    view,
    checkDraft,
  };
}

export type PostChecks = ReturnType<typeof createPostChecks>;
