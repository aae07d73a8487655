import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { MediaConfig } from '../../config.ts';

/**
 * Where the library's files live. Keys are the server's own (`<account>/<media>/original`), never a user's
 * file name; nothing here is reachable from the web except through the API, which checks the account or a
 * signed address first.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Stores a file: a local path (streamed) or bytes in memory. */
  put(key: string, source: { file: string } | { bytes: Buffer }, contentType: string): Promise<void>;
  /** The file's content and size; null when there is no such file. */
  get(key: string): Promise<{ body: Readable; bytes: number | null } | null>;
  /** Removes a file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Not a storage key: ${key}`);

  return key;
}

/** Files under a folder of the server's disk (`DATA_DIR/media` by default). */
export function createLocalStorage(dir: string): MediaStorage {
  const root = path.resolve(dir);
  const pathOf = (key: string) => path.join(root, ...checkKey(key).split('/'));

  return {
    kind: 'local',
    async put(key, source) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const input = 'file' in source ? createReadStream(source.file) : Readable.from([source.bytes]);
      await pipeline(input, createWriteStream(target, { mode: 0o600 }));
    },
    async get(key) {
      const file = pathOf(key);
      try {
        const info = await stat(file);

        return { body: createReadStream(file), bytes: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = pathOf(key);
      await rm(file, { force: true });
      // The media's folder goes when it is empty (original and thumbnail both gone).
      await rmdir(path.dirname(file)).catch(() => undefined);
    },
  };
}

/** The subset of the S3 client this storage calls, so tests can hand in a client pointed at a fake server. */
export type S3Like = Pick<S3Client, 'send'>;

export function createS3Client(config: Extract<MediaConfig['storage'], { kind: 's3' }>): S3Client {
  const options: S3ClientConfig = {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // S3-compatible stores (MinIO, R2, Ceph…) do not all take the SDK's newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  };

  return new S3Client(options);
}

/** Files in an S3 bucket (or any S3-compatible store), private: no ACL is set, the bucket's default applies. */
export function createS3Storage(options: { client: S3Like; bucket: string; prefix?: string }): MediaStorage {
  const { client, bucket } = options;
  const prefix = options.prefix ?? '';
  const keyOf = (key: string) => `${prefix}${checkKey(key)}`;

  return {
    kind: 's3',
    async put(key, source, contentType) {
      const body =
        'file' in source
          ? { Body: createReadStream(source.file), ContentLength: (await stat(source.file)).size }
          : { Body: source.bytes, ContentLength: source.bytes.length };
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), ContentType: contentType, ...body }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        if (!answer.Body) return null;

        return { body: answer.Body as Readable, bytes: answer.ContentLength ?? null };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
  };
}

export function createMediaStorage(config: MediaConfig['storage']): MediaStorage {
  if (config.kind === 'local') return createLocalStorage(config.dir);

  return createS3Storage({ client: createS3Client(config), bucket: config.bucket, prefix: config.prefix });
}
