import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import {
  createLocalStorage,
  createMediaStorage,
  createS3Client,
  createS3Storage,
  type MediaStorage,
} from '../../server/modules/media/storage.ts';
import { startFakeS3, type FakeS3 } from '../support/fake-s3.ts';

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);

  return Buffer.concat(chunks).toString('utf8');
}

/** Behaviour every backend shares. */
function behavesAsStorage(open: () => MediaStorage) {
  it('keeps a file given as bytes or as a path, and gives it back with its size', async () => {
    const storage = open();
    await storage.put('acc/m1/original.png', { bytes: Buffer.from('picture bytes') }, 'image/png');
    const source = path.join(mkdtempSync(path.join(tmpdir(), 'kestrel-src-')), 'upload');
    writeFileSync(source, 'video bytes from disk');
    await storage.put('acc/m2/original.mp4', { file: source }, 'video/mp4');

    const first = await storage.get('acc/m1/original.png');
    expect(first?.bytes).toBe(13);
    expect(await text(first!.body)).toBe('picture bytes');
    expect(await text((await storage.get('acc/m2/original.mp4'))!.body)).toBe('video bytes from disk');
  });

  it('answers null for a missing file, and deletes files (a missing one is no error)', async () => {
    const storage = open();
    expect(await storage.get('acc/none/original.png')).toBeNull();
    await storage.put('acc/m3/original.png', { bytes: Buffer.from('x') }, 'image/png');
    await storage.delete('acc/m3/original.png');
    expect(await storage.get('acc/m3/original.png')).toBeNull();
    await expect(storage.delete('acc/m3/original.png')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its place', async () => {
    const storage = open();
    for (const key of ['../etc/passwd', 'acc/../../x', '/abs/path', 'acc//x', 'acc/x y'])
      await expect(storage.put(key, { bytes: Buffer.from('x') }, 'image/png'), key).rejects.toThrow(
        'Not a storage key',
      );
  });
}

describe('local disk storage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kestrel-media-'));
  behavesAsStorage(() => createLocalStorage(dir));

  it('writes under its folder, and removes the media folder once empty', async () => {
    const storage = createLocalStorage(dir);
    await storage.put('acc2/m9/original.png', { bytes: Buffer.from('x') }, 'image/png');
    expect(readdirSync(path.join(dir, 'acc2', 'm9'))).toEqual(['original.png']);
    await storage.delete('acc2/m9/original.png');
    expect(readdirSync(path.join(dir, 'acc2'))).toEqual([]);
  });
});

describe('S3-compatible storage (against an in-process S3 server)', () => {
  let s3: FakeS3;
  let endpoint: string;
  let objects: FakeS3['objects'];
  let requests: FakeS3['requests'];

  beforeAll(async () => {
    s3 = await startFakeS3();
    ({ endpoint, objects, requests } = s3);
  });
  afterAll(() => s3.close());

  const open = () =>
    createS3Storage({
      client: createS3Client({
        kind: 's3',
        bucket: 'kestrel-media',
        endpoint,
        region: 'eu-west-3',
        credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret-test' },
        forcePathStyle: true,
        prefix: 'media/',
      }),
      bucket: 'kestrel-media',
      prefix: 'media/',
    });

  behavesAsStorage(open);

  it('puts objects under the bucket and prefix with their type, signed with the configured key', async () => {
    await open().put('acc/m5/original.webp', { bytes: Buffer.from('webp') }, 'image/webp');
    expect(objects.get('kestrel-media/media/acc/m5/original.webp')).toEqual({
      body: Buffer.from('webp'),
      contentType: 'image/webp',
    });
    const put = requests.findLast((entry) => entry.method === 'PUT')!;
    expect(put.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-3\/s3\/aws4_request/,
    );
  });

  it('is chosen by S3_BUCKET and friends; local disk under DATA_DIR otherwise', () => {
    const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kestrel-cfg-')), DATABASE_URL: 'memory:' };
    expect(createMediaStorage(loadConfig(base).media.storage).kind).toBe('local');
    expect(loadConfig(base).media.storage).toEqual({ kind: 'local', dir: path.join(base.DATA_DIR, 'media') });
    const s3 = loadConfig({
      ...base,
      S3_BUCKET: 'bucket-b',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: 'true',
    }).media.storage;
    expect(s3).toMatchObject({
      kind: 's3',
      bucket: 'bucket-b',
      endpoint,
      forcePathStyle: true,
      region: 'us-east-1',
    });
    expect(createMediaStorage(s3).kind).toBe('s3');
    expect(() => loadConfig({ ...base, S3_BUCKET: 'bucket-b', S3_ACCESS_KEY_ID: 'a' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither',
    );
    expect(() => loadConfig({ ...base, S3_ENDPOINT: endpoint })).toThrow('S3_BUCKET: set it');
  });
});
