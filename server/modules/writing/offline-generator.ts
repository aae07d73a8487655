import type { TProfileNetwork } from '../../../contracts/social.ts';
import { countHashtags, countMentions, textLength } from '../../../contracts/text.ts';
import type {
  TCaptionLength,
  TCaptionSuggestion,
  TCaptionTone,
  THashtagInsight,
} from '../../../contracts/writing.ts';

/**
 * The offline caption generator (docs/adr/0014): no network, no model. It learns from a profile's own posts
 * what worked — the openings and structures of its best captions by engagement rate, its hashtags by the
 * average engagement rate of the posts that carry them — and writes the user's topic and keywords into
 * those structures, in the tone and length asked, fitted to the chosen networks' limits. The same input and
 * seed give the same suggestions.
 */

/** A post the sync stored, as the generator reads it. */
export type HistoryPost = {
  id: string;
  profileId: string;
  text: string;
  /** Engagements ÷ reach (or ÷ impressions), 0–1; null when the network gave neither. */
  engagementRate: number | null;
  engagements: number | null;
  permalink: string | null;
  publishedAt: Date;
};

/** A network's text limits (the connector's capabilities). */
export type NetworkLimits = {
  network: TProfileNetwork;
  maxCharacters: number;
  maxHashtags: number | null;
  maxMentions: number | null;
};

export type GenerateRequest = {
  topic: string;
  keywords: readonly string[];
  tone: TCaptionTone;
  length: TCaptionLength;
  count: number;
  seed: number;
};

export type Opening = 'question' | 'exclamation' | 'emoji' | 'list' | 'statement';

/** The shape of a caption: how it opens, how it is laid out, where its hashtags go. */
export type CaptionStructure = {
  opening: Opening;
  /** The emoji it opens with, when it does. */
  leadingEmoji: string | null;
  /** Paragraphs of text (a block of hashtags alone is not one). */
  paragraphs: number;
  endsWithQuestion: boolean;
  hashtags: number;
  /** `block`: on a line of their own after the text; `inline`: in or after the text on its line. */
  hashtagPlacement: 'block' | 'inline' | 'none';
};

export type HistoryInsights = {
  considered: number;
  baseline: number | null;
  bestHashtags: THashtagInsight[];
  /** The best posts, best first, with their structures. */
  models: { post: HistoryPost; structure: CaptionStructure }[];
};

const HASHTAG = /(?:^|\s)#([\p{L}\p{N}_]+)/gu;
const EMOJI_START = /^(\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*)/u;
/** How many best hashtags and best posts are kept. */
const BEST_HASHTAGS = 10;
const MODELS = 8;

function hashtagsOf(text: string): string[] {
  return [...text.matchAll(HASHTAG)].map((match) => match[1]!);
}

