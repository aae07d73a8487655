/**
 * What Instagram accepts and how a draft becomes containers (networks.md §3.3). Limits: captions 2 200 characters,
 * 30 hashtags (a 2026 third-party claim of 5 is unconfirmed, §16.2), 20 @-tags; images JPEG ≤ 8 MB at 4:5…1.91:1;
 * reels MP4/MOV 3 s–15 min ≤ 300 MB; stories video 3–60 s ≤ 100 MB; carousels 2–10 items.
 */
import { validateAgainst } from '../core/validate.ts';
import type { Capabilities, Draft, ValidationIssue } from '../core/types.ts';
import type { ContainerPlan } from '../meta/containers.ts';
import { featuresOf, type InstagramLogin } from './auth.ts';

const MB = 1024 * 1024;

export function instagramCapabilities(login: InstagramLogin): Capabilities {
  return {
    maxTextLength: 2200,
    maxHashtags: 30,
    maxMentions: 20,
    media: {
      image: { formats: ['jpeg', 'jpg'], maxBytes: 8 * MB, aspect: [0.8, 1.91] },
      video: { formats: ['mp4', 'quicktime'], maxBytes: 300 * MB, minSec: 3, maxSec: 900 },
    },
    maxItems: 10,
    carousel: { min: 2, max: 10 },
    kinds: ['image', 'video', 'reel', 'story', 'carousel'],
    textRequired: false,
    mediaRequired: true,
    firstComment: false,
    features: featuresOf(login),
  };
}

const STORY_VIDEO_MAX_SEC = 60;
const STORY_VIDEO_MAX_BYTES = 100 * MB;
const ALT_TEXT_MAX = 1000;

/** Core checks plus Instagram's per-kind rules. */
export function validateInstagram(capabilities: Capabilities, draft: Draft): ValidationIssue[] {
  const issues = validateAgainst('Instagram', capabilities, draft);
  const videos = draft.media.filter((m) => m.type === 'video');
  const single = draft.kind !== 'carousel';
  if (single && draft.media.length > 1)
    issues.push({
      field: 'media',
      code: 'single_media',
      message: `An Instagram ${draft.kind} holds one image or video; use a carousel for up to 10.`,
    });
  if ((draft.kind === 'reel' || draft.kind === 'video') && videos.length !== draft.media.length)
    issues.push({ field: 'media', code: 'reel_needs_video', message: 'An Instagram reel needs a video.' });
  if (draft.kind === 'image' && videos.length > 0)
    issues.push({
      field: 'media',
      code: 'image_needs_image',
      message: 'An Instagram image post needs a JPEG image.',
    });
  if (draft.kind === 'story' && draft.location)
    issues.push({
      field: 'location',
      code: 'story_location',
      message:
        'Instagram stories cannot be tagged with a place through the API; remove the place or post it to the feed.',
    });
  if (draft.kind === 'story')
    draft.media.forEach((media, index) => {
      if (media.type !== 'video') return;
      if (media.durationSec !== undefined && media.durationSec > STORY_VIDEO_MAX_SEC)
        issues.push({
          field: `media.${index}`,
          code: 'story_too_long',
          message: `Instagram story videos last at most ${STORY_VIDEO_MAX_SEC} s; this lasts ${media.durationSec} s.`,
        });
      if (media.bytes > STORY_VIDEO_MAX_BYTES)
        issues.push({
          field: `media.${index}`,
          code: 'story_too_large',
          message: 'Instagram accepts story videos up to 100 MB.',
        });
    });
  draft.media.forEach((media, index) => {
    if (media.altText && media.altText.length > ALT_TEXT_MAX)
      issues.push({
        field: `media.${index}.altText`,
        code: 'alt_text_too_long',
        message: `Instagram allows alt text up to ${ALT_TEXT_MAX} characters.`,
      });
  });

  return issues;
}

/** The containers for a draft: one for image/reel/story, items + a parent for a carousel. */
export function instagramPlan(draft: Draft): ContainerPlan {
  const video = draft.media.some((m) => m.type === 'video');
  const [first] = draft.media;
  const caption = draft.text || undefined;
  const coverUrl = typeof draft.options?.coverUrl === 'string' ? draft.options.coverUrl : undefined;
  // A Facebook Page id with a location (meta/places.ts); stories take no place.
  const location_id = draft.location?.id;
  if (draft.kind === 'carousel')
    return {
      children: draft.media.map((media) =>
        media.type === 'video'
          ? { is_carousel_item: true, media_type: 'VIDEO', video_url: media.url }
          : { is_carousel_item: true, image_url: media.url, alt_text: media.altText },
      ),
      main: { media_type: 'CAROUSEL', caption, location_id },
      video,
    };
  if (draft.kind === 'story')
    return {
      children: [],
      main:
        first?.type === 'video'
          ? { media_type: 'STORIES', video_url: first.url }
          : { media_type: 'STORIES', image_url: first?.url },
      video,
    };
  if (draft.kind === 'reel' || draft.kind === 'video')
    return {
      children: [],
      main: {
        media_type: 'REELS',
        video_url: first?.url,
        caption,
        share_to_feed: true,
        cover_url: coverUrl,
        location_id,
      },
      video: true,
    };

  return {
    children: [],
    main: { image_url: first?.url, caption, alt_text: first?.altText, location_id },
    video: false,
  };
}
