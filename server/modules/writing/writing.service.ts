import type { TProfileNetwork } from '../../../contracts/social.ts';
import type {
  TCaptionLength,
  TCaptionSuggestion,
  TCaptionSuggestions,
  TCaptionTone,
  TTranslation,
  TWritingCapabilities,
} from '../../../contracts/writing.ts';
import type { AiConfig } from '../../config.ts';
import type { Executor } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, conflict, profileNotFound } from '../../lib/errors.ts';
import type { Actor } from '../identity/identity.service.ts';
import type { RateLimiter } from '../rate-limit/index.ts';
import type { SocialService } from '../social/social.service.ts';
import { lostTokens, protectTokens, restoreTokens, tokensOf } from './keep-tokens.ts';
import {
  analyseHistory,
  generateOffline,
  limitsView,
  strictest,
  type HistoryInsights,
  type NetworkLimits,
} from './offline-generator.ts';
import { AiFailure, createOpenAiClient, parseJsonAnswer, type OpenAiClient } from './openai-provider.ts';
import { createWritingRepository } from './writing.repository.ts';

export type GenerateInput = {
  topic: string;
  keywords: string[];
  tone: TCaptionTone;
  length: TCaptionLength;
  count: number;
  seed: number;
  profile_ids?: string[] | undefined;
};

export type TranslateInput = { text: string; target_language: string; source_language?: string | undefined };

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export const TRANSLATE_UNAVAILABLE =
  'Translation needs an AI model, and none is configured. An administrator sets AI_BASE_URL and AI_MODEL (and AI_API_KEY when the provider asks for one) on the server.';

const LENGTH_WORDS: Record<TCaptionLength, string> = {
  short: 'one short sentence',
  medium: 'two or three sentences',
  long: 'a short paragraph or two, with a call to action',
};

const percent = (rate: number | null) => (rate === null ? 'unknown' : `${(rate * 100).toFixed(1)}%`);

/**
 * Writing help for the composer: caption suggestions (the offline generator, or the configured model given the
 * same history) and translation (the model only). Profiles are read through the account: another account's is
 * not found.
 */
