import { describe, expect, it } from 'vitest';
import { countHashtags, textLength } from '../../contracts/text.ts';
import {
  analyseHistory,
  generateOffline,
  structureOf,
  type HistoryPost,
  type NetworkLimits,
} from '../../server/modules/writing/offline-generator.ts';
import { lostTokens, protectTokens, restoreTokens } from '../../server/modules/writing/keep-tokens.ts';
import { classifyStatus, parseJsonAnswer } from '../../server/modules/writing/openai-provider.ts';

/** A hand-made history: a coffee roaster's posts, their captions and engagement rates. */
const at = (day: number) => new Date(Date.UTC(2026, 9, day, 9));
const post = (id: number, text: string, engagementRate: number | null, engagements = 100): HistoryPost => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  profileId: '11111111-1111-4111-8111-111111111111',
  text,
  engagementRate,
  engagements,
  permalink: `https://example.com/p/${id}`,
  publishedAt: at(id),
});

const HISTORY: HistoryPost[] = [
  post(
    1,
    'Have you tried our cold brew yet?\n\nSmooth, sweet and ready in the fridge. What do you think?\n\n#coldbrew #coffee',
    0.08,
  ),
  post(2, '☕️ Monday roast day. Fresh beans out of the drum. #coffee #roastery', 0.05),
  post(3, '3 ways to brew at home: V60, Aeropress, French press #brewing', 0.03),
  post(4, 'New mugs in the shop! #merch #coffee', 0.02),
  post(5, 'Closed on Sunday.', null, 4),
  post(6, '', 0.5),
  post(7, 'Latte art practice #latteart #coldbrew', 0.07),
];

const INSTAGRAM: NetworkLimits = {
  network: 'instagram',
  maxCharacters: 2200,
  maxHashtags: 30,
  maxMentions: 20,
};
const X: NetworkLimits = { network: 'x', maxCharacters: 280, maxHashtags: null, maxMentions: null };
const TIGHT: NetworkLimits = { network: 'threads', maxCharacters: 60, maxHashtags: 1, maxMentions: null };

const REQUEST = {
  topic: 'our winter blend',
  keywords: ['cinnamon', 'dark chocolate', 'orange peel'],
  tone: 'friendly' as const,
  length: 'medium' as const,
  count: 3,
  seed: 0,
};

describe('what the history teaches', () => {
  it('reads a caption’s structure', () => {
    expect(structureOf(HISTORY[0]!.text)).toEqual({
      opening: 'question',
      leadingEmoji: null,
      paragraphs: 2,
      endsWithQuestion: true,
      hashtags: 2,
      hashtagPlacement: 'block',
    });
    expect(structureOf(HISTORY[1]!.text)).toMatchObject({
      opening: 'emoji',
      leadingEmoji: '☕️',
      paragraphs: 1,
    });
    expect(structureOf(HISTORY[2]!.text)).toMatchObject({ opening: 'list', hashtags: 1 });
    expect(structureOf('Big news! #launch today')).toMatchObject({
      opening: 'exclamation',
      hashtagPlacement: 'inline',
    });
    expect(structureOf('Just words.')).toMatchObject({ opening: 'statement', hashtagPlacement: 'none' });
  });

  it('ranks hashtags by the average engagement rate of the posts that carry them, used twice or more', () => {
    const insights = analyseHistory(HISTORY);
    // #coldbrew: posts 1 and 7 (8 % and 7 %); #coffee: posts 1, 2 and 4 (8, 5, 2 → 5 %). Once-used tags are left out.
    expect(insights.bestHashtags).toEqual([
      { tag: 'coldbrew', posts: 2, avg_engagement_rate: expect.closeTo(0.075, 10) },
      { tag: 'coffee', posts: 3, avg_engagement_rate: expect.closeTo(0.05, 10) },
    ]);
    // Posts without text are not learned from; the one without a rate counts but has no rate.
    expect(insights.considered).toBe(6);
    expect(insights.baseline).toBeCloseTo((0.08 + 0.05 + 0.03 + 0.02 + 0.07) / 5, 10);
    expect(insights.models.map((model) => model.post.id.slice(-1))).toEqual(['1', '7', '2', '3', '4', '5']);
  });

  it('falls back to once-used hashtags when none is used twice', () => {
    const insights = analyseHistory([post(1, 'A #one', 0.1), post(2, 'B #two', 0.2)]);
    expect(insights.bestHashtags.map((tag) => tag.tag)).toEqual(['two', 'one']);
  });
});

