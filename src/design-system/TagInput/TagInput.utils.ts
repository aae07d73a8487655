import { HASHTAG_BODY as HASHTAG } from '@contracts/text.ts';

const DIGITS_ONLY = /^\p{N}+$/u;

/**
 * Turns typed or pasted text into a hashtag without its '#', or `null` when it cannot be one. Removes the
 * leading '#' (or several) and all white space; rejects an empty result, any punctuation or symbol inside
 * ("summer-sale", "a.b"), and a tag of digits only ("#2026"), which the networks do not link.
 *
 * normalizeHashtag('#Été2026') → 'Été2026'; normalizeHashtag('#') → null
 */
export function normalizeHashtag(raw: string): string | null {
  const tag = raw.normalize('NFC').replace(/\s+/gu, '').replace(/^#+/u, '');
  if (!tag || !HASHTAG.test(tag) || DIGITS_ONLY.test(tag)) return null;

  return tag;
}

/** The pieces of a typed or pasted run of tags: split on white space and commas. */
export function splitTags(text: string): string[] {
  return text.split(/[\s,]+/u).filter(Boolean);
}

/**
 * Adds the normalised pieces to the list: skipping rejects and case-insensitive duplicates, and stopping at
 * `max`. Returns the new list and the pieces that were rejected (kept in the input for the user to fix).
 */
export function addTags(
  current: readonly string[],
  pieces: readonly string[],
  normalize: (raw: string) => string | null,
  { max, locale }: { max?: number; locale?: string } = {},
): { tags: string[]; rejected: string[] } {
  const tags = [...current];
  const seen = new Set(current.map((tag) => tag.toLocaleLowerCase(locale)));
  const rejected: string[] = [];
  for (const piece of pieces) {
    const tag = normalize(piece);
    if (tag === null) {
      rejected.push(piece);
      continue;
    }
    const key = tag.toLocaleLowerCase(locale);
    if (seen.has(key)) continue;
    if (max !== undefined && tags.length >= max) break;
    seen.add(key);
    tags.push(tag);
  }

  return { tags, rejected };
}
