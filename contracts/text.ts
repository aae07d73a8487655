/**
 * How post text is counted, the same in the composer and on the server: characters as people count them (an
 * emoji is one), hashtags and mentions as the networks find them.
 */

const HASHTAG = /(^|\s)#[\p{L}\p{N}_]+/gu;
const MENTION = /(^|\s)@[\p{L}\p{N}_.]+/gu;

/** Characters as people count them (emoji = 1), which is how most networks count. */
export function textLength(text: string): number {
  return [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;
}

export function countHashtags(text: string): number {
  return text.match(HASHTAG)?.length ?? 0;
}

export function countMentions(text: string): number {
  return text.match(MENTION)?.length ?? 0;
}
