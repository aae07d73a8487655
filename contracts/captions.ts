import { z } from 'zod';
import { ZIsoDateTime } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { countHashtags, HASHTAG_BODY } from './text.ts';
import { ZProfileNetwork } from './social.ts';

/**
 * Saved captions and hashtag lists (spec: captions-hashtag-lists): texts a user writes once and inserts into
 * posts from the composer. A hashtag list's text is its hashtags, normalised (no '#' doubled, no spaces),
 * de-duplicated without regard to case, and joined by spaces.
 */

export const SAVED_TEXT_KINDS = ['caption', 'hashtags'] as const;
export const ZSavedTextKind = z.enum(SAVED_TEXT_KINDS);
export type TSavedTextKind = z.infer<typeof ZSavedTextKind>;

export const MAX_SAVED_HASHTAGS = 100;
export const MAX_SAVED_CAPTION_LENGTH = 65_000;

const DIGITS_ONLY = /^\p{N}+$/u;

/** The pieces of a typed or pasted run of hashtags: split on white space and commas. */
export function splitHashtags(text: string): string[] {
  return text.split(/[\s,]+/u).filter(Boolean);
}

/**
 * A hashtag list's text, parsed: each piece without its leading '#', in NFC; pieces that cannot be a hashtag
 * ("summer-sale", "#2026") in `invalid`, duplicates (any case) dropped.
 */
export function parseHashtags(text: string): { hashtags: string[]; invalid: string[] } {
  const hashtags: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const piece of splitHashtags(text)) {
    const tag = piece.normalize('NFC').replace(/^#+/u, '');
    if (!tag || !HASHTAG_BODY.test(tag) || DIGITS_ONLY.test(tag)) {
      invalid.push(piece);
      continue;
    }
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    hashtags.push(tag);
  }

  return { hashtags, invalid };
}

/** Hashtags in a caption, counted as the networks' checks count them (contracts/text.ts). */
export { countHashtags };

/** The hashtags of a text as written in a list: `#a #b`. */
export const hashtagText = (hashtags: readonly string[]) => hashtags.map((tag) => `#${tag}`).join(' ');

export const ZSavedTextName = z
  .string({ error: 'Name it.' })
  .trim()
  .min(1, 'Name it.')
  .max(80, 'Use at most 80 characters.');

/**
 * What a user saves. For a hashtag list every piece must be a hashtag (the message names the ones that are
 * not); the text that is stored is the normalised list.
 */
export const ZSavedTextInput = z
  .object({
    name: ZSavedTextName,
    kind: ZSavedTextKind,
    text: z
      .string({ error: 'Write the text.' })
      .max(MAX_SAVED_CAPTION_LENGTH, 'Use at most 65,000 characters.'),
    /** Meant for one profile (its network follows). */
    profile_id: z.uuid().nullable().default(null),
    /** Meant for one network's profiles; ignored when a profile is given. */
    network: ZProfileNetwork.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.text.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['text'],
        message: value.kind === 'hashtags' ? 'Add at least one hashtag.' : 'Write the caption.',
      });

      return;
    }
    if (value.kind !== 'hashtags') return;
    const { hashtags, invalid } = parseHashtags(value.text);
    if (invalid.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['text'],
        message: `Not a hashtag: ${invalid.slice(0, 5).join(', ')}. A hashtag has letters, digits or _ only, and not only digits.`,
      });
    else if (hashtags.length > MAX_SAVED_HASHTAGS)
      ctx.addIssue({
        code: 'custom',
        path: ['text'],
        message: `A list holds at most ${MAX_SAVED_HASHTAGS} hashtags; this has ${hashtags.length}.`,
      });
  })
  .transform((value) => ({
    ...value,
    text: value.kind === 'hashtags' ? hashtagText(parseHashtags(value.text).hashtags) : value.text,
  }));
export type TSavedTextInput = z.input<typeof ZSavedTextInput>;

export const ZSavedText = z
  .object({
    id: z.uuid(),
    name: z.string(),
    kind: ZSavedTextKind,
    text: z.string(),
    /** For a hashtag list: its hashtags without '#'; empty for a caption. */
    hashtags: z.array(z.string()),
    profile_id: z.uuid().nullable(),
    network: ZProfileNetwork.nullable(),
    created_at: ZIsoDateTime,
    updated_at: ZIsoDateTime,
  })
  .meta({ id: 'SavedText' });
export type TSavedText = z.infer<typeof ZSavedText>;

const ZParams = z.object({ id: z.uuid() });

export const listCaptionsHashtagLists = defineEndpoint({
  id: 'listCaptionsHashtagLists',
  method: 'GET',
  path: '/captions-hashtag-lists',
  summary:
    'Saved captions and hashtag lists by name; `q` searches names and texts, `kind` keeps one kind, `profile_id` keeps those usable on a profile (meant for it, its network, or any)',
  tag: 'Captions and hashtags',
  access: 'user',
  permission: { role: 'member' },
  query: z.object({
    q: z.string().trim().max(200).optional(),
    kind: ZSavedTextKind.optional(),
    profile_id: z.uuid().optional(),
  }),
  response: { status: 200, description: 'Saved texts by name', schema: z.array(ZSavedText) },
  errors: [401, 404],
});

export const createCaptionsHashtagList = defineEndpoint({
  id: 'createCaptionsHashtagList',
  method: 'POST',
  path: '/captions-hashtag-lists',
  summary: 'Save a caption or a hashtag list',
  tag: 'Captions and hashtags',
  access: 'user',
  permission: { role: 'member' },
  body: ZSavedTextInput,
  response: { status: 201, description: 'The saved text', schema: ZSavedText },
  errors: [401, 404],
});

export const updateCaptionsHashtagList = defineEndpoint({
  id: 'updateCaptionsHashtagList',
  method: 'PUT',
  path: '/captions-hashtag-lists/{id}',
  summary: 'Replace a saved caption or hashtag list',
  tag: 'Captions and hashtags',
  access: 'user',
  permission: { role: 'member' },
  params: ZParams,
  body: ZSavedTextInput,
  response: { status: 200, description: 'The saved text', schema: ZSavedText },
  errors: [401, 404],
});

export const deleteCaptionsHashtagList = defineEndpoint({
  id: 'deleteCaptionsHashtagList',
  method: 'DELETE',
  path: '/captions-hashtag-lists/{id}',
  summary: 'Delete a saved caption or hashtag list',
  tag: 'Captions and hashtags',
  access: 'user',
  permission: { role: 'member' },
  params: ZParams,
  response: { status: 204, description: 'Deleted' },
  errors: [401, 404],
});
