import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import type { InstantRange, MediaRow } from './analytics.repository.ts';

/**
 * Campaigns (albums) and categories. Every read and write names the account: a campaign, category or post of
 * another account is simply not found.
 */
export type StatsRow = {
  posts: number;
  profiles: number;
  engagements: number | null;
  avgEngagementRate: number | null;
  impressions: number | null;
  reach: number | null;
  videoViews: number | null;
  firstAt: number | null;
  lastAt: number | null;
};

export type AlbumRow = {
  id: string;
  name: string;
  description: string;
  createdAt: number;
  updatedAt: number;
  networks: string[] | null;
} & StatsRow;

export type CategoryRow = { id: string; name: string; color: string; posts: number };

/** Aggregates over posts `p` (joined to their profile `sp`). */
const STATS = sql.raw(`
  count(p.id)::int as posts,
  count(distinct p.profile_id)::int as profiles,
  sum(p.engagements) as engagements,
  avg(p.engagement_rate) as "avgEngagementRate",
  sum(p.impressions) as impressions,
  sum(p.reach) as reach,
  sum(p.video_views) as "videoViews",
  (extract(epoch from min(p.published_at)) * 1000)::float8 as "firstAt",
  (extract(epoch from max(p.published_at)) * 1000)::float8 as "lastAt"`);

const MEDIA_COLUMNS = sql.raw(`p.id, p.profile_id as "profileId", sp.network, p.kind, p.text, p.permalink,
  (extract(epoch from p.published_at) * 1000)::float8 as "publishedAt", p.media, p.metrics,
  p.engagement_rate as "engagementRate", (extract(epoch from p.metrics_updated_at) * 1000)::float8 as "metricsUpdatedAt"`);