describe('the offline suggestions', () => {
  const insights = analyseHistory(HISTORY);

  it('follows the best posts’ structures with the topic, keywords, tone and best hashtags', () => {
    const suggestions = generateOffline(insights, REQUEST, [INSTAGRAM]);
    expect(suggestions).toHaveLength(3);
    const [first, second, third] = suggestions;
    // The best post opens with a question, has two paragraphs, closes with a question and ends with its hashtags.
    expect(first!.based_on?.post_id).toBe(HISTORY[0]!.id);
    expect(first!.text).toMatch(/^[^\n]*winter blend\?\n\n/u);
    expect(first!.text).toContain('cinnamon, dark chocolate and orange peel');
    expect(first!.text).toMatch(/\?\n\n#coldbrew #coffee$/u);
    expect(first!.hashtags_used).toEqual(['coldbrew', 'coffee']);
    // The second best (post 7) has its hashtags inline and one paragraph.
    expect(second!.based_on?.post_id).toBe(HISTORY[6]!.id);
    expect(second!.text).not.toContain('\n');
    // The third (post 2) opens with its emoji.
    expect(third!.text.startsWith('☕️ ')).toBe(true);
    for (const suggestion of suggestions) {
      expect(suggestion.characters).toBe(textLength(suggestion.text));
      expect(suggestion.hashtags).toBe(countHashtags(suggestion.text));
      expect(suggestion.limits).toEqual([
        { network: 'instagram', max_characters: 2200, max_hashtags: 30, max_mentions: 20, fits: true },
      ]);
    }
  });

  it('is deterministic for the same input and seed, and varies with the seed', () => {
    const again = generateOffline(insights, REQUEST, [INSTAGRAM, X]);
    expect(generateOffline(insights, REQUEST, [INSTAGRAM, X])).toEqual(again);
    const other = generateOffline(insights, { ...REQUEST, seed: 1 }, [INSTAGRAM, X]);
    expect(other.map((s) => s.text)).not.toEqual(again.map((s) => s.text));
    // Seed 1 starts from the second best post.
    expect(other[0]!.based_on?.post_id).toBe(HISTORY[6]!.id);
  });

  it('writes shorter and longer captions on request', () => {
    const short = generateOffline(insights, { ...REQUEST, length: 'short', count: 1 }, [INSTAGRAM])[0]!;
    const long = generateOffline(insights, { ...REQUEST, length: 'long', count: 1 }, [INSTAGRAM])[0]!;
    expect(short.text).not.toContain('cinnamon');
    expect(long.text).toContain('cinnamon');
    expect(long.characters).toBeGreaterThan(short.characters);
  });

  it('changes the wording with the tone', () => {
    const friendly = generateOffline(insights, { ...REQUEST, count: 1 }, [INSTAGRAM])[0]!.text;
    const bold = generateOffline(insights, { ...REQUEST, tone: 'bold', count: 1 }, [INSTAGRAM])[0]!.text;
    expect(bold).not.toBe(friendly);
  });

  it('numbers the keywords after a list opening', () => {
    const listOnly = analyseHistory([post(3, HISTORY[2]!.text, 0.03)]);
    const [suggestion] = generateOffline(listOnly, { ...REQUEST, count: 1 }, [INSTAGRAM]);
    expect(suggestion!.text).toMatch(
      /^3 .*winter blend:\n\n1\. Cinnamon\n2\. Dark chocolate\n3\. Orange peel/u,
    );
  });

  it('fits the strictest network: drops closing, body and hashtags, then cuts the opening at a word', () => {
    const suggestions = generateOffline(insights, { ...REQUEST, length: 'long' }, [INSTAGRAM, TIGHT]);
    for (const suggestion of suggestions) {
      expect(suggestion.characters).toBeLessThanOrEqual(60);
      expect(suggestion.hashtags).toBeLessThanOrEqual(1);
      expect(suggestion.limits.every((limit) => limit.fits)).toBe(true);
    }
    const tiny = generateOffline(
      insights,
      { ...REQUEST, topic: 'a very long topic that goes on and on about the winter blend', count: 1 },
      [{ network: 'x', maxCharacters: 20, maxHashtags: null, maxMentions: null }],
    )[0]!;
    expect(tiny.characters).toBeLessThanOrEqual(20);
    expect(tiny.text.endsWith('…')).toBe(true);
  });

  it('suggests nothing without history', () => {
    expect(generateOffline(analyseHistory([]), REQUEST, [INSTAGRAM])).toEqual([]);
  });
});

describe('translation keeps hashtags, mentions and links', () => {
  const source = 'Nouveau café avec @marie_b ! Voir https://example.com/cafe?x=1 #café #hiver';

  it('masks them for the model and puts them back', () => {
    const masked = protectTokens(source);
    expect(masked.tokens).toEqual(['@marie_b', 'https://example.com/cafe?x=1', '#café', '#hiver']);
    expect(masked.text).toBe('Nouveau café avec ⟦1⟧ ! Voir ⟦2⟧ ⟦3⟧ ⟦4⟧');
    const restored = restoreTokens('New coffee with ⟦1⟧! See ⟦2⟧ ⟦3⟧ ⟦4⟧', masked.tokens);
    expect(restored).toEqual({
      text: 'New coffee with @marie_b! See https://example.com/cafe?x=1 #café #hiver',
      missing: [],
    });
    expect(lostTokens(source, restored.text)).toEqual([]);
  });

  it('reports what the model lost', () => {
    const masked = protectTokens(source);
    const restored = restoreTokens('New coffee with ⟦1⟧! See ⟦2⟧ #coffee ⟦4⟧', masked.tokens);
    expect(restored.missing).toEqual(['#café']);
    expect(lostTokens(source, restored.text)).toEqual(['#café']);
  });
});

describe('the model’s failures in plain words', () => {
  it('classifies statuses', () => {
    expect(classifyStatus(401, 'm', null)).toMatchObject({ kind: 'settings', status: 503 });
    expect(classifyStatus(401, 'm', null).message).toContain('AI_API_KEY');
    expect(classifyStatus(404, 'gpt-x', null).message).toContain('"gpt-x"');
    expect(classifyStatus(429, 'm', '12')).toMatchObject({ kind: 'retry_later', retryAfter: 12 });
    expect(classifyStatus(502, 'm', null)).toMatchObject({ kind: 'retry_later', retryAfter: 60 });
    expect(classifyStatus(400, 'm', null)).toMatchObject({ kind: 'rejected', retryAfter: undefined });
  });

  it('reads JSON from a fenced or chatty answer', () => {
    expect(parseJsonAnswer('Sure!\n```json\n{"captions": ["a"]}\n```')).toEqual({ captions: ['a'] });
    expect(parseJsonAnswer('{"text": "b"}')).toEqual({ text: 'b' });
    expect(parseJsonAnswer('no json here')).toBeNull();
  });
});
