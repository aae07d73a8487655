import { describe, expect, it } from 'vitest';
import type { Draft, PublishState } from '../../../../server/networks/core/types.ts';
import { ctx, xWith } from './support.ts';

const video: Draft = {
  kind: 'video',
  text: 'A kestrel hovering',
  media: [
    {
      type: 'video',
      url: 'https://media.kestrel.test/v.mp4',
      mimeType: 'video/mp4',
      bytes: 16,
      durationSec: 12,
    },
  ],
};

const nextCheck = (state: PublishState) => ('nextCheckAt' in state ? state.nextCheckAt : null);

describe('X publishing', () => {
  it('uploads a video in chunks, waits check_after_secs, polls STATUS, then creates the post', async () => {
    const { connector, http } = xWith([
      'media/initialize_video',
      'media/append_video',
      'media/finalize_processing',
      'media/status_in_progress',
      'media/status_succeeded',
      'publish/create_with_media',
    ]);
    let state = await connector.startPublish(ctx, video, 'idem-1');
    expect(state.phase).toBe('processing');
    expect(nextCheck(state)).toBe('2026-11-20T12:00:05.000Z');
    // APPEND is multipart with the segment index and the bytes.
    const append = http.sent[1];
    expect(append?.headers?.['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(new TextDecoder().decode(append?.body as Uint8Array)).toContain('name="segment_index"\r\n\r\n0');

    state = await connector.advancePublish(ctx, state);
    expect(state.phase).toBe('processing');
    expect(nextCheck(state)).toBe('2026-11-20T12:00:10.000Z');

    state = await connector.advancePublish(ctx, state);
    expect(state.phase).toBe('ready');

    state = await connector.advancePublish(ctx, state);
    expect(state).toEqual({
      phase: 'published',
      remoteId: '1810000000000000001',
      permalink: 'https://x.com/i/web/status/1810000000000000001',
    });

    // Published stays published without another request.
    expect(await connector.advancePublish(ctx, state)).toBe(state);
    http.done();
  });

  it('publishes an image post: upload without processing, then the post', async () => {
    const { connector, http } = xWith([
      'media/initialize_image',
      'media/append_image',
      'media/finalize_image',
      'publish/create_image_post',
    ]);
    const draft: Draft = {
      kind: 'image',
      text: 'Photo post',
      media: [{ type: 'image', url: 'https://media.kestrel.test/p.jpg', mimeType: 'image/jpeg', bytes: 16 }],
    };
    const state = await connector.startPublish(ctx, draft, 'idem-2');
    expect(state.phase).toBe('ready');
    expect(await connector.advancePublish(ctx, state)).toMatchObject({
      phase: 'published',
      remoteId: '1810000000000000004',
    });
    http.done();
  });

  it('publishes a thread as a reply chain, one post per step', async () => {
    const { connector, http } = xWith(['publish/create_tweet', 'publish/create_thread_reply']);
    const draft: Draft = { kind: 'thread', text: 'Thread start\n---\nThread part two', media: [] };
    let state = await connector.startPublish(ctx, draft, 'idem-3');
    expect(state.phase).toBe('ready');
    expect(http.sent).toHaveLength(0);

    state = await connector.advancePublish(ctx, state);
    expect(state.phase).toBe('ready');
    state = await connector.advancePublish(ctx, state);
    expect(state).toMatchObject({ phase: 'published', remoteId: '1810000000000000002' });
    http.done();
  });

  it('fails with media_rejected when X cannot process the media', async () => {
    const { connector, http } = xWith([
      'media/initialize_video',
      'media/append_video',
      'media/finalize_processing',
      'media/status_failed',
    ]);
    const state = await connector.advancePublish(ctx, await connector.startPublish(ctx, video, 'idem-4'));

    expect(state).toMatchObject({
      phase: 'failed',
      error: { kind: 'media_rejected', providerCode: 'InvalidMedia' },
    });
    http.done();
  });

  it('fails with content_rejected on duplicate content and throws on rate limits', async () => {
    const duplicate = xWith(['errors/403_duplicate_content']);
    const text: Draft = { kind: 'text', text: 'Again', media: [] };
    const ready = await duplicate.connector.startPublish(ctx, text, 'idem-5');
    expect(await duplicate.connector.advancePublish(ctx, ready)).toMatchObject({
      phase: 'failed',
      error: { kind: 'content_rejected', providerCode: 'duplicate' },
    });

    const limited = xWith(['errors/429_rate_limit_create_tweet']);
    await expect(limited.connector.advancePublish(ctx, ready)).rejects.toMatchObject({
      error: { kind: 'rate_limited', retryAfterMs: 900_000 },
    });
    duplicate.http.done();
    limited.http.done();
  });

  it('validates per-post thread length, media mixing, and names the limit', () => {
    const { connector } = xWith([]);
    const issues = connector.validate({
      kind: 'thread',
      text: `Short start\n---\n${'a'.repeat(281)}`,
      media: [
        { type: 'video', url: 'u', mimeType: 'video/mp4', bytes: 10 },
        { type: 'image', url: 'u', mimeType: 'image/png', bytes: 10 },
      ],
    });

    expect(issues).toContainEqual(expect.objectContaining({ code: 'text_too_long', field: 'text.1' }));
    expect(issues.find((i) => i.code === 'text_too_long')?.message).toContain('280');
    expect(issues).toContainEqual(expect.objectContaining({ code: 'media_mix' }));
    expect(connector.validate({ kind: 'text', text: 'x'.repeat(281), media: [] })[0]?.message).toContain(
      '280',
    );
  });
});
