import { describe, expect, it } from 'vitest';
import type { TPostMedia } from '@contracts/publishing.ts';
import { schedulerPostFixture } from '@mocks/handlers/publishing.ts';
import {
  feedItems,
  feedKind,
  gridProfiles,
  plannedPosts,
  publishedKind,
} from '@/features/publishing/feed-preview/feed-items.ts';

const media = (type: TPostMedia['type'], url = `https://cdn.example.com/${type}`): TPostMedia => ({
  type,
  url,
  mime_type: type === 'image' ? 'image/jpeg' : 'video/mp4',
  bytes: 1000,
});

/** The feed preview's tiles (features/publishing/feed-preview): which posts, in which order, drawn how. */
describe('the feed preview’s tiles', () => {
  it('shows the profiles whose page is a grid', () => {
    const profiles = (['instagram', 'x', 'tiktok', 'linkedin', 'pinterest', 'facebook'] as const).map(
      (network) => ({ id: network, network }),
    );
    expect(gridProfiles(profiles).map((profile) => profile.id)).toEqual([
      'instagram',
      'tiktok',
      'pinterest',
      'facebook',
    ]);
  });

  it('draws a planned post as a carousel, a reel, a video or a picture', () => {
    expect(feedKind({ kind: 'image', media: [media('image'), media('image')] })).toBe('carousel');
    expect(feedKind({ kind: 'carousel', media: [] })).toBe('carousel');
    expect(feedKind({ kind: 'short', media: [media('video')] })).toBe('reel');
    expect(feedKind({ kind: 'video', media: [media('video')] })).toBe('video');
    expect(feedKind({ kind: 'text', media: [] })).toBe('image');
    expect(['carousel', 'reel', 'video', 'story', 'text'].map(publishedKind)).toEqual([
      'carousel',
      'reel',
      'video',
      'image',
      'image',
    ]);
  });

  it('keeps the profile’s posts still planned with a time, the latest first', () => {
    const post = schedulerPostFixture;
    const posts = [
      post({ id: 'early', profile_id: 'ig', scheduled_at: '2026-11-28T17:00:00.000Z' }),
      post({ id: 'late', profile_id: 'ig', status: 'draft', scheduled_at: '2026-12-02T08:00:00.000Z' }),
      post({ id: 'no-time', profile_id: 'ig', status: 'draft', scheduled_at: null }),
      post({ id: 'published', profile_id: 'ig', status: 'published' }),
      post({ id: 'other', profile_id: 'x' }),
    ];
    expect(plannedPosts(posts, 'ig').map(({ id }) => id)).toEqual(['late', 'early']);
    expect(plannedPosts(posts, null)).toEqual([]);
  });

  it('puts the planned tiles first, each with its time; the published ones after', () => {
    const planned = schedulerPostFixture({
      id: 'p',
      kind: 'image',
      media: [media('image', 'https://cdn.example.com/p.jpg')],
      scheduled_at: '2026-12-02T08:00:00.000Z',
    });
    const video = schedulerPostFixture({ id: 'v', kind: 'video', media: [media('video')] });
    const published = {
      id: 'm',
      thumbnail_url: 'https://cdn.example.com/m.jpg',
      kind: 'reel',
      published_at: '2026-11-21T10:00:00.000Z',
    };
    const copy = {
      plannedFor: (iso: string) => `Planned for ${iso}`,
      badge: (iso: string) => iso.slice(5, 10),
      publishedOn: (iso: string) => `Published ${iso}`,
    };
    expect(feedItems([planned, video], [published], copy)).toEqual([
      {
        id: 'p',
        thumbnailUrl: 'https://cdn.example.com/p.jpg',
        kind: 'image',
        isPlanned: true,
        label: 'Planned for 2026-12-02T08:00:00.000Z',
        badge: '12-02',
      },
      {
        id: 'v',
        thumbnailUrl: null,
        kind: 'video',
        isPlanned: true,
        label: 'Planned for 2026-11-24T08:30:00.000Z',
        badge: '11-24',
      },
      {
        id: 'm',
        thumbnailUrl: 'https://cdn.example.com/m.jpg',
        kind: 'reel',
        isPlanned: false,
        label: 'Published 2026-11-21T10:00:00.000Z',
      },
    ]);
  });
});
