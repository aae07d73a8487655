import { describe, expect, it } from 'vitest';
import type { Draft } from '../../../../server/networks/core/types.ts';
import { ctx, pinFixture, pinWith } from './support.ts';

const board = { boardId: '549755885001' };
const image = (url: string) => ({ type: 'image' as const, url, mimeType: 'image/jpeg', bytes: 1000 });

describe('Pinterest publishing', () => {
  it('publishes an image pin from its URL; published stays published', async () => {
    const { connector, http } = pinWith(['publish/pin_image_url']);
    const draft: Draft = {
      kind: 'pin',
      title: 'Kestrel',
      text: 'A kestrel at dawn',
      link: 'https://kestrel.test',
      media: [image('https://media.kestrel.test/k.jpg')],
      options: board,
    };
    const ready = await connector.startPublish(ctx, draft, 'idem-1');
    expect(ready.phase).toBe('ready');
    const published = await connector.advancePublish(ctx, ready);

    expect(published).toEqual({
      phase: 'published',
      remoteId: '813800000000000101',
      permalink: 'https://www.pinterest.com/pin/813800000000000101/',
    });
    expect(await connector.advancePublish(ctx, published)).toBe(published);
    http.done();
  });

  it('publishes several images as multiple_image_urls', async () => {
    const { connector, http } = pinWith(['publish/pin_multiple_image_urls']);
    const draft: Draft = {
      kind: 'carousel',
      text: '',
      media: [image('https://media.kestrel.test/1.jpg'), image('https://media.kestrel.test/2.jpg')],
      options: board,
    };
    const state = await connector.advancePublish(ctx, await connector.startPublish(ctx, draft, 'idem-2'));
    expect(state).toMatchObject({ phase: 'published', remoteId: '813800000000000102' });
    http.done();
  });

  it('registers a video, uploads it to S3 with the signed fields, polls, then creates the pin', async () => {
    const { connector, http } = pinWith([
      'media/register_video',
      'media/s3_upload_204',
      'media/status_processing',
      'media/status_succeeded',
      'publish/pin_video_id',
    ]);
    const draft: Draft = {
      kind: 'video',
      text: '',
      media: [{ type: 'video', url: 'https://media.kestrel.test/v.mp4', mimeType: 'video/mp4', bytes: 11 }],
      options: { ...board, coverImageUrl: 'https://media.kestrel.test/cover.jpg' },
    };
    let state = await connector.startPublish(ctx, draft, 'idem-3');
    expect(state).toMatchObject({ phase: 'processing', nextCheckAt: '2026-11-20T12:00:10.000Z' });
    const upload = http.sent[1];
    const form = new TextDecoder().decode(upload?.body as Uint8Array);
    expect(upload?.headers?.authorization).toBeUndefined();
    expect(form).toContain('name="x-amz-signature"\r\n\r\nfake-signature');
    expect(form).toContain('name="file"; filename="video.mp4"');

    state = await connector.advancePublish(ctx, state);
    expect(state.phase).toBe('processing');
    state = await connector.advancePublish(ctx, state);
    expect(state.phase).toBe('ready');
    state = await connector.advancePublish(ctx, state);
    expect(state).toMatchObject({ phase: 'published', remoteId: '813800000000000103' });
    http.done();
  });

  it('fails with media_rejected when the video fails processing or the image URL cannot be fetched', async () => {
    const video = pinWith(['media/register_video', 'media/s3_upload_204', 'media/status_failed']);
    const draft: Draft = {
      kind: 'video',
      text: '',
      media: [{ type: 'video', url: 'https://media.kestrel.test/v.mp4', mimeType: 'video/mp4', bytes: 11 }],
      options: board,
    };
    const failed = await video.connector.advancePublish(
      ctx,
      await video.connector.startPublish(ctx, draft, 'i'),
    );
    expect(failed).toMatchObject({ phase: 'failed', error: { kind: 'media_rejected' } });
    video.http.done();

    const unreachable = pinWith(['errors/url_unreachable']);
    const ready = await unreachable.connector.startPublish(
      ctx,
      { kind: 'pin', text: '', media: [image('https://media.kestrel.test/404.jpg')], options: board },
      'j',
    );
    expect(await unreachable.connector.advancePublish(ctx, ready)).toMatchObject({
      phase: 'failed',
      error: { kind: 'media_rejected' },
    });
    unreachable.http.done();
  });

  it('fails with not_found for a missing board and content_rejected for more than 5 items', async () => {
    for (const [name, kind] of [
      ['errors/board_not_found', 'not_found'],
      ['errors/max_items_5', 'content_rejected'],
    ] as const) {
      const { connector, http } = pinWith([name]);
      const ready = await connector.startPublish(
        ctx,
        { kind: 'pin', text: '', media: [image('https://media.kestrel.test/k.jpg')], options: board },
        'k',
      );
      expect(await connector.advancePublish(ctx, ready)).toMatchObject({ phase: 'failed', error: { kind } });
      http.done();
    }
  });

  it('validates board, title and item limits, naming them', () => {
    const { connector } = pinWith([]);
    const issues = connector.validate({
      kind: 'carousel',
      title: 't'.repeat(101),
      text: 'd'.repeat(501),
      media: Array.from({ length: 6 }, (_, i) => image(`https://m/${i}.jpg`)),
    });
    const codes = issues.map((i) => i.code);

    expect(codes).toEqual(
      expect.arrayContaining(['board_required', 'title_too_long', 'text_too_long', 'too_many_media']),
    );
    expect(issues.find((i) => i.code === 'title_too_long')?.message).toContain('100');
    expect(issues.find((i) => i.code === 'too_many_media')?.message).toContain('5');
  });
});

describe('Pinterest classify', () => {
  const { connector } = pinWith([]);
  const classify = (name: string) => {
    const { request, response } = pinFixture(name);

    return connector.classify(
      { status: response.status, headers: response.headers ?? {}, body: response.body },
      { method: request.method, url: request.url },
    );
  };

  it('returns null only for success', () => {
    expect(connector.classify({ status: 201, headers: {}, body: {} })).toBeNull();
  });

  it.each([
    ['errors/401', 'auth_expired'],
    ['errors/403', 'permission_missing'],
    ['errors/500', 'transient'],
    ['errors/board_not_found', 'not_found'],
    ['errors/max_items_5', 'content_rejected'],
    ['errors/url_unreachable', 'media_rejected'],
  ])('%s → %s', (name, kind) => {
    const error = classify(name);
    expect(error?.kind).toBe(kind);
    expect(error?.userMessage).toContain('Pinterest');
  });

  it('reads the rate-limit reset into retryAfterMs', () => {
    expect(classify('errors/429')).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 60_000,
      providerCode: '8',
    });
  });

  it('surfaces 401, 429 and 5xx through reads', async () => {
    const { connector: reader, http } = pinWith(['errors/401', 'errors/429', 'errors/500']);
    await expect(reader.getProfile(ctx)).rejects.toMatchObject({ error: { kind: 'auth_expired' } });
    await expect(reader.listPosts(ctx, {})).rejects.toMatchObject({ error: { kind: 'rate_limited' } });
    await expect(reader.listPosts(ctx, {})).rejects.toMatchObject({ error: { kind: 'transient' } });
    http.done();
  });
});
