import type { TMedia } from '@contracts/analytics.ts';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import type { TSocialProfile } from '@contracts/social.ts';
import type { FeedGridItem } from '@/design-system/FeedGrid';

/** Networks whose profile page is a grid of posts. */
const GRID_NETWORKS = new Set(['instagram', 'tiktok', 'pinterest', 'facebook']);
/** Still on the calendar: these can take another post's place in the grid. */
const PLANNED = new Set<TSchedulerPost['status']>(['draft', 'awaiting_approval', 'approved', 'scheduled']);

/** The profiles whose page is a grid, the ones a feed preview can show. */
export const gridProfiles = <Profile extends Pick<TSocialProfile, 'network'>>(profiles: readonly Profile[]) =>
  profiles.filter((profile) => GRID_NETWORKS.has(profile.network));

/** A planned post's tile: a carousel, a reel, a video or a picture, from its kind and its media. */
export const feedKind = (post: Pick<TSchedulerPost, 'kind' | 'media'>): FeedGridItem['kind'] =>
  post.kind === 'carousel' || post.media.length > 1
    ? 'carousel'
    : post.kind === 'reel' || post.kind === 'short'
      ? 'reel'
      : post.media[0]?.type === 'video'
        ? 'video'
        : 'image';

/** A published post's tile: its own kind when the grid draws it, a picture otherwise. */
export const publishedKind = (kind: string): FeedGridItem['kind'] =>
  (['carousel', 'reel', 'video'].includes(kind) ? kind : 'image') as FeedGridItem['kind'];

/** A profile's posts still planned with a time, the latest first (as the grid shows them, above the published). */
export const plannedPosts = (posts: readonly TSchedulerPost[], profileId: string | null) =>
  posts
    .filter((post) => post.profile_id === profileId && PLANNED.has(post.status) && post.scheduled_at)
    .toSorted((a, b) => (a.scheduled_at! < b.scheduled_at! ? 1 : -1));

/** How a tile says its time: its accessible name for a planned and a published post, a planned one's badge. */
export type FeedItemCopy = {
  plannedFor: (iso: string) => string;
  badge: (iso: string) => string;
  publishedOn: (iso: string) => string;
};

/** The grid's tiles: the planned posts first, then the published ones. */
export const feedItems = (
  planned: readonly TSchedulerPost[],
  published: readonly Pick<TMedia, 'id' | 'thumbnail_url' | 'kind' | 'published_at'>[],
  copy: FeedItemCopy,
): FeedGridItem[] => [
  ...planned.map((post) => ({
    id: post.id,
    thumbnailUrl: post.media[0]?.type === 'image' ? post.media[0].url : null,
    kind: feedKind(post),
    isPlanned: true,
    label: copy.plannedFor(post.scheduled_at!),
    badge: copy.badge(post.scheduled_at!),
  })),
  ...published.map((media) => ({
    id: media.id,
    thumbnailUrl: media.thumbnail_url,
    kind: publishedKind(media.kind),
    isPlanned: false,
    label: copy.publishedOn(media.published_at),
  })),
];

/**
 * The planned posts given each other's times in a new order: the times stay where they were on the calendar, the
 * posts swap places (the grid shows newest first, so the first planned tile gets the latest time).
 */
export function timesForOrder(planned: readonly TSchedulerPost[], order: readonly string[]) {
  const times = planned
    .map((post) => post.scheduled_at!)
    .toSorted()
    .toReversed();
  const byId = new Map(planned.map((post) => [post.id, post]));

  return order
    .filter((id) => byId.has(id))
    .map((id, index) => ({ post: byId.get(id)!, at: times[index]! }))
    .filter(({ post, at }) => post.scheduled_at !== at);
}
