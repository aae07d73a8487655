import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TAlbum, TAlbumDetail, TCategory, TPostSetStats } from '../../../contracts/campaigns.ts';
import type { TProfileNetwork } from '../../../contracts/social.ts';
import type { Executor } from '../../db/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Actor } from '../identity/identity.service.ts';
import { type AnalyticsService, mediaView, type RangeQuery } from './analytics.service.ts';
import { type AlbumRow, createCampaignsRepository, type StatsRow } from './campaigns.repository.ts';

/** Campaigns (albums) and content categories, measured with the same post figures as analytics. */
export function createCampaignsService({ db, analytics }: { db: Executor; analytics: AnalyticsService }) {
  const repo = createCampaignsRepository(db);

  async function requireAlbum(actor: Actor, id: string): Promise<AlbumRow> {
    const [album] = await repo.albums(actor.accountId, { only: [id] });
    if (!album) throw notFound('This campaign');

    return album;
  }

  async function ownPostsOrNotFound(actor: Actor, postIds: readonly string[]): Promise<string[]> {
    const unique = [...new Set(postIds)];
    const own = await repo.ownPosts(actor.accountId, unique);
    if (own.length < unique.length) throw notFound('One of these posts');

    return own;
  }

  async function nameIsFree(actor: Actor, name: string, self?: string) {
    const clash = await repo.albumByName(actor.accountId, name);
    if (clash && clash.id !== self) throw invalid({ name: 'A campaign already has this name.' });
  }

  async function requireCategory(actor: Actor, id: string): Promise<TCategory> {
    const [category] = await repo.categories(actor.accountId, id);
    if (!category) throw notFound('This category');

    return category as TCategory;
  }

  async function categoryNameIsFree(actor: Actor, name: string, self?: string) {
    const clash = await repo.categoryByName(actor.accountId, name);
    if (clash && clash.id !== self) throw invalid({ name: 'A category already has this name.' });
  }

  return {
    async listAlbums(actor: Actor): Promise<TAlbum[]> {
      return (await repo.albums(actor.accountId)).map(albumView);
    },
    async albumNames(actor: Actor) {
      return repo.albumNames(actor.accountId);
    },
    async overview(actor: Actor, ids: readonly string[] | undefined): Promise<TAlbum[]> {
      const unique = ids ? [...new Set(ids)] : undefined;
      const found = await repo.albums(actor.accountId, unique ? { only: unique } : {});
      if (unique && found.length < unique.length) throw notFound('One of these campaigns');

      return found.map(albumView);
    },
    async albumsOfProfile(actor: Actor, profileId: string): Promise<TAlbum[]> {
      await analytics.profilesOf(actor, { kind: 'profile', profileId });

      return (await repo.albums(actor.accountId, { ofProfiles: [profileId] })).map(albumView);
    },
    async albumsOfGroup(actor: Actor, groupId: string): Promise<TAlbum[]> {
      const profiles = await analytics.profilesOf(actor, { kind: 'group', groupId });
      if (profiles.length === 0) return [];

      return (await repo.albums(actor.accountId, { ofProfiles: profiles.map((profile) => profile.id) })).map(
        albumView,
      );
    },
    async createAlbum(actor: Actor, input: { name: string; description: string; post_ids: string[] }) {
      await nameIsFree(actor, input.name);
      const posts = await ownPostsOrNotFound(actor, input.post_ids);
      const id = randomUUID();
      await repo.insertAlbum({
        id,
        accountId: actor.accountId,
        name: input.name,
        description: input.description,
      });
      await repo.addAlbumPosts(id, posts);

      return albumView(await requireAlbum(actor, id));
    },
    async getAlbum(actor: Actor, id: string, tz: string | undefined): Promise<TAlbumDetail> {
      const album = await requireAlbum(actor, id);
      const timeZone = await analytics.timeZoneOf(actor, tz);
      const [posts, byProfile, byKind, byDay] = [
        await repo.albumPosts(id),
        await repo.albumStatsBy(id, sql`p.profile_id::text`),
        await repo.albumStatsBy(id, sql`p.kind`),
        await repo.albumStatsBy(id, sql`(p.published_at at time zone ${timeZone})::date::text`),
      ];

      return {
        ...albumView(album),
        posts: posts.map(mediaView),
        by_profile: byProfile.map((row) => ({ profile_id: row.key, stats: statsView(row) })),
        by_kind: byKind.map((row) => ({ kind: row.key, stats: statsView(row) })),
        timeline: byDay.map((row) => ({ day: row.key, posts: row.posts, engagements: row.engagements })),
        time_zone: timeZone,
      };
    },
    async updateAlbum(
      actor: Actor,
      id: string,
      changes: { name?: string | undefined; description?: string | undefined },
    ) {
      await requireAlbum(actor, id);
      if (changes.name) await nameIsFree(actor, changes.name, id);
      await repo.updateAlbum(id, changes);

      return albumView(await requireAlbum(actor, id));
    },
    async deleteAlbum(actor: Actor, id: string) {
      await requireAlbum(actor, id);
      await repo.deleteAlbum(id);
    },
    async addAlbumPosts(actor: Actor, id: string, postIds: readonly string[]) {
      await requireAlbum(actor, id);
      await repo.addAlbumPosts(id, await ownPostsOrNotFound(actor, postIds));

      return albumView(await requireAlbum(actor, id));
    },
    async removeAlbumPost(actor: Actor, id: string, postId: string) {
      await requireAlbum(actor, id);
      if (!(await repo.removeAlbumPost(id, postId))) throw notFound('This post in the campaign');

      return albumView(await requireAlbum(actor, id));
    },

    // ---- categories ----
    async listCategories(actor: Actor): Promise<TCategory[]> {
      return (await repo.categories(actor.accountId)) as TCategory[];
    },
    async createCategory(actor: Actor, input: { name: string; color: string }) {
      await categoryNameIsFree(actor, input.name);
      const id = randomUUID();
      await repo.insertCategory({ id, accountId: actor.accountId, ...input });

      return requireCategory(actor, id);
    },
    async updateCategory(
      actor: Actor,
      id: string,
      changes: { name?: string | undefined; color?: string | undefined },
    ) {
      await requireCategory(actor, id);
      if (changes.name) await categoryNameIsFree(actor, changes.name, id);
      await repo.updateCategory(id, changes);

      return requireCategory(actor, id);
    },
    async deleteCategory(actor: Actor, id: string) {
      await requireCategory(actor, id);
      await repo.deleteCategory(id);
    },
    async setMediaCategories(
      actor: Actor,
      profileId: string,
      postId: string,
      categoryIds: readonly string[],
    ) {
      await analytics.media(actor, profileId, postId);
      const unique = [...new Set(categoryIds)];
      if ((await repo.ownCategories(actor.accountId, unique)).length < unique.length)
        throw notFound('One of these categories');
      await repo.setPostCategories(postId, unique);

      return { category_ids: await repo.postCategoryIds(postId) };
    },
    async mediaLinks(postId: string) {
      return { category_ids: await repo.postCategoryIds(postId), album_ids: await repo.postAlbumIds(postId) };
    },
    async categoriesAnalytics(
      actor: Actor,
      query: RangeQuery & { profiles?: string[] | undefined; group?: string | undefined },
    ) {
      const profiles = query.group
        ? await analytics.profilesOf(actor, { kind: 'group', groupId: query.group })
        : await analytics.profilesOf(actor, { kind: 'profiles', profileIds: query.profiles ?? null });
      const range = await analytics.resolveRange(actor, query);
      const ids = profiles.map((profile) => profile.id);
      const current = await repo.categoryStats(actor.accountId, ids, range.instants);
      const previous = range.previousInstants
        ? await repo.categoryStats(actor.accountId, ids, range.previousInstants)
        : null;
      const categoryIds = new Set([...current, ...(previous ?? [])].map((row) => row.categoryId));

      return {
        time_zone: range.timeZone,
        categories: [...categoryIds].map((categoryId) => {
          const now = current.find((row) => row.categoryId === categoryId);
          const before = previous?.find((row) => row.categoryId === categoryId);

          return {
            category_id: categoryId,
            current: statsView(now ?? EMPTY_STATS),
            previous: previous ? statsView(before ?? EMPTY_STATS) : null,
          };
        }),
      };
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;

const EMPTY_STATS: StatsRow = {
  posts: 0,
  profiles: 0,
  engagements: null,
  avgEngagementRate: null,
  impressions: null,
  reach: null,
  videoViews: null,
  firstAt: null,
  lastAt: null,
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function statsView(row: StatsRow): TPostSetStats {
  return {
    posts: row.posts,
    profiles: row.profiles,
    engagements: row.engagements,
    avg_engagement_rate: row.avgEngagementRate,
    impressions: row.impressions,
    reach: row.reach,
    video_views: row.videoViews,
    first_published_at: iso(row.firstAt),
    last_published_at: iso(row.lastAt),
  };
}

function albumView(row: AlbumRow): TAlbum {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
    stats: statsView(row),
    networks: ((row.networks ?? []) as TProfileNetwork[]).sort(),
  };
}
