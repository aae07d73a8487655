import { HASHTAG_IN_TEXT, MENTION_IN_TEXT } from '@contracts/text.ts';
import type { NetworkKey } from '@/design-system/theme';
import type { CaptionSegment, PostFormat } from './PostPreview.types.ts';

/*
 * One pass over the text, in priority order: URLs first (so "#anchor" inside a link stays part of the link),
 * then mentions and hashtags, found by the same patterns the composer and the server count them with
 * (contracts/text.ts): "ada@example.com" and "C#" stay plain text, "(#tag)" is a hashtag.
 */
const TOKEN_PATTERN = new RegExp(
  String.raw`(?<url>\b(?:https?:\/\/|www\.)[^\s<>"]+)` +
    `|(?<mention>${MENTION_IN_TEXT.source})|(?<hashtag>${HASHTAG_IN_TEXT.source})`,
  'gu',
);

/** Punctuation that ends a sentence rather than a URL: "see https://a.co/x." → the dot is text. */
const URL_TRAILING = /(?<![.,;:!?)\]}'"])[.,;:!?)\]}'"]+$/u;

/**
 * Splits a caption into plain text, hashtags, mentions and URLs, in order, so a renderer can highlight them.
 * Pure and total: joining the segments' `value`s gives back the input exactly.
 */
export function tokenizeCaption(text: string): CaptionSegment[] {
  const segments: CaptionSegment[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = segments.at(-1);
    if (last?.type === 'text') last.value += value;
    else segments.push({ type: 'text', value });
  };

  let cursor = 0;
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const start = match.index;
    const groups = match.groups ?? {};
    pushText(text.slice(cursor, start));
    if (groups.url) {
      const trailing = URL_TRAILING.exec(groups.url)?.[0] ?? '';
      const url = groups.url.slice(0, groups.url.length - trailing.length);
      segments.push({ type: 'url', value: url });
      pushText(trailing);
      cursor = start + groups.url.length;
    } else if (groups.mention) {
      segments.push({ type: 'mention', value: groups.mention });
      cursor = start + groups.mention.length;
    } else if (groups.hashtag) {
      segments.push({ type: 'hashtag', value: groups.hashtag });
      cursor = start + groups.hashtag.length;
    }
  }
  pushText(text.slice(cursor));
  return segments;
}

/**
 * How many characters of the caption each network shows before its "more" link (approximations of the real
 * apps' folds); `Infinity` when the network shows the whole text.
 */
export function getVisibleCaptionLimit(network: NetworkKey, format: PostFormat): number {
  switch (network) {
    case 'instagram':
      return format === 'feed' || format === 'carousel' ? 125 : 60;
    case 'facebook':
      return format === 'post' ? 250 : 60;
    case 'x':
      return 280;
    case 'threads':
      return 500;
    case 'linkedin':
      return 210;
    case 'tiktok':
      return 80;
    case 'youtube':
      return format === 'short' ? 60 : 100;
    case 'pinterest':
      return 100;
  }
}

/**
 * Cuts `text` to at most `limit` characters, at the last space before the limit when there is one in the last
 * fifth (so a word is not split), and trims the trailing space. Counts user-perceived characters (code points).
 */
export function truncateCaption(text: string, limit: number): { text: string; isTruncated: boolean } {
  const chars = Array.from(text);
  if (!Number.isFinite(limit) || chars.length <= limit) return { text, isTruncated: false };
  let cut = chars.slice(0, limit).join('');
  const lastSpace = cut.search(/\s\S*$/u);
  if (lastSpace > limit * 0.8) cut = cut.slice(0, lastSpace);
  return { text: cut.trimEnd(), isTruncated: true };
}

/** Clamps an aspect ratio (width / height) into the range a network accepts, falling back when unknown. */
export function clampAspectRatio(ratio: number | undefined, min: number, max: number, fallback: number) {
  if (ratio === undefined || !Number.isFinite(ratio) || ratio <= 0) return fallback;
  return Math.min(max, Math.max(min, ratio));
}
