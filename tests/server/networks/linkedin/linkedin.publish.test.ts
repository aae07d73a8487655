import { describe, expect, it } from 'vitest';
import type { Draft } from '../../../../server/networks/core/types.ts';
import { ctx, liWith } from './support.ts';

const image: Draft = {
  kind: 'image',
  text: 'Spring trail (open) #hiking',
  media: [
    {
      type: 'image',
      url: 'https://media.kestrel.test/t.jpg',
      mimeType: 'image/jpeg',
      bytes: 16,
      altText: 'A trail',
    },
  ],
};

describe('LinkedIn publishing', () => {
  it('uploads an image, polls until AVAILABLE, then creates the post from x-restli-id', async () => {
    const { connector, http } = liWith([
      'media/images_initialize_upload',
      'media/upload_put',
      'media/image_status_processing',
      'media/image_status_available',
      'publish/posts_201_x_restli_id',
    ]);
    let state = await connector.startPublish(ctx, image, 'idem-1');
    expect(state).toMatchObject({ phase: 'processing', nextCheckAt: '2026-11-20T12:00:05.000Z' });
    expect(http.sent[1]?.body).toBeInstanceOf(Uint8Array);

    state = await connector.advancePublish(ctx, state);
    expect(state.phase).toBe('processing');
    state = await connector.advancePublish(ctx, state);
    expect(state.phase).toBe('ready');
    state = await connector.advancePublish(ctx, state);
    expect(state).toEqual({
      phase: 'published',
      remoteId: 'urn:li:share:7110000000000000001',
      permalink: 'https://www.linkedin.com/feed/update/urn:li:share:7110000000000000001/',
    });
    expect(await connector.advancePublish(ctx, state)).toBe(state);
    http.done();
  });

  it('publishes a link post as an article', async () => {
    const { connector, http } = liWith(['publish/posts_article']);
    const draft: Draft = {
      kind: 'link',
      text: 'Read our blog',
      link: 'https://kestrel.test/blog',
      title: 'Our blog',
      media: [],
    };
    const state = await connector.startPublish(ctx, draft, 'idem-2');

    expect(state.phase).toBe('ready');
    expect(await connector.advancePublish(ctx, state)).toMatchObject({
      phase: 'published',
      remoteId: 'urn:li:share:7110000000000000002',
    });
    http.done();
  });

  it('uploads a video in parts, finalizes with the ETags, and fails with media_rejected when processing fails', async () => {
    const { connector, http } = liWith([
      'media/videos_initialize_upload_multipart',
      'media/upload_put_part1',
      'media/upload_put_part2',
      'media/videos_finalize',
      'media/video_status_failed',
    ]);
    const draft: Draft = {
      kind: 'video',
      text: 'Clip',
      media: [{ type: 'video', url: 'https://media.kestrel.test/v.mp4', mimeType: 'video/mp4', bytes: 16 }],
    };
    const state = await connector.advancePublish(ctx, await connector.startPublish(ctx, draft, 'idem-3'));

    expect((http.sent[1]?.body as Uint8Array).length).toBe(8);
    expect(state).toMatchObject({
      phase: 'failed',
      error: { kind: 'media_rejected', providerCode: 'VIDEO_FORMAT_UNSUPPORTED' },
    });
    http.done();
  });

  it('fails with content_rejected on a duplicate (409 and 422)', async () => {
    for (const name of ['errors/409_duplicate', 'errors/422_duplicate']) {
      const { connector, http } = liWith([name]);
      const ready = await connector.startPublish(ctx, { kind: 'text', text: 'Again', media: [] }, 'idem-4');
      expect(await connector.advancePublish(ctx, ready)).toMatchObject({
        phase: 'failed',
        error: { kind: 'content_rejected' },
      });
      http.done();
    }
  });

  it('validates text length, carousel size and video mixing, naming the limit', () => {
    const { connector } = liWith([]);
    expect(connector.validate({ kind: 'text', text: 'a'.repeat(3001), media: [] })[0]?.message).toContain(
      '3,000',
    );
    const mixed = connector.validate({
      kind: 'post',
      text: 'x',
      media: [
        { type: 'video', url: 'u', mimeType: 'video/mp4', bytes: 1 },
        { type: 'image', url: 'u', mimeType: 'image/png', bytes: 1 },
      ],
    });
    expect(mixed).toContainEqual(expect.objectContaining({ code: 'media_mix' }));
  });
});
