import type { NetworkKey } from '@/design-system/theme';

/** The formats each network publishes, first one being the default. */
export const POST_FORMATS = {
  instagram: ['feed', 'carousel', 'story', 'reel'],
  facebook: ['post', 'story', 'reel'],
  x: ['post'],
  threads: ['post'],
  linkedin: ['post'],
  tiktok: ['video'],
  youtube: ['video', 'short'],
  pinterest: ['pin'],
} as const satisfies Record<NetworkKey, readonly string[]>;

export type PostFormatOf<N extends NetworkKey> = (typeof POST_FORMATS)[N][number];
export type PostFormat = PostFormatOf<NetworkKey>;

/** A piece of a caption: plain text, or a hashtag / mention / URL to highlight. */
export type CaptionSegment = { type: 'text' | 'hashtag' | 'mention' | 'url'; value: string };

export type PostMedia = {
  /** @default 'image' */
  kind: 'image' | 'video';
  /** The picture, or the video's thumbnail. Missing or null shows a neutral placeholder tile. */
  url?: string | null;
  /** Alternative text of the picture. Empty means decorative. @default '' */
  alt?: string;
  /** Width / height of the original, used where the network keeps it (clamped to the network's range). */
  aspectRatio?: number;
};

export type PostLinkPreview = {
  url: string;
  /** The page's title (og:title). */
  title: string;
  /** The domain shown on the card, e.g. "iconosquare.com". */
  domain: string;
  /** The page's picture (og:image). Missing shows a placeholder tile. */
  imageUrl?: string | null;
};

export type PostAuthor = {
  /** Display name: "Kestrel Coffee". */
  name: string;
  /** The @handle without the "@", where the network shows one. */
  handle?: string;
  avatarUrl?: string | null;
};

/**
 * Every text the preview shows around the post. `more`, `previousSlide` and `nextSlide` name controls and are
 * required; the engagement texts are optional (without them the chrome shows icons only).
 */
export type PostPreviewLabels = {
  /** The caption's expand link: "more", "See more", "…see more". */
  more: string;
  /** Name of the carousel's previous-slide button. */
  previousSlide: string;
  /** Name of the carousel's next-slide button. */
  nextSlide: string;
  /** Accessible name of slide `index` (1-based) of `count`, e.g. "Slide 2 of 5". */
  slide?: (index: number, count: number) => string;
  like?: string;
  comment?: string;
  share?: string;
  send?: string;
  repost?: string;
  /** Follow button text on full-screen formats. */
  follow?: string;
  /** Text of the "sponsored"/"audio" line on reels and TikTok videos, e.g. "Original audio". */
  audio?: string;
  /** Introduces the first comment, e.g. "First comment". */
  firstComment?: string;
  /** Pinterest's save button. */
  save?: string;
};

export type PostPreviewProps = Omit<React.ComponentPropsWithoutRef<'article'>, 'children'> & {
  /** The network whose interface the preview imitates. */
  network: NetworkKey;
  /** The format on that network (see `POST_FORMATS`). @default the network's first format */
  format?: PostFormat;
  author: PostAuthor;
  /** The post's text. Hashtags, mentions and URLs are highlighted; past the network's fold it is truncated. */
  caption: string;
  /** Pictures and videos, in order. Several on Instagram's carousel format become slides. @default [] */
  media?: PostMedia[];
  /** A link card (Facebook, X, LinkedIn, Threads), shown when there is no media. */
  link?: PostLinkPreview;
  /** The first comment, shown under the post where the network shows comments. */
  firstComment?: string;
  /**
   * The place the post is tagged with, by name: under the handle on Instagram, beside the time on Facebook and
   * Threads (the networks that tag posts with a place).
   */
  location?: string;
  /** When the post is (or will be) published, already formatted: "2h", "Scheduled for 3 Dec, 18:00". */
  timestampLabel: string;
  labels: PostPreviewLabels;
  /** Shows the whole caption from the start, without the fold. @default false */
  defaultExpanded?: boolean;
  /** The carousel's initial slide (0-based). @default 0 */
  defaultSlide?: number;
  /** Called with the new slide index when the carousel moves. */
  onSlideChange?: (index: number) => void;
};
