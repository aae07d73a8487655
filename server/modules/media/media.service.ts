// Past 400 lines: uploads, storage, inspection and the library's reads and writes; to be split into upload and
// library when the next media work (the design editor, collaboration's attachments) touches it.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { API_PREFIX } from '../../../contracts/endpoint.ts';
import {
  uploadMedia,
  type TCropAspect,
  type TLibraryMedia,
  type TLibraryMediaKind,
  type TLibraryMediaPage,
  type TLibraryTag,
  type TUrlAvailability,
} from '../../../contracts/media.ts';
import type { TPostMedia } from '../../../contracts/publishing.ts';
import type { MediaConfig } from '../../config.ts';
import type { Executor } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { hmac, safeEqual } from '../../lib/crypto.ts';
import { AppError, conflict, invalid, notFound } from '../../lib/errors.ts';
import type { Actor } from '../identity/identity.service.ts';
import type { libraryMedia } from '../../db/schema/index.ts';
import { createMediaRepository, type MediaRow } from './media.repository.ts';
import {
  acceptedInWords,
  aspectBox,
  cropPicture,
  describeImage,
  describeVideo,
  drawThumbnail,
  formatBytes,
  HEAD_BYTES,
  recognise,
  sizeRefusal,
  type Dimensions,
} from './inspect.ts';
import type { MediaStorage } from './storage.ts';
import { checkUrl, downloadPublic } from './url-check.ts';
import { openPublic, readAtMost } from '../../lib/public-fetch.ts';

/** One part of a multipart upload, as @fastify/multipart yields them. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

type Received =
  | { ok: true; file: string; bytes: number; kind: TLibraryMediaKind; mimeType: string; extension: string }
  | { ok: false; message: string };

const MEDIA_KINDS_ALL: readonly TLibraryMediaKind[] = ['image', 'video', 'document'];

export type MediaServiceDeps = {
  db: Executor;
  clock: Clock;
  storage: MediaStorage;
  config: MediaConfig;
  appSecret: string;
  logger: FastifyBaseLogger;
  /** Which resolved addresses /url-available and imports from an address may reach (tests only). */
  isAllowedAddress?: (address: string) => boolean;
  /** The address users and networks reach the server at (`PUBLIC_URL`): library addresses for networks. */
  publicUrl?: string;
  /**
   * The planned posts that use a library file, each described in words (its profile, network and time): a
   * file they use is not deleted. Given by the app (the publishing module knows the posts).
   */
  usedBy?: (accountId: string, mediaId: string) => Promise<string[]>;
};

/** A library file as a post's media (contracts/publishing.ts `ZPostMedia`), with its name for messages. */
export type LibraryPostMedia = TPostMedia & { library_media_id: string; name: string };

/** How long a whole download from an address (CSV import) may take. */
const DOWNLOAD_TIMEOUT_MS = 60_000;

