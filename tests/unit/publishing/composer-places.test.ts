import { describe, expect, it } from 'vitest';
import type { TPublishingSpecification, TSchedulerPost } from '@contracts/publishing.ts';
import { emptyComposer, fromPost, toCreateRequest } from '@/features/publishing/composer-model.ts';

const spec = { kinds: ['text', 'post'], locations: true } as unknown as TPublishingSpecification;
const BRIDGE = { id: 'demo-place-13', name: 'Tower Bridge' };

describe('the place a post is tagged with, in the composer', () => {
  it('goes out per profile, only for the profiles that have one', () => {
    const values = {
      ...emptyComposer(['a', 'b']),
      text: 'Sunrise',
      variants: { a: { location: BRIDGE } },
    };
    const request = toCreateRequest(
      values,
      new Map([
        ['a', spec],
        ['b', spec],
      ]),
      'Europe/London',
    );
    expect(request.variants).toEqual({ a: { location: BRIDGE } });
    expect('location' in request).toBe(false);
  });

  it('comes back when a saved post is edited', () => {
    const post = {
      profile_id: 'a',
      text: 'Sunrise',
      kind: 'text',
      media: [],
      first_comment: null,
      link: null,
      location: BRIDGE,
      scheduled_at: null,
      publish_mode: 'auto',
      approval_required: false,
    } as unknown as TSchedulerPost;
    expect(fromPost(post, 'Europe/London').variants).toEqual({ a: { kind: 'text', location: BRIDGE } });
    expect(fromPost({ ...post, location: null }, 'Europe/London').variants).toEqual({ a: { kind: 'text' } });
  });
});
