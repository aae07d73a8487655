import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLibraryMedia, TLibraryMediaPage, TLibraryTag } from '../../contracts/media.ts';
import type { Agent } from '../support/agent.ts';
import { setUpUser } from '../support/flows.ts';
import { bitmap, noisePicture, pdf, picture, video } from '../support/media.ts';
import { startFakeS3 } from '../support/fake-s3.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let agent: Agent;
/** The account's files on disk. */
let mediaDir: string;

beforeAll(async () => {
  // A small limit so a test file can go over it: 1 MB for pictures.
  t = await createTestApp({ MEDIA_MAX_IMAGE_MB: '1' });
  ({ agent } = await setUpUser(t));
  mediaDir = path.join(t.config.dataDir, 'media');
});
afterAll(() => t.close());

const filesOnDisk = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [];

describe('uploading into the media library', () => {
  it('recognises a file by its content: a PNG named .jpg is kept as a PNG, with its size and a thumbnail', async () => {
    const png = await picture('png', 640, 480);
    const response = await agent.upload<TLibraryMedia>(
      '/api/v1/upload/media',
      { name: 'holiday.jpg', bytes: png, type: 'image/jpeg' },
      { folder: 'Summer' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.data).toMatchObject({
      kind: 'image',
      name: 'holiday.jpg',
      mime_type: 'image/png',
      bytes: png.length,
      width: 640,
      height: 480,
      duration_sec: null,
      folder: 'Summer',
      tags: [],
    });
    const file = await agent.get(response.data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);

    const thumbnail = await agent.get(response.data.thumbnail_url!);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 360 });
  });

  it('takes the same upload at /media/upload, and JPEG, WebP and GIF pictures', async () => {
    for (const format of ['jpeg', 'webp', 'gif'] as const) {
      const bytes = await picture(format, 120, 90);
      const response = await agent.upload<TLibraryMedia>('/api/v1/media/upload', {
        name: `p.${format}`,
        bytes,
      });
      expect(response.statusCode, format).toBe(201);
      expect(response.data.mime_type).toBe(`image/${format}`);
      expect([response.data.width, response.data.height]).toEqual([120, 90]);
      expect(response.data.thumbnail_url).not.toBeNull();
    }
  });

  it('keeps an MP4 video with its frame size and duration read from its header (no thumbnail)', async () => {
    const response = await agent.upload<TLibraryMedia>('/api/v1/upload/media', {
      name: 'reel.mov',
      bytes: video(1080, 1920, 12),
    });
    expect(response.statusCode).toBe(201);
    expect(response.data).toMatchObject({
      kind: 'video',
      mime_type: 'video/mp4',
      width: 1080,
      height: 1920,
      duration_sec: 12,
      thumbnail_url: null,
    });
  });

  it('refuses a text file named .png, saying what is accepted', async () => {
    const response = await agent.upload('/api/v1/upload/media', {
      name: 'notes.png',
      bytes: Buffer.from('just some words, not a picture\n'.repeat(20)),
      type: 'image/png',
    });
    expect(response.statusCode).toBe(422);
    expect(response.data.errors.file[0]).toBe(
      'This file is not a picture, video or document we can read: use JPEG, PNG, WebP or GIF pictures, MP4 or MOV videos, or PDF documents.',
    );
  });

  it('names a known picture format that is not accepted, with the formats that are', async () => {
    const response = await agent.upload('/api/v1/upload/media', { name: 'scan.bmp', bytes: await bitmap() });
    expect(response.statusCode).toBe(422);
    expect(response.data.errors.file).toEqual(['image/bmp is not accepted: use JPEG, PNG, WebP or GIF.']);
  });

  it('refuses a picture over the limit, naming its size and the limit', async () => {
    const big = await noisePicture(800, 600); // ≈ 1.4 MB
    const response = await agent.upload('/api/v1/upload/media', { name: 'big.png', bytes: big });
    expect(response.statusCode).toBe(422);
    expect(response.data.errors.file).toEqual(['This picture is 1.4 MB; the limit is 1 MB.']);
    expect(filesOnDisk(mediaDir).filter((file) => file.endsWith('.png'))).toHaveLength(1);
  });

  it('keeps PDF documents through /document/upload, lists them at /document, and takes no picture there', async () => {
    const document = await agent.upload<TLibraryMedia>(
      '/api/v1/document/upload',
      {
        name: 'deck.pdf',
        bytes: pdf(),
      },
      { name: 'Quarterly deck' },
    );
    expect(document.statusCode).toBe(201);
    expect(document.data).toMatchObject({
      kind: 'document',
      mime_type: 'application/pdf',
      name: 'Quarterly deck',
    });
    expect(document.data.thumbnail_url).toBeNull();
    const listed = await agent.get<TLibraryMediaPage>('/api/v1/document');
    expect(listed.data.items.map((item) => item.id)).toEqual([document.data.id]);

    const picture_ = await agent.upload('/api/v1/document/upload', {
      name: 'x.png',
      bytes: await picture('png', 10, 10),
    });
    expect(picture_.statusCode).toBe(422);
    expect(picture_.data.errors.file).toEqual(['A picture is not accepted here: use PDF documents.']);
  });

  it('asks for a file when there is none, and answers a JSON body with a 422', async () => {
    const none = await agent.request<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/v1/upload/media',
      undefined,
      {
        form: (() => {
          const form = new FormData();
          form.append('name', 'nothing');
          return form;
        })(),
      },
    );
    expect(none.statusCode).toBe(422);
    expect(none.data.errors).toHaveProperty('file');
    const json = await agent.post('/api/v1/upload/media', { file: 'x' });
    expect(json.statusCode).toBe(422);
    expect(json.data.errors).toHaveProperty('file');
  });
});

