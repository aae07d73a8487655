import { randomUUID } from 'node:crypto';
import { parseHashtags, type TSavedText, type TSavedTextKind } from '../../../contracts/captions.ts';
import type { TProfileNetwork } from '../../../contracts/social.ts';
import type { Executor } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { invalid, notFound, profileNotFound } from '../../lib/errors.ts';
import type { Actor } from '../identity/identity.service.ts';
import type { SocialService } from '../social/social.service.ts';
import { createCaptionsRepository, type SavedTextRow } from './captions.repository.ts';

/** What the contract hands over once parsed: a hashtag list's text is already normalised. */
export type SavedTextInput = {
  name: string;
  kind: TSavedTextKind;
  text: string;
  profile_id: string | null;
  network: TProfileNetwork | null;
};

/** Postgres unique_violation: the database has the last word on a name two requests take at once. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;

  return code === '23505';
}

export function savedTextView(row: SavedTextRow): TSavedText {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as TSavedTextKind,
    text: row.text,
    hashtags: row.kind === 'hashtags' ? parseHashtags(row.text).hashtags : [],
    profile_id: row.profileId,
    network: row.network as TProfileNetwork | null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const NAME_TAKEN = 'A saved caption or hashtag list already has this name.';

/** Saved captions and hashtag lists: the composer inserts them into posts. */
export function createCaptionsService({
  db,
  clock,
  social,
}: {
  db: Executor;
  clock: Clock;
  social: SocialService;
}) {
  const repo = createCaptionsRepository(db);

  async function requireProfile(actor: Actor, id: string) {
    const profile = await social.repo.findProfile(actor.accountId, id);
    if (!profile) throw profileNotFound();

    return profile;
  }

  /** The scope as stored: a profile brings its network; another account's profile is not found. */
  async function scopeOf(actor: Actor, input: SavedTextInput) {
    if (!input.profile_id) return { profileId: null, network: input.network };
    const profile = await requireProfile(actor, input.profile_id);

    return { profileId: profile.id, network: profile.network };
  }

  async function nameIsFree(actor: Actor, name: string, self?: string) {
    const clash = await repo.findByName(actor.accountId, name);
    if (clash && clash.id !== self) throw invalid({ name: NAME_TAKEN });
  }

  async function saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid({ name: NAME_TAKEN });
      throw error;
    }
  }

  return {
    async list(
      actor: Actor,
      query: { q?: string | undefined; kind?: TSavedTextKind | undefined; profile_id?: string | undefined },
    ): Promise<TSavedText[]> {
      const profile = query.profile_id ? await requireProfile(actor, query.profile_id) : undefined;
      const rows = await repo.list(actor.accountId, {
        q: query.q || undefined,
        kind: query.kind,
        ...(profile ? { profile: { id: profile.id, network: profile.network } } : {}),
      });

      return rows.map(savedTextView);
    },

    async create(actor: Actor, input: SavedTextInput): Promise<TSavedText> {
      const scope = await scopeOf(actor, input);
      await nameIsFree(actor, input.name);
      const now = clock.now();
      const row = await saving(() =>
        repo.insert({
          id: randomUUID(),
          accountId: actor.accountId,
          name: input.name,
          kind: input.kind,
          text: input.text,
          ...scope,
          createdAt: now,
          updatedAt: now,
        }),
      );

      return savedTextView(row);
    },

    async update(actor: Actor, id: string, input: SavedTextInput): Promise<TSavedText> {
      if (!(await repo.find(actor.accountId, id))) throw notFound('This saved text');
      const scope = await scopeOf(actor, input);
      await nameIsFree(actor, input.name, id);
      const row = await saving(() =>
        repo.update(actor.accountId, id, {
          name: input.name,
          kind: input.kind,
          text: input.text,
          ...scope,
          updatedAt: clock.now(),
        }),
      );
      if (!row) throw notFound('This saved text');

      return savedTextView(row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (!(await repo.delete(actor.accountId, id))) throw notFound('This saved text');
    },
  };
}

export type CaptionsService = ReturnType<typeof createCaptionsService>;
