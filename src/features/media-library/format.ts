import type { TLibraryMedia } from '@contracts/media.ts';
import type { TPostMedia } from '@contracts/publishing.ts';
import { formatBytes } from '@/design-system/FileDropZone';
import type { MediaGridItem } from '@/design-system/MediaGrid';

/** 12.4 → "0:12", 3725 → "1:02:05". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');

  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** "1080 × 1920 · 0:12 · 4.2 MB": what is known of the file, in one line. */
export function mediaDetails(media: TLibraryMedia, locale?: string): string {
  return [
    media.width && media.height ? `${media.width} × ${media.height}` : null,
    media.duration_sec ? formatDuration(media.duration_sec) : null,
    formatBytes(media.bytes, locale),
  ]
    .filter(Boolean)
    .join(' · ');
}

export function toGridItem(media: TLibraryMedia, locale?: string): MediaGridItem {
  return {
    id: media.id,
    name: media.name,
    kind: media.kind,
    thumbnailUrl: media.thumbnail_url,
    details: mediaDetails(media, locale),
    tags: media.tags.map((tag) => tag.name),
  };
}

/**
 * A library file as a post's media (contracts/publishing.ts `ZPostMedia`), attached by its id: the server reads
 * its facts from the library and signs a fresh address when the post is published (the signed address here,
 * made absolute, is for the composer's previews; it expires within two days).
 */
export function toPostMedia(media: TLibraryMedia, origin = window.location.origin): TPostMedia {
  return {
    library_media_id: media.id,
    type: media.kind,
    url: new URL(media.url, origin).href,
    mime_type: media.mime_type,
    bytes: media.bytes,
    ...(media.width ? { width: media.width } : {}),
    ...(media.height ? { height: media.height } : {}),
    ...(media.duration_sec ? { duration_sec: media.duration_sec } : {}),
  };
}
