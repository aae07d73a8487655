import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ZProfileNetwork } from './social.ts';

/**
 * Writing help for the composer (spec §7: captions/generate, global and per profile; translate), through a
 * pluggable provider (docs/adr/0014): the offline generator, built from a profile's own best posts, always;
 * an OpenAI-compatible model when the server is configured with one (`AI_BASE_URL`, `AI_MODEL`). Only a model
 * translates: the capabilities say whether Translate may be offered.
 */

export const CAPTION_TONES = ['friendly', 'professional', 'playful', 'bold'] as const;
export const ZCaptionTone = z.enum(CAPTION_TONES);
export type TCaptionTone = z.infer<typeof ZCaptionTone>;

export const CAPTION_LENGTHS = ['short', 'medium', 'long'] as const;
export const ZCaptionLength = z.enum(CAPTION_LENGTHS);
export type TCaptionLength = z.infer<typeof ZCaptionLength>;

export const WRITING_PROVIDERS = ['offline', 'openai'] as const;
export const ZWritingProvider = z.enum(WRITING_PROVIDERS);
export type TWritingProvider = z.infer<typeof ZWritingProvider>;

/** What the server can do for the composer: read once, it decides which buttons the composer shows. */
export const ZWritingCapabilities = z
  .object({
    /** `offline`: the generator built from the profiles' own posts; `openai`: the configured model. */
    provider: ZWritingProvider,
    /** The configured model's name (`openai`), or null. */
    model: z.string().nullable(),
    can_generate: z.boolean(),
    can_translate: z.boolean(),
    /** Why Translate is not offered, naming what an administrator sets; null when it is. */
    translate_unavailable_reason: z.string().nullable(),
  })
  .meta({ id: 'WritingCapabilities' });
export type TWritingCapabilities = z.infer<typeof ZWritingCapabilities>;

const ZKeyword = z
  .string()
  .trim()
  .min(1, 'A keyword cannot be empty.')
  .max(40, 'Keep each keyword under 40 characters.');

export const ZGenerateCaptionsInput = z.object({
  topic: z
    .string({ error: 'Say what the post is about.' })
    .trim()
    .min(2, 'Say what the post is about.')
    .max(200, 'Keep the topic under 200 characters.'),
  keywords: z.array(ZKeyword).max(10, 'Use at most 10 keywords.').default([]),
  tone: ZCaptionTone.default('friendly'),
  length: ZCaptionLength.default('medium'),
  /** How many suggestions. */
  count: z.number().int().min(1).max(5).default(3),
  /** The same input and seed give the same suggestions; another seed, others. */
  seed: z.number().int().min(0).max(1_000_000).default(0),
  /** Global only: the profiles whose posts to learn from; default every active profile of the account. */
  profile_ids: z.array(z.uuid()).max(100).optional(),
});
export type TGenerateCaptionsInput = z.input<typeof ZGenerateCaptionsInput>;

export const ZHashtagInsight = z.object({
  /** Without '#', as most often written. */
  tag: z.string(),
  /** Posts of the last year that used it. */
  posts: z.number().int(),
  /** Their average engagement rate (engagements ÷ reach, or ÷ impressions), 0–1. */
  avg_engagement_rate: z.number(),
});
export type THashtagInsight = z.infer<typeof ZHashtagInsight>;

export const ZNetworkFit = z.object({
  network: ZProfileNetwork,
  max_characters: z.number().int(),
  max_hashtags: z.number().int().nullable(),
  max_mentions: z.number().int().nullable(),
  fits: z.boolean(),
});

export const ZCaptionSuggestion = z
  .object({
    text: z.string(),
    characters: z.number().int(),
    hashtags: z.number().int(),
    mentions: z.number().int(),
    /** Each chosen network's limits and whether the text fits them. */
    limits: z.array(ZNetworkFit),
    /** The post whose opening and structure this follows (offline), or null. */
    based_on: z
      .object({
        post_id: z.uuid(),
        profile_id: z.uuid(),
        excerpt: z.string(),
        engagement_rate: z.number().nullable(),
        permalink: z.string().nullable(),
      })
      .nullable(),
    /** Which of the best hashtags it carries. */
    hashtags_used: z.array(z.string()),
  })
  .meta({ id: 'CaptionSuggestion' });
export type TCaptionSuggestion = z.infer<typeof ZCaptionSuggestion>;

