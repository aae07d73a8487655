/**
 * A small demo workspace for the analytics API tests, stored as the sync stores it: the demo network's own
 * generators (daily account metrics, posts with their lifetime metrics as last read, mentions) written with the
 * social repository's own writes, one profile per network, without the OAuth round trips and a year of sync jobs
 * (which take minutes on a loaded machine). `bench/analytics.ts` loads its 50-profile workspace the same way.
 */
import { randomUUID } from 'node:crypto';
import { DAY_MS, HOUR_MS } from '../../server/lib/clock.ts';
import type { RemotePost } from '../../server/networks/core/types.ts';
import { dateOf, dayOf } from '../../server/networks/demo/days.ts';
import { postsOnDay } from '../../server/networks/demo/generator.ts';
import {
  DEMO_CAPABILITIES,
  DEMO_NETWORKS,
  type DemoEmulatedNetwork,
  demoAccount,
  generateDailyMetrics,
  listDemoAccounts,
  postMetricsAsOf,
} from '../../server/networks/demo/index.ts';
import { mentionsOnDay, profileOf } from '../../server/networks/demo/social.ts';
import { createSocialRepository } from '../../server/modules/social/social.repository.ts';
import { insertDemoGrants } from '../../bench/support.ts';
import type { TestApp } from './test-app.ts';

/** The sync re-reads a post's metrics while it is under 30 days old, every 6 hours: the last read is near 30 days. */
const LAST_POST_READ_MS = 30 * DAY_MS - 3 * HOUR_MS;
/** Instagram keeps story insights 24 hours: the last read of a story is within its first day. */
const LAST_STORY_READ_MS = 21 * HOUR_MS;

export type SeededProfile = { id: string; network: DemoEmulatedNetwork; profileNetwork: string };

/**
 * One demo profile per network with `days` days of history before the clock's day (daily metrics up to yesterday,
 * as the networks report complete days; posts and mentions up to now), in the account of `userId`.
 */
export async function seedDemoWorkspace(
  t: TestApp,
  input: {
    accountId: string;
    userId: string;
    timeZone: string;
    days: number;
    /** Days of stored mentions (networks list only recent ones): fewer than `days`. */
    mentionDays: number;
  },
): Promise<SeededProfile[]> {
  const now = t.clock.now();
  const today = dayOf(now);
  const firstDay = today - input.days;
  const yesterday = dateOf(today - 1);
  const seeded: SeededProfile[] = [];
  await t.database.db.transaction(async (tx) => {
    const writes = createSocialRepository(tx);
    const grants = await insertDemoGrants(writes, {
      accountId: input.accountId,
      appSecret: t.config.appSecret,
      networks: DEMO_NETWORKS,
      now,
    });
    for (const network of DEMO_NETWORKS) {
      const account = demoAccount(listDemoAccounts(network)[0]!.remoteId);
      const snapshot = profileOf(account, now);
      const id = randomUUID();
      const profileNetwork = network === 'tiktok_business' ? 'tiktok' : network;
      seeded.push({ id, network, profileNetwork });
      await writes.insertProfile({
        id,
        accountId: input.accountId,
        network: profileNetwork,
        connector: 'demo',
        remoteId: account.remoteId,
        grantId: grants.get(network)!,
        name: snapshot.name,
        handle: snapshot.handle ?? account.handle,
        avatarUrl: null,
        url: null,
        followers: snapshot.followers ?? 0,
        connectedByUserId: input.userId,
        backfillStatus: 'done',
        lastSyncAt: new Date(now.getTime() - HOUR_MS),
        nextSyncAt: new Date(now.getTime() + 5 * HOUR_MS),
        createdAt: new Date(now.getTime() - input.days * DAY_MS),
      });
      await writes.upsertDailyMetrics(
        generateDailyMetrics(account, dateOf(firstDay), yesterday).flatMap((point) =>
          point.subject.type === 'account'
            ? [
                {
                  profileId: id,
                  day: point.subject.date,
                  metric: point.metric,
                  value: point.value,
                  raw: point.raw,
                  derived: point.derived ?? false,
                  fetchedAt: new Date(Math.min(now.getTime(), Date.parse(point.subject.date) + 3 * DAY_MS)),
                },
              ]
            : [],
        ),
      );
      const remote: RemotePost[] = [];
      for (let day = firstDay; day <= today; day++)
        for (const post of postsOnDay(account, day))
          if (Date.parse(post.publishedAt) <= now.getTime()) remote.push(post);
      await writes.upsertPosts(
        remote.map((post) => {
          const published = Date.parse(post.publishedAt);
          let readAt = Math.min(now.getTime(), published + LAST_POST_READ_MS);
          let points = postMetricsAsOf(post, new Date(readAt)).points;
          if (points.length === 0 && post.kind === 'story') {
            readAt = Math.min(now.getTime(), published + LAST_STORY_READ_MS);
            points = postMetricsAsOf(post, new Date(readAt)).points;
          }

          return {
            id: randomUUID(),
            profileId: id,
            remoteId: post.remoteId,
            kind: post.kind,
            text: post.text,
            permalink: post.permalink,
            publishedAt: new Date(published),
            media: post.media,
            metrics: Object.fromEntries(points.map((point) => [point.metric, point.value])),
            metricsUpdatedAt: points.length > 0 ? new Date(readAt) : null,
          };
        }),
        input.timeZone,
      );
      if (DEMO_CAPABILITIES[network].features.includes('mentions'))
        await writes.upsertMentions(
          Array.from({ length: input.mentionDays + 1 }, (_, i) =>
            mentionsOnDay(account, today - input.mentionDays + i),
          )
            .flat()
            .filter((mention) => Date.parse(mention.createdAt) <= now.getTime())
            .map((mention) => ({
              id: randomUUID(),
              profileId: id,
              remoteId: mention.remoteId,
              kind: mention.kind,
              authorHandle: mention.authorHandle,
              text: mention.text,
              permalink: mention.permalink,
              mentionedAt: new Date(mention.createdAt),
            })),
        );
    }
  });

  return seeded;
}
