import { delay } from 'msw';
import { countHashtags, countMentions, textLength } from '@contracts/text.ts';
import {
  generateCaptions,
  generateProfileCaptions,
  getWritingCapabilities,
  translateText,
  ZGenerateCaptionsInput,
  ZTranslateInput,
  type TCaptionSuggestion,
  type TCaptionSuggestions,
  type TWritingCapabilities,
} from '@contracts/writing.ts';
import { MockApiError, mockEndpoint } from '../endpoint.ts';
import { SOCIAL_IDS } from './social.ts';

const POST_IDS = [
  '9e0c0000-0000-4000-8000-000000000001',
  '9e0c0000-0000-4000-8000-000000000002',
  '9e0c0000-0000-4000-8000-000000000003',
] as const;

const LIMITS = {
  instagram: { network: 'instagram', max_characters: 2200, max_hashtags: 30, max_mentions: 20 },
  x: { network: 'x', max_characters: 280, max_hashtags: null, max_mentions: null },
} as const;

export function writingCapabilitiesFixture(provider: 'offline' | 'openai' = 'offline'): TWritingCapabilities {
  return provider === 'openai'
    ? {
        provider: 'openai',
        model: 'gpt-4o-mini',
        can_generate: true,
        can_translate: true,
        translate_unavailable_reason: null,
      }
    : {
        provider: 'offline',
        model: null,
        can_generate: true,
        can_translate: false,
        translate_unavailable_reason:
          'Translation needs an AI model, and none is configured. An administrator sets AI_BASE_URL and AI_MODEL (and AI_API_KEY when the provider asks for one) on the server.',
      };
}

function suggestion(
  text: string,
  networks: readonly (keyof typeof LIMITS)[],
  index: number,
  excerpt: string,
  rate: number,
): TCaptionSuggestion {
  const characters = textLength(text);
  const hashtags = countHashtags(text);

  return {
    text,
    characters,
    hashtags,
    mentions: countMentions(text),
    limits: networks.map((network) => {
      const limit = LIMITS[network];

      return {
        ...limit,
        fits:
          characters <= limit.max_characters &&
          (limit.max_hashtags === null || hashtags <= limit.max_hashtags),
      };
    }),
    based_on: {
      post_id: POST_IDS[index % POST_IDS.length]!,
      profile_id: SOCIAL_IDS.instagram,
      excerpt,
      engagement_rate: rate,
      permalink: null,
    },
    hashtags_used: ['coldbrew', 'coffee'].filter((tag) => text.includes(`#${tag}`)),
  };
}

/** Three suggestions for a topic, in the shapes the offline generator writes (seed 1 gives others). */
export function captionSuggestionsFixture(
  topic: string,
  networks: readonly (keyof typeof LIMITS)[] = ['instagram'],
  seed = 0,
): TCaptionSuggestions {
  const Topic = topic.charAt(0).toUpperCase() + topic.slice(1);
  const texts =
    seed % 2 === 0
      ? [
          `Have you tried ${topic} yet?\n\nThink cinnamon and dark chocolate.\n\nWhat do you think?\n\n#coldbrew #coffee`,
          `A little something on ${topic}. It’s all about cinnamon and dark chocolate. #coldbrew #coffee`,
          `☕️ All about ${topic} today. Think cinnamon and dark chocolate. #coldbrew #coffee`,
        ]
      : [
          `Ready for ${topic}?\n\nIt’s all about cinnamon and dark chocolate.\n\nWould you give it a try?\n\n#coldbrew #coffee`,
          `${Topic} is here! Think cinnamon and dark chocolate. #coldbrew #coffee`,
          `☕️ Let’s talk about ${topic}. It’s all about cinnamon and dark chocolate. #coldbrew #coffee`,
        ];
  const sources = [
    ['Have you tried our cold brew yet? Smooth, sweet and ready in the fridge…', 0.081],
    ['Latte art practice #latteart #coldbrew', 0.07],
    ['☕️ Monday roast day. Fresh beans out of the drum. #coffee #roastery', 0.052],
  ] as const;

  return {
    provider: 'offline',
    model: null,
    posts_considered: 148,
    baseline_engagement_rate: 0.043,
    best_hashtags: [
      { tag: 'coldbrew', posts: 12, avg_engagement_rate: 0.075 },
      { tag: 'coffee', posts: 64, avg_engagement_rate: 0.05 },
      { tag: 'roastery', posts: 9, avg_engagement_rate: 0.046 },
    ],
    suggestions: texts.map((text, index) =>
      suggestion(text, networks, index, sources[index]![0], sources[index]![1]),
    ),
  };
}

