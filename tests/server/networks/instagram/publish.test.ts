import { describe, expect, it } from 'vitest';
import type { Draft, PublishState } from '../../../../server/networks/core/types.ts';
import { ctx, setup } from './setup.ts';

const image = (url: string) => ({
  type: 'image' as const,
  url,
  mimeType: 'image/jpeg',
  bytes: 500_000,
  width: 1080,
  height: 1080,
});
const video = (url: string) => ({
  type: 'video' as const,
  url,
  mimeType: 'video/mp4',
  bytes: 20_000_000,
  durationSec: 20,
});

describe('Instagram publishing', () => {
  it('publishes an image step by step, then stays published without another request', async () => {
    const { connector, http, clock } = setup([
      'publish/image_container_create',
      'publish/container_status_in_progress',
      'publish/container_status_finished',
      'publish/media_publish',
      'publish/permalink',
    ]);
    const draft: Draft = {
      kind: 'image',
      text: 'New blend is here #coffee',
      media: [image('https://media.kestrel.example/u/1.jpg')],
    };
    let state: PublishState = await connector.startPublish(ctx, draft, 'idem-1');
    expect(state).toMatchObject({ phase: 'processing', nextCheckAt: '2026-11-20T12:00:10.000Z' });
    state = await connector.advancePublish(ctx, state);
    expect(state.phase).toBe('processing');
    clock.advance(10_000);
    state = await connector.advancePublish(ctx, state);
    expect(state.phase).toBe('ready');
    state = await connector.advancePublish(ctx, state);
    expect(state.phase).toBe('processing');
    state = await connector.advancePublish(ctx, state);
    expect(state).toEqual({
      phase: 'published',
      remoteId: '17900000000000600',
      permalink: 'https://www.instagram.com/p/NEW600/',
    });
    expect(await connector.advancePublish(ctx, state)).toBe(state);
    http.done();
  });

  it('publishes a carousel: items, their statuses, the parent, then media_publish', async () => {
    const { connector, http } = setup([
      'publish/carousel_child_1',
      'publish/carousel_child_2',
      'publish/carousel_child_1_finished',
      'publish/carousel_child_2_in_progress',
      'publish/carousel_child_2_finished',
      'publish/carousel_parent',
      'publish/carousel_parent_finished',
      'publish/carousel_media_publish',
      'publish/carousel_permalink',
    ]);
    const draft: Draft = {
      kind: 'carousel',
      text: 'Three roasts',
      media: [image('https://media.kestrel.example/u/a.jpg'), video('https://media.kestrel.example/u/b.mp4')],
    };
    let state = await connector.startPublish(ctx, draft, 'idem-2');
    expect(state.phase).toBe('uploading');
    for (let step = 0; step < 10 && state.phase !== 'published'; step += 1)
      state = await connector.advancePublish(ctx, state);
    expect(state).toMatchObject({ phase: 'published', remoteId: '17900000000000700' });
    http.done();
  });

  it('creates reel and story containers with their media types', async () => {
    const { connector, http } = setup(['publish/reel_container', 'publish/story_container']);
    const reel = await connector.startPublish(
      ctx,
      { kind: 'reel', text: 'Behind the bar', media: [video('https://media.kestrel.example/u/r.mp4')] },
      'r',
    );
    expect(reel).toMatchObject({ phase: 'processing', nextCheckAt: '2026-11-20T12:01:00.000Z' });
    const story = await connector.startPublish(
      ctx,
      { kind: 'story', text: '', media: [image('https://media.kestrel.example/u/s.jpg')] },
      's',
    );
    expect(story.phase).toBe('processing');
    http.done();
  });

  it('fails with media_rejected when the container ends in ERROR', async () => {
    const { connector, http } = setup(['publish/image_container_create', 'publish/container_status_error']);
    const draft: Draft = {
      kind: 'image',
      text: 'New blend is here #coffee',
      media: [image('https://media.kestrel.example/u/1.jpg')],
    };
    const state = await connector.advancePublish(ctx, await connector.startPublish(ctx, draft, 'e'));
    expect(state).toMatchObject({
      phase: 'failed',
      error: { kind: 'media_rejected', providerCode: '2207026' },
    });
    http.done();
  });

  it('fails with media_rejected when Meta cannot fetch the media', async () => {
    const { connector, http } = setup(['publish/error_2207052_unfetchable_url']);
    const state = await connector.startPublish(
      ctx,
      { kind: 'image', text: '', media: [image('https://media.kestrel.example/u/missing.jpg')] },
      'm',
    );
    expect(state).toMatchObject({
      phase: 'failed',
      error: { kind: 'media_rejected', providerCode: '9004/2207052' },
    });
    http.done();
  });

  it('fails with content_rejected for a caption Meta refuses', async () => {
    const { connector, http } = setup(['publish/error_2207010_caption']);
    const state = await connector.startPublish(
      ctx,
      { kind: 'image', text: 'x', media: [image('https://media.kestrel.example/u/1.jpg')] },
      'c',
    );
    expect(state).toMatchObject({ phase: 'failed', error: { kind: 'content_rejected' } });
    http.done();
  });

  it('throws quota_exhausted at media_publish so the job retries later', async () => {
    const { connector, http } = setup(['publish/error_2207042_daily_limit']);
    const ready: PublishState = {
      phase: 'ready',
      handle: {
        stage: 'publish',
        children: [],
        main: {},
        containerId: '17950000000000001',
        mediaId: null,
        video: false,
      },
      nextCheckAt: '2026-11-20T12:00:00.000Z',
    };
    await expect(connector.advancePublish(ctx, ready)).rejects.toMatchObject({
      error: { kind: 'quota_exhausted', providerCode: '9/2207042' },
    });
    http.done();
  });

  it('reads the publishing quota', async () => {
    const { connector, http } = setup(['publish/limit_content_publishing_limit']);
    expect(await connector.getPublishQuota!(ctx)).toEqual({
      used: 3,
      limit: 50,
      windowSec: 86400,
      resetsAt: null,
    });
    http.done();
  });
});

describe('Instagram validation', () => {
  it('names the limits it enforces', () => {
    const { connector } = setup([]);
    const issues = connector.validate({
      kind: 'carousel',
      text: 'x'.repeat(2201),
      media: [{ type: 'image', url: 'https://e/1.png', mimeType: 'image/png', bytes: 9 * 1024 * 1024 }],
    });
    const messages = issues.map((issue) => issue.message).join('\n');
    expect(messages).toMatch(/2,200 characters/);
    expect(messages).toMatch(/2 to 10 items/);
    expect(messages).toMatch(/JPEG/);
    expect(messages).toMatch(/8 MB/);
  });

  it('limits story videos to 60 seconds', () => {
    const { connector } = setup([]);
    const issues = connector.validate({
      kind: 'story',
      text: '',
      media: [{ ...video('https://e/s.mp4'), durationSec: 75 }],
    });
    expect(issues.map((i) => i.code)).toContain('story_too_long');
  });
});