export function createMediaService(deps: MediaServiceDeps) {
  const { clock, storage, config, logger } = deps;
  const repository = createMediaRepository(deps.db);

  // ---- signed addresses ----

  const signatureOf = (id: string, variant: 'file' | 'thumbnail', expires: number) =>
    hmac(deps.appSecret, `library-media:${variant}:${id}:${expires}`);

  /** Valid until the end of the day after tomorrow (UTC): the same address all day, so browsers cache it. */
  function expiresAt(): number {
    const today = Math.floor(clock.now().getTime() / DAY_MS);

    return ((today + 2) * DAY_MS) / 1000;
  }

  function signedQuery(id: string, variant: 'file' | 'thumbnail'): string {
    const expires = expiresAt();

    return `expires=${expires}&signature=${signatureOf(id, variant, expires)}`;
  }

  function verify(id: string, variant: 'file' | 'thumbnail', expires?: number, signature?: string): boolean {
    if (expires === undefined || !signature) return false;
    if (expires * 1000 <= clock.now().getTime()) return false;

    return safeEqual(signature, signatureOf(id, variant, expires));
  }

  function toMedia(row: MediaRow): TLibraryMedia {
    return {
      id: row.id,
      kind: row.kind as TLibraryMediaKind,
      name: row.name,
      mime_type: row.mimeType,
      bytes: row.bytes,
      width: row.width,
      height: row.height,
      duration_sec: row.durationSec,
      folder: row.folder,
      tags: row.tags,
      url: `${API_PREFIX}/library-medias/${row.id}/file?${signedQuery(row.id, 'file')}`,
      thumbnail_url: row.thumbnailKey
        ? `${API_PREFIX}/thumbnails?id=${row.id}&${signedQuery(row.id, 'thumbnail')}`
        : null,
      source_media_id: row.sourceMediaId,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** The id and signature of one of this library's file addresses (on this server), or null. */
  function ownFileOf(url: string): { id: string; expires?: number; signature?: string } | null {
    let parsed: URL;
    try {
      parsed = new URL(url, deps.publicUrl ?? 'http://localhost');
    } catch {
      return null;
    }
    if (deps.publicUrl && parsed.origin !== new URL(deps.publicUrl).origin) return null;
    const match = /^\/api\/v1\/library-medias\/([0-9a-f-]{36})\/file$/.exec(parsed.pathname);
    if (!match) return null;
    const expires = Number(parsed.searchParams.get('expires'));
    const signature = parsed.searchParams.get('signature');

    return {
      id: match[1]!,
      ...(Number.isFinite(expires) ? { expires } : {}),
      ...(signature ? { signature } : {}),
    };
  }

  /** The file's signed address, absolute (for a network to fetch): valid until the end of the day after tomorrow. */
  function publicFileUrl(id: string): string {
    return `${deps.publicUrl ?? ''}${API_PREFIX}/library-medias/${id}/file?${signedQuery(id, 'file')}`;
  }

  function toPostMedia(row: typeof libraryMedia.$inferSelect): LibraryPostMedia {
    return {
      library_media_id: row.id,
      name: row.name,
      type: row.kind as TLibraryMediaKind,
      url: publicFileUrl(row.id),
      mime_type: row.mimeType,
      bytes: row.bytes,
      ...(row.width ? { width: row.width } : {}),
      ...(row.height ? { height: row.height } : {}),
      ...(row.durationSec ? { duration_sec: row.durationSec } : {}),
    };
  }

  async function mediaOf(actor: Actor, id: string): Promise<MediaRow> {
    const row = await repository.find(actor.accountId, id);
    if (!row) throw notFound('This file');

    return row;
  }

  // ---- receiving a file ----

  /**
   * Streams an upload to a temporary file while recognising it from its first bytes: a refused type or a file
   * over its kind's limit stops being written at once (the rest is read and counted, to name its size).
   */
  async function receive(
    source: Readable & { truncated?: boolean },
    dir: string,
    allowed: readonly TLibraryMediaKind[],
    /** Stop reading once over the kind's limit (a download: its rest is not worth fetching to count it). */
    stopOverLimit = false,
  ): Promise<Received> {
    const file = path.join(dir, 'upload');
    const out = createWriteStream(file, { mode: 0o600 });
    const head: Buffer[] = [];
    let headBytes = 0;
    let bytes = 0;
    let decision: Awaited<ReturnType<typeof recognise>> | null = null;
    let limit = Infinity;
    let stopped = false;
    const write = async (chunk: Buffer) => {
      if (!out.write(chunk)) await once(out, 'drain');
    };
    const decide = async () => {
      const start = Buffer.concat(head);
      decision = await recognise(start.subarray(0, HEAD_BYTES), allowed);
      if (decision.ok) {
        limit = config.maxBytes[decision.kind];
        if (bytes <= limit) await write(start);
      }
    };
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (!decision) {
          head.push(chunk);
          headBytes += chunk.length;
          if (headBytes >= HEAD_BYTES) await decide();
          continue;
        }
        if (stopOverLimit && !(decision as { ok: boolean }).ok) break;
        if (stopOverLimit && bytes > limit) {
          stopped = true;
          break;
        }
        if (!(decision as { ok: boolean }).ok || bytes > limit) continue;
        await write(chunk);
      }
      if (!decision) await decide();
    } finally {
      out.end();
      await once(out, 'close').catch(() => undefined);
    }
    const result = decision as unknown as Awaited<ReturnType<typeof recognise>>;
    if (!result.ok) return { ok: false, message: result.message };
    if (bytes === 0) return { ok: false, message: 'This file is empty.' };
    if (bytes > limit || source.truncated)
      return {
        ok: false,
        // Stopped at the limit: all that is known is that it is over it.
        message: stopped
          ? sizeRefusal(result.kind, limit, limit, true)
          : sizeRefusal(result.kind, bytes, limit, Boolean(source.truncated)),
      };

    return {
      ok: true,
      file,
      bytes,
      kind: result.kind,
      mimeType: result.mimeType,
      extension: result.extension,
    };
  }

  async function dimensionsOf(file: string, kind: TLibraryMediaKind): Promise<Dimensions> {
    if (kind === 'image') return describeImage(file);
    if (kind === 'video') return describeVideo(file);

    return { width: null, height: null, durationSec: null };
  }

  async function store(
    actor: Actor,
    input: {
      source: { file: string } | { bytes: Buffer };
      bytes: number;
      kind: TLibraryMediaKind;
      mimeType: string;
      extension: string;
      name: string;
      folder: string | null;
      dimensions: Dimensions;
      sourceMediaId?: string;
    },
  ): Promise<TLibraryMedia> {
    const id = randomUUID();
    const storageKey = `${actor.accountId}/${id}/original.${input.extension}`;
    let thumbnailKey: string | null = null;
    await storage.put(storageKey, input.source, input.mimeType);
    try {
      if (input.kind === 'image') {
        const thumb = await drawThumbnail('file' in input.source ? input.source.file : input.source.bytes);
        thumbnailKey = `${actor.accountId}/${id}/thumbnail.webp`;
        await storage.put(thumbnailKey, { bytes: thumb }, 'image/webp');
      }
      const now = clock.now();
      await repository.insert({
        id,
        accountId: actor.accountId,
        kind: input.kind,
        name: input.name,
        mimeType: input.mimeType,
        bytes: input.bytes,
        width: input.dimensions.width,
        height: input.dimensions.height,
        durationSec: input.dimensions.durationSec,
        folder: input.folder,
        storageKey,
        thumbnailKey,
        sourceMediaId: input.sourceMediaId ?? null,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      await storage.delete(storageKey).catch(() => undefined);
      if (thumbnailKey) await storage.delete(thumbnailKey).catch(() => undefined);
      throw error;
    }

    return toMedia((await repository.find(actor.accountId, id))!);
  }

  async function readAll(key: string): Promise<Buffer> {
    const found = await storage.get(key);
    if (!found) throw notFound('This file');
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(chunk as Buffer);

    return Buffer.concat(chunks);
  }

  const tagOf = (row: { id: string; name: string; mediaCount: number }): TLibraryTag => ({
    id: row.id,
    name: row.name,
    media_count: row.mediaCount,
  });

  return {
    async upload(
      actor: Actor,
      parts: AsyncIterable<UploadPart>,
      allowed: readonly TLibraryMediaKind[] = MEDIA_KINDS_ALL,
    ): Promise<TLibraryMedia> {
      const dir = await mkdtemp(path.join(tmpdir(), 'kestrel-upload-'));
      try {
        const fields: Record<string, string> = {};
        let received: Received | null = null;
        let fileName = '';
        for await (const part of parts) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            continue;
          }
          if (part.fieldname !== 'file' || received) {
            part.file.resume();
            await once(part.file, 'end').catch(() => undefined);
            continue;
          }
          fileName = part.filename;
          received = await receive(part.file, dir, allowed);
        }
        if (!received) throw invalid({ file: `Choose a file to upload: ${acceptedInWords(allowed)}.` });
        if (!received.ok) throw invalid({ file: received.message });
        const parsed = uploadMedia.multipart.fields.safeParse(fields);
        if (!parsed.success)
          throw invalid(
            Object.fromEntries(
              parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]),
            ),
          );
        const name =
          (parsed.data.name ?? path.basename(fileName).trim().slice(0, 200)) || `Untitled ${received.kind}`;
        let dimensions: Dimensions;
        try {
          dimensions = await dimensionsOf(received.file, received.kind);
        } catch {
          throw invalid({
            file: `This ${received.kind === 'image' ? 'picture' : received.kind} is damaged and cannot be read.`,
          });
        }

        return await store(actor, {
          source: { file: received.file },
          bytes: received.bytes,
          kind: received.kind,
          mimeType: received.mimeType,
          extension: received.extension,
          name,
          folder: parsed.data.folder ? parsed.data.folder : null,
          dimensions,
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    async list(
      actor: Actor,
      query: {
        search?: string | undefined;
        kind?: TLibraryMediaKind[] | undefined;
        tag_ids?: string[] | undefined;
        folder?: string | undefined;
        page: number;
        per_page: number;
      },
    ): Promise<TLibraryMediaPage> {
      const { rows, total } = await repository.list(actor.accountId, {
        search: query.search,
        kinds: query.kind,
        tagIds: query.tag_ids,
        folder: query.folder,
        page: query.page,
        perPage: query.per_page,
      });

      return {
        items: rows.map(toMedia),
        total,
        page: query.page,
        per_page: query.per_page,
        folders: await repository.folders(actor.accountId),
      };
    },

    async get(actor: Actor, id: string): Promise<TLibraryMedia> {
      return toMedia(await mediaOf(actor, id));
    },

    async update(
      actor: Actor,
      id: string,
      changes: { name?: string | undefined; folder?: string | null | undefined },
    ): Promise<TLibraryMedia> {
      await mediaOf(actor, id);
      await repository.update(actor.accountId, id, {
        name: changes.name,
        folder: changes.folder === '' ? null : changes.folder,
        updatedAt: clock.now(),
      });

      return toMedia(await mediaOf(actor, id));
    },

    /**
     * Deletes a file, unless a planned post uses it: then a 409 names the posts (a post scheduled for later
     * would otherwise publish without its picture, or fail, long after the file was deleted).
     */
    async remove(actor: Actor, id: string): Promise<void> {
      const row = await mediaOf(actor, id);
      const posts = deps.usedBy ? await deps.usedBy(actor.accountId, id) : [];
      if (posts.length > 0)
        throw new AppError(
          'conflict',
          `“${row.name}” is in ${posts.length === 1 ? 'a planned post' : `${posts.length} planned posts`}: ${posts.slice(0, 5).join('; ')}${posts.length > 5 ? `; and ${posts.length - 5} more` : ''}. Remove it from ${posts.length === 1 ? 'that post' : 'those posts'} first, then delete it.`,
          { errors: { posts } },
        );
      await repository.delete(actor.accountId, id);
      for (const key of [row.storageKey, row.thumbnailKey])
        if (key)
          await storage.delete(key).catch((error: unknown) => {
            logger.warn(
              { err: error, key },
              'media library: a deleted file could not be removed from storage',
            );
          });
    },

    /** The file for its owner or for a valid signature; anyone else is told it does not exist. */
    async file(
      actor: Actor | null,
      id: string,
      variant: 'file' | 'thumbnail',
      signed: { expires?: number | undefined; signature?: string | undefined },
    ): Promise<{ body: Readable; bytes: number | null; contentType: string; name: string }> {
      const row = verify(id, variant, signed.expires, signed.signature)
        ? await repository.findForSignedAccess(id)
        : actor
          ? await repository.find(actor.accountId, id)
          : null;
      if (!row) {
        if (!actor && !signed.signature) throw new AppError('unauthenticated', 'Sign in to continue.');
        throw notFound('This file');
      }
      const key = variant === 'file' ? row.storageKey : row.thumbnailKey;
      if (!key) throw notFound('This thumbnail');
      const found = await storage.get(key);
      if (!found) throw notFound('This file');

      return {
        body: found.body,
        bytes: found.bytes,
        contentType: variant === 'file' ? row.mimeType : 'image/webp',
        name: row.name,
      };
    },

    async crop(
      actor: Actor,
      input: {
        media_id: string;
        aspect?: TCropAspect | undefined;
        box?: { left: number; top: number; width: number; height: number } | undefined;
      },
    ): Promise<TLibraryMedia> {
      const row = await mediaOf(actor, input.media_id);
      if (row.kind !== 'image') throw invalid({ media_id: 'Only pictures can be cropped.' });
      const original = await readAll(row.storageKey);
      const { width, height } = await describeImage(original);
      if (!width || !height) throw invalid({ media_id: 'This picture cannot be read.' });
      const box = input.aspect ? aspectBox(width, height, input.aspect) : input.box!;
      if (box.left + box.width > width || box.top + box.height > height)
        throw invalid({ box: `The box goes outside the picture, which is ${width} × ${height} pixels.` });
      const cropped = await cropPicture(original, box, row.mimeType);
      const base = row.name.replace(/\.[A-Za-z0-9]{2,5}$/, '');
      const label = input.aspect ?? `${box.width}×${box.height}`;

      return store(actor, {
        source: { bytes: cropped.bytes },
        bytes: cropped.bytes.length,
        kind: 'image',
        mimeType: cropped.mimeType,
        extension: cropped.extension,
        name: `${base} (${label})`.slice(0, 200),
        folder: row.folder,
        dimensions: { width: box.width, height: box.height, durationSec: null },
        sourceMediaId: row.id,
      });
    },

    async urlAvailable(url: string): Promise<TUrlAvailability> {
      return checkUrl(url, {
        allowed: MEDIA_KINDS_ALL,
        maxBytes: config.maxBytes,
        ...(deps.isAllowedAddress ? { isAllowedAddress: deps.isAllowedAddress } : {}),
      });
    },

    // ---- library files in posts ----

    /**
     * A post's media bytes for a network that uploads the file itself (X, LinkedIn, YouTube, Pinterest video):
     * a file of this library (its signed address, as `postMedia` hands it out) is read from storage; any other
     * address only through `openPublic` (public addresses only, after every redirect), never a plain fetch.
     */
    async readForPublishing(url: string, range?: { start: number; end: number }): Promise<Uint8Array> {
      const own = ownFileOf(url);
      let bytes: Uint8Array;
      if (own) {
        const row = verify(own.id, 'file', own.expires, own.signature)
          ? await repository.findForSignedAccess(own.id)
          : null;
        if (!row) throw notFound('This file');
        bytes = await readAll(row.storageKey);
      } else {
        const maxBytes = Math.max(...Object.values(config.maxBytes));
        const signal = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
        const opened = await openPublic(
          url,
          deps.isAllowedAddress ? { isAllowedAddress: deps.isAllowedAddress } : {},
          signal,
          range ? { range: `bytes=${range.start}-${range.end - 1}` } : {},
        );
        if (!opened.ok) throw invalid({ url: opened.reason });
        if (opened.status < 200 || opened.status >= 300) {
          opened.response.destroy();
          throw invalid({ url: `The address answered ${opened.status}.` });
        }
        const read = await readAtMost(opened.response, maxBytes);
        if (read.truncated) throw invalid({ url: `This file is over ${formatBytes(maxBytes)}.` });
        // A server that ignores the range sends the whole file.
        if (range && opened.status === 200) return read.body.subarray(range.start, range.end);

        return read.body;
      }

      return range ? bytes.subarray(range.start, range.end) : bytes;
    },

    publicFileUrl,

    /**
     * The account's files among these ids, as a post's media with a freshly signed address (the publishing
     * worker calls this when it publishes). Ids of another account's files, or of deleted ones, are left out.
     */
    async postMedia(accountId: string, ids: readonly string[]): Promise<Map<string, LibraryPostMedia>> {
      const unique = [...new Set(ids)];
      const rows = unique.length > 0 ? await repository.findMany(accountId, unique) : [];

      return new Map(rows.map((row) => [row.id, toPostMedia(row)]));
    },

    /** The account's files with this name (any case), for the CSV import. */
    async byName(accountId: string, name: string): Promise<LibraryPostMedia[]> {
      return (await repository.findByName(accountId, name)).map(toPostMedia);
    },

    /**
     * Fetches a public address into the library (the CSV import): SSRF-safe like /url-available, recognised by
     * its content with each kind's size limit like an upload. A refusal is a 422 on `url` saying why.
     */
    async importFromUrl(actor: Actor, url: string, options: { folder?: string | null } = {}) {
      const dir = await mkdtemp(path.join(tmpdir(), 'kestrel-fetch-'));
      const signal = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
      const maxBytes = Math.max(...Object.values(config.maxBytes));
      try {
        let received: Received;
        try {
          const download = await downloadPublic(url, {
            maxBytes,
            signal,
            ...(deps.isAllowedAddress ? { isAllowedAddress: deps.isAllowedAddress } : {}),
          });
          if (!download.ok)
            throw invalid({
              url:
                download.declaredBytes !== undefined
                  ? `This file is ${formatBytes(download.declaredBytes)}; the limit is ${formatBytes(maxBytes)}.`
                  : download.reason,
            });
          received = await receive(download.body, dir, MEDIA_KINDS_ALL, true);
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw invalid({
            url: signal.aborted
              ? `The address did not send the file within ${DOWNLOAD_TIMEOUT_MS / 1000} s.`
              : 'The address could not be reached.',
          });
        }
        if (!received.ok) throw invalid({ url: received.message });
        let dimensions: Dimensions;
        try {
          dimensions = await dimensionsOf(received.file, received.kind);
        } catch {
          throw invalid({
            url: `This ${received.kind === 'image' ? 'picture' : received.kind} is damaged and cannot be read.`,
          });
        }
        const last = new URL(url).pathname.split('/').pop() ?? '';
        let fromPath = last;
        try {
          fromPath = decodeURIComponent(last).trim();
        } catch {
          // a malformed escape: the name stays as written
        }
        const name = (fromPath || new URL(url).hostname).slice(0, 200);

        return await store(actor, {
          source: { file: received.file },
          bytes: received.bytes,
          kind: received.kind,
          mimeType: received.mimeType,
          extension: received.extension,
          name,
          folder: options.folder ?? null,
          dimensions,
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    // ---- tags ----

    async tags(actor: Actor): Promise<TLibraryTag[]> {
      return (await repository.tags(actor.accountId)).map(tagOf);
    },

    async createTag(actor: Actor, name: string): Promise<TLibraryTag> {
      if (await repository.tagByName(actor.accountId, name))
        throw invalid({ name: `There is already a tag named “${name}”.` });
      const id = randomUUID();
      try {
        await repository.insertTag({ id, accountId: actor.accountId, name });
      } catch {
        throw conflict(`There is already a tag named “${name}”.`);
      }

      return tagOf((await repository.tag(actor.accountId, id))!);
    },

    async renameTag(actor: Actor, id: string, name: string): Promise<TLibraryTag> {
      if (!(await repository.tag(actor.accountId, id))) throw notFound('This tag');
      const clash = await repository.tagByName(actor.accountId, name);
      if (clash && clash.id !== id) throw invalid({ name: `There is already a tag named “${name}”.` });
      await repository.renameTag(actor.accountId, id, name, clock.now());

      return tagOf((await repository.tag(actor.accountId, id))!);
    },

    async deleteTag(actor: Actor, id: string): Promise<void> {
      if (!(await repository.tag(actor.accountId, id))) throw notFound('This tag');
      await repository.deleteTag(actor.accountId, id);
    },

    async tagMedia(
      actor: Actor,
      change: 'attach' | 'detach',
      input: { media_ids: string[]; tag_ids: string[] },
    ): Promise<TLibraryMedia[]> {
      const media = await repository.ownMediaIds(actor.accountId, input.media_ids);
      if (media.length !== new Set(input.media_ids).size) throw notFound('One of these files');
      const tags = await repository.ownTagIds(actor.accountId, input.tag_ids);
      if (tags.length !== new Set(input.tag_ids).size) throw notFound('One of these tags');
      if (change === 'attach') await repository.attach(actor.accountId, media, tags);
      else await repository.detach(actor.accountId, media, tags);

      return (await repository.findMany(actor.accountId, media)).map(toMedia);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