const invalid = (issues: { path: PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }

  return new MockApiError(422, {
    message: Object.values(errors)[0]?.[0] ?? 'Check the fields.',
    code: 'validation_failed',
    errors,
  });
};

export type WritingMockOptions = {
  /** Which provider the server has. @default 'offline' */
  provider?: 'offline' | 'openai';
  /** `empty`: no history to learn from; `failure`: the model fails (the server's plain words). @default 'ok' */
  generate?: 'ok' | 'empty' | 'failure';
  /** `failure`: the model fails. @default 'ok' */
  translate?: 'ok' | 'failure';
  /** Milliseconds each answer takes (to see the loading states). @default 0 */
  latency?: number;
};

const MODEL_BUSY = new MockApiError(503, {
  message: 'The AI provider is busy or its quota is used up. Try again in a little while.',
  code: 'unavailable',
});

/** Writing help: capabilities, suggestions (checked with the contract's schema) and translation. */
export function writingHandlers(options: WritingMockOptions = {}) {
  const { provider = 'offline', generate = 'ok', translate = 'ok', latency = 0 } = options;

  async function suggest(request: Request, networks: readonly (keyof typeof LIMITS)[]) {
    await delay(latency);
    const parsed = ZGenerateCaptionsInput.safeParse(await request.json());
    if (!parsed.success) throw invalid(parsed.error.issues);
    if (generate === 'failure') throw MODEL_BUSY;
    if (generate === 'empty')
      return {
        provider,
        model: provider === 'openai' ? 'gpt-4o-mini' : null,
        posts_considered: 0,
        baseline_engagement_rate: null,
        best_hashtags: [],
        suggestions: [],
      } satisfies TCaptionSuggestions;

    return captionSuggestionsFixture(parsed.data.topic, networks, parsed.data.seed);
  }

  return [
    mockEndpoint(getWritingCapabilities, () => writingCapabilitiesFixture(provider)),
    mockEndpoint(generateCaptions, ({ request }) => suggest(request, ['instagram', 'x'])),
    mockEndpoint(generateProfileCaptions, ({ request }) => suggest(request, ['instagram'])),
    mockEndpoint(translateText, async ({ request }) => {
      await delay(latency);
      if (provider === 'offline')
        throw new MockApiError(409, {
          message: writingCapabilitiesFixture('offline').translate_unavailable_reason!,
          code: 'conflict',
        });
      const parsed = ZTranslateInput.safeParse(await request.json());
      if (!parsed.success) throw invalid(parsed.error.issues);
      if (translate === 'failure') throw MODEL_BUSY;
      const kept = [
        ...parsed.data.text.matchAll(/(?<=^|\s)[#@][\p{L}\p{N}_.]*[\p{L}\p{N}_]|https?:\/\/\S+/gu),
      ].map((match) => match[0]);

      return {
        text: `Notre nouvelle torréfaction est là. ${kept.join(' ')}`.trim(),
        source_language: parsed.data.source_language ?? 'en',
        target_language: parsed.data.target_language,
        provider: 'openai' as const,
        model: 'gpt-4o-mini',
        kept,
      };
    }),
  ];
}