describe('the library', () => {
  let first: TLibraryMedia;
  let second: TLibraryMedia;
  let brand: TLibraryTag;
  let launch: TLibraryTag;

  beforeAll(async () => {
    first = (
      await agent.upload<TLibraryMedia>('/api/v1/upload/media', {
        name: 'Roast beans.png',
        bytes: await picture('png', 300, 200),
      })
    ).data;
    second = (
      await agent.upload<TLibraryMedia>('/api/v1/upload/media', {
        name: 'Cafe front.jpg',
        bytes: await picture('jpeg', 300, 200),
      })
    ).data;
  });

  it('creates tags, attaches and detaches them, and finds media by tag or name', async () => {
    brand = (await agent.post<TLibraryTag>('/api/v1/library-tags', { name: 'Brand' })).data;
    launch = (await agent.post<TLibraryTag>('/api/v1/library-tags', { name: 'Launch' })).data;
    const clash = await agent.post('/api/v1/library-tags', { name: 'brand' });
    expect(clash.statusCode).toBe(422);
    expect(clash.data.errors.name).toEqual(['There is already a tag named “brand”.']);

    const attached = await agent.post<TLibraryMedia[]>('/api/v1/library-medias/attach-tags', {
      media_ids: [first.id, second.id],
      tag_ids: [brand.id, launch.id],
    });
    expect(attached.statusCode).toBe(200);
    expect(attached.data.map((media) => media.tags.map((tag) => tag.name))).toEqual([
      ['Brand', 'Launch'],
      ['Brand', 'Launch'],
    ]);
    const detached = await agent.post<TLibraryMedia[]>('/api/v1/library-medias/detach-tags', {
      media_ids: [second.id],
      tag_ids: [launch.id],
    });
    expect(detached.data[0]!.tags.map((tag) => tag.name)).toEqual(['Brand']);

    const tags = (await agent.get<TLibraryTag[]>('/api/v1/library-tags')).data;
    expect(tags.map((tag) => [tag.name, tag.media_count])).toEqual([
      ['Brand', 2],
      ['Launch', 1],
    ]);
    const byTag = await agent.get<TLibraryMediaPage>(`/api/v1/library-medias?tag_ids[]=${launch.id}`);
    expect(byTag.data.items.map((media) => media.id)).toEqual([first.id]);
    const byTagName = await agent.get<TLibraryMediaPage>('/api/v1/library-medias?search=launch');
    expect(byTagName.data.items.map((media) => media.id)).toEqual([first.id]);
    const byName = await agent.get<TLibraryMediaPage>('/api/v1/library-medias?search=cafe');
    expect(byName.data.items.map((media) => media.id)).toEqual([second.id]);
  });

  it('filters by kind and folder, and pages', async () => {
    const documents = await agent.get<TLibraryMediaPage>('/api/v1/library-medias?kind=document');
    expect(documents.data.items.every((media) => media.kind === 'document')).toBe(true);
    const summer = await agent.get<TLibraryMediaPage>('/api/v1/library-medias?folder=Summer');
    expect(summer.data.items.map((media) => media.name)).toEqual(['holiday.jpg']);
    expect(summer.data.folders).toEqual(['Summer']);
    const page = await agent.get<TLibraryMediaPage>('/api/v1/library-medias?per_page=2&page=2&kind[]=image');
    expect(page.data).toMatchObject({ page: 2, per_page: 2 });
    expect(page.data.items).toHaveLength(2);
    expect(page.data.total).toBe(6);
    const videos = await agent.get<TLibraryMediaPage>('/api/v1/library-medias?kind=video');
    expect(videos.data.items.map((media) => media.name)).toEqual(['reel.mov']);
  });

  it('renames, files in a folder, and renames and deletes tags', async () => {
    const renamed = await agent.patch<TLibraryMedia>(`/api/v1/library-medias/${first.id}`, {
      name: 'Roasted beans',
      folder: 'Products',
    });
    expect(renamed.data).toMatchObject({ name: 'Roasted beans', folder: 'Products' });
    const unfiled = await agent.patch<TLibraryMedia>(`/api/v1/library-medias/${first.id}`, { folder: null });
    expect(unfiled.data.folder).toBeNull();
    const empty = await agent.patch(`/api/v1/library-medias/${first.id}`, { name: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.data.errors.name).toEqual(['Name the file.']);

    const tag = await agent.patch<TLibraryTag>(`/api/v1/library-tags/${launch.id}`, {
      name: 'Spring launch',
    });
    expect(tag.data.name).toBe('Spring launch');
    expect((await agent.delete(`/api/v1/library-tags/${launch.id}`)).statusCode).toBe(204);
    expect(
      (await agent.get<TLibraryMedia>(`/api/v1/library-medias/${first.id}`)).data.tags.map((t_) => t_.name),
    ).toEqual(['Brand']);
  });

  it('crops a picture to a network aspect ratio or a box, into a new library media', async () => {
    const square = await agent.post<TLibraryMedia>('/api/v1/crop-image', {
      media_id: first.id,
      aspect: '1:1',
    });
    expect(square.statusCode).toBe(201);
    expect(square.data).toMatchObject({
      width: 200,
      height: 200,
      source_media_id: first.id,
      mime_type: 'image/png',
    });
    expect(square.data.name).toBe('Roasted beans (1:1)');
    const stored = await agent.get(square.data.url);
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 200, height: 200 });

    const portrait = await agent.post<TLibraryMedia>('/api/v1/crop-image', {
      media_id: second.id,
      aspect: '4:5',
    });
    expect([portrait.data.width, portrait.data.height]).toEqual([160, 200]);
    const box = await agent.post<TLibraryMedia>('/api/v1/crop-image', {
      media_id: second.id,
      box: { left: 10, top: 20, width: 100, height: 50 },
    });
    expect([box.data.width, box.data.height, box.data.mime_type]).toEqual([100, 50, 'image/jpeg']);
    const outside = await agent.post('/api/v1/crop-image', {
      media_id: second.id,
      box: { left: 250, top: 0, width: 100, height: 50 },
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.data.errors.box).toEqual(['The box goes outside the picture, which is 300 × 200 pixels.']);
    const neither = await agent.post('/api/v1/crop-image', { media_id: second.id });
    expect(neither.data.errors.aspect).toEqual(['Choose an aspect ratio or a box.']);
  });

  it("answers another account's media, tags and files with a 404", async () => {
    const other = await setUpUser(t);
    expect((await other.agent.get(`/api/v1/library-medias/${first.id}`)).statusCode).toBe(404);
    expect((await other.agent.patch(`/api/v1/library-medias/${first.id}`, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await other.agent.delete(`/api/v1/library-medias/${first.id}`)).statusCode).toBe(404);
    expect(
      (await other.agent.post('/api/v1/crop-image', { media_id: first.id, aspect: '1:1' })).statusCode,
    ).toBe(404);
    expect((await other.agent.patch(`/api/v1/library-tags/${brand.id}`, { name: 'x' })).statusCode).toBe(404);
    const theirTag = (await other.agent.post<TLibraryTag>('/api/v1/library-tags', { name: 'Theirs' })).data;
    const attach = await other.agent.post('/api/v1/library-medias/attach-tags', {
      media_ids: [first.id],
      tag_ids: [theirTag.id],
    });
    expect(attach.statusCode).toBe(404);
    expect((await other.agent.get<TLibraryMediaPage>('/api/v1/library-medias')).data.total).toBe(0);
    // The file itself, without the signature: not theirs, so not found.
    expect((await other.agent.get(`/api/v1/library-medias/${first.id}/file`)).statusCode).toBe(404);
    expect((await other.agent.get(`/api/v1/thumbnails?id=${first.id}`)).statusCode).toBe(404);
  });

  it('serves files to a signed address until it expires, and to no one by a guessed address', async () => {
    const guest = await t.agent().prime();
    expect((await guest.get(first.url)).statusCode).toBe(200);
    expect((await guest.get(`/api/v1/library-medias/${first.id}/file`)).statusCode).toBe(401);
    const forged = first.url.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await guest.get(forged)).statusCode).toBe(404);
    t.clock.advance(3 * 24 * 60 * 60 * 1000);
    expect((await guest.get(first.url)).statusCode).toBe(404);
  });

  it('deletes a media with its files', async () => {
    const before = filesOnDisk(mediaDir).filter((file) => file.includes(second.id));
    expect(before.map((file) => path.basename(file)).sort()).toEqual(['original.jpg', 'thumbnail.webp']);
    expect((await agent.delete(`/api/v1/library-medias/${second.id}`)).statusCode).toBe(204);
    expect(filesOnDisk(mediaDir).filter((file) => file.includes(second.id))).toEqual([]);
    expect((await agent.get(`/api/v1/library-medias/${second.id}`)).statusCode).toBe(404);
  });
});

