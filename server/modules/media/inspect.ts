import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import sharp from 'sharp';
import {
  ACCEPTED_MEDIA,
  LIBRARY_MEDIA_KINDS,
  type TCropAspect,
  type TLibraryMediaKind,
} from '../../../contracts/media.ts';

/** Bytes read from a file's start to recognise it. */
export const HEAD_BYTES = 64 * 1024;
export const THUMBNAIL_SIZE = 480;

export type Recognised =
  { ok: true; kind: TLibraryMediaKind; mimeType: string; extension: string } | { ok: false; message: string };

const KIND_WORD: Record<TLibraryMediaKind, string> = {
  image: 'picture',
  video: 'video',
  document: 'document',
};

/** What the allowed kinds accept, in words: "JPEG, PNG, WebP or GIF pictures, MP4 or MOV videos, or PDF documents". */
export function acceptedInWords(kinds: readonly TLibraryMediaKind[]): string {
  const parts = kinds.map((kind) => `${ACCEPTED_MEDIA[kind].label} ${KIND_WORD[kind]}s`);
  if (parts.length <= 1) return parts.join('');

  return `${parts.slice(0, -1).join(', ')}, or ${parts.at(-1)}`;
}

/**
 * Recognises a file by its first bytes (magic numbers), never by its name or declared type, and says in plain
 * words why it is refused: a known type that is not accepted is named with what its kind accepts.
 */
export async function recognise(
  head: Uint8Array,
  allowed: readonly TLibraryMediaKind[],
): Promise<Recognised> {
  const found = await fileTypeFromBuffer(head);
  if (found) {
    for (const kind of LIBRARY_MEDIA_KINDS) {
      const types: readonly string[] = ACCEPTED_MEDIA[kind].types;
      if (!types.includes(found.mime)) continue;
      if (allowed.includes(kind)) return { ok: true, kind, mimeType: found.mime, extension: found.ext };

      return {
        ok: false,
        message: `A ${KIND_WORD[kind]} is not accepted here: use ${acceptedInWords(allowed)}.`,
      };
    }
    const family = found.mime.split('/')[0];
    const sameKind = allowed.find((kind) =>
      kind === 'document' ? family === 'application' : family === kind,
    );
    if (sameKind)
      return { ok: false, message: `${found.mime} is not accepted: use ${ACCEPTED_MEDIA[sameKind].label}.` };

    return { ok: false, message: `${found.mime} is not accepted: use ${acceptedInWords(allowed)}.` };
  }

  const words = allowed.map((kind) => KIND_WORD[kind]);
  const what = words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words[0];

  return { ok: false, message: `This file is not a ${what} we can read: use ${acceptedInWords(allowed)}.` };
}

/** "812 MB", "4.5 MB", "120 KB". */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 10) return `${Math.round(mb)} MB`;
  if (mb >= 1) return `${Math.round(mb * 10) / 10} MB`;

  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function sizeRefusal(
  kind: TLibraryMediaKind,
  bytes: number,
  limit: number,
  truncated = false,
): string {
  const word = KIND_WORD[kind];

  return truncated
    ? `This ${word} is over ${formatBytes(bytes)}; the limit is ${formatBytes(limit)}.`
    : `This ${word} is ${formatBytes(bytes)}; the limit is ${formatBytes(limit)}.`;
}

export type Dimensions = { width: number | null; height: number | null; durationSec: number | null };

/** A picture's size as shown (EXIF rotation applied; one frame of an animated GIF or WebP). */
export async function describeImage(input: string | Buffer): Promise<Dimensions> {
  const meta = await sharp(input, { animated: true }).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.pageHeight ?? meta.autoOrient?.height ?? meta.height;

  return { width: width ?? null, height: height ?? null, durationSec: null };
}

/**
 * A video's duration and frame size from its MP4/QuickTime header (the `moov` box), read in chunks until the
 * header is found. Null fields when the header cannot be read (it is not an error: the file is still kept).
 */
export async function describeVideo(file: string, chunkBytes = 1024 * 1024): Promise<Dimensions> {
  const unknown: Dimensions = { width: null, height: null, durationSec: null };
  const handle = await open(file, 'r');
  try {
    const mp4 = createFile();
    let info: Movie | null = null;
    mp4.onReady = (movie) => {
      info = movie;
    };
    mp4.onError = () => undefined;
    let position = 0;
    // Seek where the parser asks next: a header at the end of a large file is reached without reading it all.
    for (let round = 0; round < 64 && !info; round++) {
      const buffer = Buffer.alloc(chunkBytes);
      const { bytesRead } = await handle.read(buffer, 0, chunkBytes, position);
      if (bytesRead === 0) break;
      const chunk = MP4BoxBuffer.fromArrayBuffer(
        buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + bytesRead),
        position,
      );
      const next = mp4.appendBuffer(chunk);
      position = typeof next === 'number' && next > position ? next : position + bytesRead;
    }
    mp4.flush();
    const movie = info as Movie | null;
    if (!movie) return unknown;
    const track = movie.videoTracks[0];
    // The movie header's duration; some writers leave it 0 and only the tracks (or their samples) say.
    const seconds =
      (movie.timescale > 0 ? movie.duration / movie.timescale : 0) ||
      Math.max(
        0,
        ...movie.tracks.map((entry) =>
          entry.timescale > 0 ? (entry.duration || entry.samples_duration) / entry.timescale : 0,
        ),
      );

    return {
      width: track ? (track.video?.width ?? track.track_width) || null : null,
      height: track ? (track.video?.height ?? track.track_height) || null : null,
      durationSec: seconds > 0 ? Math.round(seconds * 1000) / 1000 : null,
    };
  } catch {
    return unknown;
  } finally {
    await handle.close();
  }
}

/** A WebP preview, at most 480 pixels on its longer side, turned upright; the first frame of an animation. */
export async function drawThumbnail(input: string | Buffer): Promise<Buffer> {
  return sharp(input)
    .autoOrient()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}

const ASPECT_RATIO: Record<TCropAspect, number> = { '1:1': 1, '4:5': 4 / 5, '1.91:1': 1.91, '9:16': 9 / 16 };

/** The largest centred box of a ratio inside a picture. */
export function aspectBox(width: number, height: number, aspect: TCropAspect) {
  const ratio = ASPECT_RATIO[aspect];
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(cropWidth / ratio));

  return {
    left: Math.floor((width - cropWidth) / 2),
    top: Math.floor((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
  };
}

/** Crops a picture (upright first) and keeps its format; an animated GIF's first frame becomes a PNG. */
export async function cropPicture(
  input: Buffer,
  box: { left: number; top: number; width: number; height: number },
  mimeType: string,
): Promise<{ bytes: Buffer; mimeType: string; extension: string }> {
  const upright = await sharp(input).autoOrient().toBuffer();
  const pipeline = sharp(upright).extract(box);
  if (mimeType === 'image/jpeg')
    return { bytes: await pipeline.jpeg({ quality: 90 }).toBuffer(), mimeType, extension: 'jpg' };
  if (mimeType === 'image/webp')
    return { bytes: await pipeline.webp({ quality: 90 }).toBuffer(), mimeType, extension: 'webp' };

  return { bytes: await pipeline.png().toBuffer(), mimeType: 'image/png', extension: 'png' };
}
