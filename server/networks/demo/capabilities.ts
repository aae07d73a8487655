/**
 * What each emulated network allows, from ../shared/reference/networks.md §3–10 (one table so the real connectors
 * and the UI can reuse it). Where the reference lists an open question (§16) the conservative value is used:
 * Threads carousels 10 items, Pinterest descriptions 500 characters, Instagram 30 hashtags.
 */
import { NETWORK_KEYS, NETWORK_NAMES } from '../core/networks.ts';
import type { Capabilities, Feature, NetworkKey } from '../core/types.ts';

/** The networks a demo profile can emulate (the ads-only TikTok product has no organic profile to emulate). */
export type DemoEmulatedNetwork = Exclude<NetworkKey, 'demo' | 'tiktok_ads'>;

export const DEMO_NETWORKS: readonly DemoEmulatedNetwork[] = NETWORK_KEYS.filter(
  (key): key is DemoEmulatedNetwork => key !== 'demo' && key !== 'tiktok_ads',
);

export const DEMO_NETWORK_NAMES: Record<DemoEmulatedNetwork, string> = NETWORK_NAMES;

export function isDemoNetwork(value: string): value is DemoEmulatedNetwork {
  return (DEMO_NETWORKS as readonly string[]).includes(value);
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

const INSTAGRAM_FEATURES: readonly Feature[] = [
  'analytics',
  'publish',
  'comments',
  'mentions',
  'messages',
  'hashtags',
  'competitors',
];

export const DEMO_CAPABILITIES: Record<DemoEmulatedNetwork, Capabilities> = {
  // §3.3: JPEG only ≤8 MB 4:5…1.91:1; reels MP4/MOV 3 s–15 min ≤300 MB; caption 2 200, 30 hashtags, 20 @-tags.
  instagram: {
    maxTextLength: 2200,
    maxHashtags: 30,
    maxMentions: 20,
    media: {
      image: { formats: ['jpeg'], maxBytes: 8 * MB, aspect: [0.8, 1.91] },
      video: {
        formats: ['mp4', 'quicktime'],
        maxBytes: 300 * MB,
        aspect: [0.01, 10],
        minSec: 3,
        maxSec: 900,
      },
    },
    maxItems: 10,
    carousel: { min: 2, max: 10 },
    kinds: ['image', 'carousel', 'reel', 'story'],
    textRequired: false,
    mediaRequired: true,
    firstComment: true,
    features: INSTAGRAM_FEATURES,
  },
  // §4.3: 63 206 characters (postiz), photos ≤4 MB (error 1366046), multi-photo via attached_media.
  facebook: {
    maxTextLength: 63206,
    media: {
      image: { formats: ['jpeg', 'png', 'gif'], maxBytes: 4 * MB },
      video: { formats: ['mp4', 'quicktime'], maxBytes: 1 * GB, minSec: 1, maxSec: 14400 },
    },
    maxItems: 10,
    carousel: { min: 2, max: 10 },
    kinds: ['post', 'text', 'link', 'image', 'carousel', 'video', 'reel', 'story'],
    textRequired: true,
    mediaRequired: false,
    firstComment: true,
    features: ['analytics', 'publish', 'comments', 'mentions', 'messages'],
  },
  // §5.3: 280 characters, up to 4 media, threads as chained replies.
  x: {
    maxTextLength: 280,
    media: {
      image: { formats: ['jpeg', 'png', 'gif', 'webp'], maxBytes: 5 * MB },
      video: { formats: ['mp4', 'quicktime'], maxBytes: 512 * MB, minSec: 0.5, maxSec: 140 },
    },
    maxItems: 4,
    kinds: ['text', 'image', 'video', 'thread'],
    textRequired: true,
    mediaRequired: false,
    firstComment: true,
    features: ['analytics', 'publish', 'comments', 'mentions', 'messages', 'hashtags', 'competitors'],
  },
  // §6.3: 500 characters; carousel max 10 (the lower of the two sources).
  threads: {
    maxTextLength: 500,
    media: {
      image: { formats: ['jpeg', 'png'], maxBytes: 8 * MB },
      video: { formats: ['mp4', 'quicktime'], maxBytes: 1 * GB, maxSec: 300 },
    },
    maxItems: 10,
    carousel: { min: 2, max: 10 },
    kinds: ['text', 'image', 'video', 'carousel'],
    textRequired: true,
    mediaRequired: false,
    firstComment: true,
    features: ['analytics', 'publish', 'comments', 'mentions'],
  },
  // §7.4: commentary 3 000; images ≤8 MB; multi-image 2–20; one video 3 s–30 min, 1:2.4–2.4:1; documents.
  linkedin: {
    maxTextLength: 3000,
    media: {
      image: { formats: ['jpeg', 'png', 'gif'], maxBytes: 8 * MB },
      video: { formats: ['mp4'], maxBytes: 5 * GB, aspect: [1 / 2.4, 2.4], minSec: 3, maxSec: 1800 },
      // One PDF, PowerPoint or Word file up to 100 MB, alone in its post (checked in validate.ts).
      document: {
        formats: [
          'pdf',
          'vnd.ms-powerpoint',
          'vnd.openxmlformats-officedocument.presentationml.presentation',
          'msword',
          'vnd.openxmlformats-officedocument.wordprocessingml.document',
        ],
        maxBytes: 100 * MB,
        label: 'PDF, PowerPoint and Word',
      },
    },
    maxItems: 20,
    carousel: { min: 2, max: 20 },
    kinds: ['text', 'link', 'image', 'carousel', 'video', 'document'],
    textRequired: true,
    mediaRequired: false,
    firstComment: true,
    features: ['analytics', 'publish', 'comments', 'mentions'],
  },
  // §8.1–8.2: caption 2 200; videos (3 s–10 min) or photo posts.
  tiktok_business: {
    maxTextLength: 2200,
    media: {
      image: { formats: ['jpeg', 'webp'], maxBytes: 20 * MB },
      video: { formats: ['mp4', 'webm', 'quicktime'], maxBytes: 4 * GB, minSec: 3, maxSec: 600 },
    },
    maxItems: 35,
    carousel: { min: 1, max: 35 },
    kinds: ['video', 'carousel'],
    textRequired: false,
    mediaRequired: true,
    firstComment: false,
    features: ['analytics', 'publish', 'comments'],
  },
  // §9.3: one video per upload, description 5 000 (title ≤100 checked in the connector), up to 12 h.
  youtube: {
    maxTextLength: 5000,
    media: {
      video: { formats: ['mp4', 'quicktime', 'webm', 'x-msvideo'], maxBytes: 256 * GB, maxSec: 43200 },
    },
    maxItems: 1,
    kinds: ['video', 'short'],
    textRequired: false,
    mediaRequired: true,
    firstComment: true,
    features: ['analytics', 'publish', 'comments', 'competitors'],
  },
  // §10.3: description 500, up to 5 images (multiple_image_urls), video pins need a cover.
  pinterest: {
    maxTextLength: 500,
    media: {
      image: { formats: ['jpeg', 'png', 'webp'], maxBytes: 20 * MB },
      video: { formats: ['mp4', 'quicktime'], maxBytes: 2 * GB, minSec: 4, maxSec: 900 },
    },
    maxItems: 5,
    carousel: { min: 2, max: 5 },
    kinds: ['pin', 'carousel'],
    textRequired: false,
    mediaRequired: true,
    firstComment: false,
    features: ['analytics', 'publish'],
  },
};
