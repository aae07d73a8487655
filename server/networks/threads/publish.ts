/**
 * What Threads accepts and how a draft becomes containers (networks.md §6.3): text ≤ 500 characters with emoji
 * counted by their UTF-8 bytes, images JPEG/PNG ≤ 8 MB, videos MP4/MOV ≤ 5 min and 1 GB, carousels of 2–20 items
 * (§16.6: one source says 10; 20 is the newer documentation), the first link becomes the preview.
 */
import type { Capabilities, Draft, ValidationIssue } from '../core/types.ts';
import { validateAgainst } from '../core/validate.ts';
import type { ContainerPlan } from '../meta/containers.ts';

const MB = 1024 * 1024;
const MAX_TEXT = 500;

export const threadsCapabilities: Capabilities = {
  maxTextLength: MAX_TEXT,
  media: {
    image: { formats: ['jpeg', 'jpg', 'png'], maxBytes: 8 * MB },
    video: { formats: ['mp4', 'quicktime'], maxBytes: 1024 * MB, maxSec: 300 },
  },
  maxItems: 20,
  carousel: { min: 2, max: 20 },
  kinds: ['text', 'link', 'image', 'video', 'carousel'],
  textRequired: true,
  mediaRequired: false,
  firstComment: false,
  features: ['analytics', 'publish', 'comments'],
};

const EMOJI = /\p{Extended_Pictographic}/u;

/** Threads' count: one per character, but an emoji counts as many as its UTF-8 bytes. */
export function threadsTextLength(text: string): number {
  let length = 0;
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text))
    length += EMOJI.test(segment) ? Buffer.byteLength(segment, 'utf8') : 1;

  return length;
}

export function validateThreads(draft: Draft): ValidationIssue[] {
  const issues = validateAgainst('Threads', threadsCapabilities, draft);
  const counted = threadsTextLength(draft.text);
  if (counted > MAX_TEXT && !issues.some((issue) => issue.code === 'text_too_long'))
    issues.push({
      field: 'text',
      code: 'text_too_long',
      message: `Threads allows ${MAX_TEXT} characters, counting each emoji by its size; this counts as ${counted}.`,
    });
  if (draft.kind !== 'carousel' && draft.media.length > 1)
    issues.push({
      field: 'media',
      code: 'single_media',
      message: 'A Threads post holds one image or video; use a carousel for more.',
    });

  return issues;
}

export function threadsPlan(draft: Draft): ContainerPlan {
  const text = draft.text || undefined;
  // A Threads location id (meta/places.ts), on the post's own container.
  const location_id = draft.location?.id;
  const video = draft.media.some((m) => m.type === 'video');
  const [first] = draft.media;
  const item = (media: Draft['media'][number]) =>
    media.type === 'video'
      ? { media_type: 'VIDEO', video_url: media.url }
      : { media_type: 'IMAGE', image_url: media.url, alt_text: media.altText };
  if (draft.media.length > 1 || draft.kind === 'carousel')
    return {
      children: draft.media.map((media) => ({ ...item(media), is_carousel_item: true })),
      main: { media_type: 'CAROUSEL', text, location_id },
      video,
    };
  if (first) return { children: [], main: { ...item(first), text, location_id }, video };

  return {
    children: [],
    main: { media_type: 'TEXT', text, link_attachment: draft.link, location_id },
    video: false,
  };
}