describe('whether an address answers with a media', () => {
  it('refuses loopback and private addresses without fetching them', async () => {
    for (const url of [
      'http://127.0.0.1/x.png',
      'http://localhost:3000/x.png',
      'http://10.1.2.3/a.jpg',
      'http://[::1]/a.png',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const response = await agent.get(`/api/v1/url-available?url=${encodeURIComponent(url)}`);
      expect(response.statusCode, url).toBe(200);
      expect(response.data, url).toMatchObject({
        available: false,
        reason: 'This address points to a private network, which is not fetched.',
      });
    }
    const ftp = await agent.get(`/api/v1/url-available?url=${encodeURIComponent('ftp://example.com/a.png')}`);
    expect(ftp.statusCode).toBe(422);
    expect(ftp.data.errors.url).toEqual(['Give an http or https address.']);
  });
});

describe('on S3-compatible storage', () => {
  it('keeps the original and its thumbnail in the bucket, serves them back, and deletes both', async () => {
    const s3 = await startFakeS3();
    const app = await createTestApp({
      S3_BUCKET: 'kestrel-media',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'AKIDTEST',
      S3_SECRET_ACCESS_KEY: 'secret-test',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'media/',
    });
    try {
      const { agent: owner } = await setUpUser(app);
      const png = await picture('png', 200, 100);
      const media = (
        await owner.upload<TLibraryMedia>('/api/v1/upload/media', { name: 'logo.png', bytes: png })
      ).data;
      const keys = [...s3.objects.keys()].sort();
      expect(keys).toEqual([
        expect.stringMatching(new RegExp(`^kestrel-media/media/[0-9a-f-]+/${media.id}/original\\.png$`)),
        expect.stringMatching(new RegExp(`^kestrel-media/media/[0-9a-f-]+/${media.id}/thumbnail\\.webp$`)),
      ]);
      expect(s3.objects.get(keys[0]!)?.contentType).toBe('image/png');
      expect((await owner.get(media.url)).rawPayload.equals(png)).toBe(true);
      expect((await owner.get(media.thumbnail_url!)).headers['content-type']).toBe('image/webp');
      expect(filesOnDisk(path.join(app.config.dataDir, 'media'))).toEqual([]);

      expect((await owner.delete(`/api/v1/library-medias/${media.id}`)).statusCode).toBe(204);
      expect(s3.objects.size).toBe(0);
    } finally {
      await app.close();
      await s3.close();
    }
  });
});