export function createWritingService({
  db,
  clock,
  social,
  ai,
  rateLimiter,
  requestsPerHour,
  fetchImpl,
}: {
  db: Executor;
  clock: Clock;
  social: SocialService;
  ai: AiConfig | null;
  rateLimiter: RateLimiter;
  requestsPerHour: number;
  fetchImpl?: typeof fetch;
}) {
  const repo = createWritingRepository(db);
  const model: OpenAiClient | null = ai ? createOpenAiClient(ai, fetchImpl) : null;

  async function limited(kind: 'captions' | 'translate', actor: Actor) {
    await rateLimiter.consume(
      `writing:${kind}:user:${actor.userId}`,
      { limit: requestsPerHour, windowMs: HOUR_MS },
      kind === 'captions'
        ? `You asked for suggestions ${requestsPerHour} times this hour. Wait a little and try again.`
        : `You asked for ${requestsPerHour} translations this hour. Wait a little and try again.`,
    );
  }

  /** The profiles to learn from: the given ones (each must be the account's), else every active one. */
  async function profilesFor(actor: Actor, ids: readonly string[] | undefined) {
    if (ids && ids.length > 0) {
      const unique = [...new Set(ids)];
      const all = await social.repo.listProfiles(actor.accountId);
      const byId = new Map(all.map((profile) => [profile.id, profile]));
      const chosen = unique.map((id) => byId.get(id));
      if (chosen.some((profile) => profile === undefined)) throw profileNotFound();

      return chosen.filter((profile) => profile !== undefined);
    }

    return (await social.repo.listProfiles(actor.accountId)).filter((profile) => profile.isActive);
  }

  function limitsOf(profiles: Awaited<ReturnType<typeof profilesFor>>): NetworkLimits[] {
    const byNetwork = new Map<TProfileNetwork, NetworkLimits>();
    for (const profile of profiles) {
      const capabilities = social.connectorOf(profile).capabilities;
      const network = profile.network as TProfileNetwork;
      const limits: NetworkLimits = {
        network,
        maxCharacters: capabilities.maxTextLength,
        maxHashtags: capabilities.maxHashtags ?? null,
        maxMentions: capabilities.maxMentions ?? null,
      };
      const known = byNetwork.get(network);
      // Two profiles of one network (a real one and a demo one) count with the stricter limits.
      byNetwork.set(
        network,
        known
          ? {
              network,
              maxCharacters: Math.min(known.maxCharacters, limits.maxCharacters),
              maxHashtags: minOf(known.maxHashtags, limits.maxHashtags),
              maxMentions: minOf(known.maxMentions, limits.maxMentions),
            }
          : limits,
      );
    }

    return [...byNetwork.values()].sort((a, b) => (a.network < b.network ? -1 : 1));
  }

  async function suggestWithModel(
    client: OpenAiClient,
    insights: HistoryInsights,
    input: GenerateInput,
    limits: NetworkLimits[],
  ): Promise<TCaptionSuggestion[]> {
    const { maxCharacters, maxHashtags } = strictest(limits);
    const examples = insights.models.slice(0, 3).map((entry) => entry.post.text.slice(0, 600));
    const hashtags = insights.bestHashtags
      .slice(0, 8)
      .map((tag) => `#${tag.tag} (${tag.posts} posts, ${percent(tag.avg_engagement_rate)} engagement)`);
    const prompt = [
      `Write ${input.count} different social media captions about: ${input.topic}`,
      input.keywords.length > 0 ? `Work in these keywords: ${input.keywords.join(', ')}.` : '',
      `Tone: ${input.tone}. Length: ${LENGTH_WORDS[input.length]}.`,
      `Each caption must have at most ${maxCharacters} characters${maxHashtags === null ? '' : ` and at most ${maxHashtags} hashtags`}.`,
      examples.length > 0
        ? `These were the account's best-performing captions; follow their structure, openings and voice, do not copy them:\n${examples.map((text, index) => `${index + 1}. ${text}`).join('\n')}`
        : '',
      hashtags.length > 0
        ? `The account's best hashtags by engagement (use those that fit the topic): ${hashtags.join(', ')}.`
        : '',
      `Answer with a JSON object only: {"captions": ["…", …]}.`,
    ]
      .filter(Boolean)
      .join('\n\n');
    const content = await client.chat(
      [
        {
          role: 'system',
          content:
            'You write captions for a brand’s social media posts. You never invent facts, prices or dates that are not given.',
        },
        { role: 'user', content: prompt },
      ],
      { json: true, temperature: 0.8, maxTokens: 2_000 },
    );
    const answer = parseJsonAnswer(content) as { captions?: unknown } | null;
    const captions = Array.isArray(answer?.captions)
      ? answer.captions.filter((text): text is string => typeof text === 'string' && text.trim() !== '')
      : [];
    if (captions.length === 0)
      throw new AiFailure(
        'retry_later',
        'The AI provider’s answer held no captions. Try again in a little while.',
      );
    const bestTags = new Set(insights.bestHashtags.map((tag) => tag.tag.toLowerCase()));

    return captions.slice(0, input.count).map((raw) => {
      const text = raw.trim();

      return {
        text,
        ...limitsView(text, limits),
        based_on: null,
        hashtags_used: tokensOf(text)
          .filter((token) => token.startsWith('#'))
          .map((token) => token.slice(1))
          .filter((tag) => bestTags.has(tag.toLowerCase())),
      };
    });
  }

  async function suggest(
    actor: Actor,
    profiles: Awaited<ReturnType<typeof profilesFor>>,
    input: GenerateInput,
  ): Promise<TCaptionSuggestions> {
    await limited('captions', actor);
    const history = await repo.history(
      actor.accountId,
      profiles.map((profile) => profile.id),
      new Date(clock.now().getTime() - YEAR_MS),
    );
    const insights = analyseHistory(history);
    const limits = limitsOf(profiles);
    const suggestions = model
      ? await suggestWithModel(model, insights, input, limits)
      : generateOffline(insights, input, limits);

    return {
      provider: model ? 'openai' : 'offline',
      model: model?.model ?? null,
      posts_considered: insights.considered,
      baseline_engagement_rate: insights.baseline,
      best_hashtags: insights.bestHashtags,
      suggestions,
    };
  }

  async function translateOnce(client: OpenAiClient, input: TranslateInput, temperature: number) {
    const masked = protectTokens(input.text);
    const content = await client.chat(
      [
        {
          role: 'system',
          content:
            'You translate social media posts. Keep every marker such as ⟦1⟧ exactly as written, once each, where it belongs in the sentence: they stand for hashtags, mentions and links that must not change. Keep line breaks and emoji. Do not add anything.',
        },
        {
          role: 'user',
          content: [
            `Translate into the language tagged "${input.target_language}"${input.source_language ? ` from "${input.source_language}"` : ''}.`,
            'Answer with a JSON object only: {"source_language": "<BCP 47 tag of the original>", "text": "<the translation>"}.',
            '',
            masked.text,
          ].join('\n'),
        },
      ],
      { json: true, temperature },
    );
    const answer = parseJsonAnswer(content) as { text?: unknown; source_language?: unknown } | null;
    if (!answer || typeof answer.text !== 'string' || answer.text.trim() === '')
      throw new AiFailure(
        'retry_later',
        'The AI provider’s answer held no translation. Try again in a little while.',
      );
    const restored = restoreTokens(answer.text, masked.tokens);
    const lost = lostTokens(input.text, restored.text);
    const detected =
      typeof answer.source_language === 'string' &&
      /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/u.test(answer.source_language)
        ? answer.source_language
        : 'und';

    return { text: restored.text, lost, detected };
  }

  return {
    capabilities(): TWritingCapabilities {
      return {
        provider: model ? 'openai' : 'offline',
        model: model?.model ?? null,
        can_generate: true,
        can_translate: model !== null,
        translate_unavailable_reason: model ? null : TRANSLATE_UNAVAILABLE,
      };
    },

    async generate(actor: Actor, input: GenerateInput): Promise<TCaptionSuggestions> {
      return suggest(actor, await profilesFor(actor, input.profile_ids), input);
    },

    async generateForProfile(
      actor: Actor,
      profileId: string,
      input: GenerateInput,
    ): Promise<TCaptionSuggestions> {
      const profile = await social.repo.findProfile(actor.accountId, profileId);
      if (!profile) throw profileNotFound();

      return suggest(actor, [profile], input);
    },

    async translate(actor: Actor, input: TranslateInput): Promise<TTranslation> {
      if (!model) throw conflict(TRANSLATE_UNAVAILABLE);
      await limited('translate', actor);
      // A model that loses a hashtag, a mention or a link gets a second, stricter try; then the user is told.
      let result = await translateOnce(model, input, 0.2);
      if (result.lost.length > 0) result = await translateOnce(model, input, 0);
      if (result.lost.length > 0)
        throw new AppError(
          'unavailable',
          `The translation did not keep ${result.lost.slice(0, 3).join(', ')} as written, so it was not used. Try again, or translate a shorter text.`,
        );

      return {
        text: result.text,
        source_language: input.source_language ?? result.detected,
        target_language: input.target_language,
        provider: 'openai',
        model: model.model,
        kept: tokensOf(input.text),
      };
    },
  };
}

function minOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;

  return Math.min(a, b);
}

export type WritingService = ReturnType<typeof createWritingService>;