/** A line that is nothing but hashtags. */
const isHashtagLine = (line: string) => /^(#[\p{L}\p{N}_]+\s*)+$/u.test(line.trim());

export function structureOf(text: string): CaptionStructure {
  const trimmed = text.trim();
  const lines = trimmed.split(/\n+/u).filter((line) => line.trim() !== '');
  const prose = lines.filter((line) => !isHashtagLine(line));
  const first = prose[0]?.trim() ?? '';
  const leadingEmoji = EMOJI_START.exec(first)?.[1] ?? null;
  const firstSentence = /^[^.!?\n]*[.!?]?/u.exec(first.replace(EMOJI_START, '').trim())?.[0] ?? '';
  const opening: Opening = firstSentence.endsWith('?')
    ? 'question'
    : /^\d+\s/u.test(firstSentence)
      ? 'list'
      : firstSentence.endsWith('!')
        ? 'exclamation'
        : leadingEmoji
          ? 'emoji'
          : 'statement';
  const lastProse = (prose.at(-1) ?? '').replace(HASHTAG, '').trim();
  const hashtags = hashtagsOf(trimmed).length;
  const endBlock = lines.length > 1 && isHashtagLine(lines.at(-1)!);

  return {
    opening,
    leadingEmoji,
    paragraphs: Math.max(1, prose.length),
    endsWithQuestion: /\?\s*\p{Extended_Pictographic}*$/u.test(lastProse),
    hashtags,
    hashtagPlacement: hashtags === 0 ? 'none' : endBlock ? 'block' : 'inline',
  };
}

/** Best first: engagement rate, then engagements, then the newer, then the id (a total order). */
function byPerformance(a: HistoryPost, b: HistoryPost): number {
  const rate = (b.engagementRate ?? -1) - (a.engagementRate ?? -1);
  if (rate !== 0) return rate;
  const engagements = (b.engagements ?? -1) - (a.engagements ?? -1);
  if (engagements !== 0) return engagements;
  const time = b.publishedAt.getTime() - a.publishedAt.getTime();

  return time !== 0 ? time : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** What the posts teach: their best captions and structures, their best hashtags and the average to beat. */
export function analyseHistory(posts: readonly HistoryPost[]): HistoryInsights {
  const withText = posts.filter((post) => post.text.trim() !== '');
  const rated = withText.filter((post) => post.engagementRate !== null);
  const baseline =
    rated.length > 0 ? rated.reduce((sum, post) => sum + post.engagementRate!, 0) / rated.length : null;

  const tags = new Map<string, { spellings: Map<string, number>; posts: number; rates: number[] }>();
  for (const post of withText) {
    const seen = new Set<string>();
    for (const tag of hashtagsOf(post.text)) {
      const key = tag.normalize('NFC').toLowerCase();
      const entry = tags.get(key) ?? {
        spellings: new Map<string, number>(),
        posts: 0,
        rates: [] as number[],
      };
      entry.spellings.set(tag, (entry.spellings.get(tag) ?? 0) + 1);
      if (!seen.has(key)) {
        seen.add(key);
        entry.posts += 1;
        if (post.engagementRate !== null) entry.rates.push(post.engagementRate);
      }
      tags.set(key, entry);
    }
  }
  const candidates = [...tags.entries()].filter(([, entry]) => entry.rates.length > 0);
  // A hashtag seen once says little: prefer those used twice or more when there are any.
  const repeated = candidates.filter(([, entry]) => entry.posts >= 2);
  const bestHashtags = (repeated.length > 0 ? repeated : candidates)
    .map(([key, entry]) => ({
      key,
      tag: [...entry.spellings.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0],
      posts: entry.posts,
      avg_engagement_rate: entry.rates.reduce((sum, rate) => sum + rate, 0) / entry.rates.length,
    }))
    .sort(
      (a, b) =>
        b.avg_engagement_rate - a.avg_engagement_rate ||
        b.posts - a.posts ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    )
    .slice(0, BEST_HASHTAGS)
    .map(({ tag, posts: used, avg_engagement_rate }) => ({ tag, posts: used, avg_engagement_rate }));

  const models = [...withText]
    .sort(byPerformance)
    .slice(0, MODELS)
    .map((post) => ({ post, structure: structureOf(post.text) }));

  return { considered: withText.length, baseline, bestHashtags, models };
}

/** mulberry32: a small deterministic generator, so a seed gives the same choices everywhere. */
function random(seed: number): () => number {
  let state = seed >>> 0;

  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);

    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(items: readonly T[], next: () => number, avoid?: ReadonlySet<T>): T => {
  const fresh = avoid ? items.filter((item) => !avoid.has(item)) : items;
  const from = fresh.length > 0 ? fresh : items;

  return from[Math.floor(next() * from.length)]!;
};

const capitalise = (text: string) => (text ? text[0]!.toLocaleUpperCase('en') + text.slice(1) : text);

/** Opening lines per structure and tone; `{topic}` is the user's topic. */
const OPENINGS: Record<Exclude<Opening, 'emoji' | 'list'>, Record<TCaptionTone, readonly string[]>> = {
  question: {
    friendly: ['Have you tried {topic} yet?', 'Ever wondered about {topic}?', 'Ready for {topic}?'],
    professional: [
      'What does {topic} mean for you?',
      'Is {topic} on your radar?',
      'How are you approaching {topic}?',
    ],
    playful: ['Who’s ready for {topic}?', 'Guess what’s new? {Topic}!', 'Did someone say {topic}?'],
    bold: ['Still not sold on {topic}?', 'Why settle for less than {topic}?', 'Think you know {topic}?'],
  },
  exclamation: {
    friendly: ['{Topic} is here!', 'Say hello to {topic}!', 'We’re so happy to share {topic}!'],
    professional: ['Introducing {topic}!', 'Now available: {topic}!', 'Announcing {topic}!'],
    playful: ['{Topic} time!', 'Surprise: {topic}!', 'It’s happening: {topic}!'],
    bold: ['{Topic}. Finally!', 'Meet {topic}!', 'This is {topic}!'],
  },
  statement: {
    friendly: ['All about {topic} today.', 'A little something on {topic}.', 'Let’s talk about {topic}.'],
    professional: ['A closer look at {topic}.', 'Introducing {topic}.', 'Our take on {topic}.'],
    playful: ['Plot twist: {topic}.', 'Today’s mood: {topic}.', 'Breaking news: {topic}.'],
    bold: ['{Topic}. Nothing else comes close.', 'This is {topic}.', '{Topic}, done right.'],
  },
};

const LIST_OPENINGS: Record<TCaptionTone, readonly string[]> = {
  friendly: ['{count} things we love about {topic}:', '{count} reasons to try {topic}:'],
  professional: ['{count} things to know about {topic}:', '{count} points on {topic}:'],
  playful: ['{count} reasons {topic} wins:', '{count} signs you need {topic}:'],
  bold: ['{count} reasons {topic} beats the rest:', '{count} truths about {topic}:'],
};

/** The keywords woven into one sentence; `{keywords}` reads "a, b and c". */
const KEYWORD_LINES: Record<TCaptionTone, readonly string[]> = {
  friendly: ['Think {keywords}.', 'It’s all about {keywords}.'],
  professional: ['Key points: {keywords}.', 'In focus: {keywords}.'],
  playful: ['Expect {keywords}.', 'Featuring {keywords}.'],
  bold: ['{Keywords}. No compromises.', 'Built on {keywords}.'],
};

const QUESTION_CLOSINGS: Record<TCaptionTone, readonly string[]> = {
  friendly: ['What do you think?', 'Would you give it a try?'],
  professional: ['What’s your take?', 'How would you use it?'],
  playful: ['Who’s in?', 'Tag someone who needs this?'],
  bold: ['Are you in?', 'Ready?'],
};

const STATEMENT_CLOSINGS: Record<TCaptionTone, readonly string[]> = {
  friendly: ['Tell us what you think in the comments.', 'Share it with someone who’d love it.'],
  professional: ['Share your thoughts below.', 'Save this for later.'],
  playful: ['Drop an emoji if you’re in.', 'Save it, share it, love it.'],
  bold: ['Don’t miss it.', 'See for yourself.'],
};

const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function fill(template: string, topic: string, extra: Record<string, string> = {}): string {
  let text = template.replaceAll('{Topic}', capitalise(topic)).replaceAll('{topic}', topic);
  for (const [key, value] of Object.entries(extra))
    text = text.replaceAll(`{${capitalise(key)}}`, capitalise(value)).replaceAll(`{${key}}`, value);

  return capitalise(text);
}

/** The parts of one caption before it is fitted: removable from the end first. */
type Draft = { opening: string; body: string[]; closing: string | null; hashtags: string[]; inline: boolean };

function draftFor(
  model: CaptionStructure,
  request: GenerateRequest,
  bestHashtags: readonly THashtagInsight[],
  maxHashtags: number | null,
  next: () => number,
  /** Wordings the earlier suggestions used: each suggestion gets its own where the tone has enough. */
  used: Set<string>,
): Draft {
  const topic = request.topic.trim().replace(/(?<![.!?…])[.!?…]+$/u, '');
  const keywords = request.keywords.map((keyword) => keyword.trim()).filter(Boolean);
  const asList = model.opening === 'list' && keywords.length >= 2 && request.length !== 'short';
  let opening: string;
  const choose = (items: readonly string[]) => {
    const chosen = pick(items, next, used);
    used.add(chosen);

    return chosen;
  };
  if (asList) opening = fill(choose(LIST_OPENINGS[request.tone]), topic, { count: String(keywords.length) });
  else {
    const kind = model.opening === 'emoji' || model.opening === 'list' ? 'statement' : model.opening;
    opening = fill(choose(OPENINGS[kind][request.tone]), topic);
  }
  if (model.leadingEmoji) opening = `${model.leadingEmoji} ${opening}`;

  const body: string[] = [];
  if (request.length !== 'short' && keywords.length > 0) {
    if (asList)
      body.push(keywords.map((keyword, index) => `${index + 1}. ${capitalise(keyword)}`).join('\n'));
    else body.push(fill(choose(KEYWORD_LINES[request.tone]), topic, { keywords: listOf(keywords) }));
  }
  let closing: string | null = null;
  if (request.length === 'long' || (request.length === 'medium' && model.endsWithQuestion))
    closing = pick((model.endsWithQuestion ? QUESTION_CLOSINGS : STATEMENT_CLOSINGS)[request.tone], next);

  // As many of the best hashtags as the model post carried (what worked), within the strictest limit.
  const wanted = Math.min(model.hashtags, bestHashtags.length, maxHashtags ?? Number.POSITIVE_INFINITY);
  const hashtags = bestHashtags.slice(0, wanted).map((insight) => insight.tag);

  return { opening, body, closing, hashtags, inline: model.hashtagPlacement === 'inline' };
}

function render(draft: Draft, paragraphs: boolean): string {
  const parts = [draft.opening, ...draft.body, ...(draft.closing ? [draft.closing] : [])];
  const tags = draft.hashtags.map((tag) => `#${tag}`).join(' ');
  const prose = parts.join(paragraphs || draft.body.some((line) => line.includes('\n')) ? '\n\n' : ' ');
  if (!tags) return prose;

  return draft.inline ? `${prose} ${tags}` : `${prose}\n\n${tags}`;
}

/** Shortens a draft until it fits: closing, body, hashtags from the last, then the opening cut at a word. */
function fitted(draft: Draft, paragraphs: boolean, maxCharacters: number): string {
  const current: Draft = { ...draft, body: [...draft.body], hashtags: [...draft.hashtags] };
  const fits = () => textLength(render(current, paragraphs)) <= maxCharacters;
  if (!fits() && current.closing) current.closing = null;
  while (!fits() && current.body.length > 0) current.body.pop();
  while (!fits() && current.hashtags.length > 0) current.hashtags.pop();
  if (fits()) return render(current, paragraphs);
  const graphemes = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(current.opening)].map(
    (part) => part.segment,
  );
  const cut = graphemes.slice(0, Math.max(1, maxCharacters - 1)).join('');
  const atWord = cut.replace(/(?<!\s)\s+\S*$/u, '');

  return `${atWord || cut}…`;
}

export function limitsView(text: string, limits: readonly NetworkLimits[]) {
  const characters = textLength(text);
  const hashtags = countHashtags(text);
  const mentions = countMentions(text);

  return {
    characters,
    hashtags,
    mentions,
    limits: limits.map((limit) => ({
      network: limit.network,
      max_characters: limit.maxCharacters,
      max_hashtags: limit.maxHashtags,
      max_mentions: limit.maxMentions,
      fits:
        characters <= limit.maxCharacters &&
        (limit.maxHashtags === null || hashtags <= limit.maxHashtags) &&
        (limit.maxMentions === null || mentions <= limit.maxMentions),
    })),
  };
}

/** The strictest of the chosen networks' limits (no network: no limit beyond a sane caption). */
export function strictest(limits: readonly NetworkLimits[]) {
  const maxCharacters = Math.min(2_200, ...limits.map((limit) => limit.maxCharacters));
  const hashtagLimits = limits.flatMap((limit) => (limit.maxHashtags === null ? [] : [limit.maxHashtags]));

  return { maxCharacters, maxHashtags: hashtagLimits.length > 0 ? Math.min(...hashtagLimits) : null };
}

const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/gu, ' ').trim();
  const graphemes = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(flat)];

  return graphemes.length <= 120
    ? flat
    : `${graphemes
        .slice(0, 119)
        .map((part) => part.segment)
        .join('')
        .trimEnd()}…`;
};

