import { randomUUID } from 'node:crypto';
import type { TIdea, TIdeaTag } from '../../../contracts/ideas.ts';
import type { TSchedulerPost } from '../../../contracts/publishing.ts';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Actor } from '../identity/identity.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { PublishingService } from '../publishing/publishing.service.ts';
import { isUniqueViolation } from './captions.service.ts';
import { createIdeasRepository, type IdeaRow } from './ideas.repository.ts';

type IdeaMedia = { library_media_id: string; url: string | null };
type PostKind = TSchedulerPost['kind'];

export type IdeaInput = { title: string; caption: string; media: IdeaMedia[]; tag_ids: string[] };
export type IdeaChanges = Partial<IdeaInput>;

const TAG_TAKEN = 'A tag already has this name.';
/** The format a post made from an idea takes on a profile, when none is asked: the first its network has. */
const PREFERRED_KINDS: readonly PostKind[] = ['post', 'text', 'image'];
/** … and when the idea has media, by what they are. */
function preferredKinds(media: { type: string }[]): readonly PostKind[] {
  if (media.length === 0) return PREFERRED_KINDS;
  if (media.some((item) => item.type === 'document')) return ['document', 'post'];
  if (media.length > 1) return ['carousel', 'post', 'image'];
  if (media[0]!.type === 'video') return ['video', 'reel', 'short', 'post'];

  return ['image', 'post', 'pin'];
}

/**
 * The idea pool: ideas in the user's order (moves renumber the pool in one transaction, one at a time per
 * workspace), tags, and "turn into a post", which writes a draft through the publishing service (the same
 * checks as any post) and keeps the idea linked to it.
 */