export const ZCaptionSuggestions = z
  .object({
    provider: ZWritingProvider,
    model: z.string().nullable(),
    /** Posts with a caption (last 365 days) the suggestions learned from. */
    posts_considered: z.number().int(),
    /** The average engagement rate of those posts, to compare the hashtags with; null without any. */
    baseline_engagement_rate: z.number().nullable(),
    /** The best hashtags by average engagement rate, best first. */
    best_hashtags: z.array(ZHashtagInsight),
    /** Empty when there is nothing to learn from (`posts_considered` is 0 and no model is configured). */
    suggestions: z.array(ZCaptionSuggestion),
  })
  .meta({ id: 'CaptionSuggestions' });
export type TCaptionSuggestions = z.infer<typeof ZCaptionSuggestions>;

/** A language as BCP 47 tags it: `fr`, `pt-BR`, `zh-Hans`. */
export const ZLanguageTag = z
  .string({ error: 'Choose a language.' })
  .trim()
  .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, 'Choose a language (a code such as fr or pt-BR).');

export const MAX_TRANSLATE_LENGTH = 5_000;

export const ZTranslateInput = z.object({
  text: z
    .string({ error: 'Write the text to translate.' })
    .max(MAX_TRANSLATE_LENGTH, `Translate at most ${MAX_TRANSLATE_LENGTH.toLocaleString('en')} characters.`)
    .refine((text) => text.trim() !== '', 'Write the text to translate.'),
  target_language: ZLanguageTag,
  /** Detected when not given. */
  source_language: ZLanguageTag.optional(),
});
export type TTranslateInput = z.input<typeof ZTranslateInput>;

export const ZTranslation = z
  .object({
    text: z.string(),
    source_language: z.string(),
    target_language: z.string(),
    provider: ZWritingProvider,
    model: z.string().nullable(),
    /** The hashtags, mentions and links kept as written. */
    kept: z.array(z.string()),
  })
  .meta({ id: 'Translation' });
export type TTranslation = z.infer<typeof ZTranslation>;

export const getWritingCapabilities = defineEndpoint({
  id: 'getWritingCapabilities',
  method: 'GET',
  path: '/captions/capabilities',
  summary: 'Which writing help the server offers: caption suggestions always, translation with a model',
  tag: 'Captions and hashtags',
  access: 'user',
  permission: { role: 'member' },
  response: { status: 200, description: 'The provider and what it can do', schema: ZWritingCapabilities },
  errors: [401],
});

export const generateCaptions = defineEndpoint({
  id: 'generateCaptions',
  method: 'POST',
  path: '/captions/generate',
  summary:
    'Caption suggestions from the best posts of the given profiles (default: every active profile), fitted to the networks’ limits. 503 when the configured model fails (the message says whether to check the settings or try later)',
  tag: 'Captions and hashtags',
  access: 'user',
  permission: { profiles: 'publish', at: 'body.profile_ids' },
  body: ZGenerateCaptionsInput,
  response: {
    status: 200,
    description: 'Suggestions and what they learned from',
    schema: ZCaptionSuggestions,
  },
  errors: [401, 404, 429],
});

export const generateProfileCaptions = defineEndpoint({
  id: 'generateProfileCaptions',
  method: 'POST',
  path: '/social-profile/{spid}/captions/generate',
  summary: 'Caption suggestions from one profile’s best posts, fitted to its network’s limits',
  tag: 'Captions and hashtags',
  access: 'user',
  permission: { profiles: 'publish', at: 'params.spid' },
  params: z.object({ spid: z.uuid() }),
  body: ZGenerateCaptionsInput.omit({ profile_ids: true }),
  response: {
    status: 200,
    description: 'Suggestions and what they learned from',
    schema: ZCaptionSuggestions,
  },
  errors: [401, 404, 429],
});

export const translateText = defineEndpoint({
  id: 'translateText',
  method: 'POST',
  path: '/translate',
  summary:
    'Translates a post’s text with the configured model, keeping hashtags, mentions and links as written. 409 when no model is configured (the message names the variables to set); 503 when the model fails',
  tag: 'Captions and hashtags',
  access: 'user',
  permission: { role: 'member' },
  body: ZTranslateInput,
  response: { status: 200, description: 'The translation', schema: ZTranslation },
  errors: [401, 409, 429],
});