/**
 * Suggestions for a topic from what the history teaches: the n-th follows the n-th best post's structure
 * (rotated by the seed), phrased from the tone's wording (chosen by the seed). Empty without history.
 */
export function generateOffline(
  insights: HistoryInsights,
  request: GenerateRequest,
  limits: readonly NetworkLimits[],
): TCaptionSuggestion[] {
  if (insights.models.length === 0) return [];
  const { maxCharacters, maxHashtags } = strictest(limits);
  const bestTags = new Set(insights.bestHashtags.map((insight) => insight.tag.toLowerCase()));
  const suggestions: TCaptionSuggestion[] = [];
  const texts = new Set<string>();
  const used = new Set<string>();
  const attempts = request.count * 4;
  for (let attempt = 0; attempt < attempts && suggestions.length < request.count; attempt++) {
    const model = insights.models[(request.seed + attempt) % insights.models.length]!;
    const next = random(request.seed * 7919 + attempt * 104_729 + 1);
    const draft = draftFor(model.structure, request, insights.bestHashtags, maxHashtags, next, used);
    const text = fitted(draft, model.structure.paragraphs > 1, maxCharacters);
    if (texts.has(text)) continue;
    texts.add(text);
    suggestions.push({
      text,
      ...limitsView(text, limits),
      based_on: {
        post_id: model.post.id,
        profile_id: model.post.profileId,
        excerpt: excerptOf(model.post.text),
        engagement_rate: model.post.engagementRate,
        permalink: model.post.permalink,
      },
      hashtags_used: hashtagsOf(text).filter((tag) => bestTags.has(tag.toLowerCase())),
    });
  }

  return suggestions;
}
