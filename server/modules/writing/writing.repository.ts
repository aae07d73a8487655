import { and, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { posts, socialProfiles } from '../../db/schema/index.ts';
import type { HistoryPost } from './offline-generator.ts';

/** How many of the newest posts with a caption the generator reads (a year of a busy profile). */
const MAX_POSTS = 3_000;

/** The posts the syncs stored, read for writing help. Every query names the account. */
export function createWritingRepository(db: Executor) {
  return {
    /** Posts with a caption of these profiles published since `since`, newest first. */
    async history(accountId: string, profileIds: readonly string[], since: Date): Promise<HistoryPost[]> {
      if (profileIds.length === 0) return [];

      return db
        .select({
          id: posts.id,
          profileId: posts.profileId,
          text: posts.text,
          engagementRate: posts.engagementRate,
          engagements: posts.engagements,
          permalink: posts.permalink,
          publishedAt: posts.publishedAt,
        })
        .from(posts)
        .innerJoin(socialProfiles, eq(socialProfiles.id, posts.profileId))
        .where(
          and(
            eq(socialProfiles.accountId, accountId),
            inArray(posts.profileId, [...profileIds]),
            gte(posts.publishedAt, since),
            ne(posts.text, ''),
          ),
        )
        .orderBy(desc(posts.publishedAt), desc(posts.id))
        .limit(MAX_POSTS);
    },
  };
}