export function createIdeasService({
  db,
  clock,
  publishing,
  media: library,
}: {
  db: Db;
  clock: Clock;
  publishing: PublishingService;
  /** The media library: an idea's files go into the post made from it. */
  media?: Pick<MediaService, 'postMedia'>;
}) {
  const repo = createIdeasRepository(db);

  async function views(rows: IdeaRow[]): Promise<TIdea[]> {
    const tags = await repo.tagsOf(rows.map((row) => row.id));

    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      caption: row.caption,
      media: row.media as IdeaMedia[],
      tags: tags.get(row.id) ?? [],
      position: row.position,
      master_post_id: row.masterPostId,
      used_at: row.usedAt ? row.usedAt.toISOString() : null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  async function view(actor: Actor, id: string): Promise<TIdea> {
    const row = await repo.find(actor.accountId, id);
    if (!row) throw notFound('This idea');

    return (await views([row]))[0]!;
  }

  async function requireIdea(actor: Actor, id: string): Promise<IdeaRow> {
    const row = await repo.find(actor.accountId, id);
    if (!row) throw notFound('This idea');

    return row;
  }

  async function ownTags(actor: Actor, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const own = await repo.ownTagIds(actor.accountId, unique);
    if (own.length < unique.length) throw notFound('One of these tags');

    return unique;
  }

  /** An idea's media are the account's library files: another account's (or a deleted one) is not found. */
  async function ownMedia(actor: Actor, media: readonly IdeaMedia[]) {
    const ids = [...new Set(media.map((item) => item.library_media_id))];
    if (!library || ids.length === 0) return;
    const found = await library.postMedia(actor.accountId, ids);
    if (found.size < ids.length) throw notFound('One of these media library files');
  }

  async function requireTag(actor: Actor, id: string): Promise<TIdeaTag> {
    const [tag] = await repo.tags(actor.accountId, id);
    if (!tag) throw notFound('This tag');

    return tag;
  }

  async function tagNameIsFree(actor: Actor, name: string, self?: string) {
    const clash = await repo.tagByName(actor.accountId, name);
    if (clash && clash.id !== self) throw invalid({ name: TAG_TAKEN });
  }

  async function savingTag<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid({ name: TAG_TAKEN });
      throw error;
    }
  }

  return {
    async list(
      actor: Actor,
      query: { q?: string | undefined; tag_ids?: string[] | undefined; used?: '0' | '1' | undefined },
    ): Promise<TIdea[]> {
      const rows = await repo.list(actor.accountId, {
        q: query.q || undefined,
        tagIds: query.tag_ids,
        used: query.used === undefined ? undefined : query.used === '1',
      });

      return views(rows);
    },

    get: view,

    async create(actor: Actor, input: IdeaInput): Promise<TIdea> {
      const tagIds = await ownTags(actor, input.tag_ids);
      await ownMedia(actor, input.media);
      const id = randomUUID();
      const now = clock.now();
      await db.transaction(async (tx) => {
        const pool = createIdeasRepository(tx);
        await pool.lockPool(actor.accountId);
        await pool.insert({
          id,
          accountId: actor.accountId,
          title: input.title,
          caption: input.caption,
          media: input.media,
          position: await pool.nextPosition(actor.accountId),
          createdAt: now,
          updatedAt: now,
        });
        await pool.attachTags(id, tagIds);
      });

      return view(actor, id);
    },

    async update(actor: Actor, id: string, changes: IdeaChanges): Promise<TIdea> {
      await requireIdea(actor, id);
      const tagIds = changes.tag_ids ? await ownTags(actor, changes.tag_ids) : undefined;
      if (changes.media) await ownMedia(actor, changes.media);
      await db.transaction(async (tx) => {
        const pool = createIdeasRepository(tx);
        await pool.update(actor.accountId, id, {
          ...(changes.title !== undefined ? { title: changes.title } : {}),
          ...(changes.caption !== undefined ? { caption: changes.caption } : {}),
          ...(changes.media !== undefined ? { media: changes.media } : {}),
          updatedAt: clock.now(),
        });
        if (tagIds) {
          await pool.detachTags(id, 'all');
          await pool.attachTags(id, tagIds);
        }
      });

      return view(actor, id);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const pool = createIdeasRepository(tx);
        await pool.lockPool(actor.accountId);
        if (!(await pool.delete(actor.accountId, id))) throw notFound('This idea');
        await pool.renumber(actor.accountId, await pool.order(actor.accountId), clock.now());
      });
    },

    /** Moves an idea just before or after another, renumbering the pool; returns the new order. */
    async move(
      actor: Actor,
      id: string,
      target: { before_id?: string | undefined; after_id?: string | undefined },
    ): Promise<{ order: string[] }> {
      const targetId = (target.before_id ?? target.after_id)!;
      const field = target.before_id ? 'before_id' : 'after_id';
      if (targetId === id) throw invalid({ [field]: 'Choose another idea to move it next to.' });

      return db.transaction(async (tx) => {
        const pool = createIdeasRepository(tx);
        await pool.lockPool(actor.accountId);
        const order = await pool.order(actor.accountId);
        if (!order.includes(id)) throw notFound('This idea');
        if (!order.includes(targetId)) throw notFound('The idea to move it next to');
        const rest = order.filter((entry) => entry !== id);
        const at = rest.indexOf(targetId) + (target.before_id ? 0 : 1);
        const next = [...rest.slice(0, at), id, ...rest.slice(at)];
        await pool.renumber(actor.accountId, next, clock.now());

        return { order: next };
      });
    },

    async attachTags(actor: Actor, id: string, tagIds: string[]): Promise<TIdea> {
      await requireIdea(actor, id);
      await repo.attachTags(id, await ownTags(actor, tagIds));

      return view(actor, id);
    },

    async detachTags(actor: Actor, id: string, tagIds: string[]): Promise<TIdea> {
      await requireIdea(actor, id);
      await repo.detachTags(id, await ownTags(actor, tagIds));

      return view(actor, id);
    },

    /**
     * A draft post for the profiles, from the idea's caption and its media library files, written through the
     * publishing service (each network checks it, a 422 names the network and its limit). The post is saved
     * and the idea marked used (linked to the master post) in one transaction: a failure leaves neither.
     */
    async toPost(
      actor: Actor,
      id: string,
      input: { profile_ids: string[]; kind?: PostKind | undefined },
    ): Promise<{ idea: TIdea; posts: TSchedulerPost[] }> {
      const idea = await requireIdea(actor, id);
      const profileIds = [...new Set(input.profile_ids)];
      const mediaIds = (idea.media as IdeaMedia[]).map((item) => item.library_media_id);
      const files =
        library && mediaIds.length > 0 ? await library.postMedia(actor.accountId, mediaIds) : new Map();
      const missing = mediaIds.length - mediaIds.filter((mediaId) => files.has(mediaId)).length;
      if (missing > 0)
        throw invalid({
          media:
            missing === 1
              ? 'A file of this idea is no longer in the media library: edit the idea and choose its media again.'
              : `${missing} files of this idea are no longer in the media library: edit the idea and choose its media again.`,
        });
      const media = mediaIds.map((mediaId) => files.get(mediaId)!);
      const specifications = new Map(
        (await publishing.specifications(actor)).map((entry) => [entry.profile_id, entry.specification]),
      );
      const kindOf = (profileId: string): PostKind => {
        if (input.kind) return input.kind;
        const kinds = specifications.get(profileId)?.kinds ?? [];

        return (
          preferredKinds(media).find((kind) => kinds.includes(kind)) ??
          PREFERRED_KINDS.find((kind) => kinds.includes(kind)) ??
          kinds[0] ??
          'post'
        );
      };
      const master = profileIds[0] ? kindOf(profileIds[0]) : 'post';
      const { rows, errors } = await publishing.prepare(actor, {
        kind: master,
        text: idea.caption,
        media: mediaIds.map((mediaId) => ({ library_media_id: mediaId })),
        first_comment: null,
        link: null,
        profile_ids: profileIds,
        variants: Object.fromEntries(
          profileIds
            .filter((profileId) => kindOf(profileId) !== master)
            .map((profileId) => [profileId, { kind: kindOf(profileId) }]),
        ),
        scheduled_at: null,
        publish_mode: 'auto',
        approval_required: false,
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const now = clock.now();
      const posts = await publishing.createPrepared(actor, rows, async (tx) => {
        const marked = await createIdeasRepository(tx).update(actor.accountId, id, {
          masterPostId: rows[0]?.masterPostId ?? null,
          usedAt: now,
          updatedAt: now,
        });
        // Deleted meanwhile: the post goes too.
        if (!marked) throw notFound('This idea');
      });

      return { idea: await view(actor, id), posts };
    },

    // ---- tags ----

    async listTags(actor: Actor): Promise<TIdeaTag[]> {
      return repo.tags(actor.accountId);
    },

    async createTag(actor: Actor, name: string): Promise<TIdeaTag> {
      await tagNameIsFree(actor, name);
      const id = randomUUID();
      const now = clock.now();
      await savingTag(() =>
        repo.insertTag({ id, accountId: actor.accountId, name, createdAt: now, updatedAt: now }),
      );

      return requireTag(actor, id);
    },

    async renameTag(actor: Actor, id: string, name: string): Promise<TIdeaTag> {
      await requireTag(actor, id);
      await tagNameIsFree(actor, name, id);
      await savingTag(() => repo.renameTag(actor.accountId, id, name, clock.now()));

      return requireTag(actor, id);
    },

    async deleteTag(actor: Actor, id: string): Promise<void> {
      if (!(await repo.deleteTag(actor.accountId, id))) throw notFound('This tag');
    },
  };
}

export type IdeasService = ReturnType<typeof createIdeasService>;