const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export function createCampaignsRepository(db: Executor) {
  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  return {
    /** Campaigns with their stats; `only` narrows to some ids, `ofProfiles` to those holding their posts. */
    async albums(
      accountId: string,
      options: { only?: readonly string[]; ofProfiles?: readonly string[] } = {},
    ): Promise<AlbumRow[]> {
      return rows<AlbumRow>(sql`
        select a.id, a.name, a.description,
          (extract(epoch from a.created_at) * 1000)::float8 as "createdAt",
          (extract(epoch from a.updated_at) * 1000)::float8 as "updatedAt",
          array_remove(array_agg(distinct sp.network), null) as networks, ${STATS}
        from albums a
        left join album_posts ap on ap.album_id = a.id
        left join posts p on p.id = ap.post_id
        left join social_profiles sp on sp.id = p.profile_id
        where a.account_id = ${accountId}
          ${options.only ? sql`and a.id = any(${idArray(options.only)})` : sql``}
          ${
            options.ofProfiles
              ? sql`and exists (select 1 from album_posts ap2 join posts p2 on p2.id = ap2.post_id
                  where ap2.album_id = a.id and p2.profile_id = any(${idArray(options.ofProfiles)}))`
              : sql``
          }
        group by a.id
        order by a.created_at desc, a.id`);
    },

    async albumNames(accountId: string): Promise<{ id: string; name: string; posts: number }[]> {
      return rows(sql`
        select a.id, a.name, count(ap.post_id)::int as posts
        from albums a left join album_posts ap on ap.album_id = a.id
        where a.account_id = ${accountId}
        group by a.id order by lower(a.name), a.id`);
    },

    async albumExists(accountId: string, id: string): Promise<boolean> {
      return (
        (await rows(sql`select 1 from albums where id = ${id} and account_id = ${accountId}`)).length > 0
      );
    },

    async albumByName(accountId: string, name: string): Promise<{ id: string } | null> {
      const [row] = await rows<{ id: string }>(
        sql`select id from albums where account_id = ${accountId} and lower(name) = lower(${name})`,
      );

      return row ?? null;
    },

    async insertAlbum(row: { id: string; accountId: string; name: string; description: string }) {
      await db.execute(sql`insert into albums (id, account_id, name, description)
        values (${row.id}, ${row.accountId}, ${row.name}, ${row.description})`);
    },

    async updateAlbum(id: string, changes: { name?: string | undefined; description?: string | undefined }) {
      await db.execute(sql`update albums set
        name = coalesce(${changes.name ?? null}, name),
        description = coalesce(${changes.description ?? null}, description),
        updated_at = now()
        where id = ${id}`);
    },

    async deleteAlbum(id: string) {
      await db.execute(sql`delete from albums where id = ${id}`);
    },

    /** The ids among `postIds` that are posts of the account's profiles. */
    async ownPosts(accountId: string, postIds: readonly string[]): Promise<string[]> {
      if (postIds.length === 0) return [];
      const found = await rows<{ id: string }>(sql`
        select p.id from posts p join social_profiles sp on sp.id = p.profile_id
        where sp.account_id = ${accountId} and p.id = any(${idArray(postIds)})`);

      return found.map((row) => row.id);
    },

    async addAlbumPosts(albumId: string, postIds: readonly string[]) {
      if (postIds.length === 0) return;
      await db.execute(sql`insert into album_posts (album_id, post_id)
        select ${albumId}, unnest(${idArray(postIds)}) on conflict do nothing`);
      await db.execute(sql`update albums set updated_at = now() where id = ${albumId}`);
    },

    async removeAlbumPost(albumId: string, postId: string): Promise<boolean> {
      const removed = await rows(
        sql`delete from album_posts where album_id = ${albumId} and post_id = ${postId} returning post_id`,
      );
      await db.execute(sql`update albums set updated_at = now() where id = ${albumId}`);

      return removed.length > 0;
    },

    async albumPosts(albumId: string): Promise<MediaRow[]> {
      return rows<MediaRow>(sql`
        select ${MEDIA_COLUMNS}
        from album_posts ap join posts p on p.id = ap.post_id join social_profiles sp on sp.id = p.profile_id
        where ap.album_id = ${albumId}
        order by p.published_at desc, p.id`);
    },

    /** Stats of a campaign's posts grouped by an expression over `p` (profile, kind, local day). */
    async albumStatsBy(albumId: string, key: SQL): Promise<(StatsRow & { key: string })[]> {
      return rows(sql`
        select ${key} as key, ${STATS}
        from album_posts ap join posts p on p.id = ap.post_id join social_profiles sp on sp.id = p.profile_id
        where ap.album_id = ${albumId}
        group by 1 order by 1`);
    },

    async postAlbumIds(postId: string): Promise<string[]> {
      return (
        await rows<{ id: string }>(sql`select album_id as id from album_posts where post_id = ${postId}`)
      ).map((row) => row.id);
    },

    // ---- categories ----
    async categories(accountId: string, only?: string): Promise<CategoryRow[]> {
      return rows(sql`
        select c.id, c.name, c.color, count(pc.post_id)::int as posts
        from categories c left join post_categories pc on pc.category_id = c.id
        where c.account_id = ${accountId} ${only ? sql`and c.id = ${only}` : sql``}
        group by c.id order by lower(c.name), c.id`);
    },

    async categoryByName(accountId: string, name: string): Promise<{ id: string } | null> {
      const [row] = await rows<{ id: string }>(
        sql`select id from categories where account_id = ${accountId} and lower(name) = lower(${name})`,
      );

      return row ?? null;
    },

    async insertCategory(row: { id: string; accountId: string; name: string; color: string }) {
      await db.execute(sql`insert into categories (id, account_id, name, color)
        values (${row.id}, ${row.accountId}, ${row.name}, ${row.color})`);
    },

    async updateCategory(id: string, changes: { name?: string | undefined; color?: string | undefined }) {
      await db.execute(sql`update categories set
        name = coalesce(${changes.name ?? null}, name), color = coalesce(${changes.color ?? null}, color),
        updated_at = now() where id = ${id}`);
    },

    async deleteCategory(id: string) {
      await db.execute(sql`delete from categories where id = ${id}`);
    },

    async ownCategories(accountId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];

      return (
        await rows<{ id: string }>(
          sql`select id from categories where account_id = ${accountId} and id = any(${idArray(ids)})`,
        )
      ).map((row) => row.id);
    },

    async setPostCategories(postId: string, categoryIds: readonly string[]) {
      await db.execute(sql`delete from post_categories where post_id = ${postId}`);
      if (categoryIds.length > 0)
        await db.execute(sql`insert into post_categories (category_id, post_id)
          select unnest(${idArray(categoryIds)}), ${postId}`);
    },

    async postCategoryIds(postId: string): Promise<string[]> {
      return (
        await rows<{ id: string }>(
          sql`select category_id as id from post_categories where post_id = ${postId} order by category_id`,
        )
      ).map((row) => row.id);
    },

    /** Stats per category (null: posts under none) of the profiles' posts in a span. */
    async categoryStats(
      accountId: string,
      profileIds: readonly string[],
      span: InstantRange,
    ): Promise<(StatsRow & { categoryId: string | null })[]> {
      if (profileIds.length === 0) return [];

      return rows(sql`
        select c.id as "categoryId", ${STATS}
        from posts p
        join social_profiles sp on sp.id = p.profile_id and sp.account_id = ${accountId}
        left join post_categories pc on pc.post_id = p.id
        left join categories c on c.id = pc.category_id
        where p.profile_id = any(${idArray(profileIds)})
          and p.published_at >= ${span.start.toISOString()} and p.published_at < ${span.end.toISOString()}
        group by c.id`);
    },
  };
}
