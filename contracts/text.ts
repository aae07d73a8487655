/**
 * How post text is counted, the same in the composer and on the server: characters as people count them (an
 * emoji is one), hashtags and mentions as the networks find them.
 */

/** Letters (any script, with their combining marks), digits and underscores: what networks link as a hashtag. */
export const HASHTAG_BODY = /^[\p{L}\p{M}\p{N}_]+$/u;

/**
 * A hashtag in a text, as the networks link it (and so as they count it against their limit): a '#' at the start
 * or after anything but a letter, digit, underscore or '&' (so "C#" and "&#39;" are not hashtags, "(#tag)" is),
 * then hashtag characters with at least one that is not a digit ("#2026" is not linked). The composer's preview
 * highlights exactly these, and the composer and the server count exactly these.
 */
export const HASHTAG_IN_TEXT =
  /(?<=^|[^\p{L}\p{M}\p{N}_&])#[\p{L}\p{M}\p{N}_]*[\p{L}\p{M}_][\p{L}\p{M}\p{N}_]*/gu;

/** A mention in a text: '@' not after a letter, digit or underscore ("ada@example.com" is none), not ending in '.'. */
export const MENTION_IN_TEXT = /(?<=^|[^\p{L}\p{N}_])@[\p{L}\p{N}_](?:[\p{L}\p{N}_.]*[\p{L}\p{N}_])?/gu;

/** Characters as people count them (emoji = 1), which is how most networks count. */
export function textLength(text: string): number {
  return [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;
}

export function countHashtags(text: string): number {
  return text.match(HASHTAG_IN_TEXT)?.length ?? 0;
}

export function countMentions(text: string): number {
  return text.match(MENTION_IN_TEXT)?.length ?? 0;
}
